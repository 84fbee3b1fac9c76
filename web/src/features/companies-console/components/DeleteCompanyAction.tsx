import { COMPANIES_CONSOLE_TEXTS, type AdminCompany } from '@morphic/contracts';
import { companiesApi } from '../../../lib/api/clients';
import { useConsoleCommand } from '../hooks/useConsoleCommand';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

const TEXTS = COMPANIES_CONSOLE_TEXTS.companiesTab;

/** Deletes the company with its missions, Jira accounts and representatives, once confirmed. */
export function DeleteCompanyAction({
  company,
  iconOnly,
}: {
  company: AdminCompany;
  iconOnly: boolean;
}) {
  const remove = useConsoleCommand(
    () => companiesApi.adminDeleteCompany({ params: { id: company.id } }),
    COMPANIES_CONSOLE_TEXTS.failedToDeleteCompany,
  );
  return (
    <ConfirmDeleteButton
      title={TEXTS.deleteTitle}
      body={TEXTS.deleteBody(company.company_name)}
      confirmLabel={TEXTS.deleteConfirm}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      iconOnly={iconOnly}
      testId={`delete-company-${company.id}`}
    />
  );
}
