import {
  AUDIT_LOG_LIMITS,
  SPEC_AUDIT_ACTIONS,
  SYSTEM_LOGS_TEXTS,
  type AuditLogRow,
} from '@morphic/contracts';
import { Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import { IconClipboardList, IconTimeline } from '@tabler/icons-react';
import { useState } from 'react';
import { useAdminList } from '../../admin-list/hooks/useAdminList';
import { AUDIT_LOGS_LIST } from '../logs-lists';
import { displayIp } from './display-ip';
import { EntityTimeline } from './EntityTimeline';
import { formatTimestamp } from './format-timestamp';
import { LogsTab } from './LogsTab';
import { LogTime } from './LogTime';
import { IP_BREAKS } from '../../../lib/text/soft-breaks';
import { SoftBreaks } from '../../shell/components/SoftBreaks';

const TEXTS = SYSTEM_LOGS_TEXTS;
const { auditColumns: columns } = TEXTS;

const COLUMNS = [
  { label: columns.createdAt, width: '88px' },
  { label: columns.action, width: '120px' },
  { label: columns.actor, width: '120px' },
  { label: columns.target, width: '92px' },
  { label: columns.ipAddress, width: '88px' },
  { label: columns.description },
];
const TABLE_MIN_WIDTH = 700;

/** The action name, wrapping after its underscores only (names run long: `admin_operator_flags_changed`). */
function Action({ action }: { action: string }) {
  return (
    <Text size="xs" ff="monospace" fw={600} c="indigo" data-testid="audit-action">
      <SoftBreaks text={action} />
    </Text>
  );
}

/** The actor column: the handle, else the id (spec 03), and who impersonated them. */
function Actor({ row }: { row: AuditLogRow }) {
  return (
    <Stack gap={2}>
      <Text size="sm" data-testid="audit-actor">
        <SoftBreaks text={row.actor_handle ?? row.actor_id ?? row.actor_role} />
      </Text>
      {row.impersonator_id && (
        <Text size="xs" c="orange" fw={600}>
          <SoftBreaks text={TEXTS.impersonatedBy(row.impersonator_handle ?? row.impersonator_id)} />
        </Text>
      )}
    </Stack>
  );
}

/** The target id's first 8 characters (spec 03); it opens the entity's timeline. */
function TargetButton({ row, onOpen }: { row: AuditLogRow; onOpen: (stream: string) => void }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconTimeline size={14} />}
      onClick={() => onOpen(row.stream)}
      title={`${TEXTS.openTimeline}: ${row.stream}`}
      ff="monospace"
      data-testid={`audit-target-${row.id}`}
    >
      {row.target_id.slice(0, 8)}
    </Button>
  );
}

/** The System console's Audit logs tab (spec 03): filters, limits, rows that open timelines. */
export function AuditLogsTab() {
  const list = useAdminList(AUDIT_LOGS_LIST);
  const [timeline, setTimeline] = useState<string | null>(null);

  return (
    <LogsTab
      kind="audit"
      icon={<IconClipboardList size={20} color="var(--mantine-color-indigo-6)" />}
      list={list}
      query={AUDIT_LOGS_LIST.query}
      rowsOf={(data) => data.audit_logs}
      filters={
        <Autocomplete
          label={TEXTS.filters.action}
          placeholder={TEXTS.allActions}
          {...list.bind('action')}
          data={[...SPEC_AUDIT_ACTIONS]}
          w={{ base: '100%', xs: 220 }}
          data-testid="audit-action-filter"
        />
      }
      textFilters={[
        { name: 'actor_id', label: TEXTS.filters.actorId, testId: 'audit-actor-filter' },
        { name: 'target_id', label: TEXTS.filters.targetId, testId: 'audit-target-filter' },
      ]}
      limits={AUDIT_LOG_LIMITS}
      columns={COLUMNS}
      minWidth={TABLE_MIN_WIDTH}
      cells={(row) => [
        <LogTime key="at" iso={row.created_at} />,
        <Action key="action" action={row.action} />,
        <Actor key="actor" row={row} />,
        <TargetButton key="target" row={row} onOpen={setTimeline} />,
        <Text size="xs" key="ip" ff="monospace">
          <SoftBreaks text={displayIp(row.ip_address)} rule={IP_BREAKS} />
        </Text>,
        <Text size="sm" key="description" data-testid="audit-description">
          {row.description}
        </Text>,
      ]}
      card={(row) => (
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Action action={row.action} />
            <TargetButton row={row} onOpen={setTimeline} />
          </Group>
          <Text size="sm" data-testid="audit-description">
            {row.description}
          </Text>
          <Actor row={row} />
          <Text size="xs" c="dimmed">
            {formatTimestamp(row.created_at)} · {displayIp(row.ip_address)}
          </Text>
        </Stack>
      )}
    >
      <EntityTimeline stream={timeline} onClose={() => setTimeline(null)} />
    </LogsTab>
  );
}
