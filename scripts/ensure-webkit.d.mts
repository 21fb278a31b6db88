export declare const WEBKIT: { driver: string; browser: string; xvfbRun: string };
export declare function ensureWebKit(): typeof WEBKIT;
