// Types of bundle-stamp.mjs (plain JavaScript: server.mjs uses it before any TypeScript is loaded).
export declare const stampFileName: string;
export declare function bundleStamp(root: string): string;
export declare function bundleStatus(root: string): 'current' | 'stale' | 'absent';
