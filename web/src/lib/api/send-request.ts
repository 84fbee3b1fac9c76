import { MESSAGES } from '@morphic/contracts';
import { ApiError, jsonBodyOf, serverErrorOf } from '../api-client';
import { getToken } from '../token-store';
import { randomUuid } from '../uuid';

/** What a contracts schema offers: the client validates every response against one. */
export interface ResponseSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { readonly message: string } };
}

export interface RequestOptions {
  readonly body?: unknown;
  /** Overrides the stored session token (null: send none). */
  readonly token?: string | null;
  /** Idempotent commands get a fresh key per call unless one is given (reuse it to retry). */
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

type UnauthorizedHandler = (token: string) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** Called when a request carrying a token gets 401: the session may have been revoked. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/** How the endpoint is called: its method, and whether it takes an Idempotency-Key. */
export interface RequestKind {
  readonly method: string;
  readonly idempotent: boolean;
}

/** Sends one request to the same-origin API and validates the answer (see `callEndpoint`). */
export async function sendRequest<T>(
  { method, idempotent }: RequestKind,
  url: string,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const token = options.token === undefined ? getToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (file uploads) goes as multipart: the browser sets its own boundary.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (idempotent) headers['Idempotency-Key'] = options.idempotencyKey ?? randomUuid();

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('network', MESSAGES.networkError, null, null);
  }

  let text = '';
  try {
    text = await response.text();
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError('network', MESSAGES.networkError, response.status, null);
  }
  const body = jsonBodyOf(text);

  if (!response.ok) {
    const serverError = serverErrorOf(body);
    if (response.status === 401 && token && onUnauthorized) onUnauthorized(token);
    throw new ApiError(
      'http',
      serverError ?? `Request failed (${response.status})`,
      response.status,
      serverError,
      body,
    );
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${method} ${url}`, parsed.error.message);
    throw new ApiError(
      'invalid-response',
      MESSAGES.somethingWentWrong,
      response.status,
      null,
      body,
    );
  }
  return parsed.data;
}
