import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTROL_PREFIX, controlHandler } from './control/control-routes';
import { createControl, type JiraSimulatorControl } from './control/simulator-control';
import { FaultInjector, type Fault } from './fault-injector';
import { sendErrors } from './http-io';
import { RequestLog } from './request-log';
import { ISSUE_NOT_FOUND } from './rest/issue-routes';
import { isMediaFilePath, serveMediaFile } from './rest/media-files';
import { handleRestCall, UNAUTHENTICATED } from './rest/rest-api';
import type { JiraSite } from './site/jira-site';
import { WebhookDispatcher } from './webhook-dispatcher';

export interface JiraSimulatorOptions {
  /**
   * Where the simulator is reached, e.g. `http://localhost:3000/dev/jira` when mounted there.
   * Each site lives at `<baseUrl>/<site name>`, which is the base URL its clients are given.
   */
  readonly baseUrl: string;
  readonly now?: () => Date;
  /** Told of a failure inside the simulator (answered 500); written to stderr when left out. */
  readonly onError?: (error: unknown) => void;
}

export interface JiraSimulator {
  readonly baseUrl: string;
  readonly control: JiraSimulatorControl;
  /**
   * Answers a request for a site (`/<site>/rest/...`) or for the control API (`/_simulator/...`).
   * The base URL's path in front is dropped when present, so a host may mount the simulator
   * with or without stripping it (Express strips it).
   */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Resolves once the webhook deliveries under way have been attempted. */
  close(): Promise<void>;
}

const FAULT_MESSAGES: Readonly<Record<number, string>> = {
  401: UNAUTHENTICATED,
  403: 'You do not have permission to perform this operation.',
  404: ISSUE_NOT_FOUND,
  429: 'Rate limit exceeded.',
  500: 'Internal server error',
  503: 'Service Unavailable',
};

function answerFault(req: IncomingMessage, res: ServerResponse, fault: Fault): void {
  if (fault.kind === 'drop') {
    req.socket.destroy();
    return;
  }
  const { status, retryAfter } = fault;
  const headers: Record<string, string> =
    retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) };
  sendErrors(
    res,
    status,
    [FAULT_MESSAGES[status] ?? `Simulated failure (${status}).`],
    {},
    headers,
  );
}

function reportToStderr(error: unknown): void {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Jira simulator: ${text}\n`);
}

function pathUnder(prefix: string, path: string): string {
  if (prefix === '' || (path !== prefix && !path.startsWith(`${prefix}/`))) return path;
  return path.slice(prefix.length) || '/';
}

/** A Jira Cloud simulator to mount in another HTTP server; see startJiraSimulator for its own. */
export function createJiraSimulator(options: JiraSimulatorOptions): JiraSimulator {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const prefix = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? reportToStderr;
  const sites = new Map<string, JiraSite>();
  const faults = new FaultInjector();
  const requests = new RequestLog();
  const dispatcher = new WebhookDispatcher(now);
  const control = createControl({ baseUrl, now, sites, faults, requests, dispatcher });
  const answerControl = controlHandler(control);

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator.invalid');
    const path = pathUnder(prefix, url.pathname);
    if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
      return answerControl(req, res, path.slice(CONTROL_PREFIX.length), url.searchParams);
    }
    const [, siteName = '', ...rest] = path.split('/');
    const site = sites.get(siteName);
    if (!site) return sendErrors(res, 404, [`No simulated Jira site at ${baseUrl}/${siteName}`]);
    const sitePath = `/${rest.join('/')}`;
    const method = req.method ?? 'GET';
    const record = requests.record({
      site: site.name,
      method,
      path: sitePath,
      query: url.search,
      at: now(),
      res,
    });
    const fault = faults.take(site.name, method, sitePath);
    if (fault?.kind === 'drop') record.markDropped();
    if (fault) return answerFault(req, res, fault);
    if (isMediaFilePath(sitePath)) return serveMediaFile(res, site, sitePath, url.searchParams);
    await handleRestCall(req, res, site, sitePath, url.searchParams);
  }

  return {
    baseUrl,
    control,
    async handle(req, res) {
      try {
        await route(req, res);
      } catch (error) {
        onError(error);
        if (!res.headersSent) sendErrors(res, 500, ['Internal server error']);
        else res.destroy();
      }
    },
    async close() {
      await dispatcher.settled();
    },
  };
}
