import type { CompanyRepPermissions, SessionUser } from '@morphic/contracts';
import { isCompanyActive } from '../session/roles';

/**
 * What keeps a representative's working page from its content: the company not active yet
 * ('holding'), or the permission the page needs missing; null when the page is open.
 */
export function companyPageBlock(
  user: Pick<SessionUser, 'company_status' | 'permissions'>,
  permission?: keyof CompanyRepPermissions,
): 'holding' | 'permission' | null {
  if (!isCompanyActive(user)) return 'holding';
  if (permission && user.permissions?.[permission] !== true) return 'permission';
  return null;
}
