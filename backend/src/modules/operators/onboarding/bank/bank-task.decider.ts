import {
  ONBOARDING_BANK_TEXTS,
  type SaveBankTaskRequest,
  type SubmissionFile,
} from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

/** What a timeline shows of a task after each event; the rules need only the first two. */
export interface BankTaskState {
  readonly exists: boolean;
  readonly deleted: boolean;
  readonly title: string | null;
  readonly skill_tag: string | null;
  readonly active: boolean;
  readonly answer_key: readonly string[];
}

/** A task as saved: the request with the skill vector it gets when none is given. */
export type BankTaskFields = Omit<SaveBankTaskRequest, 'required_skill_vector'> & {
  readonly required_skill_vector: Record<string, number>;
};

export type BankTaskCommand =
  | { readonly kind: 'Add'; readonly taskId: string; readonly task: BankTaskFields }
  | { readonly kind: 'Save'; readonly taskId: string; readonly task: BankTaskFields }
  | {
      readonly kind: 'SetAnswerKey';
      readonly taskId: string;
      readonly files: readonly SubmissionFile[];
    }
  | { readonly kind: 'Delete'; readonly taskId: string };

type BankTaskEvent = EventOfType<
  | 'OnboardingTaskAdded'
  | 'OnboardingTaskUpdated'
  | 'OnboardingTaskAnswerKeyUploaded'
  | 'OnboardingTaskDeleted'
>;

/** The skill vector of a task saved without one: its skill, fully weighted. */
export const taskFields = (request: SaveBankTaskRequest): BankTaskFields => ({
  ...request,
  required_skill_vector: request.required_skill_vector ?? {
    [request.skill_tag.toLowerCase()]: 1,
  },
});

function assertLive(state: BankTaskState): void {
  if (!state.exists || state.deleted) {
    throw new DomainRuleViolation('not_found', ONBOARDING_BANK_TEXTS.notFound);
  }
}

/** One task of the onboarding bank (stream `onboardingtask-<id>`). */
export const bankTaskDecider: Decider<BankTaskState, BankTaskCommand, BankTaskEvent> = {
  initialState: {
    exists: false,
    deleted: false,
    title: null,
    skill_tag: null,
    active: false,
    answer_key: [],
  },

  evolve(state: BankTaskState, event: DomainEvent): BankTaskState {
    switch (event.type) {
      case 'OnboardingTaskAdded':
      case 'OnboardingTaskUpdated':
        return {
          ...state,
          exists: true,
          title: event.data.title,
          skill_tag: event.data.skill_tag,
          active: event.data.active,
        };
      case 'OnboardingTaskAnswerKeyUploaded':
        return { ...state, answer_key: event.data.files.map((file) => file.original_name) };
      case 'OnboardingTaskDeleted':
        return { ...state, deleted: true, active: false };
      default:
        return state;
    }
  },

  decide(command: BankTaskCommand, state: BankTaskState): BankTaskEvent[] {
    switch (command.kind) {
      case 'Add':
        if (state.exists) return [];
        return [
          {
            type: 'OnboardingTaskAdded',
            data: { task_id: command.taskId, ...command.task, estimated_hours: '' },
          },
        ];
      case 'Save':
        assertLive(state);
        return [
          { type: 'OnboardingTaskUpdated', data: { task_id: command.taskId, ...command.task } },
        ];
      case 'SetAnswerKey':
        assertLive(state);
        return [
          {
            type: 'OnboardingTaskAnswerKeyUploaded',
            data: { task_id: command.taskId, files: [...command.files] },
          },
        ];
      case 'Delete':
        assertLive(state);
        return [{ type: 'OnboardingTaskDeleted', data: { task_id: command.taskId } }];
    }
  },
};
