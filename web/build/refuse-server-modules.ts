import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Package entries that hold server code: the contracts' server entry and the server packages. */
const SERVER_ENTRIES = /^@morphic\/(contracts\/server|stores|projections|backend)(\/|$)/;

/**
 * Stops the web build when browser code imports server-only code, by package name or by a path
 * into a server package or the contracts' server entry: that code would ship to every visitor.
 */
export function refuseServerModules(repositoryRoot: string): Plugin {
  const serverPaths = ['stores', 'projections', 'backend'].map(
    (dir) => resolve(repositoryRoot, dir) + sep,
  );
  const contractsServerEntry = resolve(repositoryRoot, 'contracts', 'src', 'server.ts');
  const isServerPath = (id: string): boolean =>
    id === contractsServerEntry || serverPaths.some((path) => id.startsWith(path));
  return {
    name: 'morphic:refuse-server-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const refuse = (what: string): never =>
        this.error(`${importer ?? 'The web app'} imports ${what}, which is server-only code`);
      if (SERVER_ENTRIES.test(source)) return refuse(source);
      if (!importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && isServerPath(resolved.id)) return refuse(resolved.id);
      return resolved;
    },
  };
}
