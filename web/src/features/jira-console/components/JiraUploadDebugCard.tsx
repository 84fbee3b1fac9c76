import { JIRA_CONSOLE_TEXTS } from '@morphic/contracts';
import { Button } from '@mantine/core';
import { IconBug } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { companiesApi } from '../../../lib/api/clients';
import { notifyFailure } from '../../../lib/notify-failure';
import { JiraCard } from './JiraCard';
import { JiraDebugReport } from './JiraDebugReport';
import { JiraUploadConfig } from './JiraUploadConfig';

const TEXTS = JIRA_CONSOLE_TEXTS.debug;

/** The company's upload configuration, and a walk through what an upload needs (spec 03). */
export function JiraUploadDebugCard({ companyId }: { companyId: string }) {
  const debug = useMutation({
    mutationFn: () => companiesApi.debugJiraUpload({ params: { id: companyId } }),
    onError: (error) => notifyFailure(error, TEXTS.failedToRun),
  });
  return (
    <JiraCard
      icon={IconBug}
      title={TEXTS.title}
      actions={
        <Button
          variant="light"
          loading={debug.isPending}
          onClick={() => debug.mutate()}
          data-testid="jira-debug-run"
        >
          {TEXTS.run}
        </Button>
      }
      intro={TEXTS.hint}
      testId="jira-debug"
    >
      <JiraUploadConfig companyId={companyId} />
      {debug.data && <JiraDebugReport report={debug.data} />}
    </JiraCard>
  );
}
