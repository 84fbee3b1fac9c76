import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { seedDemoSite } from '../demo-site';
import { BodyError, readJson, sendErrors, sendJson, sendNoContent } from '../http-io';
import { FieldErrors } from '../site/field-edits';
import { NoSuchTransitionError } from '../site/jira-site';
import {
  AttachFileBody,
  CreateIssueBody,
  DemoSiteInput,
  EditIssueBody,
  FaultRuleInput,
  ProjectInput,
  SiteInput,
  TransitionIssueBody,
} from './control-inputs';
import type { JiraSimulatorControl } from './simulator-control';
import { UnknownResourceError, type IssueSnapshot, type SiteControl } from './site-control';

/** The control API over HTTP, under `/_simulator`, for a running instance (Playwright, scripts). */
export const CONTROL_PREFIX = '/_simulator';

interface ControlRequest {
  readonly params: readonly string[];
  readonly query: URLSearchParams;
  readonly body: unknown;
}

type Answer = { readonly status: number; readonly body?: unknown };

interface ControlRoute {
  readonly method: string;
  readonly pattern: RegExp;
  readonly answer: (request: ControlRequest) => Answer | Promise<Answer>;
}

function siteJson(site: SiteControl) {
  return {
    name: site.name,
    baseUrl: site.baseUrl,
    users: site.users.map(({ accountId, emailAddress, displayName }) => ({
      accountId,
      emailAddress,
      displayName,
    })),
  };
}

/** Over HTTP the files' bytes travel as base64. */
function snapshotJson(snapshot: IssueSnapshot) {
  return {
    ...snapshot,
    attachments: snapshot.attachments.map(({ bytes, ...rest }) => ({
      ...rest,
      bytes: bytes.toString('base64'),
    })),
  };
}

const ok = (body: unknown): Answer => ({ status: 200, body });

function done(act: () => void): Answer {
  act();
  return { status: 204 };
}

function refused(status: number, errorMessages: readonly string[], errors = {}): Answer {
  return { status, body: { errorMessages, errors } };
}

function controlRoutes(control: JiraSimulatorControl): ControlRoute[] {
  const site = (params: readonly string[]) => control.site(params[0] ?? '');
  const route = (method: string, path: string, answer: ControlRoute['answer']): ControlRoute => ({
    method,
    pattern: new RegExp(`^${path.replaceAll(':param', '([^/]+)')}/?$`),
    answer,
  });
  return [
    route('GET', '/sites', () => ok(control.sites().map(siteJson))),
    route('POST', '/sites', ({ body }) => ({
      status: 201,
      body: siteJson(control.createSite(SiteInput.parse(body))),
    })),
    route('POST', '/demo', ({ body }) => ({
      status: 201,
      body: siteJson(seedDemoSite(control, DemoSiteInput.parse(body ?? {}))),
    })),
    route('POST', '/sites/:param/projects', ({ params, body }) => {
      const { key, name } = ProjectInput.parse(body);
      return { status: 201, body: site(params).createProject(key, name) };
    }),
    route('GET', '/sites/:param/issues', ({ params }) =>
      ok(site(params).issues().map(snapshotJson)),
    ),
    route('POST', '/sites/:param/issues', ({ params, body }) => {
      const { as, ...issue } = CreateIssueBody.parse(body);
      return { status: 201, body: snapshotJson(site(params).createIssue(issue, { as })) };
    }),
    route('GET', '/sites/:param/issues/:param', ({ params }) =>
      ok(snapshotJson(site(params).issue(params[1] ?? ''))),
    ),
    route('POST', '/sites/:param/issues/:param/edit', ({ params, body }) => {
      const { as, fields } = EditIssueBody.parse(body);
      return ok(snapshotJson(site(params).editIssue(params[1] ?? '', fields, { as })));
    }),
    route('POST', '/sites/:param/issues/:param/transition', ({ params, body }) => {
      const { as, status } = TransitionIssueBody.parse(body);
      return ok(snapshotJson(site(params).transitionIssue(params[1] ?? '', status, { as })));
    }),
    route('POST', '/sites/:param/issues/:param/attachments', ({ params, body }) => {
      const { as, content, ...file } = AttachFileBody.parse(body);
      const bytes = Buffer.from(content, 'base64');
      return ok(snapshotJson(site(params).attachFile(params[1] ?? '', { ...file, bytes }, { as })));
    }),
    route('GET', '/sites/:param/webhooks', ({ params }) => ok(site(params).webhooks())),
    route('GET', '/requests', () => ok(control.requests())),
    route('DELETE', '/requests', () => done(() => control.clearRequests())),
    route('POST', '/faults', ({ body }) =>
      done(() => control.injectFault(FaultRuleInput.parse(body))),
    ),
    route('DELETE', '/faults', () => done(() => control.clearFaults())),
    route('GET', '/deliveries', async ({ query }) =>
      ok(
        query.get('settled') === 'true' ? await control.deliveriesSettled() : control.deliveries(),
      ),
    ),
    route('POST', '/deliveries/:param/redeliver', async ({ params }) =>
      ok(await control.redeliver(params[0] ?? '')),
    ),
    route('POST', '/reset', () => done(() => control.reset())),
  ];
}

function refusal(error: unknown): Answer | undefined {
  if (error instanceof z.ZodError) {
    return refused(
      400,
      error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  if (error instanceof FieldErrors) return refused(400, [], error.errors);
  if (error instanceof NoSuchTransitionError || error instanceof BodyError) {
    return refused(400, [error.message]);
  }
  if (error instanceof UnknownResourceError) return refused(404, [error.message]);
  return undefined;
}

/** Answers a request under `/_simulator`; `path` is what follows that prefix. */
export function controlHandler(control: JiraSimulatorControl) {
  const routes = controlRoutes(control);
  return async (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ) => {
    const route = routes.find((r) => r.method === req.method && r.pattern.test(path));
    if (!route) return sendErrors(res, 404, [`No control route ${req.method ?? ''} ${path}`]);
    const params = (route.pattern.exec(path) ?? []).slice(1).map(decodeURIComponent);
    let answer: Answer;
    try {
      answer = await route.answer({ params, query, body: await readJson(req) });
    } catch (error) {
      const known = refusal(error);
      if (!known) throw error;
      answer = known;
    }
    if (answer.body === undefined) sendNoContent(res);
    else sendJson(res, answer.status, answer.body);
  };
}
