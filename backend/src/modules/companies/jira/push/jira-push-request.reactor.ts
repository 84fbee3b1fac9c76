import { COMPANY_TEXTS } from '@morphic/contracts';
import {
  ASSIGNMENTS_COLLECTION,
  MISSIONS_COLLECTION,
  STREAMS,
  type AssignmentDoc,
  type DomainEvent,
  type EventData,
  type MissionDoc,
} from '@morphic/contracts/server';
import type { ReadStore } from '@morphic/stores';
import { Inject, Injectable } from '@nestjs/common';
import type { Decision } from '#infrastructure/commands/decision';
import { AsReactor, type Reactor, type ReactorEvent } from '#infrastructure/reactors/reactor';
import { READ_STORE } from '#infrastructure/tokens';
import { JiraIssuePush, type JiraMission } from './jira-issue-push';

type Answer = EventData<'JiraPushAnswered'>;

/**
 * Carries out an admin's push request to a mission's Jira issue (`JiraPushRequested`): the call
 * to Jira happens here, never inside the command, and what Jira did is recorded on the mission
 * with the request's answer in one append. After a crash the request is carried out again:
 * the issue is in that status already, the files are attached already, so nothing happens twice.
 */
@Injectable()
@AsReactor()
export class JiraPushRequestReactor implements Reactor<'JiraPushRequested'> {
  static readonly NAME = 'jira-push-request';
  readonly name = JiraPushRequestReactor.NAME;
  readonly handles = new Set(['JiraPushRequested'] as const);
  readonly startFrom = 'beginning';

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly push: JiraIssuePush,
  ) {}

  async react(event: ReactorEvent<'JiraPushRequested'>, streams: Decision): Promise<void> {
    const request = event.data;
    const answer: Answer = {
      request_id: request.request_id,
      mission_id: request.mission_id,
      action: request.action,
      status: null,
      moved: false,
      uploaded: 0,
      total: 0,
      failure: null,
    };
    const mission = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ _id: request.mission_id });
    const jiraMission = mission && (await this.push.jiraMissionOf(mission));
    const { events, answered } = !jiraMission
      ? { events: [], answered: { ...answer, failure: COMPANY_TEXTS.jira.noJiraIssue } }
      : request.action === 'status'
        ? await this.pushStatus(
            jiraMission,
            request.target_status ?? this.push.targetOf(mission),
            answer,
          )
        : await this.upload(jiraMission, mission, answer);
    streams.append(
      STREAMS.mission(request.mission_id),
      [...events, { type: 'JiraPushAnswered', data: answered }],
      'any',
    );
  }

  private async pushStatus(
    mission: JiraMission,
    status: NonNullable<Answer['status']>,
    answer: Answer,
  ): Promise<{ events: DomainEvent[]; answered: Answer }> {
    const pushed = await this.push.pushStatus(mission, status);
    return {
      events: [pushed],
      answered: {
        ...answer,
        status,
        moved: pushed.type === 'JiraIssueStatusPushed' && pushed.data.moved,
        failure: pushed.type === 'JiraPushFailed' ? pushed.data.message : null,
      },
    };
  }

  private async upload(
    jiraMission: JiraMission,
    mission: MissionDoc,
    answer: Answer,
  ): Promise<{ events: DomainEvent[]; answered: Answer }> {
    const files = await this.validatedFilesOf(mission);
    if (files.length === 0) return { events: [], answered: answer };
    const outcome = await this.push.uploadFiles(jiraMission, files);
    const failed = outcome.events.find((pushed) => pushed.type === 'JiraPushFailed');
    return {
      events: outcome.events,
      answered: {
        ...answer,
        uploaded: outcome.uploaded,
        total: outcome.total,
        failure: failed?.type === 'JiraPushFailed' ? failed.data.message : null,
      },
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
}
