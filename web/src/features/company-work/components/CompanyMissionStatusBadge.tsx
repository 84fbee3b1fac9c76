import { COMPANY_WORK_TEXTS, type MissionStatus } from '@morphic/contracts';
import { Badge } from '@mantine/core';

const COLORS: Record<MissionStatus, string> = {
  open: 'gray',
  assigned: 'blue',
  submitted: 'orange',
  validated: 'teal',
  paid: 'green',
};

/** A company mission's status as spec 02 shows it (assigned "In Progress", validated "Completed"). */
export function CompanyMissionStatusBadge({
  status,
  testId,
}: {
  status: MissionStatus;
  testId?: string;
}) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid={testId} data-status={status}>
      {COMPANY_WORK_TEXTS.statusLabels[status]}
    </Badge>
  );
}
