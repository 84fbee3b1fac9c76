import { MESSAGES } from '@morphic/contracts';
import { getToken } from './token-store';
import { randomUuid } from './uuid';

/** What a contracts schema offers: the client validates every response against one. */
export interface ResponseSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { readonly message: string } };
}

export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status, null when no response arrived. */
    readonly status: number | null,
    /** The server's `error` text, when it sent one. */
    readonly serverError: string | null,
    /** The parsed error body, for flows that read more fields (2FA, retry_after_seconds). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  readonly method?: HttpMethod;
  readonly body?: unknown;
  /** Overrides the stored session token (null: send none). */
  readonly token?: string | null;
  /** Commands get a fresh key per call unless one is given (reuse it to retry the same action). */
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

type UnauthorizedHandler = (token: string) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** Called when a request carrying a token gets 401: the session may have been revoked. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/** The `error` text of an error body, when there is one. */
export function serverErrorOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error.length > 0) return error;
  }
  return null;
}

/** A response text as JSON; null when it is empty or not JSON. */
export function jsonBodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Sends one JSON request to the same-origin API and validates the answer. */
export async function apiRequest<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: ApiRequestOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const token = options.token === undefined ? getToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (file uploads) goes as multipart: the browser sets its own boundary.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['Idempotency-Key'] = options.idempotencyKey ?? randomUuid();

  let response: Response;
  try {
    response = await fetch(path, {
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
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.message);
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

/**
 * The text to show for a failed call: the network message when nothing came back, the
 * server's own error when it sent one, else the screen's default.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return MESSAGES.networkError;
    if (error.serverError) return error.serverError;
  }
  return fallback;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** For calls whose answer the screen does not read (the status code is what matters). */
export const ignoredBody: ResponseSchema<null> = {
  safeParse: () => ({ success: true, data: null }),
};
