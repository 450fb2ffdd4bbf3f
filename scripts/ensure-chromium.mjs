// Makes sure Debian's Chromium is there for the browser tests: installs it with apt-get when it is missing.
// Playwright never downloads a browser of its own in this project. Plain JS, like bootstrap.mjs.
//
// The browser tests run in Debian's `chromium-headless-shell` (the same engine without the full browser's UI
// layers; Playwright's own default for headless runs): on this 2-core machine the suite takes about 2.8 min in
// it against 3.8-4.1 min in the full `chromium`, whose renderer and browser processes keep both cores busy.
// `CHROMIUM_PATH` picks another binary (then nothing is installed for it).
//
// `node scripts/ensure-chromium.mjs chromium` makes sure of the full browser instead (/usr/bin/chromium, or
// `CHROME_PATH`): Lighthouse measures in it (`npm run lighthouse`), as a visitor's browser renders.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const full = process.argv[2] === 'chromium';
const debianPackage = full ? 'chromium' : 'chromium-headless-shell';
const defaultChromiumPath = `/usr/bin/${debianPackage}`;

const chromium = (full ? process.env.CHROME_PATH : process.env.CHROMIUM_PATH) ?? defaultChromiumPath;

if (!existsSync(chromium) && chromium === defaultChromiumPath) {
  const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? 'sudo ' : '';
  const command = `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${debianPackage}`;
  console.log(`[ensure-chromium] ${chromium} is missing: ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
if (!existsSync(chromium)) {
  console.error(
    `[ensure-chromium] ${chromium} is missing; set ${full ? 'CHROME_PATH' : 'CHROMIUM_PATH'} to a Chromium binary.`,
  );
  process.exit(1);
}
