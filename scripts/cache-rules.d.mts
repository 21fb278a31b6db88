export declare const STALE_WINDOW_S: number;
export declare const CACHE: { hashed: string; gamePage: string; other: string; appLinks: string };
export declare const APP_LINK_PATHS: string[];
export declare const GAME_PAGE: string;
