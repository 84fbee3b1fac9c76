import { COMPANY_TEXTS, MARKETPLACE_TEXTS, type JiraTargetStatus } from '@morphic/contracts';
import {
  MISSIONS_COLLECTION,
  STREAMS,
  type EventData,
  type MissionDoc,
} from '@morphic/contracts/server';
import type { LogPosition, ReadStore } from '@morphic/stores';
import {
  BadGatewayException,
  GatewayTimeoutException,
  Inject,
  NotFoundException,
} from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '#infrastructure/commands/command-context';
import { DomainRuleViolation } from '#infrastructure/commands/decider';
import { ReactorAnswers } from '#infrastructure/reactors/reactor-answers';
import { READ_STORE } from '#infrastructure/tokens';
import { JiraIssuePush } from '../jira-issue-push';
import { JiraPushRequestReactor } from '../jira-push-request.reactor';

/** How long the admin's request waits for Jira's answer (the client's retries included). */
export const JIRA_PUSH_ANSWER_WAIT_MS = 45_000;

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

type Answer = EventData<'JiraPushAnswered'>;

/**
 * An admin's push to a mission's Jira issue, on demand: a status (by default the one the
 * mission's status gives), or the validated solution files. The request is recorded on the
 * mission and the push reactor calls Jira; the command answers with what it did, or 502 with
 * Jira's words (504 when Jira keeps it waiting: the push goes on and the mission shows it).
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
    private readonly push: JiraIssuePush,
    private readonly answers: ReactorAnswers,
  ) {}

  async execute({ missionId, request, context }: PushMissionToJira): Promise<JiraPushOutcome> {
    // Lookups only: which issue the mission follows; the reactor reads it again when it pushes.
    const mission = await this.store
      .collection<MissionDoc>(MISSIONS_COLLECTION)
      .findOne({ _id: missionId });
    if (!mission) throw new NotFoundException(MARKETPLACE_TEXTS.missionNotFound);
    if (!(await this.push.jiraMissionOf(mission))) {
      throw new DomainRuleViolation('invalid', COMPANY_TEXTS.jira.noJiraIssue);
    }
    const { answer, position } = await this.answers.ask(
      context,
      {
        reactor: JiraPushRequestReactor.NAME,
        stream: STREAMS.mission(missionId),
        event: (requestId) => ({
          type: 'JiraPushRequested',
          data: {
            request_id: requestId,
            mission_id: missionId,
            action: request.kind === 'status' ? 'status' : 'attachment',
            target_status: request.kind === 'status' ? request.status : null,
          },
        }),
        answerType: 'JiraPushAnswered',
      },
      JIRA_PUSH_ANSWER_WAIT_MS,
    );
    if (!answer) throw new GatewayTimeoutException(COMPANY_TEXTS.jira.pushPending);
    if (answer.failure !== null) throw new BadGatewayException(answer.failure);
    // Read-your-writes on the request waits for the reactor's pushes to reach the read models.
    return { ...this.outcomeOf(answer), position };
  }

  private outcomeOf(answer: Answer): Omit<JiraPushOutcome, 'position'> {
    if (answer.action === 'status' && answer.status !== null) {
      return {
        message: answer.moved
          ? COMPANY_TEXTS.jira.statusPushed(answer.status)
          : COMPANY_TEXTS.jira.statusAlready(answer.status),
        status: answer.status,
        uploaded: 0,
        total: 0,
      };
    }
    return {
      message:
        answer.total === 0
          ? COMPANY_TEXTS.jira.noValidatedFiles
          : COMPANY_TEXTS.jira.uploadedFiles(answer.uploaded, answer.total),
      status: null,
      uploaded: answer.uploaded,
      total: answer.total,
    };
  }
}
