import { formatRoles, type ImpersonationTarget } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import type { Fold } from '../../../infrastructure/commands/decision';

/**
 * What decides whether an account may be impersonated, folded from the account's own stream
 * (`operator-<id>` or `companyrep-<id>`): a role or a suspension given a moment ago counts,
 * however far the read models are behind.
 */
export interface ImpersonationStanding {
  readonly exists: boolean;
  /** The roles as recorded (a company representative has none). */
  readonly role: string;
  /** An operator's handle: a founder may be named by it (`FOUNDER_USERNAMES`). */
  readonly username: string;
  readonly status: ImpersonationTarget['status'];
}

export const impersonationStandingFold: Fold<ImpersonationStanding> = {
  initialState: { exists: false, role: '', username: '', status: 'active' },
  evolve(state: ImpersonationStanding, event: DomainEvent): ImpersonationStanding {
    switch (event.type) {
      case 'OperatorRegistered':
        return {
          exists: true,
          role: event.data.role,
          username: event.data.username,
          status: 'active',
        };
      case 'OperatorRolesChanged':
        return { ...state, role: formatRoles(event.data.roles) };
      case 'OperatorStatusChanged':
        return { ...state, status: event.data.status };
      case 'OperatorDetailsChanged':
        return { ...state, username: event.data.changes.handle ?? state.username };
      case 'CompanyRepRegistered':
        return { exists: true, role: '', username: event.data.email, status: event.data.status };
      case 'CompanyRepStatusChanged':
        return { ...state, status: event.data.status };
      case 'OperatorDeleted':
      case 'CompanyRepDeleted':
        return { ...state, exists: false };
      default:
        return state;
    }
  },
};
