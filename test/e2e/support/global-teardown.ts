import { rmSync } from 'node:fs';

/** Removes the run's DATA_DIR when the config created it (keep it with E2E_KEEP_DATA=1). */
// eslint-disable-next-line no-restricted-syntax -- Playwright runs the module's default export.
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir || process.env.E2E_DATA_DIR_CREATED !== '1' || process.env.E2E_KEEP_DATA === '1') return;
  rmSync(dir, { recursive: true, force: true });
}
