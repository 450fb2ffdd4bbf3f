// `npm run first-load`: the JavaScript and CSS a first visit downloads before any screen can render, read from
// the built app (web/dist or WEB_DIST): the entry script of index.html and every module it preloads, plus its
// stylesheets, and what the root route waits for before it renders a screen (web/src/main.tsx): the default
// language's translations and the styles of the components only lazy screens use. With their gzip and brotli sizes.
// Screens' own chunks (loaded with their routes) are not counted. A measurement, not a test: not part of `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defaultLanguage } from '../web/src/lib/i18n/languages.ts';

const webDist = process.env.WEB_DIST ?? join(import.meta.dirname, '..', 'web', 'dist');
const html = readFileSync(join(webDist, 'index.html'), 'utf8');
// The entry script is also among the preloaded modules: each file once.
const entryFiles = new Set(
  [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? ''),
);
// Named after their sources (web/src/lib/i18n/bundles/<language>-translations.ts, web/src/theme/mantine-styles-deferred.ts).
const awaitedByRoot = [
  new RegExp(`^${defaultLanguage}-translations-[\\w-]+\\.js$`),
  /^mantine-styles-deferred-[\w-]+\.css$/,
].map((name) => {
  const found = readdirSync(join(webDist, 'assets')).filter((file) => name.test(file));
  if (found.length !== 1)
    throw new Error(`expected one file named ${name} in ${webDist}/assets, found ${found.length}`);
  return `/assets/${found[0]}`;
});
const files = [...entryFiles, ...awaitedByRoot];

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const totals = { js: [0, 0, 0], css: [0, 0, 0] };
console.log(`First download of ${webDist} (KiB: raw, gzip -9, brotli 11)`);
for (const file of files) {
  const content = readFileSync(join(webDist, file));
  const sizes = [
    content.length,
    gzipSync(content, { level: 9 }).length,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  ];
  const kind = file.endsWith('.js') ? totals.js : totals.css;
  sizes.forEach((size, index) => {
    kind[index] = (kind[index] ?? 0) + size;
  });
  console.log(
    `  ${sizes.map(kib).join(' ')}  ${file}${awaitedByRoot.includes(file) ? '  (awaited by the root route)' : ''}`,
  );
}
for (const [kind, sizes] of Object.entries(totals)) {
  console.log(
    `${kind.toUpperCase().padEnd(4)} ${sizes.map(kib).join(' ')}  (${files.filter((file) => file.endsWith(`.${kind}`)).length} files)`,
  );
}
