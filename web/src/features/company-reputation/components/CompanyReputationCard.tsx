import {
  COMPANY_REPUTATION_TEXTS as TEXTS,
  hasEnoughDecisions,
  hasEnoughMissions,
  type CompanyReputation,
} from '@morphic/contracts';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { formatPercent, formatWait } from '../reputation-format';

/** One figure: what it is, its value (or "not enough data"), what it means and its sample. */
function ReputationFigure({
  label,
  value,
  meaning,
  sample,
  testId,
}: {
  label: string;
  value: string | null;
  meaning: string;
  sample: string;
  testId: string;
}) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text fz={value === null ? 'md' : 24} fw={700} lh={1.3} c={value === null ? 'dimmed' : ''}>
        {value ?? TEXTS.notEnoughData}
      </Text>
      <Text size="xs" c="dimmed">
        {sample}
      </Text>
      <Text size="xs">{meaning}</Text>
    </Stack>
  );
}

/** The two deadline figures: a count of missions and its rate over the missions posted. */
const DEADLINE_FIGURES = [
  {
    change: 'extended',
    label: TEXTS.deadlinesExtended,
    meaning: TEXTS.deadlinesExtendedMeaning,
    count: 'deadlines_extended',
    rate: 'deadlines_extended_rate',
  },
  {
    change: 'cancelled',
    label: TEXTS.deadlinesCancelled,
    meaning: TEXTS.deadlinesCancelledMeaning,
    count: 'deadlines_cancelled',
    rate: 'deadlines_cancelled_rate',
  },
] as const;

/** The value when its sample is large enough to say something, else null. */
const shown = <T,>(enough: boolean, value: T | null, format: (value: T) => string) =>
  enough && value !== null ? format(value) : null;

/**
 * The company's reputation on the company analysis screen: how long its submissions wait for
 * a decision, how many it rejects, and how often its missions' deadlines moved.
 */
export function CompanyReputationCard({ reputation }: { reputation: CompanyReputation }) {
  const decided = hasEnoughDecisions(reputation);
  const posted = hasEnoughMissions(reputation);
  const { decisions, missions_posted: missions } = reputation;
  const decisionSample = decided ? null : TEXTS.decisionsSoFar(decisions);
  const missionSample = posted ? null : TEXTS.missionsSoFar(missions);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="company-reputation">
      <Group gap="xs" mb={4}>
        <IconScale size={18} color="var(--mantine-color-indigo-6)" />
        <Title order={3} fz="lg">
          {TEXTS.title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {TEXTS.subtitle}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="lg">
        <ReputationFigure
          label={TEXTS.decisionTime}
          value={shown(decided, reputation.median_decision_ms, formatWait)}
          meaning={TEXTS.decisionTimeMeaning}
          sample={decisionSample ?? TEXTS.overDecisions(decisions)}
          testId="reputation-decision-time"
        />
        <ReputationFigure
          label={TEXTS.rejectionRate}
          value={shown(decided, reputation.rejection_rate, formatPercent)}
          meaning={TEXTS.rejectionRateMeaning}
          sample={decisionSample ?? TEXTS.rejectedOf(reputation.rejections, decisions)}
          testId="reputation-rejection-rate"
        />
        {DEADLINE_FIGURES.map(({ change, label, meaning, count, rate }) => (
          <ReputationFigure
            key={change}
            label={label}
            value={shown(posted, reputation[rate], formatPercent)}
            meaning={meaning}
            sample={missionSample ?? TEXTS.ofMissions(reputation[count], missions)}
            testId={`reputation-deadlines-${change}`}
          />
        ))}
      </SimpleGrid>
    </Card>
  );
}
