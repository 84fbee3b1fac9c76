import { BUILT_ENDPOINTS, pathParamNames } from '@morphic/contracts';
import { REDACTED } from '../secrets/redacted';

/** Path and query parameters whose values are secrets: tokens, codes, keys, signatures, passwords. */
const SECRET_NAME = /token|secret|code|key|signature|password/i;

/** One segment of a path template: text to match (lower case), any value, or a secret value. */
type TemplateSegment = string | { readonly secret: boolean };

function templateOf(path: string): TemplateSegment[] {
  return path.split('/').map((segment) => {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    return param === undefined ? segment.toLowerCase() : { secret: SECRET_NAME.test(param) };
  });
}

/** The endpoints whose paths carry a secret (a reset token, a webhook secret), from the contracts. */
const SECRET_PATHS: readonly TemplateSegment[][] = BUILT_ENDPOINTS.filter((endpoint) =>
  pathParamNames(endpoint.path).some((name) => SECRET_NAME.test(name)),
).map((endpoint) => templateOf(endpoint.path));

/** The path with its secret segments hidden, if routing would take it to one of those endpoints. */
function redactPath(path: string): string {
  const segments = path.split('/');
  // Routing ignores case and a trailing slash.
  const compared = segments.at(-1) === '' ? segments.slice(0, -1) : segments;
  const template = SECRET_PATHS.find(
    (candidate) =>
      candidate.length === compared.length &&
      candidate.every((part, i) => typeof part !== 'string' || part === compared[i]?.toLowerCase()),
  );
  if (!template) return path;
  return segments
    .map((segment, i) => {
      const part = template[i];
      return typeof part === 'object' && part.secret ? REDACTED : segment;
    })
    .join('/');
}

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return SECRET_NAME.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A URL (a path with its query, as a request line has it) fit for a log: the secret segments of
 * the paths that carry one (`/api/auth/verify-reset-token/{token}`, the Jira webhook's
 * `{secret}`) and the values of query parameters named like secrets (`?token=`, `?reset_token=`)
 * read `[redacted]`. Every log line, security entry and error that names a URL goes through here.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return redactPath(url);
  return `${redactPath(url.slice(0, queryAt))}?${redactQuery(url.slice(queryAt + 1))}`;
}
