import { MESSAGES } from '@morphic/contracts';

export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

/** A failed API call (see `callEndpoint` in `lib/api`). */
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

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
