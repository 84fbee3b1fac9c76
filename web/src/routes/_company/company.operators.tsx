import { createFileRoute } from '@tanstack/react-router';
import { companyPageBlock } from '../../features/company-work/access';
import {
  CompanyOperatorsFailed,
  CompanyOperatorsLoading,
  CompanyOperatorsPage,
} from '../../features/company-work/components/CompanyOperatorsPage';
import { companyOperatorsQuery } from '../../features/company-work/queries';
import { ensureScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_company/company/operators')({
  loader: ({ context: { queryClient, user } }) =>
    companyPageBlock(user) === null && ensureScreenData(queryClient, companyOperatorsQuery()),
  pendingComponent: CompanyOperatorsLoading,
  errorComponent: CompanyOperatorsFailed,
  component: CompanyOperatorsPage,
});
