import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { refuseServerModules } from './refuse-server-modules';

const root = resolve(__dirname, '..', '..');
const importer = resolve(root, 'web', 'src', 'main.tsx');

type ResolveId = (
  this: unknown,
  source: string,
  importer: string | undefined,
  options: object,
) => Promise<unknown>;

/** Runs the plugin's resolveId with a minimal Rollup context; relative ids resolve as paths. */
function resolveWith(plugin: Plugin, source: string) {
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
    resolve: (id: string, from: string) => Promise.resolve({ id: resolve(from, '..', id) }),
  };
  return (plugin.resolveId as ResolveId).call(context, source, importer, {});
}

describe('the web build refuses server-only modules', () => {
  const plugin = refuseServerModules(root);

  it.each([
    '@morphic/contracts/server',
    '@morphic/stores',
    '@morphic/projections',
    '@morphic/backend/dist/main',
  ])('by package name: %s', async (source) => {
    await expect(resolveWith(plugin, source)).rejects.toThrow(/server-only/);
  });

  it.each(['../../contracts/src/server.ts', '../../stores/src/index.ts'])(
    'by a path into server code: %s',
    async (source) => {
      await expect(resolveWith(plugin, source)).rejects.toThrow(/server-only/);
    },
  );

  it('lets the browser entry and the app’s own modules through', async () => {
    await expect(resolveWith(plugin, '@morphic/contracts')).resolves.toBeNull();
    await expect(resolveWith(plugin, './router')).resolves.toEqual({
      id: resolve(root, 'web', 'src', 'router'),
    });
  });
});
