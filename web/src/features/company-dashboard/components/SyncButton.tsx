import {
  COMPANY_JIRA_TEXTS,
  COMPANY_TEXTS,
  type CompanyOverviewResponse,
} from '@morphic/contracts';
import { Alert, Button } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { companiesApi } from '../../../lib/api/clients';
import { errorText } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';

const TEXTS = COMPANY_TEXTS.dashboard;

/**
 * Imports the company's Jira issues as tasks; the new tasks arrive through their pushes. While
 * no Jira is connected there is nothing to import: the button says so before it is pressed.
 */
export function SyncButton({ company }: { company: CompanyOverviewResponse['company'] }) {
  const sync = useMutation({
    mutationFn: () => companiesApi.companyRepTriggerSync({}),
    onSuccess: (result) => showToast({ message: result.message, color: 'teal' }),
    onError: (error) =>
      showToast({ message: TEXTS.syncFailed(errorText(error, TEXTS.unknownError)), color: 'red' }),
  });
  const connected = company.jira_state.state !== 'not_connected';
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      loading={sync.isPending}
      disabled={!connected}
      onClick={() => sync.mutate()}
      aria-describedby={connected ? undefined : NOT_CONNECTED_ID}
      data-testid="company-sync"
    >
      {TEXTS.sync}
    </Button>
  );
}

const NOT_CONNECTED_ID = 'company-jira-not-connected';

/** Who can connect the company's Jira, for a representative who cannot. */
export function JiraNotConnected({ companyName }: { companyName: string }) {
  return (
    <Alert
      id={NOT_CONNECTED_ID}
      color="gray"
      variant="light"
      icon={<IconPlugConnectedX size={18} />}
      data-testid={NOT_CONNECTED_ID}
    >
      {COMPANY_JIRA_TEXTS.notConnected(companyName)}
    </Alert>
  );
}
