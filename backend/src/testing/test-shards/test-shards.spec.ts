import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { RUN_ALONE, SHARD_COUNTS, filesOfShard, type TestLevel } from './test-shards';

const REPO_ROOT = resolve(__dirname, '../../../..');

const tracked = (...patterns: string[]): string[] =>
  execFileSync('git', ['ls-files', ...patterns], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

/** Every test file of a level that git tracks, by its name alone. */
const TRACKED: Record<TestLevel, () => string[]> = {
  // test/ holds the Playwright specs, which jest does not run.
  unit: () =>
    tracked('*.spec.ts', '*.spec.tsx').filter(
      (path) => !path.endsWith('.int.spec.ts') && !path.startsWith('test/'),
    ),
  integration: () => tracked('*.int.spec.ts'),
};

describe.each(['unit', 'integration'] as const)('the %s shards', (level) => {
  const shards = Array.from({ length: SHARD_COUNTS[level] }, (_, index) =>
    filesOfShard(level, index),
  );

  it('run every test file of the level once, in a shard or alone', () => {
    const run = [...shards.flat(), ...RUN_ALONE[level]].sort();
    expect(run).toEqual(TRACKED[level]().sort());
  });

  it('leave no shard empty', () => {
    for (const shard of shards) expect(shard.length).toBeGreaterThan(0);
  });
});
