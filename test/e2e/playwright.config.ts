import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';

/**
 * End-to-end tests against the built app (`npm run test:e2e` builds first; this config never
 * builds). One server per run, on its own port and a fresh DATA_DIR, so the demo world is seeded
 * from scratch and nothing is shared with a developer's server on 3000.
 *
 * Playwright evaluates this file in the runner and again in every worker: the port and the data
 * directory are chosen once and handed down through the environment.
 */

const REPO_ROOT = resolve(__dirname, '../..');
const DEFAULT_PORT = 3210;

/** `preferred` when it is free, else any free port the OS hands out. */
function choosePort(preferred: number): number {
  const probe = `
    const net = require('node:net');
    const listen = (port, fallback) => {
      const server = net.createServer();
      server.once('error', () => fallback());
      server.listen(port, () => {
        const { port: bound } = server.address();
        server.close(() => process.stdout.write(String(bound)));
      });
    };
    listen(${preferred}, () => listen(0, () => process.exit(1)));
  `;
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim());
}

process.env.E2E_PORT ??= String(choosePort(DEFAULT_PORT));
process.env.SMTP_CAPTURE_PORT ??= String(choosePort(0));
process.env.MAIL_CAPTURE_HTTP_PORT ??= String(choosePort(0));
if (!process.env.E2E_DATA_DIR) {
  // A path that does not exist yet: the server creates it on start and seeds the demo world.
  process.env.E2E_DATA_DIR = join(tmpdir(), `morphic-e2e-${process.pid}-${randomUUID()}`);
  process.env.E2E_DATA_DIR_CREATED = '1';
}

const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // CI machines are small and shared: a test that loses a race with the machine's load gets one
  // more run there, and the report lists it as flaky (never silently passed) for us to look at.
  retries: process.env.CI ? 1 : 0,
  // Each test drives up to four pages; more workers than this starve small CI machines.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 90_000,
  // A console page's first paint parses about 1.5 MB of scripts (vendor, shared and the tab):
  // under two workers' load on a small machine that has taken more than 10 s.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  use: {
    baseURL,
    headless: true,
    // A click or a navigation that cannot happen fails with what it waited for, instead of
    // silently using up the whole test's time.
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    // Fewer landing particles, less CPU: the landing spec turns the full animation back on.
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM_LAUNCH,
    // Recording a trace films every frame the page paints: on a two-core machine that was about
    // a quarter of the suite's CPU. A test that fails is run again with the trace on (CI retries
    // once); run with `--trace on` to record one locally.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // Captures the app's mail over SMTP for the tests (support/mailbox.ts reads it).
      command: 'npx tsx test/e2e/support/smtp-capture.ts',
      cwd: REPO_ROOT,
      url: `http://127.0.0.1:${process.env.MAIL_CAPTURE_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        SMTP_CAPTURE_PORT: process.env.SMTP_CAPTURE_PORT,
        MAIL_CAPTURE_HTTP_PORT: process.env.MAIL_CAPTURE_HTTP_PORT,
      },
    },
    {
      command: 'backend/bin/server',
      cwd: REPO_ROOT,
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        NODE_ENV: 'development',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // The suite signs in hundreds of times; production-cost argon2 would be minutes of CPU.
        PASSWORD_HASHING: 'fast',
        SMTP_URL: `smtp://127.0.0.1:${process.env.SMTP_CAPTURE_PORT}`,
        PUBLIC_URL: baseURL,
      },
    },
  ],
});
