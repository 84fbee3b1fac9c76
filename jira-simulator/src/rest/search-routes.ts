import { z } from 'zod';
import { readJson, sendErrors, sendJson } from '../http-io';
import { issueJson } from '../site/issue-json';
import { JqlError, parseJql } from '../site/jql';
import { restRoute, type RestCall } from './rest-call';

const DEFAULT_PAGE = 50;
/** Jira returns at most 100 issues a page with fields, and up to 5000 with ids alone. */
const MAX_PAGE_WITH_FIELDS = 100;
const MAX_PAGE_IDS_ONLY = 5000;

const SearchBody = z.object({
  jql: z.string(),
  nextPageToken: z.string().optional(),
  maxResults: z.number().int().positive().optional(),
  fields: z.array(z.string()).optional(),
});

const Token = z.object({ jql: z.string(), offset: z.number().int().nonnegative() });

class PageTokenError extends Error {}

/** Opaque to callers; valid only for the query that produced it. */
function pageToken(jql: string, offset: number): string {
  return Buffer.from(JSON.stringify({ jql, offset })).toString('base64url');
}

function offsetOf(token: string | undefined, jql: string): number {
  if (token === undefined) return 0;
  try {
    const decoded = Token.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    if (decoded.jql === jql) return decoded.offset;
  } catch {
    // Falls through to the refusal below.
  }
  throw new PageTokenError('The provided next page token is invalid or expired.');
}

function search({ res, site }: RestCall, input: unknown): void {
  const parsed = SearchBody.safeParse(input);
  if (!parsed.success) return sendErrors(res, 400, ['The search request is not valid.']);
  const request = parsed.data;
  const fields = request.fields && request.fields.length > 0 ? request.fields : ['id'];
  try {
    const issues = site.search(parseJql(request.jql));
    const offset = offsetOf(request.nextPageToken, request.jql);
    const idsOnly = fields.every((field) => field === 'id' || field === 'key');
    const cap = idsOnly ? MAX_PAGE_IDS_ONLY : MAX_PAGE_WITH_FIELDS;
    const size = Math.min(request.maxResults ?? DEFAULT_PAGE, cap);
    const isLast = offset + size >= issues.length;
    sendJson(res, 200, {
      issues: issues.slice(offset, offset + size).map((issue) => {
        const json = issueJson(site.baseUrl, issue, site.customFields, fields);
        return { id: json.id, key: json.key, self: json.self, fields: json.fields };
      }),
      ...(isLast ? {} : { nextPageToken: pageToken(request.jql, offset + size) }),
      isLast,
    });
  } catch (error) {
    if (!(error instanceof JqlError || error instanceof PageTokenError)) throw error;
    sendErrors(res, 400, [error.message]);
  }
}

/** What Jira Cloud answers on the search Atlassian removed (CHANGE-2046). */
export const REMOVED_SEARCH_MESSAGE =
  'The requested API has been removed. Please migrate to the /rest/api/3/search/jql API. A full migration guideline is available at https://developer.atlassian.com/changelog/#CHANGE-2046';

const removedSearch = ({ res }: RestCall) => sendErrors(res, 410, [REMOVED_SEARCH_MESSAGE]);

/**
 * Enhanced JQL search (`/rest/api/3/search/jql`), GET and POST; `fields` defaults to `id`. The
 * old `/rest/api/3/search` answers 410 Gone, as on Jira Cloud since its removal.
 */
export const SEARCH_ROUTES = [
  restRoute('GET', '/rest/api/3/search', removedSearch),
  restRoute('POST', '/rest/api/3/search', removedSearch),
  restRoute('GET', '/rest/api/3/search/jql', (call) => {
    const { query } = call;
    const maxResults = query.get('maxResults');
    search(call, {
      jql: query.get('jql') ?? '',
      nextPageToken: query.get('nextPageToken') ?? undefined,
      maxResults: maxResults === null ? undefined : Number(maxResults),
      fields: query.getAll('fields').flatMap((value) => value.split(',').map((f) => f.trim())),
    });
  }),
  restRoute('POST', '/rest/api/3/search/jql', async (call) =>
    search(call, await readJson(call.req)),
  ),
];
