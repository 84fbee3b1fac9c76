import type { APIRequestContext } from '@playwright/test';

/** The simulated demo Jira site the server serves in development (`/dev/jira`). */
const DEMO_SITE_ISSUES = '/dev/jira/_simulator/sites/northwind/issues';

export interface SimulatedIssue {
  readonly key: string;
  readonly status: string;
  readonly fields: { readonly summary: string };
  readonly attachments: readonly { readonly filename: string; readonly bytes: string }[];
}

/** The demo site's issue with this summary, as the simulator holds it now (null: none). */
export async function demoIssueTitled(
  request: APIRequestContext,
  summary: string,
): Promise<SimulatedIssue | null> {
  const response = await request.get(DEMO_SITE_ISSUES);
  const issues = (await response.json()) as SimulatedIssue[];
  return issues.find((issue) => issue.fields.summary === summary) ?? null;
}

/** A person (the site's first user) attaches a file to the demo site's issue; the answer's status. */
export async function attachToDemoIssue(
  request: APIRequestContext,
  key: string,
  file: { readonly filename: string; readonly mimeType: string; readonly content: Buffer },
): Promise<number> {
  const response = await request.post(`${DEMO_SITE_ISSUES}/${key}/attachments`, {
    data: { ...file, content: file.content.toString('base64') },
  });
  return response.status();
}
