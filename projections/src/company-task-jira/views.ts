import { TASK_NOT_LINKED, type TaskJiraSync } from '@morphic/contracts';
import type { CompanyTaskJiraDoc } from '@morphic/contracts/server';

/** A company task's link to Jira as its card shows it (no document: not linked). */
export function toTaskJiraSync(doc: CompanyTaskJiraDoc | null): TaskJiraSync {
  if (!doc) return TASK_NOT_LINKED;
  if (doc.failure !== null && doc.failed_at !== null) {
    return {
      state: 'sync_failed',
      jira_key: doc.jira_key,
      at: doc.failed_at,
      message: doc.failure,
    };
  }
  if (doc.jira_key !== null && doc.synced_at !== null) {
    return { state: 'synced', jira_key: doc.jira_key, at: doc.synced_at };
  }
  return TASK_NOT_LINKED;
}
