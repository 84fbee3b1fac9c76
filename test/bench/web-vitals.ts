/**
 * Web vitals of the built app in headless Chromium (issue 10 point 4): the landing page `/`,
 * signed out, and the marketplace `/marketplace`, signed in as the demo operator alan. Each page
 * is loaded `BENCH_WEB_VITALS_RUNS` times (default 5, after one unrecorded warm-up load), every
 * time in a fresh browser context, so the HTTP cache and V8's code cache start cold. Desktop
 * Chrome viewport (1280x720), animations on (no reduced motion), as a visitor sees the page.
 *
 * Per page it reports the median and the maximum over the runs of:
 * - initial JavaScript: the encoded (on-the-wire) body sizes, from Resource Timing, of every
 *   `.js` response that finished before the load event. When the server sends them
 *   uncompressed (it does: express.static without compression), it also reports what they would
 *   weigh gzipped, each body compressed with zlib at its default level, as
 *   `npm run bundle:report -w @morphic/web` does;
 * - LCP: the last `largest-contentful-paint` entry (buffered observer, installed before the
 *   app's scripts) before the first input, i.e. the value web-vitals reports; FCP beside it;
 * - INP: one real interaction once the page is ready (landing: the header's Sign In button,
 *   until its dialog shows; marketplace: the second mission card, until it is selected), made
 *   by Playwright as trusted mouse input. An `event` observer with `durationThreshold: 16`
 *   groups the entries by `interactionId`; an interaction lasts as long as its longest entry
 *   (input to the next paint after its handlers) and the run's INP is the worst interaction.
 *   Entries are read once the interaction's effect is on screen and three more frames have
 *   been produced. An interaction under 16 ms has no `event` entry; the run then counts the
 *   `first-input` entry (reported at any duration) and the notes say how many runs that was.
 *
 * It waits on signals only (load event, selectors, performance entries, animation frames).
 * Needs a built server and web app: `npm run build:server && npm run build -w @morphic/web`
 * (the server serves web/dist). Uses /usr/bin/chromium, as the end-to-end tests do.
 */
import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type Page, type Response } from '@playwright/test';
import { DEMO_LOGINS, signIn } from './support/accounts';
import { waitUntilCaughtUp } from './support/caught-up';
import type { Benchmark, BenchOutcome, BenchRow } from './support/result';
import { startServer } from './support/server';
import { summarize } from './support/stats';
import { withTempDir } from './support/temp-dir';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';
import { STORAGE } from '../e2e/support/session';

const RUNS = Number(process.env['BENCH_WEB_VITALS_RUNS'] ?? 5);
const WARMUP_RUNS = 1;
const STEP_TIMEOUT_MS = 30_000;
const AIM_LCP_MS = 1000;
const INP_THRESHOLD_MS = 16;
const CHROMIUM = { ...CHROMIUM_LAUNCH, headless: true };

/**
 * Runs in the page before any of the app's scripts (as a string: tsx would add helpers to a
 * function that the page does not have). It records LCP, FCP, `event` and `first-input` entries.
 */
const COLLECTOR = `(() => {
  const vitals = { lcp: [], events: [], firstInput: [] };
  let firstInputSeen = () => undefined;
  window.__vitalsFirstInput = new Promise((resolve) => (firstInputSeen = resolve));
  const describe = (element) => {
    if (!element) return null;
    const testId = element.getAttribute && element.getAttribute('data-testid');
    const id = element.id ? '#' + element.id : '';
    const text = (element.textContent || '').trim().slice(0, 40);
    const tag = element.tagName.toLowerCase() + id + (testId ? '[data-testid=' + testId + ']' : '');
    return text ? tag + ' "' + text + '"' : tag;
  };
  const record = {
    'largest-contentful-paint': (entry) =>
      vitals.lcp.push({ at: entry.startTime, size: entry.size, element: describe(entry.element) }),
    event: (entry) =>
      vitals.events.push({
        name: entry.name,
        interactionId: entry.interactionId || 0,
        duration: entry.duration,
        startTime: entry.startTime,
      }),
    'first-input': (entry) => {
      vitals.firstInput.push({ name: entry.name, duration: entry.duration });
      firstInputSeen();
    },
  };
  const observers = Object.keys(record).map((type) => {
    const observer = new PerformanceObserver((list) => list.getEntries().forEach(record[type]));
    const options = { type, buffered: true };
    if (type === 'event') options.durationThreshold = ${INP_THRESHOLD_MS};
    observer.observe(options);
    return [observer, record[type]];
  });
  window.__vitals = vitals;
  window.__vitalsRead = () => {
    observers.forEach(([observer, handle]) => observer.takeRecords().forEach(handle));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { ...vitals, fcp: paint ? paint.startTime : null };
  };
})();`;

/** Resolves after `n` animation frames have run, then one task more (observer callbacks). */
const afterFrames = (n: number) => `new Promise((done) => {
  let left = ${n};
  const frame = () => (--left > 0 ? requestAnimationFrame(frame) : setTimeout(done, 0));
  requestAnimationFrame(frame);
})`;

/** The `.js` resources fetched so far: path, encoded body size, and whether before load. */
const SCRIPT_RESOURCES = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const loadAt = navigation && navigation.loadEventStart > 0 ? navigation.loadEventStart : Infinity;
  return performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    .map((entry) => ({
      url: entry.name,
      encoded: entry.encodedBodySize,
      decoded: entry.decodedBodySize,
      beforeLoad: entry.responseEnd <= loadAt,
    }));
})()`;

interface ScriptResource {
  readonly url: string;
  readonly encoded: number;
  readonly decoded: number;
  readonly beforeLoad: boolean;
}

interface Vitals {
  readonly lcp: readonly { at: number; size: number; element: string | null }[];
  readonly events: readonly {
    name: string;
    interactionId: number;
    duration: number;
    startTime: number;
  }[];
  readonly firstInput: readonly { name: string; duration: number }[];
  readonly fcp: number | null;
}

interface PageUnderTest {
  readonly name: string;
  readonly path: string;
  /** Bearer token to sign the context in with, or none (signed out). */
  readonly token: string | null;
  /** Waits until the page shows what it is for. */
  ready(page: Page): Promise<void>;
  /** What the interaction does. */
  readonly interaction: string;
  /** Makes the interaction and waits until its effect is on screen. */
  interact(page: Page): Promise<void>;
}

interface Run {
  readonly scripts: readonly ScriptResource[];
  readonly lcpMs: number;
  readonly lcpElement: string | null;
  readonly fcpMs: number;
  readonly inpMs: number;
  readonly inpUnderThreshold: boolean;
  readonly inpEvents: readonly string[];
}

/** Script bodies by URL (the same build serves the same bytes every run) and their encodings. */
class ScriptBodies {
  private readonly gzipped = new Map<string, number>();
  readonly encodings = new Set<string>();

  async add(response: Response): Promise<void> {
    if (!new URL(response.url()).pathname.endsWith('.js') || this.gzipped.has(response.url())) {
      return;
    }
    this.encodings.add((await response.headerValue('content-encoding')) ?? 'identity');
    this.gzipped.set(response.url(), gzipSync(await response.body()).length);
  }

  gzippedSize(url: string): number {
    const size = this.gzipped.get(url);
    if (size === undefined) throw new Error(`No body was captured for ${url}`);
    return size;
  }
}

async function measure(
  browser: Browser,
  url: string,
  target: PageUnderTest,
  bodies: ScriptBodies,
): Promise<Run> {
  const context = await browser.newContext({ ...devices['Desktop Chrome'] });
  try {
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    await context.addInitScript({ content: COLLECTOR });
    if (target.token !== null) {
      await context.addInitScript({
        content: `window.localStorage.setItem(${JSON.stringify(STORAGE.token)}, ${JSON.stringify(target.token)});`,
      });
    }
    const page = await context.newPage();
    const captured: Promise<void>[] = [];
    page.on('response', (response) => captured.push(bodies.add(response)));

    await page.goto(`${url}${target.path}`, { waitUntil: 'load' });
    await target.ready(page);
    const scripts = (await page.evaluate(SCRIPT_RESOURCES)) as ScriptResource[];
    await target.interact(page);
    // The interaction's entries come with the presentation of the frame after its handlers.
    await page.evaluate('window.__vitalsFirstInput');
    await page.evaluate(afterFrames(3));
    const vitals = (await page.evaluate('window.__vitalsRead()')) as Vitals;
    await Promise.all(captured);

    const lcp = vitals.lcp[vitals.lcp.length - 1];
    if (!lcp || vitals.fcp === null) throw new Error(`${target.name}: no LCP or FCP entry`);
    const byInteraction = new Map<number, number>();
    for (const entry of vitals.events) {
      if (entry.interactionId === 0) continue;
      byInteraction.set(
        entry.interactionId,
        Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
    const worst = Math.max(0, ...byInteraction.values());
    const firstInput = vitals.firstInput[0]?.duration ?? 0;
    return {
      scripts,
      lcpMs: lcp.at,
      lcpElement: lcp.element,
      fcpMs: vitals.fcp,
      inpMs: byInteraction.size > 0 ? worst : firstInput,
      inpUnderThreshold: byInteraction.size === 0,
      inpEvents: vitals.events
        .filter((entry) => entry.interactionId !== 0)
        .map((entry) => `${entry.name} ${entry.duration}`),
    };
  } finally {
    await context.close();
  }
}

const KB = 1024;
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function rowsFor(
  target: PageUnderTest,
  runs: readonly Run[],
  bodies: ScriptBodies,
  compressed: boolean,
): BenchRow[] {
  const initial = (run: Run) => run.scripts.filter((script) => script.beforeLoad);
  const encoded = summarize(runs.map((run) => sum(initial(run).map((s) => s.encoded)) / KB));
  const gzipped = summarize(
    runs.map((run) => sum(initial(run).map((s) => bodies.gzippedSize(s.url))) / KB),
  );
  const untilReady = summarize(
    runs.map((run) => sum(run.scripts.map((s) => bodies.gzippedSize(s.url))) / KB),
  );
  const files = summarize(runs.map((run) => initial(run).length));
  const lcp = summarize(runs.map((run) => run.lcpMs));
  const fcp = summarize(runs.map((run) => run.fcpMs));
  const inp = summarize(runs.map((run) => run.inpMs));
  const underThreshold = runs.filter((run) => run.inpUnderThreshold).length;
  const elements = [...new Set(runs.map((run) => run.lcpElement ?? 'unknown'))].join(', ');
  const name = target.name;
  const rows: BenchRow[] = [
    {
      name,
      metric: 'initial JS transferred',
      value: encoded.p50,
      unit: 'KB',
      notes: `${files.p50} .js files finished before the load event, ${compressed ? 'as sent (compressed)' : 'as sent, uncompressed'}; max ${encoded.max.toFixed(1)} KB`,
    },
  ];
  if (!compressed) {
    rows.push({
      name,
      metric: 'initial JS gzipped',
      value: gzipped.p50,
      unit: 'KB',
      notes: `the same files gzipped (zlib default level); all JS by the ready signal ${untilReady.p50.toFixed(1)} KB`,
    });
  }
  rows.push(
    {
      name,
      metric: 'LCP p50',
      value: lcp.p50,
      unit: 'ms',
      notes: `${runs.length} cold loads; element: ${elements}; aim under ${AIM_LCP_MS} ms`,
    },
    { name, metric: 'LCP max', value: lcp.max, unit: 'ms' },
    { name, metric: 'FCP p50', value: fcp.p50, unit: 'ms' },
    {
      name,
      metric: 'INP p50',
      value: inp.p50,
      unit: 'ms',
      notes: `${target.interaction}${underThreshold > 0 ? `; ${underThreshold}/${runs.length} runs under ${INP_THRESHOLD_MS} ms (first-input duration counted)` : ''}`,
    },
    { name, metric: 'INP max', value: inp.max, unit: 'ms' },
  );
  return rows;
}

export const webVitals: Benchmark = {
  name: 'web-vitals',
  async run(): Promise<BenchOutcome> {
    return withTempDir('web-vitals', async (dataDir) => {
      const server = await startServer({ dataDir, env: { SEED_DEMO: 'true' } });
      let browser: Browser | undefined;
      try {
        const url = server.url;
        await waitUntilCaughtUp(url);
        const operator = await signIn(url, DEMO_LOGINS.alan.login, DEMO_LOGINS.alan.password);
        const targets: PageUnderTest[] = [
          {
            name: 'landing /',
            path: '/',
            token: null,
            // The splash covers the page for 2.8 s and is then removed.
            ready: async (page) => {
              await page.getByTestId('header-sign-in').waitFor({ state: 'visible' });
              await page.getByTestId('splash').waitFor({ state: 'detached' });
            },
            interaction: 'click on the header Sign In, until its dialog is visible',
            interact: async (page) => {
              await page.getByTestId('header-sign-in').click();
              await page.getByRole('dialog', { name: 'Sign In' }).waitFor({ state: 'visible' });
            },
          },
          {
            name: 'marketplace (alan)',
            path: '/marketplace',
            token: operator.token,
            ready: async (page) => {
              await page.locator('[data-testid^="mission-card-"]').nth(1).waitFor();
            },
            interaction: 'click on the second mission card, until it is selected',
            interact: async (page) => {
              const card = page.locator('[data-testid^="mission-card-"]').nth(1);
              const testId = await card.getAttribute('data-testid');
              await card.click();
              await page.locator(`[data-testid="${testId}"][aria-pressed="true"]`).waitFor();
            },
          },
        ];

        browser = await chromium.launch(CHROMIUM);
        const bodies = new ScriptBodies();
        const runs = new Map<string, Run[]>();
        for (const target of targets) {
          const recorded: Run[] = [];
          for (let run = 0; run < WARMUP_RUNS + RUNS; run += 1) {
            const result = await measure(browser, url, target, bodies);
            if (run >= WARMUP_RUNS) recorded.push(result);
          }
          runs.set(target.name, recorded);
        }
        const compressed = [...bodies.encodings].some((encoding) => encoding !== 'identity');
        return {
          rows: targets.flatMap((target) =>
            rowsFor(target, runs.get(target.name) ?? [], bodies, compressed),
          ),
          details: {
            runs: RUNS,
            warmupRuns: WARMUP_RUNS,
            browser: `chromium ${browser.version()} headless, ${CHROMIUM.args.join(' ')}`,
            viewport: devices['Desktop Chrome'].viewport,
            scriptEncodings: [...bodies.encodings],
            perRun: Object.fromEntries(
              [...runs].map(([name, recorded]) => [
                name,
                recorded.map((run) => ({
                  initialScripts: run.scripts
                    .filter((script) => script.beforeLoad)
                    .map((script) => new URL(script.url).pathname),
                  lateScripts: run.scripts
                    .filter((script) => !script.beforeLoad)
                    .map((script) => new URL(script.url).pathname),
                  lcpMs: run.lcpMs,
                  lcpElement: run.lcpElement,
                  fcpMs: run.fcpMs,
                  inpMs: run.inpMs,
                  inpEvents: run.inpEvents,
                })),
              ]),
            ),
            note: 'Server and browser share the machine; its other load is included.',
          },
        };
      } finally {
        await browser?.close();
        await server.stop();
      }
    });
  },
};
