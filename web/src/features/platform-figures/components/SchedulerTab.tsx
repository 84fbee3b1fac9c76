import { PLATFORM_FIGURES_TEXTS } from '@morphic/contracts';
import { List, Progress, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { schedulerFiguresQuery } from '../queries';
import { FigureCard } from './FigureCard';
import { FiguresHeader } from './FiguresHeader';

// The chart library is a quarter of the app's script: only a page that draws a chart loads it.
const ThroughputChart = lazy(() =>
  import('./ThroughputChart').then((module) => ({ default: module.ThroughputChart })),
);

const TEXTS = PLATFORM_FIGURES_TEXTS.scheduler;

/** The scheduler tab: assignment throughput per hour and per day, and the work slots in use. */
export function SchedulerTab() {
  const { data } = useSuspenseQuery(schedulerFiguresQuery());
  return (
    <Stack gap="lg" data-testid="scheduler-tab">
      <FiguresHeader
        icon={<IconCalendarTime size={22} />}
        title={TEXTS.title}
        subtitle={TEXTS.subtitle}
      />
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FigureCard
            label={TEXTS.slots}
            value={
              <>
                {data.work_slots.in_use} / {data.work_slots.total}
                <Progress
                  mt={6}
                  size="sm"
                  value={
                    data.work_slots.total
                      ? (data.work_slots.in_use / data.work_slots.total) * 100
                      : 0
                  }
                  aria-label={TEXTS.slots}
                />
              </>
            }
            meaning={TEXTS.slotsMeaning}
            testId="scheduler-slots"
          />
          <FigureCard
            label={TEXTS.active}
            value={data.active.accepted + data.active.submitted}
            meaning={TEXTS.activeMeaning(data.active.accepted, data.active.submitted)}
            testId="scheduler-active"
          />
        </SimpleGrid>
        <Suspense fallback={<Skeleton height={560} radius="md" />}>
          <ThroughputChart
            title={TEXTS.hourly}
            buckets={data.hourly}
            unit="hour"
            testId="scheduler-hourly"
          />
          <ThroughputChart
            title={TEXTS.daily}
            buckets={data.daily}
            unit="day"
            testId="scheduler-daily"
          />
        </Suspense>
        <List size="sm" spacing={4} c="dimmed">
          <List.Item>{TEXTS.takenMeaning}</List.Item>
          <List.Item>{TEXTS.submittedMeaning}</List.Item>
          <List.Item>{TEXTS.decidedMeaning}</List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
