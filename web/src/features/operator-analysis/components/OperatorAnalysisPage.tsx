import { OPERATOR_ANALYSIS_TEXTS as T } from '@morphic/contracts';
import { Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import {
  type AnalysisFrame,
  AnalysisPageFailed,
  AnalysisPageFrame,
  AnalysisPageLoading,
} from '../../system/components/AnalysisPageFrame';
import { operatorStatsQuery } from '../queries';
import { ActivityLogPanel } from './ActivityLogPanel';
import { AssignmentStatisticsPanel } from './AssignmentStatisticsPanel';
import { DirectMessagePanel } from './DirectMessagePanel';
import { OperatorInformationPanel } from './OperatorInformationPanel';
import { OperatorSkillsPanel } from './OperatorSkillsPanel';
import { OperatorStatisticsPanel } from './OperatorStatisticsPanel';

// The chart library is a quarter of the app's script: only a page that draws a chart loads it.
const MissionActivityGraph = lazy(() =>
  import('./MissionActivityGraph').then((module) => ({ default: module.MissionActivityGraph })),
);

const FRAME: AnalysisFrame = {
  backHref: '/system/operators',
  backLabel: T.backToSystem,
  notFoundTitle: T.notFound,
  failedTitle: T.errorPrefix(T.failedToLoadStats),
  testId: 'operator-analysis',
};

/** The screen while the operator loads (its route's pending component). */
export function OperatorAnalysisLoading() {
  return <AnalysisPageLoading frame={FRAME} />;
}

/** The screen when the operator could not be loaded (its route's error component). */
export function OperatorAnalysisFailed(props: ErrorComponentProps) {
  return <AnalysisPageFailed frame={FRAME} {...props} />;
}

/** /system/operators/{id}: everything the console knows about one operator (spec 03). */
export function OperatorAnalysisPage({ operatorId }: { operatorId: string }) {
  const { data } = useSuspenseQuery(operatorStatsQuery(operatorId));

  return (
    <AnalysisPageFrame frame={FRAME}>
      <>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              {T.title}
            </Text>
            <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="operator-analysis-handle">
              {data.operator.handle}
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {data.operator.full_name ? `${data.operator.full_name} · ` : ''}
              {data.operator.email}
            </Text>
          </div>
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <OperatorStatisticsPanel stats={data} />
              <Suspense fallback={<Skeleton height={300} radius="md" />}>
                <MissionActivityGraph activity={data.activity} />
              </Suspense>
              <ActivityLogPanel operatorId={operatorId} />
              <OperatorSkillsPanel operatorId={operatorId} onboarding={data.onboarding_status} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <OperatorInformationPanel operator={data.operator} />
              <AssignmentStatisticsPanel assignments={data.assignments} />
              <DirectMessagePanel operatorId={operatorId} />
            </Stack>
          </Grid.Col>
        </Grid>
      </>
    </AnalysisPageFrame>
  );
}
