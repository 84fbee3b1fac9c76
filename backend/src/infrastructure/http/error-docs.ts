import { MESSAGES, pathParamNames, type AnyEndpoint } from '@morphic/contracts';
import { ApiResponse } from '@nestjs/swagger';

/** The name of the error body's schema among the document's components. */
export const ERROR_RESPONSE_SCHEMA = 'ErrorResponse';

const ERROR_BODY = { $ref: `#/components/schemas/${ERROR_RESPONSE_SCHEMA}` };

/** Each refusal the API can send, and when (the body is always `ErrorResponseFilter`'s). */
const REFUSALS = {
  400: 'Bad input: `error` says what is wrong (the spec’s message where it names one) and `details` lists the fields; nothing changed.',
  401: `No valid credentials: "${MESSAGES.authenticationRequired}" without a token, "${MESSAGES.tokenInvalid}" for an expired or revoked one (a webhook: its secret or signature is wrong).`,
  403: `The caller’s role or ownership does not allow this ("${MESSAGES.forbidden}" unless the endpoint says why).`,
  404: 'What the path names does not exist, or is not the caller’s to see.',
  409: 'The current state forbids this, or someone else changed it at the same moment (try again).',
  413: 'The body or an uploaded file is over its size limit.',
  429: 'Too many attempts: `retry_after_seconds` and the Retry-After header say when to try again.',
} as const;

type RefusalStatus = keyof typeof REFUSALS;

/**
 * Sign-in, sign-up, verification, reset and two-factor commands count attempts (the
 * `RateLimiter` and `GuessThrottle` policies); they are the public commands and `/2fa/` ones.
 */
const countsAttempts = (endpoint: AnyEndpoint): boolean =>
  endpoint.method !== 'GET' &&
  (endpoint.access === 'public' || endpoint.path.startsWith('/api/auth/2fa/'));

/** The 4xx answers an endpoint can give. Every request's body and query are checked (400). */
function refusalsOf(endpoint: AnyEndpoint): RefusalStatus[] {
  const { body, files } = endpoint.request;
  const needsToken = endpoint.access !== 'public' && endpoint.access !== 'webhook';
  const statuses: (RefusalStatus | false)[] = [
    400,
    (needsToken || endpoint.access === 'webhook') && 401,
    needsToken && 403,
    pathParamNames(endpoint.path).length > 0 && 404,
    endpoint.method !== 'GET' && 409,
    (body !== undefined || files !== undefined) && 413,
    countsAttempts(endpoint) && 429,
  ];
  return statuses.filter((status) => status !== false);
}

/** The endpoint's 4xx answers, each with the error body the API sends. */
export function errorResponses(endpoint: AnyEndpoint): MethodDecorator[] {
  return refusalsOf(endpoint).map((status) =>
    ApiResponse({ status, description: REFUSALS[status], schema: ERROR_BODY }),
  );
}
