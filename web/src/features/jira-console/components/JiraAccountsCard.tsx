import {
  COMPANY_TEXTS,
  JIRA_CONSOLE_TEXTS,
  type AdminCompany,
  type JiraAccountsResponse,
} from '@morphic/contracts';
import { Button, Card, Collapse, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlugConnected, IconPlus, IconX } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { JiraStateBadge } from '../../jira-state/components/JiraStateBadge';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { JiraAccountCreateForm } from './JiraAccountCreateForm';
import { JiraAccountRow } from './JiraAccountRow';
import { JiraCard } from './JiraCard';
import { JiraSyncButton } from './JiraSyncButton';

const TEXTS = JIRA_CONSOLE_TEXTS;

function AccountRows({
  accounts,
  selectedId,
  onSelect,
}: {
  accounts: UseQueryResult<JiraAccountsResponse>;
  selectedId: string | null;
  onSelect: (accountId: string) => void;
}) {
  if (accounts.isPending) {
    return (
      <Stack gap={8} data-testid="jira-accounts-loading">
        {[0, 1].map((key) => (
          <Skeleton key={key} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (accounts.isError) {
    return (
      <LoadFailedAlert
        title={COMPANY_TEXTS.jira.failedToFetchAccounts}
        onRetry={() => void accounts.refetch()}
        retrying={accounts.isFetching}
        testId="jira-accounts-error"
      />
    );
  }
  if (accounts.data.accounts.length === 0) {
    return (
      <Stack gap={2} py="md" ta="center" data-testid="jira-accounts-empty">
        <Text fw={700}>{COMPANY_TEXTS.jira.noAccounts}</Text>
        <Text size="sm" c="dimmed">
          {TEXTS.emptyHint}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {accounts.data.accounts.map((account) => (
        <JiraAccountRow
          key={account.id}
          account={account}
          selected={account.id === selectedId}
          onSelect={() => onSelect(account.id)}
        />
      ))}
    </Stack>
  );
}

/** The company's Jira accounts: the list in its states, the create form and the Sync. */
export function JiraAccountsCard({
  company,
  accounts,
  selectedId,
  onSelect,
}: {
  company: AdminCompany;
  accounts: UseQueryResult<JiraAccountsResponse>;
  selectedId: string | null;
  onSelect: (accountId: string) => void;
}) {
  const [creating, create] = useDisclosure(false);
  const count = accounts.data?.accounts.length ?? 0;
  return (
    <JiraCard
      icon={IconPlugConnected}
      title={TEXTS.title}
      badge={<JiraStateBadge jira={company.jira_state} testId="company-jira" />}
      actions={
        <Group gap="xs">
          <JiraSyncButton companyId={company.id} disabled={count === 0} />
          <Button
            variant={creating ? 'default' : 'filled'}
            leftSection={creating ? <IconX size={16} /> : <IconPlus size={16} />}
            onClick={create.toggle}
            data-testid="jira-add-account"
          >
            {creating ? TEXTS.cancel : TEXTS.addAccount}
          </Button>
        </Group>
      }
      intro={TEXTS.subtitle}
      testId="jira-accounts"
    >
      <Collapse expanded={creating}>
        <Card withBorder radius="md" padding="md" bg="var(--mantine-color-gray-0)">
          {creating && <JiraAccountCreateForm companyId={company.id} onCreated={create.close} />}
        </Card>
      </Collapse>
      <AccountRows accounts={accounts} selectedId={selectedId} onSelect={onSelect} />
    </JiraCard>
  );
}
