import { COMPANY_TEXTS, type CompanyStatus } from '@morphic/contracts';
import { Alert } from '@mantine/core';
import { IconHourglass, IconLock } from '@tabler/icons-react';

const TEXTS = COMPANY_TEXTS.dashboard;

/** What a representative sees while the company is not active (spec 02: the holding message). */
export function CompanyHolding({ status }: { status: Exclude<CompanyStatus, 'active'> }) {
  const suspended = status === 'suspended';
  return (
    <Alert
      variant="light"
      color={suspended ? 'red' : 'yellow'}
      radius="lg"
      icon={suspended ? <IconLock size={20} /> : <IconHourglass size={20} />}
      title={suspended ? TEXTS.suspendedTitle : TEXTS.holdingTitle}
      data-testid="company-holding"
    >
      {suspended ? TEXTS.suspendedBody : TEXTS.holdingBody}
    </Alert>
  );
}
