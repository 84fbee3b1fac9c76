import {
  isFileDownload,
  type AnyEndpoint,
  type JsonEndpoint,
  type ResponseOf,
} from '@morphic/contracts';
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

/**
 * The typed client of a group of endpoint definitions: `client.apply({ params, body })` calls
 * the endpoint through `callEndpoint`. A changed definition changes these signatures, so the
 * web build fails where a screen still sends or reads the old shape.
 */
export function endpointClient<Group extends Readonly<Record<string, AnyEndpoint>>>(
  group: Group,
): EndpointClient<Group> {
  const client: Record<string, (args?: object) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(group)) {
    if (isFileDownload(endpoint.response)) continue;
    client[name] = (args) =>
      (callEndpoint as (e: AnyEndpoint, a?: object) => Promise<unknown>)(endpoint, args);
  }
  // Built name by name above; TypeScript cannot follow a mapped type through Object.entries.
  return client as unknown as EndpointClient<Group>;
}
