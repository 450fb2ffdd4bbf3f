// `npm run lighthouse`: Lighthouse's mobile profile (default config, simulated throttling) on the training space
// and on the staff home of the built app. Does not build the app: serves web/dist (or WEB_DIST) with the mock server on a
// free loopback port, signs the admin in through the API and puts the token where the app reads it
// (localStorage), then prints LCP, FCP, TBT, the JavaScript transferred and the performance score of each page.
// Then the same for its yardstick, the least page of the app's stack (yardstick/: React and Mantine drawing a
// title and a paragraph), built into a temporary folder and served the same way: the floor the app's figures
// read against on this machine. A measurement, not a test: it is not part of `npm test`, and its packages
// (this folder's package.json, about 200) are installed the first time it runs, not with the project's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { chromiumFlags } from '../../scripts/lib/chromium-flags.ts';
import { type LocalServer, startLocalServer, waitForHealth } from '../../scripts/lib/local-server.ts';
import { precompressFolder } from '../../web/build/precompress.ts';

// The type check (tsconfig.json here) has no DOM library: describe the little of the browser the page callback touches.
declare const window: { localStorage: { clear(): void; setItem(key: string, value: string): void } };

const root = join(import.meta.dirname, '..', '..');
const webDist = process.env.WEB_DIST ?? join(root, 'web/dist');
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const admin = { username: 'admin', password: 'Supervision.2026' };

interface Page {
  label: string;
  path: string;
  /** The admin session is needed: the staff home redirects visitors to the sign-in. */
  signedIn: boolean;
}

const pages: Page[] = [
  { label: 'training space', path: '/espacio', signedIn: false },
  { label: 'staff home', path: '/welcome/home', signedIn: true },
];
const floorPage: Page = { label: 'yardstick: React and Mantine, a title and a paragraph', path: '/', signedIn: false };

async function signInAdmin(origin: string): Promise<{ accessToken: string; sid: string }> {
  const response = await fetch(`${origin}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`Sign-in refused: ${response.status}`);
  return (await response.json()) as { accessToken: string; sid: string };
}

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

/** The little of Lantern's node timings read here: the package types them through Lighthouse's global namespace. */
interface SimulatedNode {
  type: string;
  request?: { url: string; transferSize: number };
  event?: { dur: number };
}
interface SimulatedLcp {
  optimisticEstimate: { nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }> };
}

/**
 * LH_WATERFALL=1: what the simulated LCP waits for. Lantern replays, on the mobile profile, the requests that
 * ended and the main-thread tasks that started before the observed largest paint: each with its simulated start
 * and end, in order. The observed (unthrottled) timeline says little: there every file arrives in a few ms.
 */
async function printSimulatedGraph(result: RunnerResult, origin: string): Promise<void> {
  const { artifacts, lhr } = result;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const simulation = (await LanternLargestContentfulPaint.request(data, {
    computedCache: new Map(),
  } as never)) as unknown as SimulatedLcp;
  const rows = [...simulation.optimisticEstimate.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, timing] of rows) {
    const span = `${timing.startTime.toFixed(0).padStart(6)} → ${timing.endTime.toFixed(0).padStart(6)} ms`;
    const what = node.request
      ? `${kib(node.request.transferSize).padStart(10)} ${new URL(node.request.url, origin).pathname}`
      : `  main thread, ${((node.event?.dur ?? 0) / 1000).toFixed(0)} ms observed`;
    console.log(`    ${span} ${what}`);
  }
}

/** LH_WATERFALL=1 also prints the largest paint's phases (simulated): which one to cut. */
function printLcpPhases(result: RunnerResult): void {
  const details = result.lhr.audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : [];
  for (const table of tables.slice(1)) {
    if (table.type !== 'table') continue;
    for (const row of table.items)
      console.log(`    LCP phase ${String(row.phase)}: ${Math.round(Number(row.timing))} ms`);
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number | undefined) => (ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);

const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });

type Browser = Awaited<ReturnType<typeof puppeteer.connect>>;
type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** One Lighthouse run of a page as a first visit, with the session the page needs. */
async function auditOnce(browser: Browser, origin: string, page: Page): Promise<RunnerResult> {
  // localStorage belongs to the origin: write it from a light page of the app's origin. Lighthouse keeps it
  // (disableStorageReset), so the HTTP cache is emptied here instead: every run is a first visit.
  const tab = await browser.newPage();
  await tab.goto(`${origin}/favicon.svg`);
  const session = page.signedIn ? await signInAdmin(origin) : undefined;
  await tab.evaluate(
    (values) => {
      window.localStorage.clear();
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    },
    session ? { accessToken: session.accessToken, sid: session.sid } : {},
  );
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await tab.close();
  const result = await lighthouse(`${origin}${page.path}`, {
    port: chrome.port,
    onlyCategories: ['performance'],
    disableStorageReset: true,
    logLevel: 'error',
  });
  if (!result) throw new Error(`No Lighthouse result for ${page.path}`);
  return result;
}

/** The element Lighthouse took as the largest paint (its snippet), to see what the LCP waits for. */
function lcpElement(result: RunnerResult): string {
  const details = result.lhr.audits['largest-contentful-paint-element']?.details;
  const table = details?.type === 'list' ? details.items[0] : undefined;
  const first = table?.type === 'table' ? table.items[0] : undefined;
  const node = first?.node;
  return node && typeof node === 'object' && 'snippet' in node ? String(node.snippet).slice(0, 100) : 'n/a';
}

/** The elements that moved most (Lighthouse's layout-shift culprits), with their share of the CLS. */
function shiftedElements(result: RunnerResult): string {
  const details = result.lhr.audits['layout-shifts']?.details;
  const items = details?.type === 'table' ? details.items : [];
  const shifts = items.slice(0, 3).map((item) => {
    const node = item.node;
    const snippet = node && typeof node === 'object' && 'snippet' in node ? String(node.snippet).slice(0, 90) : 'n/a';
    return `${Number(item.score ?? 0).toFixed(3)} ${snippet}`;
  });
  return shifts.length > 0 ? shifts.join('\n      ') : 'none';
}

/** On a busy machine the trace is sometimes lost (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function audit(browser: Browser, origin: string, page: Page): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await auditOnce(browser, origin, page);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === 3) throw new Error(`${page.path}: ${error.code} ${error.message}`);
    console.log(`  (${page.path}: ${error.code}, running it again)`);
  }
}

/** Audits each page on a server of the given build and prints its figures. */
async function auditAndPrint(browser: Browser, server: LocalServer, pagesToAudit: Page[]): Promise<void> {
  const { origin } = server;
  for (const page of pagesToAudit) {
    const result = await audit(browser, origin, page);
    const { audits, categories } = result.lhr;
    const details = audits['network-requests']?.details;
    const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
    if (process.env.LH_WATERFALL === '1') {
      await printSimulatedGraph(result, origin);
      printLcpPhases(result);
    }
    const scripts = items.filter((item) => item.resourceType === 'Script');
    const jsBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    const score = Math.round((categories.performance?.score ?? 0) * 100);
    console.log(
      [
        `${page.label} (${page.path}, final URL ${result.lhr.finalDisplayedUrl.replace(origin, '')}):`,
        `  LCP ${seconds(audits['largest-contentful-paint']?.numericValue)}`,
        `  FCP ${seconds(audits['first-contentful-paint']?.numericValue)}`,
        `  TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`,
        `  CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}, moved: ${shiftedElements(result)}`,
        `  JS transferred ${kib(jsBytes)} in ${scripts.length} files`,
        `  performance score ${score}`,
        `  LCP element ${lcpElement(result)}`,
        // Lighthouse scales the simulated CPU by this machine's speed: a busy shared machine scores low.
        `  (machine benchmark index ${Math.round(result.lhr.environment.benchmarkIndex)})`,
      ].join('\n'),
    );
  }
}

/** Builds the yardstick page with the app's compression of files into a temporary folder. */
async function buildFloor(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'lighthouse-floor-'));
  // Vite's build sets NODE_ENV=production in this process; the servers started after it must not inherit it
  // (the mock refuses to start in production without a JWT_SECRET of its own).
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root: join(import.meta.dirname, 'yardstick'),
    configFile: false,
    // Mantine's "use client" directives are warned about on every module.
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  await precompressFolder(outDir);
  return outDir;
}

/** Serves a build with the mock server, runs `work`, then stops the server. */
async function withServer(dist: string, work: (server: LocalServer) => Promise<void>): Promise<void> {
  const server = await startLocalServer({ stdio: ['ignore', 'ignore', 'inherit'], env: { WEB_DIST: dist } });
  try {
    await waitForHealth(server);
    await work(server);
  } finally {
    server.process.kill('SIGTERM');
  }
}

const floorDist = await buildFloor();
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  await withServer(webDist, async (server) => {
    console.log(`Lighthouse mobile profile (simulated throttling) on ${server.origin}, app from ${webDist}`);
    await auditAndPrint(browser, server, pages);
  });
  await withServer(floorDist, (server) => auditAndPrint(browser, server, [floorPage]));
  await browser.disconnect();
} finally {
  chrome.kill();
  await rm(floorDist, { recursive: true, force: true });
}
