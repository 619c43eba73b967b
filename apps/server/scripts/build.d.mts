/** The server's bundle, apps/server/dist/main.js. */
export declare const OUT_FILE: string;
export declare const SERVER_DIR: string;
/** Builds dist/main.js; answers the build's duration in ms. */
export declare function buildServer(): Promise<number>;
/** Builds the server when its bundle is missing or older than its sources; answers whether it built. */
export declare function ensureServerBuild(): Promise<boolean>;
