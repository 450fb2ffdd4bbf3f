// Import aliases shared by the Vite build, Vitest and (mirrored in tsconfig.json "paths") the type checker:
// the generated API client lives outside web/, in ../generated.
import { fileURLToPath } from 'node:url';

const generated = (path: string) => fileURLToPath(new URL(`../generated/${path}`, import.meta.url));

export const aliases = [
  { find: /^@api\//, replacement: `${generated('client')}/` },
  { find: /^@http-client$/, replacement: generated('http/client.ts') },
];
