import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(__dirname, '../../..');
const READY_TIMEOUT_MS = 60_000;
/** Lines of the server's output kept for the error of a failed start. */
const KEPT_OUTPUT_LINES = 40;
const OUTPUT_TIMEOUT_MS = 10_000;

/** How the server process ended: an exit code, or the signal that killed it. */
export interface Ending {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** The whole platform in its own process, as `npm start` runs it, but from the sources. */
export interface ChildServer {
  readonly url: string;
  /** Resolves when the process has ended, for whatever reason. */
  readonly ended: Promise<Ending>;
  /** SIGTERM (Nest's shutdown hooks run) and waits for the end. */
  stop(): Promise<Ending>;
  /** SIGKILL, for a test's cleanup. */
  kill(): Promise<Ending>;
  /** Everything the process wrote to stdout and stderr so far (a test searches its logs). */
  output(): string;
  /** Resolves once the output holds `text` (a log line is read a moment after it is written). */
  waitForOutput(text: string): Promise<void>;
}

export interface ChildServerOptions {
  readonly dataDir: string;
  readonly env?: Record<string, string>;
  /** False: resolve once the process is spawned, for a server meant to die before it is ready. */
  readonly waitUntilReady?: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `backend/src/main.ts` in a child process (SWC compiles it on load, with the decorator
 * metadata Nest needs and the workspace paths of tsconfig.check.json) on `dataDir`, and waits
 * until GET /api/ready answers 200. A child can be killed without taking the test with it.
 */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${String(port)}`;
  const child = spawn(
    process.execPath,
    // The morphic-source condition resolves #infrastructure/* to the sources (backend/package.json).
    [
      '--conditions=morphic-source',
      '-r',
      '@swc-node/register',
      join(REPO_ROOT, 'backend/src/main.ts'),
    ],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        SWC_NODE_PROJECT: join(REPO_ROOT, 'tsconfig.check.json'),
        NODE_ENV: 'test',
        PORT: String(port),
        DATA_DIR: options.dataDir,
        WEB_DIST_DIR: join(options.dataDir, 'no-web-build'),
        LOG_LEVEL: 'warn',
        // The Jira simulators the tests start listen there.
        OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const written: string[] = [];
  const waiters = new Set<() => void>();
  const keep = (chunk: Buffer) => {
    written.push(chunk.toString('utf8'));
    for (const check of waiters) check();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const ended = new Promise<Ending>((resolveEnd) =>
    child.once('exit', (code, signal) => resolveEnd({ code, signal })),
  );
  const signalled = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return ended;
  };
  const server: ChildServer = {
    url,
    ended,
    stop: () => signalled('SIGTERM'),
    kill: () => signalled('SIGKILL'),
    output: () => written.join(''),
    waitForOutput: (text) =>
      new Promise<void>((resolveSeen, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`The server did not write "${text}"`));
        }, OUTPUT_TIMEOUT_MS);
        const check = () => {
          if (!written.join('').includes(text)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolveSeen();
        };
        waiters.add(check);
        check();
      }),
  };
  if (options.waitUntilReady === false) return server;
  try {
    await untilReady(url, ended);
  } catch (error) {
    await server.kill();
    const lastLines = server.output().split('\n').slice(-KEPT_OUTPUT_LINES).join('\n');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${lastLines}`);
  }
  return server;
}

async function untilReady(url: string, ended: Promise<Ending>): Promise<void> {
  let exited: Ending | null = null;
  void ended.then((ending) => (exited = ending));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server ended before it was ready: ${JSON.stringify(exited)}`);
    const status = await fetch(`${url}/api/ready`).then(
      (response) => response.status,
      () => null,
    );
    if (status === 200) return;
    await new Promise((next) => setTimeout(next, 100));
  }
  throw new Error(`The server was not ready within ${String(READY_TIMEOUT_MS)} ms`);
}
