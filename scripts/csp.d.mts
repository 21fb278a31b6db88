export type CspHashes = { script?: string[]; style?: string[] };
export declare const CSP_FILE: string;
export declare function cspHash(content: string): string;
export declare function contentSecurityPolicy(hashes?: CspHashes, imgHosts?: string[]): string;
export declare function readHashes(dist: string): CspHashes;
export declare function withNginxPolicy(conf: string, hashes: CspHashes): string;
