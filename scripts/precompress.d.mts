export declare const COMPRESSIBLE: Set<string>;
export declare function brotli(buf: Uint8Array): Buffer;
export declare function gzip(buf: Uint8Array): Buffer;
export declare function precompress(dir?: string): number;
export declare const UNCOPIED: RegExp;
