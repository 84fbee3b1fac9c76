import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * `npm run test:unit` and `npm run test:int` run their files in a few shards instead of one by
 * one. A file alone loads everything it imports into a fresh module registry first (an
 * integration file, the whole app: about 3 s of CPU, as much as its tests on average); a shard
 * loads each module once for all its files. Every file still runs inside a describe block named
 * by its path, so its hooks stay its own, and an integration file still boots its own app.
 *
 * The files in run-alone.json run as files of their own, side by side with the shards: those
 * that mock modules (a mock would leak into the shard's other files), and long integration files
 * that start servers of their own. `npx jest <file> --selectProjects unit|integration` runs one
 * file by itself, as before.
 */
export type TestLevel = 'unit' | 'integration';

export const SHARD_COUNTS: Readonly<Record<TestLevel, number>> = { unit: 4, integration: 6 };

const REPO_ROOT = resolve(__dirname, '../../../..');

/** Where each level's files are (jest.config.js's roots) and how they are named. */
const LEVELS: Readonly<
  Record<TestLevel, { readonly roots: readonly string[]; readonly named: RegExp }>
> = {
  unit: {
    roots: [
      'contracts/src',
      'stores/src',
      'projections/src',
      'jira-simulator/src',
      'backend/src',
      'web/src',
      'web/build',
    ],
    named: /(?<!\.int)\.spec\.tsx?$/,
  },
  integration: {
    roots: ['contracts/src', 'stores/src', 'projections/src', 'jira-simulator/src', 'backend/src'],
    named: /\.int\.spec\.ts$/,
  },
};

/** Read by jest.config.js too, which runs these files as test files of their own. */
export const RUN_ALONE = JSON.parse(
  readFileSync(join(__dirname, 'run-alone.json'), 'utf8'),
) as Record<TestLevel, string[]>;

function filesUnder(dir: string, named: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, named);
    return named.test(entry.name) ? [path] : [];
  });
}

/** The files of a level's shard `index` (0-based), as paths from the repository's root. */
export function filesOfShard(level: TestLevel, index: number): string[] {
  const { roots, named } = LEVELS[level];
  return roots
    .flatMap((root) => filesUnder(join(REPO_ROOT, root), named))
    .map((path) => relative(REPO_ROOT, path))
    .filter((path) => !RUN_ALONE[level].includes(path))
    .sort()
    .filter((_, position) => position % SHARD_COUNTS[level] === index);
}

/** Registers the tests of a level's shard `index`. */
export function runShard(level: TestLevel, index: number): void {
  for (const file of filesOfShard(level, index)) {
    describe(file, () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- registers the file's tests here
      require(join(REPO_ROOT, file));
    });
  }
}
