import { PLATFORM_FIGURES_TEXTS, type AssetRewards } from '@morphic/contracts';
import { Alert, Center, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCoins, IconInfoCircle } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ConsoleCards, ConsoleTable } from '../../system/components/ConsoleRows';
import { rewardEconomyQuery } from '../queries';
import { FigureCard } from './FigureCard';
import { FiguresHeader } from './FiguresHeader';

const TEXTS = PLATFORM_FIGURES_TEXTS.rewards;
const amount = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

const rowKey = (row: AssetRewards) => row.asset;
const rowTestId = (row: AssetRewards) => `reward-asset-${row.asset}`;

function AssetRows({ assets }: { assets: readonly AssetRewards[] }) {
  const wide = useMediaQuery('(min-width: 48em)', true);
  const { columns } = TEXTS;
  const earned = (row: AssetRewards) => `${amount.format(row.earned_total)} (${row.earned_count})`;
  const paid = (row: AssetRewards) => `${amount.format(row.paid_total)} (${row.paid_count})`;
  if (!wide) {
    return (
      <ConsoleCards rows={assets} rowKey={rowKey} rowTestId={rowTestId}>
        {(row) => (
          <SimpleGrid cols={2} spacing="xs">
            <Text fw={700}>{row.asset}</Text>
            <span />
            <Text size="sm">
              {columns.earned}: {earned(row)}
            </Text>
            <Text size="sm">
              {columns.paid}: {paid(row)}
            </Text>
            <Text size="sm">
              {columns.outstanding}: {amount.format(row.outstanding_total)}
            </Text>
          </SimpleGrid>
        )}
      </ConsoleCards>
    );
  }
  return (
    <ConsoleTable
      rows={assets}
      rowKey={rowKey}
      rowTestId={rowTestId}
      columns={[
        { label: columns.asset },
        { label: columns.earned, align: 'right' },
        { label: columns.paid, align: 'right' },
        { label: columns.outstanding, align: 'right' },
      ]}
      cells={(row) => [
        <Text key="asset" fw={700}>
          {row.asset}
        </Text>,
        earned(row),
        paid(row),
        amount.format(row.outstanding_total),
      ]}
    />
  );
}

/** The reward-economy tab: rewards earned and paid per asset, and the credits awarded. */
export function RewardEconomyTab() {
  const { data } = useSuspenseQuery(rewardEconomyQuery());
  return (
    <Stack gap="lg" data-testid="reward-economy-tab">
      <FiguresHeader icon={<IconCoins size={22} />} title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <Stack gap="md">
        {data.assets.length === 0 ? (
          <Center py={32} data-testid="reward-economy-empty">
            <Stack align="center" gap={4} ta="center">
              <Text fw={700}>{TEXTS.empty}</Text>
              <Text size="sm" c="dimmed">
                {TEXTS.emptyHint}
              </Text>
            </Stack>
          </Center>
        ) : (
          <AssetRows assets={data.assets} />
        )}
        <List size="sm" spacing={4} c="dimmed">
          <List.Item>{TEXTS.earnedMeaning}</List.Item>
          <List.Item>{TEXTS.paidMeaning}</List.Item>
          <List.Item>{TEXTS.outstandingMeaning}</List.Item>
        </List>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FigureCard
            label={TEXTS.credits}
            value={amount.format(data.credits.balance_total)}
            meaning={TEXTS.creditsMeaning(data.credits.operators_with_credits)}
            testId="reward-economy-credits"
          />
        </SimpleGrid>
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          {TEXTS.notShown}
        </Alert>
      </Stack>
    </Stack>
  );
}
