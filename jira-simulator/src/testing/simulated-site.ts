import type { SiteControl } from '../control/site-control';
import { startJiraSimulator, type StartedJiraSimulator } from '../start-jira-simulator';

export const PERSON = { email: 'pat@acme.example', displayName: 'Pat Quinn' };
export const API_USER = { email: 'sync@acme.example', displayName: 'Acme Sync', apiToken: 'tok-1' };

export interface RestAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

export type RestCaller = (method: string, path: string, body?: unknown) => Promise<RestAnswer>;

/** Calls a site's REST API as the given account, JSON in and out. */
export function restCaller(
  baseUrl: string,
  credentials: { email: string; apiToken: string } = API_USER,
): RestCaller {
  const authorization = `Basic ${Buffer.from(`${credentials.email}:${credentials.apiToken}`).toString('base64')}`;
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return {
      status: response.status,
      headers: response.headers,
      body: isJson && text ? (JSON.parse(text) as unknown) : text,
    };
  };
}

export interface SimulatedAcme {
  readonly simulator: StartedJiraSimulator;
  readonly site: SiteControl;
  readonly call: RestCaller;
}

/** A simulator on a free port with site `acme`: project AC, a person and an API account. */
export async function startAcme(now?: () => Date): Promise<SimulatedAcme> {
  const simulator = await startJiraSimulator(now ? { now } : {});
  const site = simulator.control.createSite({ name: 'acme', users: [PERSON, API_USER] });
  site.createProject('AC', 'Acme');
  return { simulator, site, call: restCaller(site.baseUrl) };
}
