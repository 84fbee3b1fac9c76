import { z } from 'zod';
import { JIRA_PROJECT_KEY } from './jira-account-values';

/**
 * A company's Jira as everyone who shows it sees it: the representative's dashboard and the
 * System console read the same state, computed once (`companyJiraState`).
 * - not_connected: no Jira account the platform can work with (see `jiraAccountConnects`);
 * - never_synced: connected, no sync has ended yet;
 * - synced / sync_failed: how the last sync ended, and when.
 */
export const CompanyJiraStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('not_connected') }),
  z.object({ state: z.literal('never_synced') }),
  z.object({
    state: z.enum(['synced', 'sync_failed']),
    /** When the last sync ended. */
    at: z.string(),
    /** Its outcome in words ("Synced 6 tasks", "Failed: Jira answered 401: ..."). */
    message: z.string(),
  }),
]);
export type CompanyJiraState = z.infer<typeof CompanyJiraStateSchema>;

/** What decides whether an account connects a company's Jira. */
export interface JiraAccountConnection {
  readonly is_active: boolean;
  readonly has_api_token: boolean;
  readonly project_keys: readonly string[];
}

/**
 * An account the platform can sync, open and link issues with: active, with an API token and
 * at least one project.
 */
export const jiraAccountConnects = (account: JiraAccountConnection): boolean =>
  account.is_active && account.has_api_token && account.project_keys.length > 0;

/** How a company's last sync ended (null: none has). */
export interface LastJiraSync {
  readonly at: string;
  readonly succeeded: boolean;
  readonly message: string;
}

export function companyJiraState(
  accounts: readonly JiraAccountConnection[],
  lastSync: LastJiraSync | null,
): CompanyJiraState {
  if (!accounts.some(jiraAccountConnects)) return { state: 'not_connected' };
  if (!lastSync) return { state: 'never_synced' };
  return {
    state: lastSync.succeeded ? 'synced' : 'sync_failed',
    at: lastSync.at,
    message: lastSync.message,
  };
}

/**
 * One company task's link to Jira, on its card: not linked; linked, with when it last synced
 * with its issue; or the last exchange with Jira failed (also before any issue was opened).
 */
export const TaskJiraSyncSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('not_linked') }),
  z.object({ state: z.literal('synced'), jira_key: z.string(), at: z.string() }),
  z.object({
    state: z.literal('sync_failed'),
    /** Null when Jira failed before the task had an issue (opening one). */
    jira_key: z.string().nullable(),
    at: z.string(),
    message: z.string(),
  }),
]);
export type TaskJiraSync = z.infer<typeof TaskJiraSyncSchema>;

export const TASK_NOT_LINKED: TaskJiraSync = { state: 'not_linked' };

/** A Jira issue key as Jira writes it: a project key, a dash and the issue's number (`NW-12`). */
export const JIRA_ISSUE_KEY = new RegExp(
  `^${JIRA_PROJECT_KEY.source.replace(/^\^|\$$/g, '')}-[1-9][0-9]{0,8}$`,
);

/** The project an issue key belongs to (`NW-12` → `NW`). */
export const projectOfIssueKey = (key: string): string => key.slice(0, key.lastIndexOf('-'));
