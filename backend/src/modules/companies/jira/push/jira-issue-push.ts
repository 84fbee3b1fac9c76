import {
  JIRA_STATUS_OF_MISSION,
  type JiraTargetStatus,
  type SubmissionFile,
} from '@morphic/contracts';
import type { EventOfType, JiraAccountDoc, MissionDoc } from '@morphic/contracts/server';
import { Injectable } from '@nestjs/common';
import { FileStore } from '#infrastructure/files/file-store';
import { JiraAccounts } from '../jira-accounts';
import { failureText, JiraConnections } from '../jira-connections';

/** A mission imported from Jira: its issue and the account that reaches it. */
export interface JiraMission {
  readonly missionId: string;
  readonly jiraKey: string;
  readonly account: JiraAccountDoc;
}

type PushEvent = EventOfType<'JiraIssueStatusPushed' | 'JiraAttachmentUploaded' | 'JiraPushFailed'>;

export interface UploadOutcome {
  readonly events: PushEvent[];
  readonly uploaded: number;
  readonly total: number;
}

/**
 * What the platform writes to a mission's Jira issue: its status, and the validated solution
 * files. Each push says what it did as events for the mission's stream; a push done twice
 * changes nothing the second time (the issue is in that status, the file is attached), so a
 * reactor that runs an event again after a crash never moves or attaches twice.
 */
@Injectable()
export class JiraIssuePush {
  constructor(
    private readonly accounts: JiraAccounts,
    private readonly connections: JiraConnections,
    private readonly files: FileStore,
  ) {}

  /** The mission's issue and account, or null when it has none (not from Jira, account gone). */
  async jiraMissionOf(mission: MissionDoc): Promise<JiraMission | null> {
    if (!mission.jira_key || !mission.jira_account_id) return null;
    const account = await this.accounts.find(mission.jira_account_id);
    return account ? { missionId: mission._id, jiraKey: mission.jira_key, account } : null;
  }

  /** The status the mission's own status gives its issue (spec 03 mapping). */
  targetOf(mission: MissionDoc): JiraTargetStatus {
    return JIRA_STATUS_OF_MISSION[mission.status];
  }

  async pushStatus(mission: JiraMission, status: JiraTargetStatus): Promise<PushEvent> {
    const base = this.baseOf(mission);
    // Before the write: a person's change made earlier is older than the push.
    const writtenAt = new Date().toISOString();
    try {
      const client = this.connections.apiClient(mission.account);
      const outcome = await client.transitionTo(mission.jiraKey, status);
      const moved = outcome === 'transitioned';
      // Who the platform wrote as, so the webhook's echo of this move is known by its author;
      // if Jira will not say, the echo is still known by the status written.
      const writer = moved ? await client.myself().catch(() => null) : null;
      return {
        type: 'JiraIssueStatusPushed',
        data: {
          ...base,
          status,
          moved,
          written_at: writtenAt,
          ...(writer ? { written_as: writer.accountId } : {}),
        },
      };
    } catch (error) {
      return {
        type: 'JiraPushFailed',
        data: { ...base, action: 'status', message: failureText(error) },
      };
    }
  }

  /** Attaches the files the issue does not have yet (same name and size counts as there). */
  async uploadFiles(
    mission: JiraMission,
    files: readonly SubmissionFile[],
  ): Promise<UploadOutcome> {
    const base = this.baseOf(mission);
    try {
      const client = this.connections.uploadClient(mission.account);
      const present = attachmentsOf(await client.getIssue(mission.jiraKey, ['attachment']));
      const events: PushEvent[] = [];
      for (const file of files) {
        if (present.has(`${file.original_name}/${file.size}`)) continue;
        const bytes = await this.files.read(file.saved_name);
        const attachment = await client.addAttachment(
          mission.jiraKey,
          file.original_name,
          bytes,
          file.content_type,
        );
        events.push({
          type: 'JiraAttachmentUploaded',
          data: {
            ...base,
            file_name: file.original_name,
            attachment_id: attachment.id,
            ...(attachment.author ? { written_as: attachment.author.accountId } : {}),
          },
        });
      }
      return { events, uploaded: events.length, total: files.length };
    } catch (error) {
      return {
        events: [
          {
            type: 'JiraPushFailed',
            data: { ...base, action: 'attachment', message: failureText(error) },
          },
        ],
        uploaded: 0,
        total: files.length,
      };
    }
  }

  private baseOf(mission: JiraMission) {
    return {
      mission_id: mission.missionId,
      account_id: mission.account._id,
      jira_key: mission.jiraKey,
    };
  }
}

/** `name/size` of each file the issue has attached. */
function attachmentsOf(issue: { fields: Record<string, unknown> }): Set<string> {
  const list = Array.isArray(issue.fields['attachment']) ? issue.fields['attachment'] : [];
  return new Set(
    list.flatMap((item: unknown) => {
      const { filename, size } = (item ?? {}) as { filename?: unknown; size?: unknown };
      return typeof filename === 'string' && typeof size === 'number'
        ? [`${filename}/${size}`]
        : [];
    }),
  );
}
