/**
 * `npm run build -w @morphic/web`: runs `vite build` only when something the bundle is built
 * from changed since the last build (the web and contracts sources, the configuration, the
 * lockfile), so a second `npm start` with nothing changed does not rebuild the web app.
 * `--force` builds anyway.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(webRoot, '..');
const STAMP = join(webRoot, 'dist', '.inputs-sha256');

/** What the bundle is built from. */
const INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/postcss.config.cjs',
  'web/tsconfig.json',
  'web/package.json',
  'web/build/refuse-server-modules.ts',
  'contracts/src',
  'package-lock.json',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(join(repoRoot, input)))) {
    hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function main(): void {
  const hash = inputsHash();
  const built = existsSync(join(webRoot, 'dist', 'index.html')) && existsSync(STAMP);
  if (!process.argv.includes('--force') && built && readFileSync(STAMP, 'utf8') === hash) {
    console.log('web: nothing changed since the last build, keeping web/dist');
    return;
  }
  const vite = spawnSync('npx', ['vite', 'build'], { cwd: webRoot, stdio: 'inherit' });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
  writeFileSync(STAMP, hash);
}

main();
