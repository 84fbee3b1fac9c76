import { VALIDATION_TEXTS, type ValidationJob } from '@morphic/contracts';
import { Button, Group, Text } from '@mantine/core';
import { IconFiles, IconHandGrab, IconInbox } from '@tabler/icons-react';
import { useNow } from '../../notifications/hooks/useNow';
import { useOpenValidationJobs } from '../hooks/useValidationJobs';
import { useClaimJob } from '../hooks/useValidationCommands';
import { JobCard } from './JobCard';
import { ListSection } from './ListSection';

function OpenJobCard({
  job,
  now,
  claiming,
  disabled,
  onClaim,
}: {
  job: ValidationJob;
  now: Date;
  claiming: boolean;
  disabled: boolean;
  onClaim: (entryId: string) => void;
}) {
  const files = job.submission_files.map((file) => file.original_name).join(', ');
  return (
    <JobCard job={job} now={now} clampDescription>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap={4} c="dimmed" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
          <IconFiles size={14} style={{ flexShrink: 0 }} />
          <Text size="xs" truncate>
            {files || VALIDATION_TEXTS.noFiles}
          </Text>
        </Group>
        <Button
          size="xs"
          leftSection={<IconHandGrab size={14} />}
          loading={claiming}
          disabled={disabled}
          style={{ flexShrink: 0 }}
          onClick={() => onClaim(job.validation_entry_id)}
          data-testid={`claim-${job.validation_entry_id}`}
        >
          {VALIDATION_TEXTS.claim}
        </Button>
      </Group>
    </JobCard>
  );
}

/** Submissions waiting for a validator; new ones appear and claimed ones leave live. */
export function OpenJobsList() {
  const jobs = useOpenValidationJobs();
  const claim = useClaimJob();
  const now = useNow(60_000);

  return (
    <ListSection
      title={VALIDATION_TEXTS.openJobsTitle}
      hint={VALIDATION_TEXTS.openJobsHint}
      jobs={jobs}
      emptyIcon={<IconInbox size={28} />}
      emptyTitle={VALIDATION_TEXTS.noOpenJobs}
      emptyHint={VALIDATION_TEXTS.noOpenJobsHint}
      testId="validation-open-list"
    >
      {jobs.map((job) => (
        <OpenJobCard
          key={job.validation_entry_id}
          job={job}
          now={now}
          claiming={claim.isPending && claim.variables === job.validation_entry_id}
          disabled={claim.isPending && claim.variables !== job.validation_entry_id}
          onClaim={(entryId) => claim.mutate(entryId)}
        />
      ))}
    </ListSection>
  );
}
