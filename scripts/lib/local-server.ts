// The mock server as a process of its own on a free loopback port, for what talks to it over a real socket: the
// contract suite against a started server, the bundle's test, Lighthouse and the start benchmark.
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** A loopback port nothing listens on (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

export interface LocalServer {
  origin: string;
  process: ChildProcess;
}

interface StartOptions {
  /** The script Node runs (default: the server's entry, server/src/server.mjs). */
  entry?: string;
  /** Node's own options, before the script (e.g. `--import` of a loader hook). */
  nodeArgs?: string[];
  /** Added to the environment: PORT, HOST, MOCK_DELAY=off and LOG_LEVEL=warn are set already. */
  env?: Record<string, string>;
  stdio?: StdioOptions;
}

/**
 * Spawns the server with the project's Node on a port the OS picks when it listens (PORT=0), and resolves once it
 * says where (an IPC message from start.ts). A port picked beforehand could be handed to a process started
 * meanwhile: two servers of parallel test steps once shared one, and one suite ran against the other's server.
 */
export async function startLocalServer({
  entry,
  nodeArgs = [],
  env,
  stdio = 'ignore',
}: StartOptions = {}): Promise<LocalServer> {
  const streams = typeof stdio === 'string' ? [stdio, stdio, stdio] : stdio;
  const child = spawn(
    join(root, 'node_modules', '.bin', 'node'),
    [...nodeArgs, entry ?? join(root, 'server/src/server.mjs')],
    {
      cwd: root,
      stdio: [...streams, 'ipc'],
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MOCK_DELAY: 'off', LOG_LEVEL: 'warn', ...env },
    },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { listening?: string }) => {
      if (typeof message?.listening === 'string') resolve(message.listening);
    });
    child.once('exit', (code) => reject(new Error(`the server stopped with code ${code} before it listened`)));
  });
  // Nothing else comes over the channel: it must not keep this process alive.
  child.channel?.unref();
  return { origin, process: child };
}

/** Waits until the server answers its health check; fails at once if it stops, or after `timeoutMs`. */
export async function waitForHealth({ origin, process: child }: LocalServer, timeoutMs = 60_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    try {
      return await fetch(`${origin}/api/mock/health`);
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server at ${origin} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
