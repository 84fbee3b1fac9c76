import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, satisfies } from 'semver';

const repoRoot = join(__dirname, '../..');

interface LockedPackage {
  readonly engines?: { readonly node?: string } | readonly string[];
  readonly optional?: boolean;
}

/**
 * `npm ci` warns (EBADENGINE) about any locked package whose engines exclude the Node the
 * README supports; this fails first, naming them, so an upgrade cannot bring the warning back.
 */
describe('installed packages', () => {
  it("all run on the lowest Node the project supports (the root package's engines)", () => {
    const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    const lowest = minVersion(root.engines.node)?.version ?? root.engines.node;
    const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };

    const refusing = Object.entries(lock.packages)
      .filter(([path, locked]) => path !== '' && !locked.optional)
      .flatMap(([path, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        return range && !satisfies(lowest, range) ? [`${path} needs node ${range}`] : [];
      });

    expect(refusing).toEqual([]);
  });
});
