/**
 * `npm run bundle:report -w @morphic/web` (on a built web/dist): prints the JavaScript the
 * landing page loads before it renders (every `<script src>` and `<link rel="modulepreload">` of
 * index.html), each file gzipped at level 9. It fails if that sum is over the budget, if a
 * development build of React made it into the bundle, or if the chart library loads before the
 * first render (only the screens that draw a chart need it).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
/** Issue 23: the landing page's first JavaScript, gzipped, at most this many KB. */
const BUDGET_KB = 170;

/** The value of `name` in a tag's attributes, quoted or not. */
function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return value?.[1] ?? value?.[2] ?? value?.[3];
}

/** The scripts index.html loads at once: its script tags and the modules it preloads. */
function initialScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((tag) => attribute(tag[0], 'src'));
  const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter((tag) => attribute(tag[0], 'rel')?.toLowerCase() === 'modulepreload')
    .map((tag) => attribute(tag[0], 'href'));
  const paths = [...scripts, ...preloads];
  return [...new Set(paths.filter((path): path is string => path !== undefined))];
}

/** Chunks whose source map lists a React development build. */
function chunksWithDevelopmentReact(): string[] {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js.map'))
    .filter((name) => {
      const map = JSON.parse(readFileSync(join(assets, name), 'utf8')) as { sources?: string[] };
      return (map.sources ?? []).some((source) =>
        /node_modules\/(react|react-dom|scheduler)\/.*\.development\.js$/.test(source),
      );
    });
}

function main(): void {
  const index = join(dist, 'index.html');
  if (!existsSync(index))
    throw new Error('web/dist/index.html is missing: build the web app first');
  let total = 0;
  const initial = initialScripts(readFileSync(index, 'utf8'));
  for (const path of initial) {
    const gzipped = gzipSync(readFileSync(join(dist, path)), {
      level: constants.Z_BEST_COMPRESSION,
    }).length;
    total += gzipped;
    console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${path}`);
  }
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  initial JavaScript of the landing page, gzipped, ` +
      `in ${initial.length} files (budget ${BUDGET_KB} KB)`,
  );
  if (total > BUDGET_KB * 1024) {
    console.error(`The landing page's initial JavaScript is over its ${BUDGET_KB} KB budget`);
    process.exit(1);
  }
  const development = chunksWithDevelopmentReact();
  if (development.length > 0) {
    console.error(`React's development build is in the bundle: ${development.join(', ')}`);
    process.exit(1);
  }
  console.log('React: production build only');
  const charts = initial.filter((path) => path.startsWith('/assets/charts-'));
  if (charts.length > 0) {
    console.error(`The chart library loads before the first render: ${charts.join(', ')}`);
    process.exit(1);
  }
  console.log('Charts: loaded by the screens that draw one');
}

main();
