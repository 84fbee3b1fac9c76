import type { IncomingMessage, ServerResponse } from 'node:http';
import { basicCredentials, BodyError, sendErrors } from '../http-io';
import type { JiraSite } from '../site/jira-site';
import { ATTACHMENT_ROUTES } from './attachment-routes';
import { ISSUE_ROUTES } from './issue-routes';
import { SEARCH_ROUTES } from './search-routes';
import { SITE_ROUTES } from './site-routes';
import { WEBHOOK_ROUTES } from './webhook-routes';

const ROUTES = [
  ...SITE_ROUTES,
  ...SEARCH_ROUTES,
  ...ISSUE_ROUTES,
  ...ATTACHMENT_ROUTES,
  ...WEBHOOK_ROUTES,
];

export const UNAUTHENTICATED = 'Client must be authenticated to access this resource.';

/** Answers one request to a site's REST API: Basic auth (email and API token), then the route. */
export async function handleRestCall(
  req: IncomingMessage,
  res: ServerResponse,
  site: JiraSite,
  path: string,
  query: URLSearchParams,
): Promise<void> {
  const credentials = basicCredentials(req);
  const user = credentials && site.authenticate(credentials.email, credentials.secret);
  if (!user) {
    return sendErrors(
      res,
      401,
      [UNAUTHENTICATED],
      {},
      { 'WWW-Authenticate': 'Basic realm="Jira"' },
    );
  }
  const onPath = ROUTES.filter((route) => route.pattern.test(path));
  const route = onPath.find((r) => r.method === req.method);
  if (!route) {
    return onPath.length > 0
      ? sendErrors(res, 405, [`Method ${req.method ?? ''} is not allowed here.`])
      : sendErrors(res, 404, [`null for uri: ${site.baseUrl}${path}`]);
  }
  const params = (route.pattern.exec(path) ?? []).slice(1).map(decodeURIComponent);
  try {
    await route.handle({ req, res, site, user, query, params });
  } catch (error) {
    if (res.headersSent) throw error;
    if (error instanceof BodyError) return sendErrors(res, 400, [error.message]);
    sendErrors(res, 500, ['Internal server error']);
    throw error;
  }
}
