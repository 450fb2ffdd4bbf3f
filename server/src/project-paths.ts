// Where the project's files are, worked out from this module's own place. The server runs from its sources
// (server/src/) or from its bundle (server/dist/, built by server/build/bundle.ts), and both sit two levels
// below the project root, so one relative URL is right for both. Modules in subfolders must not resolve
// paths from their own import.meta.url: in the bundle they all live in server/dist/.
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
