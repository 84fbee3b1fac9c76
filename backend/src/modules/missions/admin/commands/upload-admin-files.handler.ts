import { ASSIGNMENT_TEXTS, MARKETPLACE_TEXTS, MISSIONS_CONSOLE_TEXTS } from '@morphic/contracts';
import { STREAMS, type DomainEvent, type EventData } from '@morphic/contracts/server';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AggregateRepository, type Decided } from '#infrastructure/commands/aggregate-repository';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { Clock } from '#infrastructure/clock/clock';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { FileStore } from '#infrastructure/files/file-store';
import { assignmentDecider } from '../../assignment/assignment.decider';
import type { UploadedSubmissionFile } from '../../assignment/http/submission-upload';
import { submissionContentType } from '../../assignment/submission-content-type';
import { missionDecider } from '../../mission/mission.decider';
import {
  MISSION_JIRA_FILES,
  type MissionJiraFiles,
  type MissionJiraIssue,
} from '../mission-jira-files.port';

type StoredFile = EventData<'AdminFilesUploaded'>['files'][number];

/** Where an admin's files go: a mission's upload test (to the store, or to its Jira issue too), or an assignment. */
export type AdminUploadTarget =
  | { readonly kind: 'mission'; readonly missionId: string; readonly toJira: boolean }
  | { readonly kind: 'assignment'; readonly assignmentId: string };

export interface AdminUploadOutcome {
  readonly files: StoredFile[];
  /** What the Jira issue received (null: the files were not sent to Jira). */
  readonly jira: { readonly key: string; readonly uploaded: number; readonly total: number } | null;
  /** Jira's refusal, recorded on the mission (null: none). */
  readonly jiraFailure: string | null;
}

/**
 * Keeps an admin's files in the file store and records them (`AdminFilesUploaded`, a stream per
 * upload) so the analysis lists them and the sweeper keeps them; for the Jira test, attaches
 * them to the mission's issue first and records what Jira did on the mission, in the same append.
 */
export class UploadAdminFiles extends Command<Decided<AdminUploadOutcome>> {
  constructor(
    readonly target: AdminUploadTarget,
    readonly uploads: readonly UploadedSubmissionFile[],
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(UploadAdminFiles)
export class UploadAdminFilesHandler implements ICommandHandler<UploadAdminFiles> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly files: FileStore,
    @Inject(MISSION_JIRA_FILES) private readonly jira: MissionJiraFiles,
    private readonly clock: Clock,
  ) {}

  async execute({ target, uploads, context }: UploadAdminFiles) {
    if (uploads.length === 0) {
      throw new DomainRuleViolation('invalid', MISSIONS_CONSOLE_TEXTS.noFiles);
    }
    // Nothing reaches the disk for a mission or assignment that is not there.
    const { missionId, assignmentId } = await this.targetOf(target);
    const jiraMission =
      target.kind === 'mission' && target.toJira
        ? await this.jiraMissionOf(target.missionId)
        : null;
    // A refused upload (any failure before the append) leaves no file on disk.
    return this.files.saveForCommand(async (save) => {
      const files: StoredFile[] = [];
      for (const upload of uploads) {
        files.push({
          ...(await save(upload.buffer, upload.originalname)),
          content_type: await submissionContentType(upload.buffer),
          uploaded_at: new Date(this.clock.now()).toISOString(),
        });
      }
      const pushed = jiraMission ? await jiraMission.upload(files) : null;
      const uploadId = randomUUID();
      return this.aggregates.decide(context, (streams) => {
        const uploaded: DomainEvent = {
          type: 'AdminFilesUploaded',
          data: {
            upload_id: uploadId,
            purpose:
              target.kind === 'assignment'
                ? 'assignment'
                : jiraMission
                  ? 'jira_test'
                  : 'upload_test',
            mission_id: missionId,
            assignment_id: assignmentId,
            files,
          },
        };
        streams.append(STREAMS.adminUpload(uploadId), [uploaded], 'no_stream');
        // What Jira did is the mission's history, as the Jira pushes record it.
        if (pushed && missionId) streams.append(STREAMS.mission(missionId), pushed.events, 'any');
        const failed = pushed?.events.find((event) => event.type === 'JiraPushFailed');
        return {
          files,
          jira:
            jiraMission && pushed
              ? { key: jiraMission.jiraKey, uploaded: pushed.uploaded, total: pushed.total }
              : null,
          jiraFailure: failed?.type === 'JiraPushFailed' ? failed.data.message : null,
        };
      });
    });
  }

  private async targetOf(
    target: AdminUploadTarget,
  ): Promise<{ missionId: string | null; assignmentId: string | null }> {
    if (target.kind === 'mission') {
      const { state } = await this.aggregates.load(
        STREAMS.mission(target.missionId),
        missionDecider,
      );
      if (!state.posted || state.withdrawn) {
        throw new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound);
      }
      return { missionId: target.missionId, assignmentId: null };
    }
    const { state } = await this.aggregates.load(
      STREAMS.assignment(target.assignmentId),
      assignmentDecider,
    );
    if (!state.task) throw new DomainRuleViolation('not_found', ASSIGNMENT_TEXTS.notFound);
    return { missionId: state.task.mission_id, assignmentId: target.assignmentId };
  }

  /** The mission's Jira issue and account; 400 with the spec's text when it has none. */
  private async jiraMissionOf(missionId: string): Promise<MissionJiraIssue> {
    const jiraMission = await this.jira.issueOf(missionId);
    if (!jiraMission) throw new DomainRuleViolation('invalid', MISSIONS_CONSOLE_TEXTS.noJiraIssue);
    return jiraMission;
  }
}
