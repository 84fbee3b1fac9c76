import { z } from 'zod';
import type { EndpointAccess, EndpointSpec } from '../spec/endpoints';

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
  Path extends `/api/${string}`,
  Query extends z.ZodObject | undefined,
  Body extends z.ZodType | undefined,
  Response extends ResponseContract,
  Files extends FileField | undefined,
> {
  readonly method: Method;
  readonly path: Path;
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

/** Defines an endpoint once; the path's placeholders become its `params` schema. */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends `/api/${string}`,
  Response extends ResponseContract,
  Query extends z.ZodObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Files extends FileField | undefined = undefined,
>(
  config: EndpointConfig<Method, Path, Query, Body, Response, Files>,
): Endpoint<Method, Path, Query, Body, Response, Files> {
  const params = z.object(
    Object.fromEntries(pathParamNames(config.path).map((name) => [name, z.string()])),
  ) as PathParamsSchema<Path>;
  return {
    method: config.method,
    path: config.path,
    access: config.access,
    summary: config.summary,
    request: {
      params,
      query: config.request?.query as Query,
      body: config.request?.body as Body,
      files: config.request?.files as Files,
    },
    response: config.response,
    successStatus: config.successStatus ?? 200,
  };
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
