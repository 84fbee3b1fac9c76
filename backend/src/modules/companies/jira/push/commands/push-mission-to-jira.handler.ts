import { COMPANY_TEXTS, MARKETPLACE_TEXTS, type JiraTargetStatus } from '@morphic/contracts';
import {
  ASSIGNMENTS_COLLECTION,
  MISSIONS_COLLECTION,
  STREAMS,
  type AssignmentDoc,
  type DomainEvent,
  type MissionDoc,
} from '@morphic/contracts/server';
import type { LogPosition, ReadStore } from '@morphic/stores';
import { BadGatewayException, Inject, NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateRepository } from '../../../../../infrastructure/commands/aggregate-repository';
import type { CommandContext } from '../../../../../infrastructure/commands/command-context';
import { DomainRuleViolation } from '../../../../../infrastructure/commands/decider';
import { READ_STORE } from '../../../../../infrastructure/tokens';
import { JiraIssuePush, type JiraMission } from '../jira-issue-push';

export type JiraPushRequest =
  | { readonly kind: 'status'; readonly status: JiraTargetStatus | null }
  | { readonly kind: 'upload' };

export interface JiraPushOutcome {
  readonly message: string;
  readonly status: JiraTargetStatus | null;
  readonly uploaded: number;
  readonly total: number;
  readonly position: LogPosition | null;
}

/**
 * An admin's push to a mission's Jira issue, on demand: a status (by default the one the
 * mission's status gives), or the validated solution files. What happened is recorded on the
 * mission like the reactor's pushes; a status Jira refused answers 502 with Jira's words.
 */
export class PushMissionToJira extends Command<JiraPushOutcome> {
  constructor(
    readonly missionId: string,
    readonly request: JiraPushRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(PushMissionToJira)
export class PushMissionToJiraHandler implements ICommandHandler<PushMissionToJira> {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly aggregates: AggregateRepository,
    private readonly push: JiraIssuePush,
  ) {}

  async execute({ missionId, request, context }: PushMissionToJira): Promise<JiraPushOutcome> {
    const mission = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ _id: missionId });
    if (!mission) throw new NotFoundException(MARKETPLACE_TEXTS.missionNotFound);
    const jiraMission = await this.push.jiraMissionOf(mission);
    if (!jiraMission) throw new DomainRuleViolation('invalid', COMPANY_TEXTS.jira.noJiraIssue);
    return request.kind === 'status'
      ? this.pushStatus(jiraMission, request.status ?? this.push.targetOf(mission), context)
      : this.upload(jiraMission, mission, context);
  }

  private async pushStatus(
    mission: JiraMission,
    status: JiraTargetStatus,
    context: CommandContext,
  ): Promise<JiraPushOutcome> {
    const event = await this.push.pushStatus(mission, status);
    const position = await this.record(mission.missionId, [event], context);
    if (event.type === 'JiraPushFailed') throw new BadGatewayException(event.data.message);
    const moved = event.type === 'JiraIssueStatusPushed' && event.data.moved;
    return {
      message: moved
        ? COMPANY_TEXTS.jira.statusPushed(status)
        : COMPANY_TEXTS.jira.statusAlready(status),
      status,
      uploaded: 0,
      total: 0,
      position,
    };
  }

  private async upload(
    jiraMission: JiraMission,
    mission: MissionDoc,
    context: CommandContext,
  ): Promise<JiraPushOutcome> {
    const files = await this.validatedFilesOf(mission);
    if (files.length === 0) {
      return {
        message: COMPANY_TEXTS.jira.noValidatedFiles,
        status: null,
        uploaded: 0,
        total: 0,
        position: null,
      };
    }
    const outcome = await this.push.uploadFiles(jiraMission, files);
    const position = await this.record(mission._id, outcome.events, context);
    const failed = outcome.events.find((event) => event.type === 'JiraPushFailed');
    if (failed) throw new BadGatewayException(failed.data.message);
    return {
      message: COMPANY_TEXTS.jira.uploadedFiles(outcome.uploaded, outcome.total),
      status: null,
      uploaded: outcome.uploaded,
      total: outcome.total,
      position,
    };
  }

  /** The files of the mission's current assignment, once a validator passed them. */
  private async validatedFilesOf(mission: MissionDoc) {
    if (!mission.current_assignment_id) return [];
    const assignment = await this.store
      .collection<AssignmentDoc>(ASSIGNMENTS_COLLECTION)
      .findOne({ _id: mission.current_assignment_id });
    const validated = assignment?.state === 'validated' || assignment?.state === 'paid';
    return validated ? assignment.submission_files : [];
  }

  private async record(
    missionId: string,
    events: readonly DomainEvent[],
    context: CommandContext,
  ): Promise<LogPosition | null> {
    const { position } = await this.aggregates.decide(context, (streams) => {
      streams.append(STREAMS.mission(missionId), events, 'any');
      return {};
    });
    return position;
  }
}
