import {
  VALIDATION_STATUS_OF_DECISION,
  VALIDATION_TEXTS,
  type ValidationDecision,
} from '@morphic/contracts';
import type { EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';
import {
  evolveAssignment,
  initialAssignmentState,
  type AssignmentState,
} from '../../missions/assignment/assignment.decider';

export type ValidationJobCommand =
  | { readonly kind: 'Claim'; readonly entryId: string; readonly validatorId: string }
  | {
      readonly kind: 'Decide';
      readonly entryId: string;
      readonly validatorId: string;
      readonly decision: ValidationDecision;
      readonly score: number;
      readonly report: string;
    };

export type ValidationJobEvent = EventOfType<'ValidationClaimed' | 'Decided'>;

/** The assignment whose current submission is this job, refusing any other. */
function jobTask(state: AssignmentState, entryId: string): EventData<'TaskTaken'> {
  if (!state.task) throw new DomainRuleViolation('not_found', VALIDATION_TEXTS.jobNotFound);
  if (state.entryId !== entryId) {
    throw new DomainRuleViolation('conflict', VALIDATION_TEXTS.noLongerOpen);
  }
  return state.task;
}

function assertNotOwnWork(task: EventData<'TaskTaken'>, validatorId: string): void {
  if (task.operator_id === validatorId) {
    throw new DomainRuleViolation('forbidden', VALIDATION_TEXTS.ownWork);
  }
}

function claim(state: AssignmentState, entryId: string, validatorId: string): ValidationJobEvent[] {
  const task = jobTask(state, entryId);
  assertNotOwnWork(task, validatorId);
  if (task.validator_kind !== 'peer') {
    throw new DomainRuleViolation('conflict', VALIDATION_TEXTS.automatedJob);
  }
  if (state.validationStatus !== 'pending') {
    // Claiming one's own claim again (a retried request) changes nothing.
    if (state.validatorId === validatorId) return [];
    throw new DomainRuleViolation('conflict', VALIDATION_TEXTS.alreadyClaimed);
  }
  return [
    {
      type: 'ValidationClaimed',
      data: { assignment_id: task.assignment_id, entry_id: entryId, validator_id: validatorId },
    },
  ];
}

function decide(
  state: AssignmentState,
  command: Extract<ValidationJobCommand, { kind: 'Decide' }>,
): ValidationJobEvent[] {
  const task = jobTask(state, command.entryId);
  assertNotOwnWork(task, command.validatorId);
  if (state.validationStatus === 'pending') {
    throw new DomainRuleViolation('conflict', VALIDATION_TEXTS.claimFirst);
  }
  if (state.validatorId !== command.validatorId) {
    throw new DomainRuleViolation('forbidden', VALIDATION_TEXTS.notYourClaim);
  }
  const validationStatus = VALIDATION_STATUS_OF_DECISION[command.decision];
  if (state.validationStatus !== 'validating') {
    // The same decision sent again (a retry after a lost answer) changes nothing.
    if (state.validationStatus === validationStatus) return [];
    throw new DomainRuleViolation('conflict', VALIDATION_TEXTS.alreadyCompleted);
  }
  return [
    {
      type: 'Decided',
      data: {
        assignment_id: task.assignment_id,
        entry_id: command.entryId,
        decision: command.decision,
        validation_status: validationStatus,
        score: command.score,
        report: command.report,
        validator_id: command.validatorId,
        validator_type: 'peer',
      },
    },
  ];
}

/**
 * A submission's peer validation job, decided on its assignment's stream (`assignment-<id>`)
 * with the assignment decider's own state: one validator claims an open job (the expected
 * revision makes racing claims have one winner), and only that validator decides it. Nobody
 * validates their own work.
 */
export const validationJobDecider: Decider<
  AssignmentState,
  ValidationJobCommand,
  ValidationJobEvent
> = {
  initialState: initialAssignmentState,
  evolve: evolveAssignment,
  decide(command, state) {
    switch (command.kind) {
      case 'Claim':
        return claim(state, command.entryId, command.validatorId);
      case 'Decide':
        return decide(state, command);
    }
  },
};
