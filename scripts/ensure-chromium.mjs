// Makes sure Debian's Chromium is there for the browser tests: installs it with apt-get when it is missing.
// Playwright never downloads a browser of its own in this project. Plain JS, like bootstrap.mjs.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? 'sudo ' : '';
  const command = `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends chromium`;
  console.log(`[ensure-chromium] ${chromium} is missing: ${command}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
if (!existsSync(chromium)) {
  console.error(`[ensure-chromium] ${chromium} is still missing; set CHROMIUM_PATH to a Chromium binary.`);
  process.exit(1);
}
