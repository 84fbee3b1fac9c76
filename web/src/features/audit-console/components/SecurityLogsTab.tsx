import {
  SECURITY_LOG_EVENT_TYPES,
  SECURITY_LOG_LIMITS,
  SECURITY_LOG_SEVERITIES,
  SYSTEM_LOGS_TEXTS,
  type SecurityLogRow,
  type SecurityLogSeverity,
} from '@morphic/contracts';
import { Button, Code, Group, Popover, Select, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useAdminList } from '../../admin-list/hooks/useAdminList';
import { SECURITY_LOGS_LIST } from '../logs-lists';
import { displayIp } from './display-ip';
import { formatTimestamp } from './format-timestamp';
import { LogsTab } from './LogsTab';
import { LogTime } from './LogTime';
import { IP_BREAKS } from '../../../lib/text/soft-breaks';
import { SoftBreaks } from '../../shell/components/SoftBreaks';

const TEXTS = SYSTEM_LOGS_TEXTS;
const { securityColumns: columns } = TEXTS;

/** One colour per severity, from calm to alarming. */
export const SEVERITY_COLORS: Record<SecurityLogSeverity, string> = {
  INFO: 'blue',
  WARNING: 'yellow',
  ERROR: 'orange',
  CRITICAL: 'red',
};

const COLUMNS = [
  { label: columns.timestamp, width: '88px' },
  { label: columns.eventType, width: '150px' },
  { label: columns.severity, width: '112px' },
  { label: columns.message },
  { label: columns.username, width: '100px' },
  { label: columns.ipAddress, width: '88px' },
  { label: columns.details, width: '90px' },
];
const TABLE_MIN_WIDTH = 820;

const EVENT_TYPE_OPTIONS = SECURITY_LOG_EVENT_TYPES.map((type) => ({ value: type, label: type }));

/** The severity as a coloured pill that never shortens its word (WARNING fits whole). */
function Severity({ severity }: { severity: SecurityLogSeverity }) {
  const color = SEVERITY_COLORS[severity];
  return (
    <Text
      span
      size="xs"
      fw={700}
      // The theme's light-badge pair, which reads at AA.
      c={`var(--mantine-color-${color}-light-color)`}
      bg={`var(--mantine-color-${color}-light)`}
      px={8}
      py={2}
      style={{ borderRadius: 999, whiteSpace: 'nowrap', display: 'inline-block' }}
      data-testid="security-severity"
    >
      {severity}
    </Text>
  );
}

/** The entry's details behind a button, as JSON in a popover (none: a dash). */
function Details({ row }: { row: SecurityLogRow }) {
  const count = Object.keys(row.details).length;
  if (count === 0) return <Text size="xs">—</Text>;
  return (
    <Popover position="left" shadow="md" width={320} withinPortal>
      <Popover.Target>
        <Button variant="light" size="compact-xs" data-testid="security-details">
          {TEXTS.detailsButton(count)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {JSON.stringify(row.details, null, 2)}
        </Code>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The System console's Security logs tab (spec 03): filters, limits, severities in colour. */
export function SecurityLogsTab() {
  const list = useAdminList(SECURITY_LOGS_LIST);

  return (
    <LogsTab
      kind="security"
      icon={<IconShieldLock size={20} color="var(--mantine-color-red-6)" />}
      list={list}
      query={SECURITY_LOGS_LIST.query}
      rowsOf={(data) => data.security_logs}
      filters={
        <>
          <Select
            label={TEXTS.filters.eventType}
            placeholder={TEXTS.allEventTypes}
            value={list.filters.event_type}
            onChange={(type) =>
              list.setFilter(
                'event_type',
                SECURITY_LOG_EVENT_TYPES.find((option) => option === type) ?? null,
              )
            }
            data={EVENT_TYPE_OPTIONS}
            clearable
            w={{ base: '100%', xs: 200 }}
            data-testid="security-event-type-filter"
          />
          <Select
            label={TEXTS.filters.severity}
            placeholder={TEXTS.allSeverities}
            {...list.bind('severity')}
            data={[...SECURITY_LOG_SEVERITIES]}
            clearable
            w={{ base: '100%', xs: 150 }}
            data-testid="security-severity-filter"
          />
        </>
      }
      textFilters={[
        { name: 'username', label: TEXTS.filters.username, testId: 'security-username-filter' },
        { name: 'ip_address', label: TEXTS.filters.ipAddress, testId: 'security-ip-filter' },
      ]}
      limits={SECURITY_LOG_LIMITS}
      columns={COLUMNS}
      minWidth={TABLE_MIN_WIDTH}
      cells={(row) => [
        <LogTime key="at" iso={row.timestamp} />,
        <Text size="xs" key="type" ff="monospace" data-testid="security-event-type">
          <SoftBreaks text={row.event_type} />
        </Text>,
        <Severity key="severity" severity={row.severity} />,
        <Text size="sm" key="message">
          {row.message}
        </Text>,
        <Text size="xs" key="username">
          <SoftBreaks text={row.user_info.username ?? '—'} />
        </Text>,
        <Text size="xs" key="ip" ff="monospace">
          <SoftBreaks text={displayIp(row.request_info.ip_address)} rule={IP_BREAKS} />
        </Text>,
        <Details key="details" row={row} />,
      ]}
      card={(row) => (
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" ff="monospace" data-testid="security-event-type">
              {row.event_type}
            </Text>
            <Severity severity={row.severity} />
          </Group>
          <Text size="sm">{row.message}</Text>
          <Text size="xs" c="dimmed">
            {formatTimestamp(row.timestamp)} · {row.user_info.username ?? '—'} ·{' '}
            {displayIp(row.request_info.ip_address)}
          </Text>
          <Group>
            <Details row={row} />
          </Group>
        </Stack>
      )}
    >
      <Text size="xs" c="dimmed" mt="sm" data-testid="security-csrf-note">
        {TEXTS.securityCsrfNote}
      </Text>
    </LogsTab>
  );
}
