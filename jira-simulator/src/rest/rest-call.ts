import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JiraSite } from '../site/jira-site';
import type { SiteUser } from '../site/site-model';

/** One authenticated request to a site's REST API, with the path's `:params` in order. */
export interface RestCall {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly site: JiraSite;
  readonly user: SiteUser;
  readonly query: URLSearchParams;
  readonly params: readonly string[];
}

export interface RestRoute {
  readonly method: string;
  readonly pattern: RegExp;
  readonly handle: (call: RestCall) => void | Promise<void>;
}

/** A route whose `:name` segments match one path segment each. */
export function restRoute(
  method: string,
  path: string,
  handle: (call: RestCall) => void | Promise<void>,
): RestRoute {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment))
    .join('/');
  return { method, pattern: new RegExp(`^${source}/?$`), handle };
}
