import { COMPANIES_CONSOLE_TEXTS, type AdminCompany, type CompanyStatus } from '@morphic/contracts';
import { companiesApi } from '../../../lib/api/clients';
import { useConsoleCommand } from '../hooks/useConsoleCommand';
import { StatusSelect } from './StatusSelect';

/** The company's status, set from its row; its representatives' open pages follow live. */
export function CompanyStatusControl({ company }: { company: AdminCompany }) {
  const setStatus = useConsoleCommand(
    (status: CompanyStatus) =>
      companiesApi.adminCompanyStatus({ params: { id: company.id }, body: { status } }),
    COMPANIES_CONSOLE_TEXTS.failedToUpdateCompanyStatus,
  );
  return (
    <StatusSelect
      status={company.status}
      pending={setStatus.isPending ? setStatus.variables : undefined}
      onChange={(status) => setStatus.mutate(status)}
      label={`${COMPANIES_CONSOLE_TEXTS.companiesTab.columns.status}: ${company.company_name}`}
      testId={`company-status-select-${company.id}`}
    />
  );
}
