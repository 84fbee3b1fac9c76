import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { call, startTestApp, type TestApp } from '../../testing/test-app';

const REDOCLY = require.resolve('@redocly/cli/bin/cli.js');
const CONFIG = join(__dirname, '../../../../redocly.yaml');

interface LintProblem {
  readonly ruleId: string;
  readonly severity: 'error' | 'warn';
  readonly message: string;
  readonly location: readonly { readonly pointer: string }[];
}

/** `redocly lint` of one file: every problem it reports (it exits 1 when one is an error). */
async function lint(file: string): Promise<LintProblem[]> {
  const args = [
    REDOCLY,
    'lint',
    file,
    `--config=${CONFIG}`,
    '--format=json',
    '--max-problems=1000',
  ];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const stdout = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 1 << 26 })
    .then((result) => result.stdout)
    .catch((failure: { stdout?: string }) => failure.stdout ?? '');
  const report = JSON.parse(stdout) as { problems: LintProblem[] };
  return report.problems;
}

describe('/api/docs-json', () => {
  let platform: TestApp;
  let dir: string;

  beforeAll(async () => {
    platform = await startTestApp();
    dir = mkdtempSync(join(tmpdir(), 'morphic-openapi-'));
  });

  afterAll(async () => {
    await platform.close({ removeData: true });
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes the OpenAPI linter with no error and no warning', async () => {
    const document = await call(platform.url, 'GET', '/api/docs-json');
    expect(document.status).toBe(200);
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(document.body));
    const problems = await lint(file);
    expect(
      problems.map(
        ({ ruleId, message, location }) => `${ruleId} at ${location[0]?.pointer}: ${message}`,
      ),
    ).toEqual([]);
  });
});
