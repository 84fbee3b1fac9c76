import { SYSTEM_HEALTH_TEXTS, type ProjectionOverview } from '@morphic/contracts';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefreshDot } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { systemFiguresApi } from '../../../lib/api/clients';
import { notifyFailure } from '../../../lib/notify-failure';
import { showToast } from '../../../lib/toast';
import { ConfirmModal } from '../../system/components/ConfirmModal';

const TEXTS = SYSTEM_HEALTH_TEXTS;
const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

const STATE_COLORS = {
  idle: 'teal',
  rebuilding: 'blue',
  switching: 'violet',
  failed: 'red',
} as const;

function eta(seconds: number | null): string {
  if (seconds === null) return '?';
  return seconds < 1 ? '<1 s' : `${Math.ceil(seconds)} s`;
}

/** The running or last online rebuild: state, progress bar, events, rate and time left. */
function RebuildProgress({ rebuild }: { rebuild: NonNullable<ProjectionOverview['rebuild']> }) {
  const running = rebuild.state === 'rebuilding' || rebuild.state === 'switching';
  const testId = `rebuild-progress-${rebuild.projection}`;
  return (
    <Stack gap={4} data-testid={testId} data-state={rebuild.state}>
      <Group gap="xs" wrap="nowrap">
        <Badge
          size="sm"
          variant="light"
          color={STATE_COLORS[rebuild.state]}
          data-testid={`${testId}-state`}
        >
          {TEXTS.rebuildStates[rebuild.state]}
        </Badge>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          gen {rebuild.generation}
        </Text>
      </Group>
      {running && (
        <>
          <Progress
            value={rebuild.fraction * 100}
            size="sm"
            animated
            aria-label={`${rebuild.projection} rebuild progress`}
          />
          <Text size="xs" c="dimmed">
            {TEXTS.progress(
              number.format(rebuild.events),
              number.format(rebuild.events_per_second),
              eta(rebuild.eta_seconds),
            )}
          </Text>
        </>
      )}
      {rebuild.state === 'idle' && rebuild.finished_at && (
        <Text size="xs" c="dimmed">
          {TEXTS.done(
            number.format(rebuild.events),
            new Date(rebuild.finished_at).toLocaleTimeString(undefined, {
              hour: '2-digit',
              minute: '2-digit',
            }),
          )}
        </Text>
      )}
      {rebuild.state === 'failed' && rebuild.error && (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {rebuild.error}
        </Text>
      )}
    </Stack>
  );
}

/** The Rebuild button (after a confirmation) and the rebuild's live progress. */
export function RebuildControl({
  projection,
  canRebuild,
}: {
  projection: ProjectionOverview;
  /** False when the projections run in a separate worker. */
  canRebuild: boolean;
}) {
  const [asking, confirm] = useDisclosure(false);
  const start = useMutation({
    mutationFn: () => systemFiguresApi.rebuildProjection({ params: { name: projection.name } }),
    onSuccess: () => {
      confirm.close();
      showToast({ color: 'teal', message: TEXTS.rebuildStarted(projection.name) });
    },
    onError: (error) => {
      confirm.close();
      notifyFailure(error, TEXTS.rebuildFailed);
    },
  });
  const state = projection.rebuild?.state;
  const running = state === 'rebuilding' || state === 'switching';
  return (
    <Stack gap={6} style={{ minWidth: 160 }}>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconRefreshDot size={14} />}
        disabled={!canRebuild || running}
        onClick={confirm.open}
        data-testid={`rebuild-${projection.name}`}
        style={{ alignSelf: 'flex-start' }}
      >
        {TEXTS.rebuild}
      </Button>
      {projection.rebuild && <RebuildProgress rebuild={projection.rebuild} />}
      <ConfirmModal
        opened={asking}
        onClose={confirm.close}
        title={TEXTS.confirmTitle(projection.name)}
        cancelLabel={TEXTS.cancel}
        confirmLabel={TEXTS.confirm}
        confirmColor="blue"
        confirmIcon={<IconRefreshDot size={16} />}
        busy={start.isPending}
        onConfirm={() => start.mutate()}
        confirmTestId={`confirm-rebuild-${projection.name}`}
      >
        <Text size="sm">{TEXTS.confirmBody}</Text>
      </ConfirmModal>
    </Stack>
  );
}
