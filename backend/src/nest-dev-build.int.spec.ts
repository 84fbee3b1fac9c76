import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

const REPO = resolve(__dirname, '../..');
const NEST = join(REPO, 'node_modules/@nestjs/cli/bin/nest.js');

/**
 * `npm run dev` runs `nest start --watch` from nest-cli.json: this builds with that same
 * configuration (the SWC builder, backend/tsconfig.dev.json's options) into a temporary directory
 * and checks what `nest start` would run.
 */
describe('nest-cli.json (npm run dev)', () => {
  let outDir: string;
  let tsconfig: string;
  let buildOutput: string;

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'morphic-nest-build-'));
    tsconfig = join(outDir, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        extends: join(REPO, 'backend/tsconfig.dev.json'),
        compilerOptions: { outDir: join(outDir, 'out') },
      }),
    );
    // The CLI takes --path relative to its working directory.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [NEST, 'build', '--path', relative(REPO, tsconfig)],
      {
        cwd: REPO,
      },
    );
    buildOutput = stdout;
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const compiled = (path: string): string => join(outDir, 'out/backend/src', path);

  it('builds with SWC', () => {
    expect(buildOutput).toContain('SWC');
  });

  it('compiles the entry file where nest start looks for it', () => {
    expect(existsSync(compiled('main.js'))).toBe(true);
  });

  it('keeps the constructor types Nest injects by (decorator metadata)', () => {
    const service = readFileSync(
      compiled('infrastructure/projections/projections.service.js'),
      'utf8',
    );
    expect(service).toContain('"design:paramtypes"');
  });

  it('turns #infrastructure imports into relative paths (its output has no package.json of its own)', () => {
    const handler = readFileSync(
      compiled('modules/messaging/notifications/endpoints/delete-notification.endpoint.js'),
      'utf8',
    );
    expect(handler).not.toContain('#infrastructure/');
    expect(handler).toContain('"../../../../infrastructure/http/endpoint-handler"');
  });

  it('leaves tests and test helpers out', () => {
    expect(existsSync(compiled('context-map.int.spec.js'))).toBe(false);
    expect(existsSync(compiled('testing'))).toBe(false);
  });
});
