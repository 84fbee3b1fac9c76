import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/** The repository root, from test/bench/support. */
export const REPO_ROOT = resolve(__dirname, '../../..');
const MAIN = join(REPO_ROOT, 'backend/dist/main.js');
/** How every environment starts the server: node with the server's V8 settings. */
const LAUNCHER = join(REPO_ROOT, 'backend/bin/server');

/** A free TCP port on localhost, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  readonly url: string;
  readonly pid: number;
  readonly logFile: string;
  /** Milliseconds from spawning the process to the first 200 from GET /api/ready. */
  readonly readyAfterMs: number;
  /** Stops this server process (its PID only) and waits for it to exit. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  readonly dataDir: string;
  readonly env?: Record<string, string>;
  readonly readyTimeoutMs?: number;
  /** How often /api/ready is asked while the server starts (200 ms unless told). */
  readonly readyPollMs?: number;
}

/** Starts the built server (`backend/bin/server`) and waits until GET /api/ready is 200. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(options.dataDir, 'server.log');
  // The server writes its logs straight to a file, so this process spends no CPU reading them.
  const log = openSync(logFile, 'a');
  const spawnedAt = performance.now();
  // MORPHIC_NODE_FLAGS passes node flags to the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
  // (the server exits on SIGTERM through Nest's shutdown hooks, so the profile gets written).
  // The launcher execs node, so the child's PID is the server's.
  const child = spawn(LAUNCHER, [], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: options.dataDir, ...options.env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server process did not start');
  const stop = (): Promise<void> => stopChild(child, exited);
  try {
    await waitUntilReady(url, child, {
      timeoutMs: options.readyTimeoutMs ?? 120_000,
      pollMs: options.readyPollMs ?? 200,
    });
  } catch (error) {
    await stop();
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- server log ---\n${tail}`,
    );
  }
  return { url, pid, logFile, readyAfterMs: performance.now() - spawnedAt, stop };
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  { timeoutMs, pollMs }: { timeoutMs: number; pollMs: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, pollMs));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
