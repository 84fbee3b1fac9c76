import { COMPANY_TEXTS, JIRA_CONSOLE_TEXTS, type JiraAccountView } from '@morphic/contracts';
import { Divider, Select, Stack, Text } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { CalibrationControls } from './CalibrationControls';
import { JiraAccountSettingsForm } from './JiraAccountSettingsForm';
import { JiraCard } from './JiraCard';
import { JiraTests } from './JiraTests';
import { WebhookUrl } from './WebhookUrl';

const TEXTS = JIRA_CONSOLE_TEXTS.settings;

/** The selected account's settings, webhook URL, tests and calibration (spec 03). */
export function JiraAccountPanel({
  companyId,
  accounts,
  selected,
  onSelect,
}: {
  companyId: string;
  accounts: readonly JiraAccountView[];
  selected: JiraAccountView | null;
  onSelect: (accountId: string | null) => void;
}) {
  return (
    <JiraCard icon={IconAdjustments} title={TEXTS.title} testId="jira-account-panel">
      <Select
        label={TEXTS.account}
        placeholder={COMPANY_TEXTS.jira.selectAccountFirst}
        data={accounts.map((account) => ({ value: account.id, label: account.account_name }))}
        value={selected?.id ?? null}
        onChange={onSelect}
        allowDeselect={false}
        data-testid="jira-account-select"
      />
      {selected ? (
        // Keyed: another account starts from its own values and no test outcome.
        <Stack gap="md" key={selected.id}>
          <JiraAccountSettingsForm account={selected} />
          <WebhookUrl url={selected.webhook_url} secret={selected.webhook_secret} />
          <Divider />
          <JiraTests accountId={selected.id} />
          <Divider />
          <CalibrationControls companyId={companyId} accountId={selected.id} />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" data-testid="jira-select-first">
          {COMPANY_TEXTS.jira.selectAccountFirst}
        </Text>
      )}
    </JiraCard>
  );
}
