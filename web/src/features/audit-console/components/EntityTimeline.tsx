import { SYSTEM_LOGS_TEXTS, type TimelineStep } from '@morphic/contracts';
import {
  Badge,
  Code,
  Grid,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Timeline,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { timelineQuery } from '../queries';
import { formatTimestamp } from './format-timestamp';

const TEXTS = SYSTEM_LOGS_TEXTS;

/** Who acted: the handle, else the id, else the actor's role (system, anonymous...). */
function actorOf(step: TimelineStep): string {
  return step.actor_handle ?? step.actor_id ?? step.actor_role ?? TEXTS.timelineSystem;
}

function StepLabel({ step }: { step: TimelineStep }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {step.type}
      </Text>
      <Text size="xs" c="dimmed">
        {formatTimestamp(step.at)} · {TEXTS.timelineBy} {actorOf(step)}
      </Text>
      {step.impersonator_id && (
        <Badge size="xs" color="orange" variant="light" data-testid="timeline-impersonator">
          {TEXTS.impersonatedBy(step.impersonator_handle ?? step.impersonator_id)}
        </Badge>
      )}
    </Stack>
  );
}

/** A JSON value, pretty-printed in a scrolling block. */
function JsonView({ value, testId }: { value: unknown; testId: string }) {
  return (
    <ScrollArea.Autosize mah={320} type="auto">
      <Code block data-testid={testId} style={{ whiteSpace: 'pre' }}>
        {JSON.stringify(value, null, 2)}
      </Code>
    </ScrollArea.Autosize>
  );
}

function TimelineSteps({ stream }: { stream: string }) {
  const timeline = useQuery(timelineQuery(stream));
  const [selected, setSelected] = useState<number | null>(null);
  const isWide = useMediaQuery('(min-width: 48em)', true);

  if (timeline.isPending) {
    return (
      <Stack gap={8} data-testid="timeline-loading">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={48} radius="md" />
        ))}
      </Stack>
    );
  }
  if (timeline.isError) {
    return (
      <LoadFailedAlert
        title={TEXTS.timelineFailed}
        onRetry={() => void timeline.refetch()}
        retrying={timeline.isFetching}
        testId="timeline-error"
      />
    );
  }
  const { steps } = timeline.data;
  // The latest step until the admin picks another.
  const current = selected ?? steps.length - 1;
  const step = steps[current];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <ScrollArea.Autosize mah={isWide ? 560 : 280} type="auto">
          <Timeline active={current} bulletSize={18} lineWidth={2}>
            {steps.map((item, index) => (
              <Timeline.Item
                key={item.event_id}
                title={
                  <UnstyledButton
                    onClick={() => setSelected(index)}
                    aria-pressed={index === current}
                    data-testid={`timeline-step-${index}`}
                    data-selected={index === current}
                  >
                    <StepLabel step={item} />
                  </UnstyledButton>
                }
              />
            ))}
          </Timeline>
        </ScrollArea.Autosize>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {step && (
          <Stack gap="sm" data-testid="timeline-selected">
            <Group gap="xs">
              <Badge variant="light">
                {TEXTS.timelineStep} {current + 1}/{steps.length}
              </Badge>
              <Text size="sm" fw={600} data-testid="timeline-selected-type">
                {step.type}
              </Text>
            </Group>
            <Text size="sm" fw={600}>
              {TEXTS.timelineStateAfter(step.revision)}
            </Text>
            <JsonView value={step.state} testId="timeline-state" />
            <Text size="sm" fw={600}>
              {TEXTS.timelineEventData}
            </Text>
            <JsonView value={step.data} testId="timeline-data" />
          </Stack>
        )}
      </Grid.Col>
    </Grid>
  );
}

/**
 * An entity's full event timeline (beyond the spec): every event of its stream with actor and
 * impersonator, and the state replayed up to the selected step. Any screen opens it with a
 * stream name (`operator-<id>`, `mission-<id>`, `assignment-<id>`...); null keeps it closed.
 */
export function EntityTimeline({
  stream,
  onClose,
}: {
  stream: string | null;
  onClose: () => void;
}) {
  const isWide = useMediaQuery('(min-width: 48em)', true);
  return (
    <Modal
      opened={stream !== null}
      onClose={onClose}
      size="80rem"
      fullScreen={!isWide}
      title={
        <Stack gap={2}>
          <Text fw={700}>{TEXTS.timelineTitle(stream ?? '')}</Text>
          <Text size="xs" c="dimmed">
            {TEXTS.timelineIntro}
          </Text>
        </Stack>
      }
      data-testid="entity-timeline"
    >
      {/* Keyed by stream, so another entity opens on its own latest step. */}
      {stream && <TimelineSteps key={stream} stream={stream} />}
    </Modal>
  );
}
