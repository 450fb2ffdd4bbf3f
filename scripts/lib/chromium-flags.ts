// The flags of every Chromium the project starts (the browser tests' headless shell, Lighthouse's chromium):
// headless, no sandbox in the container, and no background traffic, so that nothing leaves loopback.
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
