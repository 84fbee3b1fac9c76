import { COMPANY_JIRA_TEXTS, type CompanyJiraState, type TaskJiraSync } from '@morphic/contracts';

const TEXTS = COMPANY_JIRA_TEXTS;

export interface JiraStateLabel {
  readonly text: string;
  /** A Mantine colour: gray idle, indigo ready, teal synced, red failed. */
  readonly color: 'gray' | 'indigo' | 'teal' | 'red';
}

/** When a sync happened, short enough for a badge: "Mar 12, 10:32 AM". */
export function formatSyncTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A company's Jira in words, the same on the representative's dashboard and in the console. */
export function companyJiraLabel(jira: CompanyJiraState, locale?: string): JiraStateLabel {
  switch (jira.state) {
    case 'not_connected':
      return { text: TEXTS.states.not_connected, color: 'gray' };
    case 'never_synced':
      return { text: TEXTS.states.never_synced, color: 'indigo' };
    case 'synced':
      return { text: TEXTS.states.synced(formatSyncTime(jira.at, locale)), color: 'teal' };
    case 'sync_failed':
      return { text: TEXTS.states.sync_failed(formatSyncTime(jira.at, locale)), color: 'red' };
  }
}

/** A company task's Jira link in words, on its card. */
export function taskJiraLabel(sync: TaskJiraSync, locale?: string): JiraStateLabel {
  switch (sync.state) {
    case 'not_linked':
      return { text: TEXTS.task.notLinked, color: 'gray' };
    case 'synced':
      return {
        text: TEXTS.task.synced(sync.jira_key, formatSyncTime(sync.at, locale)),
        color: 'teal',
      };
    case 'sync_failed':
      return { text: TEXTS.task.syncFailed(sync.jira_key), color: 'red' };
  }
}
