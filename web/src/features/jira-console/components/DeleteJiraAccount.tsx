import { COMPANY_TEXTS, JIRA_CONSOLE_TEXTS, type JiraAccountView } from '@morphic/contracts';
import { companiesApi } from '../../../lib/api/clients';
import { ConfirmDeleteButton } from '../../companies-console/components/ConfirmDeleteButton';
import { useConsoleCommand } from '../../companies-console/hooks/useConsoleCommand';

/** Deletes the account with the missions imported from it, once confirmed (spec 03). */
export function DeleteJiraAccount({ account }: { account: JiraAccountView }) {
  const remove = useConsoleCommand(
    () => companiesApi.deleteJiraAccount({ params: { id: account.id } }),
    COMPANY_TEXTS.jira.failedToDeleteAccount,
  );
  return (
    <ConfirmDeleteButton
      title={JIRA_CONSOLE_TEXTS.deleteTitle}
      body={JIRA_CONSOLE_TEXTS.deleteBody(account.account_name)}
      confirmLabel={JIRA_CONSOLE_TEXTS.deleteConfirm}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      iconOnly={false}
      testId={`jira-delete-${account.id}`}
    />
  );
}
