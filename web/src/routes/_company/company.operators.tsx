import { createFileRoute } from '@tanstack/react-router';
import { companyPageBlock } from '../../features/company-work/access';
import { CompanyOperatorsPage } from '../../features/company-work/components/CompanyOperatorsPage';
import { companyOperatorsQuery } from '../../features/company-work/queries';
import { loadScreenData } from '../../lib/route-data';

export const Route = createFileRoute('/_company/company/operators')({
  loader: ({ context: { queryClient, user } }) =>
    companyPageBlock(user) === null && loadScreenData(queryClient, companyOperatorsQuery()),
  component: CompanyOperatorsPage,
});
