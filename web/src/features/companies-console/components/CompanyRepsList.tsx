import { COMPANIES_CONSOLE_TEXTS, COMPANY_TEXTS, type AdminCompanyRep } from '@morphic/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { formatDate } from '../../account/format';
import { ConsoleCards, ConsoleTable } from '../../system/components/ConsoleRows';
import {
  ImpersonateAction,
  type ImpersonationCandidate,
} from '../../system/components/ImpersonateAction';
import { DeleteRepAction, RepStatusControl, RepVerifiedSwitch } from './CompanyRepControls';
import { CompanyRepEditor } from './CompanyRepEditor';
import { SoftBreaks } from '../../shell/components/SoftBreaks';

const TEXTS = COMPANIES_CONSOLE_TEXTS.repsTab;

const ROLE_LABELS = Object.fromEntries(
  COMPANY_TEXTS.repRoles.map((role) => [role.value, role.label]),
);

const asCandidate = (rep: AdminCompanyRep): ImpersonationCandidate => ({
  kind: 'company_rep',
  id: rep.id,
  name: rep.full_name,
  detail: `${rep.email}${rep.company_name ? ` · ${rep.company_name}` : ''}`,
  blockedReason: rep.impersonation_blocked_reason,
  testKey: rep.id,
  confirmTitle: TEXTS.impersonateTitle,
});

const lastLogin = (rep: AdminCompanyRep): string =>
  `${TEXTS.columns.lastLogin} ${rep.last_login_at ? formatDate(rep.last_login_at) : TEXTS.never}`;

function RepIdentity({ rep }: { rep: AdminCompanyRep }) {
  return (
    <div style={{ minWidth: 140 }}>
      <Group gap={6}>
        <Text fw={700} size="sm">
          {rep.full_name}
        </Text>
        {rep.is_primary_contact && (
          <Badge size="xs" variant="light" color="violet">
            {TEXTS.primaryContact}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        <SoftBreaks text={rep.email} />
      </Text>
      {rep.phone && (
        <Text size="xs" c="dimmed">
          {rep.phone}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {lastLogin(rep)}
      </Text>
    </div>
  );
}

function RepActions({ rep, iconOnly }: { rep: AdminCompanyRep; iconOnly: boolean }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <CompanyRepEditor rep={rep} iconOnly={iconOnly} />
      <ImpersonateAction candidate={asCandidate(rep)} iconOnly={iconOnly} />
      <DeleteRepAction rep={rep} iconOnly={iconOnly} />
    </Group>
  );
}

const rowKey = (rep: AdminCompanyRep) => rep.id;
const rowTestId = (rep: AdminCompanyRep) => `rep-row-${rep.id}`;

/** Wide screens: one editable row per representative. */
export function CompanyRepsTable({ reps }: { reps: readonly AdminCompanyRep[] }) {
  const { columns } = TEXTS;
  return (
    <ConsoleTable
      rows={reps}
      rowKey={rowKey}
      rowTestId={rowTestId}
      spacing="xs"
      columns={[
        { label: columns.representative, width: '30%' },
        { label: columns.company },
        { label: columns.status },
        { label: columns.verified },
        { label: columns.actions, align: 'right' },
      ]}
      cells={(rep) => [
        <RepIdentity rep={rep} />,
        <>
          <Text size="sm">{rep.company_name}</Text>
          <Text size="xs" c="dimmed">
            {ROLE_LABELS[rep.role]}
          </Text>
        </>,
        <RepStatusControl rep={rep} />,
        <RepVerifiedSwitch rep={rep} />,
        <RepActions rep={rep} iconOnly />,
      ]}
    />
  );
}

/** Narrow screens: one card per representative, every column in it. */
export function CompanyRepCards({ reps }: { reps: readonly AdminCompanyRep[] }) {
  return (
    <ConsoleCards rows={reps} rowKey={rowKey} rowTestId={rowTestId}>
      {(rep) => (
        <>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <RepIdentity rep={rep} />
            <Badge variant="light" color="gray">
              {ROLE_LABELS[rep.role]}
            </Badge>
          </Group>
          <Text size="sm" mt="xs">
            {rep.company_name}
          </Text>
          <Group justify="space-between" mt="sm" gap="sm">
            <RepStatusControl rep={rep} />
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {TEXTS.columns.verified}
              </Text>
              <RepVerifiedSwitch rep={rep} />
            </Group>
          </Group>
          <Group justify="flex-end" mt="sm">
            <RepActions rep={rep} iconOnly={false} />
          </Group>
        </>
      )}
    </ConsoleCards>
  );
}
