import { COMPANY_TEXTS, JIRA_CONSOLE_TEXTS, type JiraCalibration } from '@morphic/contracts';
import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { companiesApi } from '../../../lib/api/clients';
import { useConsoleCommand } from '../../companies-console/hooks/useConsoleCommand';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { calibrationStatusQuery } from '../queries';

const TEXTS = JIRA_CONSOLE_TEXTS.calibration;

const STATUS_COLORS: Record<JiraCalibration['status'], string> = {
  active: 'orange',
  idle: 'gray',
  completed: 'teal',
};

/** The field calibration saw change, by name when Jira gave one. */
const detectedField = ({ price_field_key: name, field_id: id }: JiraCalibration) =>
  name && id && name !== id ? `${name} (${id})` : (name ?? id ?? TEXTS.noField);

/**
 * Spec 03 "Jira calibration": start, then active until stopped; the stop reports the field
 * found or "no field detected yet". The status is read again on demand (the price is edited in
 * Jira, which tells the server, not this page).
 */
export function CalibrationControls({
  companyId,
  accountId,
}: {
  companyId: string;
  accountId: string;
}) {
  const status = useQuery(calibrationStatusQuery(companyId, accountId));
  const params = { id: accountId };
  const start = useConsoleCommand(
    () => companiesApi.startCalibration({ params }),
    COMPANY_TEXTS.jira.failedToStartCalibration,
  );
  const stop = useConsoleCommand(
    () => companiesApi.stopCalibration({ params }),
    COMPANY_TEXTS.jira.failedToStopCalibration,
  );

  return (
    <Stack gap="xs" data-testid="jira-calibration">
      <Text fw={600} size="sm">
        {TEXTS.title}
      </Text>
      <Text size="xs" c="dimmed">
        {TEXTS.hint}
      </Text>
      {status.isPending ? (
        <Skeleton height={28} radius="md" data-testid="jira-calibration-loading" />
      ) : status.isError ? (
        <LoadFailedAlert
          title={TEXTS.failedToLoad}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
          testId="jira-calibration-error"
        />
      ) : (
        <Group gap="sm">
          <Badge
            variant="light"
            color={STATUS_COLORS[status.data.status]}
            data-testid="jira-calibration-status"
            data-status={status.data.status}
          >
            {TEXTS.status[status.data.status]}
          </Badge>
          <Text size="sm" data-testid="jira-calibration-field">
            {TEXTS.field}: {detectedField(status.data)}
          </Text>
        </Group>
      )}
      <Group gap="xs">
        <Button
          size="compact-md"
          variant="light"
          leftSection={<IconPlayerPlay size={14} />}
          loading={start.isPending}
          disabled={status.data?.active ?? false}
          onClick={() => start.mutate()}
          data-testid="jira-calibration-start"
        >
          {TEXTS.start}
        </Button>
        <Button
          size="compact-md"
          variant="light"
          color="orange"
          leftSection={<IconPlayerStop size={14} />}
          loading={stop.isPending}
          disabled={!status.data?.active}
          onClick={() => stop.mutate()}
          data-testid="jira-calibration-stop"
        >
          {TEXTS.stop}
        </Button>
        <Button
          size="compact-md"
          variant="subtle"
          color="gray"
          leftSection={<IconRefresh size={14} />}
          loading={status.isFetching && !status.isPending}
          onClick={() => void status.refetch()}
          data-testid="jira-calibration-refresh"
        >
          {TEXTS.refresh}
        </Button>
      </Group>
    </Stack>
  );
}
