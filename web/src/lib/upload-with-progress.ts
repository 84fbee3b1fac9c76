import { MESSAGES } from '@morphic/contracts';
import { ApiError, jsonBodyOf, serverErrorOf, type ResponseSchema } from './api-client';
import { randomUuid } from './uuid';

/**
 * POSTs a multipart form and reports the upload's progress (0 to 1). XMLHttpRequest, not
 * fetch, because only it reports upload progress. Fails with an ApiError like `apiRequest`.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  schema: ResponseSchema<T>,
  options: { readonly token: string; readonly onProgress: (fraction: number) => void },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Authorization', `Bearer ${options.token}`);
    request.setRequestHeader('Idempotency-Key', randomUuid());
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
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
    request.send(form);
  });
}
