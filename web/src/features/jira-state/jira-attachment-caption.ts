import { COMPANY_JIRA_TEXTS, type JiraAttachmentView } from '@morphic/contracts';
import { formatDate, formatFileSize } from '../account/format';

/** What the list says under a file from Jira: its size, who attached it and when (what Jira told). */
export function jiraAttachmentCaption(file: JiraAttachmentView, locale?: string): string {
  const attached = COMPANY_JIRA_TEXTS.attachments.attachedBy(
    file.author,
    file.created_at === null ? null : formatDate(file.created_at, locale),
  );
  return [file.size === null ? null : formatFileSize(file.size), attached]
    .filter(Boolean)
    .join(' · ');
}
