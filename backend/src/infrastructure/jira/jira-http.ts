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
/** How much of a body that is not Jira's JSON error the error keeps. */
const TEXT_KEPT = 300;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRetried(kind: JiraErrorKind): boolean {
  return kind === 'rate_limited' || kind === 'server' || kind === 'network';
}

async function jiraSaid(
  response: Response,
): Promise<Pick<JiraRequestFailure, 'errorMessages' | 'errors'>> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { errorMessages?: unknown; errors?: unknown };
    const messages = Array.isArray(body.errorMessages) ? body.errorMessages.map(String) : [];
    const errors =
      typeof body.errors === 'object' && body.errors !== null
        ? Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, String(v)]))
        : {};
    return { errorMessages: messages, errors };
  } catch {
    const kept = text.trim().slice(0, TEXT_KEPT);
    return { errorMessages: kept ? [kept] : [], errors: {} };
  }
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
 * retries (429 after its Retry-After, 5xx and network errors with backoff and jitter). The
 * token lives in a private field only; no error, notice or log line carries it.
 */
export class JiraHttp {
  readonly #authorization: string;
  private readonly baseUrl: string;
  private readonly policy: JiraRetryPolicy;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private readonly onRetry: (notice: JiraRetryNotice) => void;

  constructor(credentials: JiraCredentials, options: JiraHttpOptions = {}) {
    const basic = Buffer.from(`${credentials.email}:${credentials.apiToken}`).toString('base64');
    this.#authorization = `Basic ${basic}`;
    this.baseUrl = credentials.baseUrl.replace(/\/+$/, '');
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
      const outcome = await this.try(request, attempt);
      if (outcome instanceof Response) return outcome;
      const { failure, detail } = outcome;
      const delayMs = failure.retryAfterMs ?? backoffDelayMs(attempt, this.policy, this.random);
      const retried =
        isRetried(failure.kind) &&
        attempt < this.policy.maxAttempts &&
        delayMs <= this.policy.maxDelayMs;
      if (!retried) throw new JiraRequestError(failure, detail);
      const notice = { method, path, attempt, delayMs, reason: failure.kind };
      this.onRetry(failure.status === undefined ? notice : { ...notice, status: failure.status });
      await this.sleep(delayMs);
    }
  }

  private async try(
    request: JiraHttpRequest,
    attempt: number,
  ): Promise<Response | { failure: JiraRequestFailure; detail?: string }> {
    const { method, path } = request;
    const base = { method, path, attempts: attempt, errorMessages: [], errors: {} };
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, this.init(request));
    } catch (error) {
      return { failure: { ...base, kind: 'network' }, detail: networkDetail(error) };
    }
    if (response.ok) return response;
    const kind = kindOfStatus(response.status);
    const asked =
      kind === 'rate_limited'
        ? retryAfterMs(response.headers.get('retry-after'), this.now())
        : undefined;
    const said = await jiraSaid(response);
    return {
      failure: {
        ...base,
        kind,
        status: response.status,
        ...said,
        ...(asked === undefined ? {} : { retryAfterMs: asked }),
      },
    };
  }

  private init(request: JiraHttpRequest): RequestInit {
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
