// The watch worker as a slow phone's (issue #85): each batch of its play-through waits `ms` of real time after the
// one before, so a test can act while the page is still checking a game, in either engine (Chromium by routing
// the worker's script, WebKit through its probe server).

/** The watch worker's script, by its built name. */
export const WATCH_WORKER = /\/assets\/watchWorker-[^/]*\.js$/;

/** Put before the worker's own code: its postMessage delayed, batches kept in order. */
export const slowWorkerPrefix = (ms: number) =>
  `(()=>{const post=self.postMessage.bind(self);let q=Promise.resolve();` +
  `self.postMessage=(m)=>{q=q.then(()=>new Promise((r)=>setTimeout(r,${ms}))).then(()=>post(m));};})();\n`;
