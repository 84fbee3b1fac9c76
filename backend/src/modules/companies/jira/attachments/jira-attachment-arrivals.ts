import type { JiraAttachmentView } from '@morphic/contracts';
import { STREAMS, type JiraAccountDoc } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { JiraAttachment, type JiraIssue } from '#infrastructure/jira/jira-resources';
import { JiraIssueImport } from '../sync/jira-issue-import';
import { missionJiraAttachmentsDecider } from './mission-jira-attachments.decider';

export type AttachmentOutcome = 'attached' | 'echo' | 'unchanged' | 'ignored';

/** The issue's attachments as its webhook representation lists them; unreadable entries left out. */
function attachmentsOf(issue: JiraIssue): JiraAttachmentView[] {
  const listed = issue.fields['attachment'];
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((entry) => {
    const parsed = JiraAttachment.safeParse(entry);
    if (!parsed.success) return [];
    const { id, filename, mimeType, size, author, created } = parsed.data;
    return [
      {
        id,
        file_name: filename,
        mime_type: mimeType ?? null,
        size: size !== undefined && Number.isSafeInteger(size) && size >= 0 ? size : null,
        author: author?.displayName ?? null,
        created_at: created ?? null,
      },
    ];
  });
}

/**
 * Files attached to an issue, told by a webhook: a person's join the issue's mission (each once),
 * the platform's own uploads coming back change nothing (mission-jira-attachments.decider). A
 * file the changelog names that the issue no longer lists was removed since: there is nothing
 * left to fetch.
 */
@Injectable()
export class JiraAttachmentArrivals {
  constructor(private readonly issues: JiraIssueImport) {}

  async applyIn(
    streams: Decision,
    account: JiraAccountDoc,
    issue: JiraIssue,
    added: { readonly ids: readonly string[]; readonly author: string | null },
    /** The users the platform writes to the site as (jira-writers). */
    writers: readonly string[],
  ): Promise<AttachmentOutcome> {
    const missionId = await this.issues.missionOf(streams, account, issue);
    if (missionId === null) return 'ignored';
    const stream = STREAMS.mission(missionId);
    const state = await streams.read(stream, missionJiraAttachmentsDecider);
    if (!state.live) return 'ignored';
    const platform = [...writers, ...state.writers];
    if (added.author !== null && platform.includes(added.author)) return 'echo';
    const { events } = await streams.decide(stream, missionJiraAttachmentsDecider, {
      missionId,
      accountId: account._id,
      jiraKey: issue.key,
      author: added.author,
      attachments: attachmentsOf(issue).filter((file) => added.ids.includes(file.id)),
    });
    return events.length > 0 ? 'attached' : 'unchanged';
  }
}
