export declare const WEBKIT: {
  driver: string;
  browser: string;
  xvfbRun: string;
  xvfb: string;
  windowManager: string;
};
export declare function ensureWebKit(): typeof WEBKIT;
