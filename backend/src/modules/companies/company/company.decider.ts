import { COMPANY_TEXTS, type CompanyStatus } from '@morphic/contracts';
import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';
import { changesNothing, withChanges } from '../field-changes';

/** What an admin may edit of a company: everything the company form shows. */
export type CompanyDetails = Omit<EventData<'CompanyUpdated'>, 'company_id'>;

/**
 * A company's own stream (`company-<id>`): its registration, details, status, the
 * representatives who joined it, and its deletion.
 */
export interface CompanyState {
  readonly companyId: string | null;
  readonly status: CompanyStatus | null;
  readonly details: CompanyDetails | null;
  /** Every representative that joined (deleted ones too: their own streams say so). */
  readonly repIds: readonly string[];
  /** Every Jira account connected (removed ones too: their own streams say so). */
  readonly jiraAccountIds: readonly string[];
  readonly deleted: boolean;
}

export type CompanyCommand =
  | { readonly kind: 'Register'; readonly company: EventData<'CompanyRegistered'> }
  | { readonly kind: 'ChangeStatus'; readonly status: CompanyStatus }
  | { readonly kind: 'Update'; readonly changes: Partial<CompanyDetails> }
  | { readonly kind: 'AddRep'; readonly repId: string }
  | { readonly kind: 'AddJiraAccount'; readonly accountId: string }
  | { readonly kind: 'ChoosePrimaryJiraAccount'; readonly accountId: string }
  | { readonly kind: 'Delete' };

type CompanyEvent = EventOfType<
  | 'CompanyRegistered'
  | 'CompanyStatusChanged'
  | 'CompanyUpdated'
  | 'CompanyRepJoined'
  | 'CompanyJiraAccountAdded'
  | 'CompanyPrimaryJiraAccountChosen'
  | 'CompanyDeleted'
>;

function detailsOf({ company_id: _id, ...details }: EventData<'CompanyUpdated'>): CompanyDetails {
  return details;
}

/** Whether the stream holds a company that was not deleted. */
export const companyExists = (state: CompanyState): boolean =>
  state.companyId !== null && !state.deleted;

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: {
    companyId: null,
    status: null,
    details: null,
    repIds: [],
    jiraAccountIds: [],
    deleted: false,
  },

  evolve(state: CompanyState, event: DomainEvent): CompanyState {
    switch (event.type) {
      case 'CompanyRegistered': {
        const { status, password_hash: _hash, ...registered } = event.data;
        return {
          ...state,
          companyId: registered.company_id,
          status,
          details: detailsOf(registered),
        };
      }
      case 'CompanyStatusChanged':
        return { ...state, companyId: event.data.company_id, status: event.data.status };
      case 'CompanyUpdated':
        return { ...state, details: detailsOf(event.data) };
      case 'CompanyRepJoined':
        return { ...state, repIds: [...state.repIds, event.data.rep_id] };
      case 'CompanyJiraAccountAdded':
        return { ...state, jiraAccountIds: [...state.jiraAccountIds, event.data.account_id] };
      case 'CompanyDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },

  decide(command: CompanyCommand, state: CompanyState): CompanyEvent[] {
    if (command.kind === 'Register') {
      if (state.companyId !== null) {
        throw new DomainRuleViolation('conflict', COMPANY_TEXTS.companyNameTaken);
      }
      return [{ type: 'CompanyRegistered', data: command.company }];
    }
    const { companyId, status, details } = state;
    if (!companyExists(state) || companyId === null || status === null || details === null) {
      throw new DomainRuleViolation('not_found', COMPANY_TEXTS.companyNotFound);
    }
    switch (command.kind) {
      case 'ChangeStatus':
        if (status === command.status) return [];
        return [
          {
            type: 'CompanyStatusChanged',
            data: { company_id: companyId, status: command.status, previous_status: status },
          },
        ];
      case 'Update':
        if (changesNothing(details, command.changes)) return [];
        return [
          {
            type: 'CompanyUpdated',
            data: { company_id: companyId, ...withChanges(details, command.changes) },
          },
        ];
      case 'AddRep':
        return [
          { type: 'CompanyRepJoined', data: { company_id: companyId, rep_id: command.repId } },
        ];
      case 'AddJiraAccount':
        return [
          {
            type: 'CompanyJiraAccountAdded',
            data: { company_id: companyId, account_id: command.accountId },
          },
        ];
      case 'ChoosePrimaryJiraAccount':
        return [
          {
            type: 'CompanyPrimaryJiraAccountChosen',
            data: { company_id: companyId, account_id: command.accountId },
          },
        ];
      case 'Delete':
        return [
          {
            type: 'CompanyDeleted',
            data: { company_id: companyId, company_name: details.company_name },
          },
        ];
    }
  },
};
