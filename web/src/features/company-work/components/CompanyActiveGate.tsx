import { COMPANY_WORK_TEXTS, MESSAGES, type CompanyRepPermissions } from '@morphic/contracts';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CompanyHolding } from '../../company-dashboard/components/CompanyHolding';
import { PageNotice } from '../../shell/components/PageNotice';
import { useSession } from '../../session/hooks/useSession';
import { companyPageBlock } from '../access';

/**
 * A company representative's working page: the holding message while the company is not
 * active (spec 02 section 4), a notice without the permission the page needs, else the page.
 * Both follow the session live (`company.updated`); the server refuses the same.
 */
export function CompanyActiveGate({
  permission,
  children,
}: {
  permission?: keyof CompanyRepPermissions;
  children: ReactNode;
}) {
  const { user } = useSession();
  if (!user) return null;
  switch (companyPageBlock(user, permission)) {
    case null:
      return children;
    case 'holding':
      return (
        <CompanyHolding
          status={user.company_status === 'suspended' ? 'suspended' : 'pending_verification'}
        />
      );
    case 'permission':
      return (
        <PageNotice
          icon={<IconLock size={28} />}
          title={MESSAGES.accessDeniedTitle}
          message={permission && COMPANY_WORK_TEXTS.permissionRequired(permission)}
          color="gray"
          testId="company-permission-required"
        />
      );
  }
}
