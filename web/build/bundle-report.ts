/**
 * `npm run bundle:report -w @morphic/web` (on a built web/dist): prints the JavaScript the
 * landing page loads before it renders (the entry and its modulepreloads), gzipped, chunk by
 * chunk. It fails if a development build of React made it into the bundle, or if the chart
 * library loads before the first render (only the screens that draw a chart need it). The sizes
 * are printed, not asserted: the budget is read by people, not by CI.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** The scripts index.html loads at once: the entry module and what it preloads. */
function initialScripts(html: string): string[] {
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
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
    const gzipped = gzipSync(readFileSync(join(dist, path))).length;
    total += gzipped;
    console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${path}`);
  }
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  initial JavaScript of the landing page, gzipped`,
  );
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
