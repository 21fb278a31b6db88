/** The build's CSP sources: inline hashes, the image origins (its AVATAR_HOST) and the framing hosts (its HOST_ORIGINS). */
export type CspHashes = { script?: string[]; style?: string[]; img?: string[]; frame?: string[] };
export declare const CSP_FILE: string;
export declare const NGINX_FILE: string;
export declare function cspHash(content: string): string;
export declare function contentSecurityPolicy(hashes?: CspHashes, imgHosts?: string[]): string;
export declare function securityHeaders(build: CspHashes): Record<string, string>;
export declare function readHashes(dist: string): CspHashes;
export declare function withAvatarHost(conf: string, origin: string): string;
export declare function avatarHostOf(conf: string): string;
export declare function withNginxPolicy(conf: string, hashes: CspHashes): string;
