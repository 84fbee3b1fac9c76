import { MESSAGES, type JsonEndpoint, type ResponseOf } from '@morphic/contracts';
import { ApiError, jsonBodyOf, serverErrorOf } from '../api-client';
import { randomUuid } from '../uuid';
import type { ParamsArg } from './call-endpoint';
import { endpointUrl } from './endpoint-url';
import type { ResponseSchema } from './send-request';

export type UploadArgs<E extends JsonEndpoint> = ParamsArg<E> & {
  readonly form: FormData;
  readonly token: string;
  readonly onProgress: (fraction: number) => void;
};

/**
 * POSTs a multipart form to an endpoint and reports the upload's progress (0 to 1).
 * XMLHttpRequest, not fetch, because only it reports upload progress. Fails with an ApiError
 * like `callEndpoint`.
 */
export function uploadWithProgress<E extends JsonEndpoint>(
  endpoint: E,
  args: UploadArgs<E>,
): Promise<ResponseOf<E>> {
  const schema = endpoint.response as ResponseSchema<ResponseOf<E>>;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, endpointUrl(endpoint, args.params));
    request.setRequestHeader('Authorization', `Bearer ${args.token}`);
    if (endpoint.idempotent) request.setRequestHeader('Idempotency-Key', randomUuid());
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) args.onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('network', MESSAGES.networkError, null, null));
    request.onload = () => {
      const body = jsonBodyOf(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const serverError = serverErrorOf(body);
        reject(
          new ApiError(
            'http',
            serverError ?? `Request failed (${request.status})`,
            request.status,
            serverError,
          ),
        );
        return;
      }
      const parsed = schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else
        reject(
          new ApiError('invalid-response', MESSAGES.somethingWentWrong, request.status, null, body),
        );
    };
    request.send(args.form);
  });
}
