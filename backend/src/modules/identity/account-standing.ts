import { formatRoles, type CompanyStatus, type OperatorStatus } from '@morphic/contracts';
import type { CompanyRepStatus } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import type { Fold } from '#infrastructure/commands/decision';

/**
 * What decides whether an account may sign in or be impersonated, folded from the account's own
 * stream (`operator-<id>`, `companyrep-<id>` or `company-<id>`): a password, a role or a
 * suspension recorded a moment ago counts, however far the read models are behind.
 */
export interface AccountStanding {
  readonly exists: boolean;
  /** The roles as recorded (a company representative or account has none). */
  readonly role: string;
  /** An operator's handle: a founder may be named by it (`FOUNDER_USERNAMES`). */
  readonly username: string;
  /** The account's status; for a company account, the company's. */
  readonly status: OperatorStatus | CompanyRepStatus | CompanyStatus;
  /** Null for a company registered by an admin, which has no sign-in of its own. */
  readonly passwordHash: string | null;
}

const NO_ACCOUNT: AccountStanding = {
  exists: false,
  role: '',
  username: '',
  status: 'active',
  passwordHash: null,
};

export const accountStandingFold: Fold<AccountStanding> = {
  initialState: NO_ACCOUNT,
  evolve(state: AccountStanding, event: DomainEvent): AccountStanding {
    switch (event.type) {
      case 'OperatorRegistered':
        return {
          exists: true,
          role: event.data.role,
          username: event.data.username,
          status: 'active',
          passwordHash: event.data.password_hash,
        };
      case 'CompanyRepRegistered':
        return {
          exists: true,
          role: '',
          username: event.data.email,
          status: event.data.status,
          passwordHash: event.data.password_hash,
        };
      case 'CompanyRegistered':
        return {
          exists: true,
          role: '',
          username: event.data.email,
          status: event.data.status,
          passwordHash: event.data.password_hash ?? null,
        };
      case 'OperatorRolesChanged':
        return { ...state, role: formatRoles(event.data.roles) };
      case 'OperatorDetailsChanged':
        return { ...state, username: event.data.changes.handle ?? state.username };
      case 'OperatorStatusChanged':
      case 'CompanyRepStatusChanged':
      case 'CompanyStatusChanged':
        return { ...state, status: event.data.status };
      case 'OperatorPasswordSetByAdmin':
      case 'PasswordResetCompleted':
        return { ...state, passwordHash: event.data.password_hash };
      case 'OperatorDeleted':
      case 'CompanyRepDeleted':
      case 'CompanyDeleted':
        return { ...state, exists: false, passwordHash: null };
      default:
        return state;
    }
  },
};
