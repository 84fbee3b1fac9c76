import {
  IMPERSONATION_TEXTS,
  type CompanyRepPermissions,
  type CompanyRepStatus,
} from '@morphic/contracts';
import type { DomainEvent, EventData, EventOfType } from '@morphic/contracts/server';
import { DomainRuleViolation, type Decider } from '#infrastructure/commands/decider';
import { changesNothing, formerValues, withChanges } from '../field-changes';

/** What an admin may edit of a representative. */
export type CompanyRepProfile = Omit<
  EventData<'CompanyRepUpdated'>,
  'rep_id' | 'company_id' | 'previous'
>;

/** The fields to change; a permission flag left out keeps its value. */
export type CompanyRepChanges = Partial<Omit<CompanyRepProfile, 'permissions'>> & {
  readonly permissions?: Partial<CompanyRepPermissions> | undefined;
};

/** A representative's stream (`companyrep-<id>`): registration, edits, status, deletion. */
export interface CompanyRepState {
  readonly repId: string | null;
  readonly companyId: string | null;
  readonly profile: CompanyRepProfile | null;
  readonly status: CompanyRepStatus | null;
  readonly isVerified: boolean;
  readonly deleted: boolean;
}

export type CompanyRepCommand =
  | { readonly kind: 'Register'; readonly registration: EventData<'CompanyRepRegistered'> }
  | { readonly kind: 'Update'; readonly changes: CompanyRepChanges }
  | { readonly kind: 'ChangeStatus'; readonly status: CompanyRepStatus }
  | { readonly kind: 'SetVerification'; readonly isVerified: boolean }
  | { readonly kind: 'Delete'; readonly reason: EventData<'CompanyRepDeleted'>['reason'] };

type CompanyRepEvent = EventOfType<
  | 'CompanyRepRegistered'
  | 'CompanyRepUpdated'
  | 'CompanyRepStatusChanged'
  | 'CompanyRepVerificationSet'
  | 'CompanyRepDeleted'
>;

/** Whether the stream holds a representative that was not deleted. */
export const companyRepExists = (state: CompanyRepState): boolean =>
  state.repId !== null && !state.deleted;

function profileOf(data: EventData<'CompanyRepUpdated'>): CompanyRepProfile {
  const { rep_id: _rep, company_id: _company, previous: _previous, ...profile } = data;
  return profile;
}

export const companyRepDecider: Decider<CompanyRepState, CompanyRepCommand, CompanyRepEvent> = {
  initialState: {
    repId: null,
    companyId: null,
    profile: null,
    status: null,
    isVerified: false,
    deleted: false,
  },

  evolve(state: CompanyRepState, event: DomainEvent): CompanyRepState {
    switch (event.type) {
      case 'CompanyRepRegistered': {
        const { password_hash: _hash, status, ...registered } = event.data;
        return {
          ...state,
          repId: registered.rep_id,
          companyId: registered.company_id,
          profile: profileOf({ ...registered, is_primary_contact: false }),
          status,
          isVerified: status !== 'pending_verification',
        };
      }
      case 'CompanyRepUpdated':
        return { ...state, profile: profileOf(event.data) };
      case 'CompanyRepStatusChanged':
        return { ...state, status: event.data.status };
      case 'CompanyRepVerificationSet':
        return { ...state, isVerified: event.data.is_verified };
      case 'CompanyRepDeleted':
        return { ...state, deleted: true };
      default:
        return state;
    }
  },

  decide(command: CompanyRepCommand, state: CompanyRepState): CompanyRepEvent[] {
    if (command.kind === 'Register') {
      if (state.repId !== null) {
        throw new DomainRuleViolation('conflict', 'This representative already exists');
      }
      return [{ type: 'CompanyRepRegistered', data: command.registration }];
    }
    const { repId, companyId, profile, status } = state;
    if (!companyRepExists(state) || !repId || !companyId || !profile || !status) {
      throw new DomainRuleViolation('not_found', IMPERSONATION_TEXTS.companyRepNotFound);
    }
    const ids = { rep_id: repId, company_id: companyId };
    switch (command.kind) {
      case 'Update': {
        const { permissions, ...fields } = command.changes;
        const changes = {
          ...fields,
          permissions: permissions && withChanges(profile.permissions, permissions),
        };
        if (changesNothing(profile, changes)) return [];
        const updated = withChanges(profile, changes);
        return [
          {
            type: 'CompanyRepUpdated',
            data: { ...ids, ...updated, previous: formerValues(profile, updated) },
          },
        ];
      }
      case 'ChangeStatus':
        if (status === command.status) return [];
        return [
          {
            type: 'CompanyRepStatusChanged',
            data: { ...ids, status: command.status, previous_status: status },
          },
        ];
      case 'SetVerification':
        if (state.isVerified === command.isVerified) return [];
        return [
          { type: 'CompanyRepVerificationSet', data: { ...ids, is_verified: command.isVerified } },
        ];
      case 'Delete':
        return [{ type: 'CompanyRepDeleted', data: { ...ids, reason: command.reason } }];
    }
  },
};
