import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { RUN_ALONE, SHARD_COUNT, filesOfShard } from './integration-shard';

const REPO_ROOT = resolve(__dirname, '../../../..');

describe('integration shards', () => {
  const shards = Array.from({ length: SHARD_COUNT }, (_, index) => filesOfShard(index));

  it('run every integration file in the repository once, in a shard or alone', () => {
    const tracked = execFileSync('git', ['ls-files', '*.int.spec.ts'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean)
      .sort();
    const run = [...shards.flat(), ...RUN_ALONE].sort();
    expect(run).toEqual(tracked);
  });

  it('leave no shard empty', () => {
    for (const shard of shards) expect(shard.length).toBeGreaterThan(0);
  });
});
