import type { ValidationJob } from '@morphic/contracts';
import { Card, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { JobSummary } from './JobSummary';

/** A job's card in either list: its summary, then what that list shows under it. */
export function JobCard({
  job,
  now,
  clampDescription,
  children,
}: {
  job: ValidationJob;
  now: Date;
  clampDescription: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      data-testid={`validation-job-${job.validation_entry_id}`}
    >
      <Stack gap="sm">
        <JobSummary job={job} now={now} clampDescription={clampDescription} />
        {children}
      </Stack>
    </Card>
  );
}
