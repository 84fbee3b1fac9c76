import { COMPANY_TEXTS } from '@morphic/contracts';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { companiesApi } from '../../../lib/api/clients';
import { errorText } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';

const TEXTS = COMPANY_TEXTS.dashboard;

/** Imports the company's Jira issues as tasks; the new tasks arrive through their pushes. */
export function SyncButton() {
  const sync = useMutation({
    mutationFn: () => companiesApi.companyRepTriggerSync({}),
    onSuccess: (result) => showToast({ message: result.message, color: 'teal' }),
    onError: (error) =>
      showToast({ message: TEXTS.syncFailed(errorText(error, TEXTS.unknownError)), color: 'red' }),
  });
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      loading={sync.isPending}
      onClick={() => sync.mutate()}
      data-testid="company-sync"
    >
      {TEXTS.sync}
    </Button>
  );
}
