import { COMPANY_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';

export interface CompanyMissionsState {
  /** Every mission posted for the company (withdrawn ones too: their own streams say so). */
  readonly missionIds: readonly string[];
  readonly closed: boolean;
}

export type CompanyMissionsCommand =
  | { readonly kind: 'List'; readonly companyId: string; readonly missionId: string }
  | {
      readonly kind: 'Close';
      readonly companyId: string;
      /** Missions posted before missions were listed (found elsewhere), closed with the rest. */
      readonly unlisted: readonly string[];
    };

type CompanyMissionsEvent = EventOfType<'CompanyMissionListed' | 'CompanyMissionsClosed'>;

/**
 * The missions posted for one company (stream `companymissions-<id>`): each post lists its
 * mission here in the same append, and deleting the company closes the list. Both expect the
 * revision they read, so a mission posted while the company is deleted is either withdrawn
 * with the rest or refused.
 */
export const companyMissionsDecider: Decider<
  CompanyMissionsState,
  CompanyMissionsCommand,
  CompanyMissionsEvent
> = {
  initialState: { missionIds: [], closed: false },

  evolve(state: CompanyMissionsState, event: DomainEvent): CompanyMissionsState {
    switch (event.type) {
      case 'CompanyMissionListed':
        return { ...state, missionIds: [...state.missionIds, event.data.mission_id] };
      case 'CompanyMissionsClosed':
        return { ...state, closed: true };
      default:
        return state;
    }
  },

  decide(command: CompanyMissionsCommand, state: CompanyMissionsState): CompanyMissionsEvent[] {
    if (state.closed) throw new DomainRuleViolation('not_found', COMPANY_TEXTS.companyNotFound);
    switch (command.kind) {
      case 'List':
        return [
          {
            type: 'CompanyMissionListed',
            data: { company_id: command.companyId, mission_id: command.missionId },
          },
        ];
      case 'Close':
        return [
          {
            type: 'CompanyMissionsClosed',
            data: {
              company_id: command.companyId,
              mission_ids: [...new Set([...state.missionIds, ...command.unlisted])],
            },
          },
        ];
    }
  },
};
