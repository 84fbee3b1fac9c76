import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * `npm run test:int` runs the integration files in a few shards instead of one by one: a file
 * alone loads the whole app's modules into a fresh module registry first (about 3 s of CPU, as
 * much as its tests on average), a shard loads them once for all its files. Every file still
 * boots its own app: it runs inside a describe block named by its path, so its hooks stay its
 * own. The files in run-alone.json (long, and starting servers of their own) run as files of
 * their own, side by side with the shards. `npx jest <file> --selectProjects integration` runs
 * one file by itself, as before.
 */
export const SHARD_COUNT = 6;

const REPO_ROOT = resolve(__dirname, '../../../..');
const PACKAGES = ['contracts', 'stores', 'projections', 'jira-simulator', 'backend'];
/** Read by jest.config.js too, which runs these files as test files of their own. */
export const RUN_ALONE = JSON.parse(
  readFileSync(join(__dirname, 'run-alone.json'), 'utf8'),
) as string[];

function integrationFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return integrationFilesUnder(path);
    return entry.name.endsWith('.int.spec.ts') ? [path] : [];
  });
}

/** The integration files of shard `index` (0-based), as paths from the repository's root. */
export function filesOfShard(index: number): string[] {
  return PACKAGES.flatMap((name) => integrationFilesUnder(join(REPO_ROOT, name, 'src')))
    .map((path) => relative(REPO_ROOT, path))
    .filter((path) => !RUN_ALONE.includes(path))
    .sort()
    .filter((_, position) => position % SHARD_COUNT === index);
}

/** Registers the tests of shard `index`'s files. */
export function runIntegrationShard(index: number): void {
  for (const file of filesOfShard(index)) {
    describe(file, () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- registers the file's tests here
      require(join(REPO_ROOT, file));
    });
  }
}
