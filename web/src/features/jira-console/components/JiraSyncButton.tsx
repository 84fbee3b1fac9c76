import { COMPANY_TEXTS, JIRA_CONSOLE_TEXTS } from '@morphic/contracts';
import { Button } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { companiesApi } from '../../../lib/api/clients';
import { useConsoleCommand } from '../../companies-console/hooks/useConsoleCommand';

/** Imports the company's Jira issues as missions: "Download triggered: {n}" (spec 03). */
export function JiraSyncButton({ companyId, disabled }: { companyId: string; disabled: boolean }) {
  const sync = useConsoleCommand(async () => {
    const synced = await companiesApi.adminCompanySync({ params: { id: companyId } });
    return { message: COMPANY_TEXTS.jira.downloadTriggered(synced.tasks_synced) };
  }, COMPANY_TEXTS.jira.consoleSyncFailed);
  return (
    <Button
      variant="light"
      leftSection={<IconCloudDownload size={16} />}
      loading={sync.isPending}
      disabled={disabled}
      onClick={() => sync.mutate()}
      data-testid="jira-sync"
    >
      {JIRA_CONSOLE_TEXTS.sync}
    </Button>
  );
}
