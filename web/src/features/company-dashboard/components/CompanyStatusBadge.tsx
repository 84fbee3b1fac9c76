import { COMPANIES_CONSOLE_TEXTS, type CompanyStatus } from '@morphic/contracts';
import { Badge } from '@mantine/core';

const COLORS: Record<CompanyStatus, string> = {
  active: 'teal',
  pending_verification: 'yellow',
  suspended: 'red',
};

export function CompanyStatusBadge({ status }: { status: CompanyStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="company-status" data-status={status}>
      {COMPANIES_CONSOLE_TEXTS.statusLabels[status]}
    </Badge>
  );
}
