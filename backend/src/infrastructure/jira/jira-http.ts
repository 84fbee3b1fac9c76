import { JIRA_URL_PROBLEM_TEXTS, parseSiteUrl, type SiteUrl } from '@morphic/contracts';
import { Response, type FormData } from 'undici';
import type { OutboundHttp, OutboundRequestInit } from '../outbound-http/outbound-http';
import { OutboundRefusedError } from '../outbound-http/outbound-refused.error';
import {
  JiraRequestError,
  kindOfStatus,
  type JiraErrorKind,
  type JiraRequestFailure,
} from './jira-request-error';
import {
  backoffDelayMs,
  DEFAULT_JIRA_RETRY_POLICY,
  retryAfterMs,
  type JiraRetryPolicy,
} from './jira-retry-policy';

export interface JiraCredentials {
  /** The site, e.g. `https://northwind.atlassian.net`. */
  readonly baseUrl: string;
  /** The Atlassian account's email; with the API token it makes the Basic credentials. */
  readonly email: string;
  readonly apiToken: string;
}

/** What the client is told before it waits for another try (for its log). */
export interface JiraRetryNotice {
  readonly method: string;
  readonly path: string;
  readonly attempt: number;
  readonly delayMs: number;
  readonly reason: JiraErrorKind;
  readonly status?: number;
}

export interface JiraHttpOptions {
  /** The only way the client reaches the site. */
  readonly outbound: OutboundHttp;
  readonly retryPolicy?: JiraRetryPolicy;
  /** Waits between tries; tests pass one that records and returns at once. */
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  readonly now?: () => number;
  /** How long one try may take before it counts as a network failure. */
  readonly timeoutMs?: number;
  readonly onRetry?: (notice: JiraRetryNotice) => void;
}

export interface JiraHttpRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under the base URL, with its query. */
  readonly path: string;
  readonly json?: unknown;
  readonly form?: FormData;
  readonly headers?: Readonly<Record<string, string>>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Failure = Omit<JiraRequestFailure, 'attempts'>;

function isRetried(kind: JiraErrorKind): boolean {
  return kind === 'rate_limited' || kind === 'server' || kind === 'network';
}

/** Jira's JSON error (for the log); any other body is dropped unread. */
async function jiraSaid(
  response: Response,
): Promise<Pick<JiraRequestFailure, 'errorMessages' | 'errors'>> {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null) return { errorMessages: [], errors: {} };
  const { errorMessages, errors } = body as { errorMessages?: unknown; errors?: unknown };
  return {
    errorMessages: Array.isArray(errorMessages) ? errorMessages.map(String) : [],
    errors:
      typeof errors === 'object' && errors !== null
        ? Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, String(v)]))
        : {},
  };
}

/** The cause of a failed fetch, named without anything from the request. */
function networkDetail(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' ? cause.code : 'network error';
}

/**
 * Jira Cloud's REST transport: Basic auth with the API token, JSON or multipart bodies, and
 * retries (429 after its Retry-After, 5xx and network errors with backoff and jitter), through
 * the outbound client. The token lives in a private field only; no error, notice or log line
 * carries it.
 */
export class JiraHttp {
  readonly #authorization: string;
  /** The site's base URL in its normal form, or why it is none (every request then fails). */
  private readonly site: SiteUrl;
  private readonly outbound: OutboundHttp;
  private readonly policy: JiraRetryPolicy;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly onRetry: (notice: JiraRetryNotice) => void;

  constructor(credentials: JiraCredentials, options: JiraHttpOptions) {
    const basic = Buffer.from(`${credentials.email}:${credentials.apiToken}`).toString('base64');
    this.#authorization = `Basic ${basic}`;
    this.site = parseSiteUrl(credentials.baseUrl);
    this.outbound = options.outbound;
    this.policy = options.retryPolicy ?? DEFAULT_JIRA_RETRY_POLICY;
    this.sleep = options.sleep ?? wait;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.onRetry = options.onRetry ?? (() => undefined);
  }

  /** The answer of the first try that succeeds; a JiraRequestError when none does. */
  async send(request: JiraHttpRequest): Promise<Response> {
    const { method, path } = request;
    for (let attempt = 1; ; attempt += 1) {
      const failure = await this.try(request);
      if (failure instanceof Response) return failure;
      const delayMs = failure.retryAfterMs ?? backoffDelayMs(attempt, this.policy, this.random);
      const retried =
        isRetried(failure.kind) &&
        attempt < this.policy.maxAttempts &&
        delayMs <= this.policy.maxDelayMs;
      if (!retried) throw new JiraRequestError({ ...failure, attempts: attempt });
      const notice = { method, path, attempt, delayMs, reason: failure.kind };
      this.onRetry(failure.status === undefined ? notice : { ...notice, status: failure.status });
      await this.sleep(delayMs);
    }
  }

  private async try(request: JiraHttpRequest): Promise<Response | Failure> {
    const { method, path } = request;
    const base = { method, path, errorMessages: [], errors: {} };
    if ('problem' in this.site) {
      return { ...base, kind: 'refused', detail: JIRA_URL_PROBLEM_TEXTS[this.site.problem] };
    }
    let response: Response;
    try {
      response = await this.outbound.fetch(new URL(`${this.site.url}${path}`), this.init(request));
    } catch (error) {
      return error instanceof OutboundRefusedError
        ? { ...base, kind: 'refused', detail: error.message }
        : { ...base, kind: 'network', detail: networkDetail(error) };
    }
    if (response.ok) return response;
    const kind = kindOfStatus(response.status);
    const asked =
      kind === 'rate_limited'
        ? retryAfterMs(response.headers.get('retry-after'), this.now())
        : undefined;
    const said = await jiraSaid(response);
    return {
      ...base,
      kind,
      status: response.status,
      ...said,
      ...(asked === undefined ? {} : { retryAfterMs: asked }),
    };
  }

  private init(request: JiraHttpRequest): OutboundRequestInit {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: this.#authorization,
      ...request.headers,
    };
    let body: string | FormData | undefined;
    if (request.form) body = request.form;
    else if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    return {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(this.timeoutMs),
    };
  }
}
