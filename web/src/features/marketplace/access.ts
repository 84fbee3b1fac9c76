import type { SessionUser } from '@morphic/contracts';
import { companyPageBlock } from '../company-work/access';
import { isFounder } from '../session/roles';

/**
 * Who may use the marketplace and post tasks (spec 02 section 2): operators who completed
 * onboarding, and founders. Company representatives are not asked to onboard, but the
 * marketplace lists work for operators, so they get their own notice.
 */
export type MarketplaceGate = 'open' | 'onboarding' | 'company_rep';

export function marketplaceGate(
  user: Pick<SessionUser, 'type' | 'role' | 'roles' | 'onboarding_completed'>,
): MarketplaceGate {
  if (user.type === 'company_rep') return 'company_rep';
  if (isFounder(user) || user.onboarding_completed) return 'open';
  return 'onboarding';
}

/**
 * Where a user goes on to find work: the marketplace once it is open to them, onboarding
 * before; a company representative finds none here (null).
 */
export function workEntryPath(
  user: Pick<SessionUser, 'type' | 'role' | 'roles' | 'onboarding_completed'>,
): '/marketplace' | '/onboarding' | null {
  switch (marketplaceGate(user)) {
    case 'open':
      return '/marketplace';
    case 'onboarding':
      return '/onboarding';
    case 'company_rep':
      return null;
  }
}

/**
 * Whether the marketplace list is open to the user: to whoever may take its tasks, and read
 * only to a company representative whose company is active.
 */
export function marketplaceReadable(
  user: Pick<
    SessionUser,
    'type' | 'role' | 'roles' | 'onboarding_completed' | 'company_status' | 'permissions'
  >,
): boolean {
  const gate = marketplaceGate(user);
  return gate === 'open' || (gate === 'company_rep' && companyPageBlock(user) === null);
}
