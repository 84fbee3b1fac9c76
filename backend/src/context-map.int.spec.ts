import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const REPO = resolve(__dirname, '../..');
const DEPCRUISE = join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/**
 * The context map's lint (.dependency-cruiser.cjs, run by `npm run lint`) on a planted tree: an
 * import against the drawn direction and one into another context's internals fail it; the
 * published surface in the allowed direction and tests pass.
 */
describe('context map lint', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'morphic-context-map-'));
    writeFileSync(join(root, 'tsconfig.check.json'), JSON.stringify({ compilerOptions: {} }));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const plant = (path: string, source: string): void => {
    const file = join(root, 'backend/src/modules', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
  };

  /** What depcruise reports on the planted tree (it exits with the number of violations). */
  async function report(): Promise<string> {
    const run = promisify(execFile)(
      process.execPath,
      [DEPCRUISE, 'backend/src', '--config', join(REPO, '.dependency-cruiser.cjs')],
      { cwd: root, encoding: 'utf8' },
    );
    return run.then(
      ({ stdout }) => stdout,
      (failure: { stdout?: string; code?: number }) => {
        if (!failure.code || !failure.stdout) throw failure;
        return failure.stdout;
      },
    );
  }

  /** The violations of one import each, as `rule: from → to` (empty when it passes). */
  async function violations(): Promise<string[]> {
    const output = await report();
    return [
      ...output.matchAll(
        /error (\S+): backend\/src\/modules\/(\S+) → backend\/src\/modules\/(\S+)/g,
      ),
    ].map(([, rule, from, to]) => `${rule}: ${from} → ${to}`);
  }

  it('fails an import against the drawn direction and one into internals', async () => {
    plant('operators/onboarding/onboarding.decider.ts', 'export const onboarding = 1;\n');
    plant('missions/mission/mission-match.reactor.ts', 'export const reactor = 1;\n');
    plant(
      'missions/marketplace/take.handler.ts',
      "import { onboarding } from '../../operators/onboarding/onboarding.decider';\nexport const take = onboarding;\n",
    );
    plant(
      'companies/jira/import.ts',
      "import { reactor } from '../../missions/mission/mission-match.reactor';\nexport const sync = reactor;\n",
    );

    expect((await violations()).sort()).toEqual([
      'context-direction-missions: missions/marketplace/take.handler.ts → operators/onboarding/onboarding.decider.ts',
      'context-internals: companies/jira/import.ts → missions/mission/mission-match.reactor.ts',
    ]);
  });

  it('passes the published surface in the drawn direction, and tests that cross contexts', async () => {
    plant('missions/mission/mission.decider.ts', 'export const mission = 1;\n');
    plant('missions/marketplace/eligibility.port.ts', 'export const port = 1;\n');
    plant('operators/onboarding/onboarding.decider.ts', 'export const onboarding = 1;\n');
    plant(
      'operators/eligibility/eligibility.ts',
      "import { mission } from '../../missions/mission/mission.decider';\nimport { port } from '../../missions/marketplace/eligibility.port';\nexport const both = [mission, port];\n",
    );
    plant(
      'missions/marketplace/take.handler.spec.ts',
      "import { onboarding } from '../../operators/onboarding/onboarding.decider';\nexport const wired = onboarding;\n",
    );

    expect(await violations()).toEqual([]);
  });

  it('fails modules that import each other', async () => {
    plant('missions/mission/a.ts', "import { b } from './b';\nexport const a = () => b;\n");
    plant('missions/mission/b.ts', "import { a } from './a';\nexport const b = () => a;\n");

    expect(await report()).toMatch(
      /error no-circular: backend\/src\/modules\/missions\/mission\/a\.ts →\s+backend\/src\/modules\/missions\/mission\/b\.ts →\s+backend\/src\/modules\/missions\/mission\/a\.ts/,
    );
  });
});
