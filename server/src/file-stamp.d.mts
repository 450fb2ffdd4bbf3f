// Types of file-stamp.mjs (plain JavaScript: server.mjs uses it before any TypeScript is loaded).
import type { Hash } from 'node:crypto';

export declare function sourceFiles(dir: string, extension?: string): string[];
export declare function addFileFacts(hash: Hash, files: readonly string[], root: string): Hash;
