import type { Type } from '@nestjs/common';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isEndpointHandler } from './endpoint-handler';

const ENDPOINT_FILE = /\.endpoint\.(ts|js)$/;
const MODULE_FILE = /\.module\.(ts|js)$/;
const DECLARATION = /\.d\.ts$/;

const isSource = (name: string, pattern: RegExp) => pattern.test(name) && !DECLARATION.test(name);

/** The `*.endpoint` files under `directory`, leaving out subfolders that have a module of their own. */
function endpointFilesUnder(directory: string, isRoot = true): string[] {
  const entries = readdirSync(directory, { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  if (!isRoot && files.some((name) => isSource(name, MODULE_FILE))) return [];
  const here = files.filter((name) => isSource(name, ENDPOINT_FILE));
  const below = entries
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => endpointFilesUnder(join(directory, entry.name), false));
  return [...here.map((name) => join(directory, name)), ...below];
}

/**
 * The endpoint handlers a module serves, found by their file names: every `*.endpoint.ts` in the
 * module's folder and below it, except under a subfolder with a module of its own (that module
 * serves those). A handler is written once, in its file: no module lists it.
 *
 * Each such file must export exactly one `@HandlesEndpoint` class, so a misnamed or half-written
 * file fails the start instead of leaving its endpoint unserved.
 */
export function endpointHandlersIn(directory: string): Type[] {
  return endpointFilesUnder(directory)
    .sort()
    .map((file) => {
      // A module is wired while the app's modules load, before any request: a synchronous
      // require is what keeps discovery inside the module's own decorator.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = Object.values(require(file) as Record<string, unknown>);
      const [handler, ...others] = exported.filter(isEndpointHandler);
      if (!handler || others.length > 0) {
        const found = handler ? others.length + 1 : 0;
        throw new Error(`${file} must export one @HandlesEndpoint class, found ${found}`);
      }
      return handler;
    });
}
