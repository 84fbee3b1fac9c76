import { SYSTEM_LOGS_TEXTS, type PredictionStatsResponse } from '@morphic/contracts';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartDots } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { predictionStatsQuery } from '../queries';

const TEXTS = SYSTEM_LOGS_TEXTS;
const FIGURES = TEXTS.predictionFigures;
type SummaryFigure = keyof PredictionStatsResponse['summary'];
const SUMMARY_FIGURES: readonly SummaryFigure[] = [
  'avg_success_error',
  'avg_time_error',
  'success_rate',
  'avg_quality_score',
];

/** A fraction as a percentage with one decimal (spec 03: fractions shown as percentages). */
const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

function Figure({
  id,
  value,
  label,
  help,
}: {
  id: string;
  value: string;
  label: string;
  help: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`prediction-${id}`}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text size="xl" fw={800} data-testid={`prediction-${id}-value`}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {help}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The System console's Prediction stats tab (spec 03): how many assignments carry a prediction,
 * and how the predictions compared with the outcomes, each figure explained where it shows.
 */
export function PredictionStatsTab() {
  const stats = useSuspenseQuery(predictionStatsQuery());
  return (
    <Stack gap="md" data-testid="prediction-stats-tab">
      <Group gap="sm">
        <ThemeIcon variant="light" color="grape" radius="xl">
          <IconChartDots size={18} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          {TEXTS.predictionTitle}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {TEXTS.predictionIntro}
      </Text>
      <>
        {stats.data.total_assignments === 0 && (
          <Text size="sm" fw={600} data-testid="prediction-stats-empty">
            {TEXTS.predictionEmpty}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <Figure
            id="total_assignments"
            value={String(stats.data.total_assignments)}
            label={FIGURES.total_assignments.label}
            help={FIGURES.total_assignments.help}
          />
          {SUMMARY_FIGURES.map((figure) => {
            const value = stats.data.summary[figure];
            return (
              <Figure
                key={figure}
                id={figure}
                value={value === null ? '—' : percent(value)}
                label={FIGURES[figure].label}
                help={
                  value === null
                    ? `${FIGURES[figure].help} (${TEXTS.notEnoughData})`
                    : FIGURES[figure].help
                }
              />
            );
          })}
        </SimpleGrid>
        <Text size="xs" c="dimmed" data-testid="prediction-decided">
          {TEXTS.decidedCount(stats.data.decided_assignments)}
        </Text>
      </>
    </Stack>
  );
}
