import '@mantine/charts/styles.css';
import { OPERATOR_ANALYSIS_TEXTS as T, type OperatorStatsResponse } from '@morphic/contracts';
import { BarChart } from '@mantine/charts';
import { SegmentedControl, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ACTIVITY_WINDOWS, activitySeries, type ActivityWindow } from '../activity-series';
import { Panel } from './Panel';

const label = (iso: string, window: ActivityWindow) =>
  window === '24H'
    ? new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** Spec 03 "Mission Activity": assignments taken, submitted and validated over 30D, 7D or 24H. */
export function MissionActivityGraph({
  activity,
}: {
  activity: OperatorStatsResponse['activity'];
}) {
  const [window, setWindow] = useState<ActivityWindow>('30D');
  const data = useMemo(
    () =>
      activitySeries(activity, window, new Date()).map((point) => ({
        ...point,
        label: label(point.start, window),
      })),
    [activity, window],
  );
  const empty = data.every((point) => point.taken + point.submitted + point.validated === 0);
  return (
    <Panel
      title={T.panels.graph}
      testId="mission-activity"
      controls={
        <SegmentedControl
          size="xs"
          value={window}
          onChange={(value) => setWindow(value as ActivityWindow)}
          data={ACTIVITY_WINDOWS.map((value) => ({ value, label: T.windows[value] }))}
          data-testid="mission-activity-window"
        />
      }
    >
      <Text size="xs" c="dimmed" mb="xs">
        {T.graphHint}
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
          { name: 'taken', label: T.series.taken, color: 'blue.6' },
          { name: 'submitted', label: T.series.submitted, color: 'yellow.6' },
          { name: 'validated', label: T.series.validated, color: 'teal.6' },
        ]}
        data-testid={`mission-activity-chart-${window}`}
      />
      {empty && (
        <Text size="sm" c="dimmed" ta="center" data-testid="mission-activity-empty">
          {T.noActivity}
        </Text>
      )}
    </Panel>
  );
}
