// `npm run first-load`: the JavaScript and CSS a first visit downloads before its screen can render, read from the
// built app (web/dist or WEB_DIST): the entry script of index.html and every module it preloads, plus its
// stylesheets, and what the root route waits for (web/src/routes/root-route.tsx): the styles of the components only
// lazy screens use and the default language's translations beyond the entry's: none on the training space and the
// sign-in, sign-up and password screens, the files of the namespaces the staff home declares on it
// (web/src/routes/first-screen-translations.ts), the language's whole bundle on any other screen. With their gzip and
// brotli sizes. Screens' own chunks (loaded with their routes) are not counted. A measurement, not a test: not in
// `npm test`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defaultLanguage } from '../web/src/lib/i18n/languages.ts';
import { firstScreenTranslations } from '../web/src/routes/first-screen-translations.ts';

const webDist = process.env.WEB_DIST ?? join(import.meta.dirname, '..', 'web', 'dist');
const html = readFileSync(join(webDist, 'index.html'), 'utf8');

/** The one file under assets/ whose name `name` matches (files are named after their sources). */
function assetNamed(name: RegExp): string {
  const found = readdirSync(join(webDist, 'assets')).filter((file) => name.test(file));
  if (found.length !== 1)
    throw new Error(`expected one file named ${name} in ${webDist}/assets, found ${found.length}`);
  return `/assets/${found[0]}`;
}

// The entry script is also among the preloaded modules: each file once.
const entry = [
  ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '')),
];
// web/src/theme/mantine-styles-deferred.ts and web/src/lib/i18n/bundles/<language>-translations.ts.
const deferredStyles = assetNamed(/^mantine-styles-deferred-[\w-]+\.css$/);
const translations = assetNamed(new RegExp(`^${defaultLanguage}-translations-[\\w-]+\\.js$`));

type Sizes = [raw: number, gzip: number, brotli: number];
const sizesOf = (file: string): Sizes => {
  const content = readFileSync(join(webDist, file));
  return [
    content.length,
    gzipSync(content, { level: 9 }).length,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  ];
};
const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const print = (sizes: Sizes, label: string) => console.log(`  ${sizes.map(kib).join(' ')}  ${label}`);
const sum = (files: readonly string[]): Sizes =>
  files
    .map(sizesOf)
    .reduce<Sizes>((total, sizes) => [total[0] + sizes[0], total[1] + sizes[1], total[2] + sizes[2]], [0, 0, 0]);

console.log(`First download of ${webDist} (KiB: raw, gzip -9, brotli 11)`);
for (const file of entry) print(sizesOf(file), file);
print(sizesOf(deferredStyles), `${deferredStyles}  (awaited by the root route)`);
print(
  sizesOf(translations),
  `${translations}  (awaited by the root route on the screens that declare no translations)`,
);
// The files of the namespaces a first screen declares (web/src/lib/i18n/language-bundles.ts names them so).
const declaredBy = (screen: keyof typeof firstScreenTranslations, label: string) =>
  firstScreenTranslations[screen].map((namespace) => {
    const file = assetNamed(new RegExp(`^${defaultLanguage}-${namespace}-translations-[\\w-]+\\.js$`));
    print(sizesOf(file), `${file}  (awaited on ${label})`);
    return file;
  });
const trainingTranslations = declaredBy('training', 'the training space');
const signingTranslations = declaredBy('signing', 'the sign-in, sign-up and password screens');
const staffHomeTranslations = declaredBy('staffHome', 'the staff home');
// Every namespace with a file of its own: a screen that waits for the whole language waits for these too.
const namespaceFiles = readdirSync(join(webDist, 'assets'))
  .filter((file) => new RegExp(`^${defaultLanguage}-\\w+-translations-[\\w-]+\\.js$`).test(file))
  .map((file) => `/assets/${file}`);

const firstScreens = [
  { label: 'the training space', files: [...entry, deferredStyles, ...trainingTranslations] },
  { label: 'the sign-in, sign-up and password screens', files: [...entry, deferredStyles, ...signingTranslations] },
  { label: 'the staff home', files: [...entry, deferredStyles, ...staffHomeTranslations] },
  { label: 'any other screen', files: [...entry, deferredStyles, translations, ...namespaceFiles] },
];
for (const { label, files } of firstScreens) {
  console.log(`Before ${label}:`);
  for (const kind of ['js', 'css']) {
    const ofKind = files.filter((file) => file.endsWith(`.${kind}`));
    print(sum(ofKind), `${kind.toUpperCase()} (${ofKind.length} files)`);
  }
}
