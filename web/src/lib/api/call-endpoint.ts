import type {
  BodyInputOf,
  FileField,
  JsonEndpoint,
  PathParamName,
  ParamsOf,
  QueryInputOf,
  ResponseOf,
} from '@morphic/contracts';
import { endpointUrl } from './endpoint-url';
import { sendRequest, type RequestOptions, type ResponseSchema } from './send-request';

/** The path parameters, required when the path has placeholders. */
export type ParamsArg<E extends JsonEndpoint> = [PathParamName<E['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: ParamsOf<E> };

type QueryArg<E extends JsonEndpoint> = [QueryInputOf<E>] extends [never]
  ? { readonly query?: undefined }
  : Partial<QueryInputOf<E>> extends QueryInputOf<E>
    ? { readonly query?: QueryInputOf<E> }
    : { readonly query: QueryInputOf<E> };

/** The JSON body; an endpoint that takes files takes multipart form data instead. */
type BodyArg<E extends JsonEndpoint> = [BodyInputOf<E>] extends [never]
  ? E['request']['files'] extends FileField
    ? { readonly body: FormData }
    : { readonly body?: undefined }
  : {
      readonly body: BodyInputOf<E> | (E['request']['files'] extends FileField ? FormData : never);
    };

export type CallArgs<E extends JsonEndpoint> = ParamsArg<E> &
  QueryArg<E> &
  BodyArg<E> &
  Omit<RequestOptions, 'body'>;

/** The arguments may be left out when none is required. */
export type CallArgsList<E extends JsonEndpoint> =
  Partial<CallArgs<E>> extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

interface AnyCallArgs extends RequestOptions {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
}

/**
 * Calls an endpoint as its definition says: fills the path, sends the token (the stored one
 * unless given; null sends none) and a fresh Idempotency-Key on the commands that take one, and parses the answer
 * with the response schema. Fails with an ApiError (network, http or invalid-response).
 */
export function callEndpoint<E extends JsonEndpoint>(
  endpoint: E,
  ...[args]: CallArgsList<E>
): Promise<ResponseOf<E>> {
  const { params, query, ...options }: AnyCallArgs = args ?? {};
  return sendRequest(
    endpoint,
    endpointUrl(endpoint, params, query),
    endpoint.response as ResponseSchema<ResponseOf<E>>,
    options,
  );
}
