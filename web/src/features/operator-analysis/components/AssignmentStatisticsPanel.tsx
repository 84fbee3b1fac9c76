import {
  COUNTED_ASSIGNMENT_STATES,
  OPERATOR_ANALYSIS_TEXTS as T,
  formatQualityScore,
  type OperatorStatsResponse,
} from '@morphic/contracts';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { Panel } from './Panel';

const COLORS = {
  accepted: 'blue',
  submitted: 'yellow',
  validated: 'teal',
  failed: 'red',
  paid: 'grape',
} as const;

/** One figure: its label, its value, and a line on what it means. */
function StatLine({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {value}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </>
  );
}

/** Spec 03 "Assignment Statistics": each state's share, quality, money and deadlines. */
export function AssignmentStatisticsPanel({
  assignments,
}: {
  assignments: OperatorStatsResponse['assignments'];
}) {
  const total = COUNTED_ASSIGNMENT_STATES.reduce(
    (sum, state) => sum + assignments.counts[state],
    0,
  );
  return (
    <Panel title={T.panels.assignmentStats} testId="assignment-statistics">
      <Stack gap="xs">
        {COUNTED_ASSIGNMENT_STATES.map((state) => (
          <div key={state}>
            <Group justify="space-between">
              <Text size="sm">{T.counts[state]}</Text>
              <Text size="sm" fw={600} data-testid={`assignment-count-${state}`}>
                {assignments.counts[state]}
              </Text>
            </Group>
            <Progress
              value={total ? (assignments.counts[state] / total) * 100 : 0}
              color={COLORS[state]}
              size="sm"
              aria-label={T.counts[state]}
            />
          </div>
        ))}
        <Text size="xs" c="dimmed">
          {T.statsHint.counts}
        </Text>
        <StatLine
          label={T.avgQuality}
          value={formatQualityScore(assignments.avg_quality)}
          hint={T.statsHint.quality}
        />
        <StatLine
          label={`${T.earnedTotal} / ${T.paidTotal}`}
          value={`${assignments.totals.earned_total} / ${assignments.totals.paid_total}`}
          hint={T.statsHint.earned}
        />
        <StatLine
          label={`${T.onTime} / ${T.missed}`}
          value={`${assignments.deadlines.on_time} / ${assignments.deadlines.missed}`}
          hint={T.statsHint.deadlines}
        />
      </Stack>
    </Panel>
  );
}
