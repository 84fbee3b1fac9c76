import { z } from 'zod';
import { readBody, sendErrors, sendJson, sendNoContent } from '../http-io';
import { isAdfDocument } from '../site/adf';
import { FieldErrors } from '../site/field-edits';
import { issueJson, statusJson } from '../site/issue-json';
import { NoSuchTransitionError } from '../site/jira-site';
import type { StoredIssue } from '../site/site-model';
import { transitionsFrom } from '../site/workflow';
import { restRoute, type RestCall } from './rest-call';

export const ISSUE_NOT_FOUND = 'Issue does not exist or you do not have permission to see it.';

const EditBody = z.object({
  fields: z.record(z.string(), z.unknown()).optional(),
  update: z.record(z.string(), z.unknown()).optional(),
});

const TransitionBody = z.object({ transition: z.object({ id: z.string() }) });

/** `POST /rest/api/3/issue`: the fields of a new issue, its project by key. */
const CreateBody = z.object({
  fields: z.looseObject({
    project: z.object({ key: z.string() }).optional(),
    summary: z.string().optional(),
    description: z.unknown().optional(),
    labels: z.array(z.string()).optional(),
    duedate: z.string().nullable().optional(),
  }),
});

/** Runs the handler with the issue the path names, or answers Jira's 404. */
export function withIssue(
  handle: (call: RestCall, issue: StoredIssue) => void | Promise<void>,
): (call: RestCall) => void | Promise<void> {
  return (call) => {
    const issue = call.site.issue(call.params[0] ?? '');
    if (!issue) return sendErrors(call.res, 404, [ISSUE_NOT_FOUND]);
    return handle(call, issue);
  };
}

function fieldsParam(query: URLSearchParams): string[] {
  const fields = query.getAll('fields').flatMap((value) => value.split(',').map((f) => f.trim()));
  return fields.length > 0 ? fields : ['*all'];
}

export const ISSUE_ROUTES = [
  restRoute('POST', '/rest/api/3/issue', async ({ req, res, site, user }) => {
    const body = await readBody(req, CreateBody);
    if (!body) return sendErrors(res, 400, ['The issue is not a valid request body.']);
    const { project, summary, description, labels, duedate } = body.fields;
    const errors: Record<string, string> = {};
    if (!project || !site.projects.has(project.key))
      errors['project'] = 'valid project is required';
    if (!summary?.trim()) errors['summary'] = 'You must specify a summary of the issue.';
    if (!project || !summary?.trim() || Object.keys(errors).length > 0) {
      return sendErrors(res, 400, [], errors);
    }
    const issue = site.createIssue(
      {
        projectKey: project.key,
        summary,
        description:
          isAdfDocument(description) || typeof description === 'string' ? description : null,
        labels: labels ?? [],
        duedate: duedate ?? null,
      },
      user,
    );
    sendJson(res, 201, {
      id: issue.id,
      key: issue.key,
      self: `${site.baseUrl}/rest/api/3/issue/${issue.id}`,
    });
  }),
  restRoute(
    'GET',
    '/rest/api/3/issue/:idOrKey',
    withIssue(({ res, site, query }, issue) =>
      sendJson(res, 200, issueJson(site.baseUrl, issue, site.customFields, fieldsParam(query))),
    ),
  ),
  restRoute(
    'PUT',
    '/rest/api/3/issue/:idOrKey',
    withIssue(async ({ req, res, site, user }, issue) => {
      const body = await readBody(req, EditBody);
      if (!body) return sendErrors(res, 400, ['The edit is not a valid request body.']);
      if (Object.keys(body.update ?? {}).length > 0) {
        return sendErrors(res, 400, ['The simulator edits issues through `fields` only.']);
      }
      try {
        site.editIssue(issue, body.fields ?? {}, user);
      } catch (error) {
        if (!(error instanceof FieldErrors)) throw error;
        return sendErrors(res, 400, [], error.errors);
      }
      sendNoContent(res);
    }),
  ),
  restRoute(
    'GET',
    '/rest/api/3/issue/:idOrKey/transitions',
    withIssue(({ res, site }, issue) =>
      sendJson(res, 200, {
        expand: 'transitions',
        transitions: transitionsFrom(issue.status, site.workflow).map((status) => ({
          id: status.transitionId,
          name: status.name,
          to: statusJson(site.baseUrl, status),
          hasScreen: false,
          isGlobal: true,
          isInitial: false,
          isAvailable: true,
          isConditional: false,
          isLooped: false,
        })),
      }),
    ),
  ),
  restRoute(
    'POST',
    '/rest/api/3/issue/:idOrKey/transitions',
    withIssue(async ({ req, res, site, user }, issue) => {
      const body = await readBody(req, TransitionBody);
      if (!body) return sendErrors(res, 400, ["Missing 'transition' identifier"]);
      try {
        site.transition(issue, body.transition.id, user);
      } catch (error) {
        if (!(error instanceof NoSuchTransitionError)) throw error;
        return sendErrors(res, 400, [error.message]);
      }
      sendNoContent(res);
    }),
  ),
];
