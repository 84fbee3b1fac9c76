import type { JiraAccountResponse, JiraAccountView } from '@morphic/contracts';
import type { NewIssue, SiteControl, startJiraSimulator } from '@morphic/jira-simulator';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#infrastructure/commands/command-context';
import { JiraClient } from '#infrastructure/jira/jira-client';
import { OutboundHttp } from '#infrastructure/outbound-http/outbound-http';
import { DEMO_COMPANY } from '../modules/demo/demo-world';
import { RegisterCompany } from '../modules/companies/company/commands/register-company.handler';
import { signedWebhookUrlOf } from '../modules/companies/jira/webhook/jira-webhook-url';
import { call, type TestApp } from './test-app';

type Simulator = Awaited<ReturnType<typeof startJiraSimulator>>;

/** The Jira user the platform connects as in these tests, and a second one for uploads. */
export const JIRA_SYNC_USER = { email: 'sync@site.example', apiToken: 'site-sync-token-5be1c0' };
export const JIRA_UPLOAD_USER = {
  email: 'uploads@site.example',
  apiToken: 'site-upload-token-91aa7e',
};
/** A person who works in Jira's own screens (the control API edits as the site's first user). */
const JIRA_PERSON = { email: 'person@site.example', displayName: 'Inês Porto' };

/** A new active company (name and email made unique); its id. */
export async function activeCompany(platform: TestApp, name: string): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const { companyId } = await platform.app
    .get(CommandBus)
    .execute(
      new RegisterCompany(
        { ...DEMO_COMPANY, company_name: `${name} ${tag}`, email: `ops-${tag}@company.example` },
        systemContext(),
        'active',
      ),
    );
  return companyId;
}

export interface JiraCompany {
  readonly companyId: string;
  readonly account: JiraAccountView;
  readonly site: SiteControl;
  readonly siteName: string;
  readonly siteUrl: string;
}

export interface JiraCompanyOptions {
  /** The project the site has and the account syncs. */
  readonly project: string;
  readonly issues?: readonly Omit<NewIssue, 'projectKey'>[];
  /** Fields of the account's creation body to change (upload settings, primary...). */
  readonly account?: Readonly<Record<string, unknown>>;
}

/**
 * An active company whose Jira account (API token, the project, upload credentials set but
 * off unless asked) reaches a new simulated site with the given issues.
 */
export async function jiraCompany(
  platform: TestApp,
  jira: Simulator,
  adminToken: string,
  options: JiraCompanyOptions,
): Promise<JiraCompany> {
  const companyId = await activeCompany(platform, options.project);
  const siteName = `site-${randomUUID().slice(0, 8)}`;
  const site = jira.control.createSite({
    name: siteName,
    users: [
      JIRA_PERSON,
      { ...JIRA_SYNC_USER, displayName: 'Platform Sync' },
      { ...JIRA_UPLOAD_USER, displayName: 'Platform Uploads' },
    ],
  });
  site.createProject(options.project, options.project);
  for (const issue of options.issues ?? [])
    site.createIssue({ ...issue, projectKey: options.project });
  const siteUrl = `${jira.baseUrl}/${siteName}`;
  const created = await call<JiraAccountResponse>(
    platform.url,
    'POST',
    `/api/admin/companies/${companyId}/jira-accounts`,
    {
      token: adminToken,
      body: {
        account_name: `${options.project} Cloud`,
        jira_url: siteUrl,
        jira_email: JIRA_SYNC_USER.email,
        jira_api_token: JIRA_SYNC_USER.apiToken,
        jira_project_keys: [options.project],
        jira_upload_username: JIRA_UPLOAD_USER.email,
        jira_upload_token: JIRA_UPLOAD_USER.apiToken,
        ...options.account,
      },
    },
  );
  if (created.status !== 201) {
    throw new Error(`Connecting Jira failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return { companyId, account: created.body.account, site, siteName, siteUrl };
}

/**
 * Registers the account's webhook with its site as the platform does (the signed URL, as the
 * test reaches the platform, and the secret Jira signs with); the URL's path.
 */
export async function registerPlatformWebhook(platform: TestApp, company: JiraCompany) {
  const url = signedWebhookUrlOf(platform.url, company.account.id);
  await new JiraClient(
    {
      baseUrl: company.siteUrl,
      email: JIRA_SYNC_USER.email,
      apiToken: JIRA_SYNC_USER.apiToken,
    },
    { outbound: platform.app.get(OutboundHttp) },
  ).registerWebhook({
    name: 'Morphic',
    url,
    projectKeys: company.account.jira_project_keys,
    secret: company.account.webhook_secret,
  });
  return new URL(url).pathname;
}

/** How many status moves the simulated site accepted (transitions answered 204). */
export function acceptedTransitionsOf(jira: Simulator, siteName: string): number {
  return jira.control
    .requests()
    .filter(
      (request) =>
        request.site === siteName &&
        request.method === 'POST' &&
        request.path.endsWith('/transitions') &&
        request.status === 204,
    ).length;
}
