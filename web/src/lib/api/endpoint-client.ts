import type { AnyEndpoint, JsonEndpoint, ResponseOf } from '@morphic/contracts';
import { MESSAGES } from '@morphic/contracts';
import { ApiError } from '../api-client';
import { callEndpoint, type CallArgsList } from './call-endpoint';

/** The JSON endpoints of a group (file downloads are fetched as blobs, see `downloadFile`). */
type JsonNames<Group> = {
  [Name in keyof Group]: Group[Name] extends JsonEndpoint ? Name : never;
}[keyof Group];

/** One typed function per endpoint: its arguments and answer come from the definition. */
export type EndpointClient<Group> = {
  readonly [Name in JsonNames<Group>]: Group[Name] extends JsonEndpoint
    ? (...args: CallArgsList<Group[Name]>) => Promise<ResponseOf<Group[Name]>>
    : never;
};

type AnyGroup = Readonly<Record<string, AnyEndpoint>>;

/**
 * The typed client of a group of endpoint definitions: `client.apply({ params, body })` calls
 * the endpoint through `callEndpoint`. A changed definition changes these signatures, so the
 * web build fails where a screen still sends or reads the old shape.
 *
 * The definitions (and the zod schemas that check each answer) are loaded on the first call,
 * not with the page: a visitor who calls nothing never downloads them, and a route's loader
 * fetches its group's chunk as it preloads.
 */
export function endpointClient<Group extends AnyGroup>(
  loadGroup: () => Promise<Group>,
): EndpointClient<Group> {
  let loading: Promise<Group> | undefined;
  const group = (): Promise<Group> =>
    (loading ??= loadGroup().catch(() => {
      // A chunk that failed to download (offline, new deploy) is tried again on the next call.
      loading = undefined;
      throw new ApiError('network', MESSAGES.networkError, null, null);
    }));
  const call =
    (name: string) =>
    async (args?: object): Promise<unknown> => {
      const endpoint = (await group())[name];
      if (!endpoint) throw new Error(`No endpoint named ${name} in this group`);
      return (callEndpoint as (e: AnyEndpoint, a?: object) => Promise<unknown>)(endpoint, args);
    };
  // The names are only known once the group is loaded; the type lists them beforehand.
  return new Proxy({} as EndpointClient<Group>, {
    get: (_client, name) => (typeof name === 'string' ? call(name) : undefined),
  });
}
