import { z } from 'zod';
import type { EndpointAccess, EndpointSpec } from '../spec/endpoints';
import { EventPositionSchema } from './event-position';

export type HttpMethod = EndpointSpec['method'];

/** The names of a path's `{param}` placeholders: `'/api/tasks/{id}/apply'` gives `'id'`. */
export type PathParamName<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;

/** Path parameters arrive as text: one string per placeholder. */
export type PathParamsSchema<Path extends string> = z.ZodObject<{
  [Name in PathParamName<Path>]: z.ZodString;
}>;

/** Files sent as multipart form data, beside the body's other fields. */
export interface FileField {
  /** The multipart field that carries the file(s). */
  readonly name: string;
  readonly multiple: boolean;
  /** Optional files let the same endpoint take a plain JSON body too. */
  readonly required: boolean;
}

/** The answer is a file (with its own media type), not JSON. */
export interface FileDownload {
  readonly kind: 'file';
}
export const FILE_DOWNLOAD: FileDownload = { kind: 'file' };

export type ResponseContract = z.ZodType | FileDownload;

/**
 * What an endpoint does, which decides how it is served:
 * - `query` reads and changes nothing;
 * - `command` decides through the command pipeline: it accepts an Idempotency-Key (unless the
 *   definition says `idempotent: false`), answers the `position` of its events, and answers only
 *   once the read models include them;
 * - `action` does something outside that pipeline (signs in, mails a test, receives a webhook,
 *   rebuilds a read model): no Idempotency-Key and no `position`.
 */
export type EndpointKind = 'query' | 'command' | 'action';

type ApiPath = `/api/${string}`;

/** A command's answer carries the log position of its events: added here, never by hand. */
export type WithEventPosition<Response extends ResponseContract> =
  Response extends z.ZodObject<infer Shape, infer Config>
    ? z.ZodObject<Omit<Shape, 'position'> & { position: typeof EventPositionSchema }, Config>
    : Response;

/** A command's answer as a client reads it: its schema's fields and the event `position`. */
export type CommandAnswer<Schema extends z.ZodObject> = z.output<WithEventPosition<Schema>>;

/** One endpoint of the HTTP surface: everything the server binds and the web calls. */
export interface Endpoint<
  Method extends HttpMethod,
  Path extends string,
  Query extends z.ZodObject | undefined,
  Body extends z.ZodType | undefined,
  Response extends ResponseContract,
  Files extends FileField | undefined,
> {
  readonly method: Method;
  /** The spec's path, with `{param}` placeholders. */
  readonly path: Path;
  /** Other paths of the spec served by the same endpoint (same placeholders). */
  readonly aliases: readonly ApiPath[];
  readonly kind: EndpointKind;
  /** Whether a retry with the same Idempotency-Key replays the first answer. */
  readonly idempotent: boolean;
  readonly access: EndpointAccess;
  /** One line for the OpenAPI page. */
  readonly summary: string;
  readonly request: {
    readonly params: PathParamsSchema<Path>;
    readonly query: Query;
    readonly body: Body;
    readonly files: Files;
  };
  readonly response: Response;
  readonly successStatus: number;
}

/** Any endpoint, for code that handles them all (binding, checks, documentation). */
export interface AnyEndpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly aliases: readonly string[];
  readonly kind: EndpointKind;
  readonly idempotent: boolean;
  readonly access: EndpointAccess;
  readonly summary: string;
  readonly request: {
    readonly params: z.ZodObject;
    readonly query: z.ZodObject | undefined;
    readonly body: z.ZodType | undefined;
    readonly files: FileField | undefined;
  };
  readonly response: ResponseContract;
  readonly successStatus: number;
}

export type JsonEndpoint = AnyEndpoint & { readonly response: z.ZodType };

interface EndpointConfig<
  Method extends HttpMethod,
  Path extends ApiPath,
  Kind extends EndpointKind,
  Query extends z.ZodObject | undefined,
  Body extends z.ZodType | undefined,
  Response extends ResponseContract,
  Files extends FileField | undefined,
> {
  readonly method: Method;
  readonly path: Path;
  /** Other paths of the spec for the same endpoint, with the same placeholders. */
  readonly aliases?: readonly ApiPath[];
  /** `query` for GET, `command` for the other methods, unless said otherwise. */
  readonly kind?: Kind;
  /** Commands are idempotent unless their answer must not be replayed (it carries a token). */
  readonly idempotent?: boolean;
  readonly access: EndpointAccess;
  readonly summary: string;
  readonly request?: {
    readonly query?: Query;
    readonly body?: Body;
    readonly files?: Files;
  };
  readonly response: Response;
  /** 200 unless said otherwise. */
  readonly successStatus?: 200 | 201 | 202;
}

/** The placeholders of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

type DefaultKind<Method extends HttpMethod> = Method extends 'GET' ? 'query' : 'command';

/** A command's response schema with its `position`; other answers as they are. */
function answerOf(kind: EndpointKind, response: ResponseContract, path: string): ResponseContract {
  if (kind !== 'command') return response;
  if (!(response instanceof z.ZodObject)) {
    throw new Error(`${path}: a command answers a JSON object (it carries the event position)`);
  }
  return response.extend({ position: EventPositionSchema });
}

function checkedAliases(path: string, aliases: readonly ApiPath[]): readonly ApiPath[] {
  const placeholders = pathParamNames(path).join(',');
  for (const alias of aliases) {
    if (pathParamNames(alias).join(',') !== placeholders) {
      throw new Error(`${alias} must have the placeholders of ${path}`);
    }
  }
  return aliases;
}

/**
 * Defines an endpoint once: the path's placeholders become its `params` schema, and its kind
 * decides the rest (a command's answer gains `position`, and it takes an Idempotency-Key).
 */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends ApiPath,
  Response extends ResponseContract,
  Query extends z.ZodObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Files extends FileField | undefined = undefined,
  const Kind extends EndpointKind = DefaultKind<Method>,
>(
  config: EndpointConfig<Method, Path, Kind, Query, Body, Response, Files>,
): Endpoint<
  Method,
  Path,
  Query,
  Body,
  Kind extends 'command' ? WithEventPosition<Response> : Response,
  Files
> & { readonly kind: Kind } {
  const params = z.object(
    Object.fromEntries(pathParamNames(config.path).map((name) => [name, z.string()])),
  ) as PathParamsSchema<Path>;
  const kind = (config.kind ?? (config.method === 'GET' ? 'query' : 'command')) as Kind;
  return {
    method: config.method,
    path: config.path,
    aliases: checkedAliases(config.path, config.aliases ?? []),
    kind,
    idempotent: kind === 'command' && config.idempotent !== false,
    access: config.access,
    summary: config.summary,
    request: {
      params,
      query: config.request?.query as Query,
      body: config.request?.body as Body,
      files: config.request?.files as Files,
    },
    response: answerOf(kind, config.response, config.path) as Kind extends 'command'
      ? WithEventPosition<Response>
      : Response,
    successStatus: config.successStatus ?? 200,
  };
}

/** The endpoint as served under one of its aliases, for a client that must call that path. */
export function atAlias<E extends AnyEndpoint>(endpoint: E, alias: ApiPath): E {
  if (!endpoint.aliases.includes(alias)) {
    throw new Error(`${alias} is not an alias of ${endpoint.path}`);
  }
  return { ...endpoint, path: alias };
}

export const isFileDownload = (response: ResponseContract): response is FileDownload =>
  !(response instanceof z.ZodType);

/** The parsed path parameters, query and body, as the server's handlers receive them. */
export type ParamsOf<E extends AnyEndpoint> = z.output<E['request']['params']>;
export type QueryOf<E extends AnyEndpoint> = E['request']['query'] extends z.ZodType
  ? z.output<E['request']['query']>
  : never;
export type BodyOf<E extends AnyEndpoint> = E['request']['body'] extends z.ZodType
  ? z.output<E['request']['body']>
  : never;

/** The query and body as a client sends them, before the server's parsing and defaults. */
export type QueryInputOf<E extends AnyEndpoint> = E['request']['query'] extends z.ZodType
  ? z.input<E['request']['query']>
  : never;
export type BodyInputOf<E extends AnyEndpoint> = E['request']['body'] extends z.ZodType
  ? z.input<E['request']['body']>
  : never;

/** The answer, as a client reads it once parsed. */
export type ResponseOf<E extends JsonEndpoint> = z.output<E['response']>;
