export type JiraErrorKind =
  | 'unauthorized'
  | 'not_found'
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'bad_request'
  /** The outbound client would not call the site (or stopped at its redirect). */
  | 'refused';

/**
 * A Jira request that failed for good: after the retries for 429, 5xx and network errors, or at
 * once for the other statuses. It carries what Jira said and where, never the credentials; what
 * Jira said is for the server's log, `detail` (our own words) for the user.
 */
export class JiraRequestError extends Error {
  override readonly name = 'JiraRequestError';
  declare readonly kind: JiraErrorKind;
  declare readonly method: string;
  /** The path under the site's base URL, with its query. */
  declare readonly path: string;
  /** Absent when no answer came (a network error or a timeout). */
  declare readonly status?: number;
  /** Jira's `errorMessages` when it answered with its JSON error (anything else is dropped). */
  declare readonly errorMessages: readonly string[];
  /** Jira's per-field `errors`. */
  declare readonly errors: Readonly<Record<string, string>>;
  declare readonly attempts: number;
  /** How long Jira asked to wait before the next try (429 with Retry-After). */
  declare readonly retryAfterMs?: number;
  /** What went wrong in our own words (a timeout, a refused address), never the answer's. */
  declare readonly detail?: string;

  constructor(failure: JiraRequestFailure) {
    const answer =
      failure.status === undefined ? (failure.detail ?? 'no answer') : `${failure.status}`;
    const said = [...failure.errorMessages, ...Object.values(failure.errors)].join(' ');
    super(
      `Jira ${failure.method} ${failure.path} failed (${failure.kind}, ${answer}` +
        `${failure.attempts > 1 ? `, ${failure.attempts} attempts` : ''})${said ? `: ${said}` : ''}`,
    );
    Object.assign(this, failure);
  }

  toJSON(): JiraRequestFailure & { name: string; message: string } {
    return { ...this, message: this.message };
  }
}

export type JiraRequestFailure = Pick<
  JiraRequestError,
  | 'kind'
  | 'method'
  | 'path'
  | 'status'
  | 'errorMessages'
  | 'errors'
  | 'attempts'
  | 'retryAfterMs'
  | 'detail'
>;

/** The kind of failure an HTTP status is. */
export function kindOfStatus(status: number): JiraErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  return 'bad_request';
}

/** `transitionTo` was asked for a status the issue's workflow offers no way into. */
export class JiraTransitionUnavailableError extends Error {
  override readonly name = 'JiraTransitionUnavailableError';

  constructor(
    readonly issueKey: string,
    readonly statusName: string,
    readonly offered: readonly string[],
  ) {
    super(
      `Jira issue ${issueKey} cannot move to "${statusName}": its workflow offers ` +
        `${offered.length > 0 ? offered.map((name) => `"${name}"`).join(', ') : 'no transition'} from where it is.`,
    );
  }
}
