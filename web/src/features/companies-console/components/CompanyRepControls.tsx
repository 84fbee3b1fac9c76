import {
  COMPANIES_CONSOLE_TEXTS,
  type AdminCompanyRep,
  type CompanyRepStatus,
} from '@morphic/contracts';
import { Switch } from '@mantine/core';
import { companiesApi } from '../../../lib/api/clients';
import { useConsoleCommand } from '../hooks/useConsoleCommand';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { StatusSelect } from './StatusSelect';

const TEXTS = COMPANIES_CONSOLE_TEXTS.repsTab;

/** The representative's status; any but active signs them out at once. */
export function RepStatusControl({ rep }: { rep: AdminCompanyRep }) {
  const setStatus = useConsoleCommand(
    (status: CompanyRepStatus) =>
      companiesApi.adminCompanyRepStatus({ params: { id: rep.id }, body: { status } }),
    COMPANIES_CONSOLE_TEXTS.failedToUpdateRep,
  );
  return (
    <StatusSelect
      status={rep.status}
      pending={setStatus.isPending ? setStatus.variables : undefined}
      onChange={(status) => setStatus.mutate(status)}
      label={`${TEXTS.columns.status}: ${rep.full_name}`}
      testId={`rep-status-select-${rep.id}`}
    />
  );
}

/** Whether the representative is verified (spec 03: apart from their status). */
export function RepVerifiedSwitch({ rep }: { rep: AdminCompanyRep }) {
  const setVerified = useConsoleCommand(
    (isVerified: boolean) =>
      companiesApi.adminCompanyRepVerification({
        params: { id: rep.id },
        body: { is_verified: isVerified },
      }),
    COMPANIES_CONSOLE_TEXTS.failedToUpdateRep,
  );
  return (
    <Switch
      aria-label={`${TEXTS.columns.verified}: ${rep.full_name}`}
      checked={setVerified.isPending ? setVerified.variables : rep.is_verified}
      disabled={setVerified.isPending}
      onChange={(event) => setVerified.mutate(event.currentTarget.checked)}
      data-testid={`rep-verified-${rep.id}`}
    />
  );
}

/** Deletes the representative, once confirmed. */
export function DeleteRepAction({ rep, iconOnly }: { rep: AdminCompanyRep; iconOnly: boolean }) {
  const remove = useConsoleCommand(
    () => companiesApi.adminDeleteCompanyRep({ params: { id: rep.id } }),
    COMPANIES_CONSOLE_TEXTS.failedToDeleteRep,
  );
  return (
    <ConfirmDeleteButton
      title={TEXTS.deleteTitle}
      body={TEXTS.deleteBody(rep.full_name)}
      confirmLabel={TEXTS.deleteConfirm}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      iconOnly={iconOnly}
      testId={`delete-rep-${rep.id}`}
    />
  );
}
