import { COMPANY_WORK_TEXTS, formatReward, type PaymentTotals } from '@morphic/contracts';
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';

function Amount({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={800} fz={22} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** What the company owes for validated missions and has paid, per reward asset. */
export function PaymentSummary({ totals }: { totals: readonly PaymentTotals[] }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid="company-payment-summary">
      <Group gap="sm" mb="sm">
        <ThemeIcon variant="light" color="green" radius="md">
          <IconReceipt size={18} />
        </ThemeIcon>
        <Text fw={700}>{COMPANY_WORK_TEXTS.paymentsTitle}</Text>
      </Group>
      {totals.length === 0 ? (
        <Text size="sm" c="dimmed">
          {COMPANY_WORK_TEXTS.noPayments}
        </Text>
      ) : (
        <Stack gap="sm">
          {totals.map(({ reward_asset, rewards_owed, paid }) => (
            <SimpleGrid key={reward_asset} cols={2} spacing="md">
              <Amount
                label={COMPANY_WORK_TEXTS.rewardsOwed}
                value={formatReward(rewards_owed, reward_asset)}
                testId={`payments-owed-${reward_asset}`}
              />
              <Amount
                label={COMPANY_WORK_TEXTS.paid}
                value={formatReward(paid, reward_asset)}
                testId={`payments-paid-${reward_asset}`}
              />
            </SimpleGrid>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
