import '@mantine/charts/styles.css';
import { PLATFORM_FIGURES_TEXTS, type ThroughputBucket } from '@morphic/contracts';
import { BarChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import { useMemo } from 'react';

const TEXTS = PLATFORM_FIGURES_TEXTS.scheduler;

const labelOf = (start: string, unit: 'hour' | 'day') =>
  unit === 'hour'
    ? new Date(start).toLocaleTimeString(undefined, {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'UTC',
      })
    : new Date(start).toLocaleDateString(undefined, {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });

/** Assignments taken, submitted and decided per hour or per day, as grouped bars. */
export function ThroughputChart({
  title,
  buckets,
  unit,
  testId,
}: {
  title: string;
  buckets: readonly ThroughputBucket[];
  unit: 'hour' | 'day';
  testId: string;
}) {
  const data = useMemo(
    () => buckets.map((bucket) => ({ ...bucket, label: labelOf(bucket.start, unit) })),
    [buckets, unit],
  );
  const empty = buckets.every((b) => b.taken + b.submitted + b.decided === 0);
  const totals = buckets.reduce(
    (sum, b) => ({
      taken: sum.taken + b.taken,
      submitted: sum.submitted + b.submitted,
      decided: sum.decided + b.decided,
    }),
    { taken: 0, submitted: 0, decided: 0 },
  );
  return (
    <Card withBorder radius="lg" padding="md" data-testid={testId}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed" mb="sm" data-testid={`${testId}-totals`}>
        {TEXTS.taken} {totals.taken} · {TEXTS.submitted} {totals.submitted} · {TEXTS.decided}{' '}
        {totals.decided}
      </Text>
      <BarChart
        h={220}
        data={data}
        dataKey="label"
        withLegend
        tickLine="none"
        gridAxis="y"
        yAxisProps={{ allowDecimals: false }}
        series={[
          { name: 'taken', label: TEXTS.taken, color: 'blue.6' },
          { name: 'submitted', label: TEXTS.submitted, color: 'yellow.6' },
          { name: 'decided', label: TEXTS.decided, color: 'teal.6' },
        ]}
      />
      {empty && (
        <Text size="sm" c="dimmed" ta="center" data-testid={`${testId}-empty`}>
          {TEXTS.noActivity}
        </Text>
      )}
    </Card>
  );
}
