// A CPU's benchmark index in the manner of Lighthouse's BenchmarkIndex (which DevTools' CPU calibration uses): the
// mean of two loops' iterations per second, one that makes garbage (strings) and one that does not (an array copied
// back and forth). Its loops are this file's own, so its scale is its own too (this machine scores about 24,000).
//
// The benches' phone is a fixed index, not a fixed slowdown: a 4× slowdown of a machine that runs 2× faster one day
// than another is two phones. PHONE_INDEX is this machine's index on 2026-12-02, unthrottled in a Chromium 156 page
// (24,374, 23,775, 24,012, 24,161 and 24,292 in five runs), divided by 4: what the benches called "4×" that day.

/** The phone's index. */
export const PHONE_INDEX = 6000;

/** The index's two loops, each run for `ms`, as a script for a page or a worker; it evaluates to the index. */
export const INDEX_SCRIPT = (ms = 500) => `(() => {
  const garbage = () => {
    const start = Date.now();
    let n = 0;
    while (Date.now() - start < ${ms}) {
      let s = '';
      for (let j = 0; j < 10000; j++) s += 'a';
      n++;
    }
    return n / ((Date.now() - start) / 1000);
  };
  const copying = () => {
    const a = [], b = [];
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
    const start = Date.now();
    let n = 0;
    while (n % 10 !== 0 || Date.now() - start < ${ms}) {
      const from = n % 2 ? b : a, to = n % 2 ? a : b;
      for (let j = 0; j < from.length; j++) to[j] = from[j];
      n++;
    }
    return n / ((Date.now() - start) / 1000);
  };
  return Math.round((garbage() + copying()) / 2);
})()`;

/** The index in a dedicated worker of the page (its own thread, on the phone's worker core). */
export const WORKER_INDEX_SCRIPT = (ms = 500) => `new Promise((done) => {
  const url = URL.createObjectURL(new Blob(['postMessage(' + ${JSON.stringify(INDEX_SCRIPT(ms))} + ')']));
  const w = new Worker(url);
  w.onmessage = (e) => { w.terminate(); done(e.data); };
})`;

/** The index in a worker and in the page at once: two busy threads, as the watch worker beside the viewer. */
export const TOGETHER_INDEX_SCRIPT = (ms = 500) => `new Promise((done) => {
  const url = URL.createObjectURL(new Blob(['postMessage(0); postMessage(' + ${JSON.stringify(INDEX_SCRIPT(ms))} + ')']));
  const w = new Worker(url);
  let page = 0;
  w.onmessage = (e) => {
    if (e.data === 0) page = ${INDEX_SCRIPT(ms)}; // the worker is running its loops: the page runs its own
    else { w.terminate(); done({ page, worker: e.data }); }
  };
})`;
