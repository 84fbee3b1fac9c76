import { VALIDATION_TEXTS, scorePercent, type ValidationJob } from '@morphic/contracts';
import { Alert, Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconClipboardCheck } from '@tabler/icons-react';
import { useNow } from '../../notifications/hooks/useNow';
import { useMyValidationJobs } from '../hooks/useValidationJobs';
import { DecisionForm } from './DecisionForm';
import { JobCard } from './JobCard';
import { ListSection } from './ListSection';
import { SubmissionFiles } from './SubmissionFiles';
import classes from './Validations.module.css';

const DECISION_COLORS = { pass: 'teal', fail: 'red', needs_review: 'yellow' } as const;

function DecisionSummary({ job }: { job: ValidationJob }) {
  if (!job.decision) return null;
  return (
    <Stack gap={6} data-testid={`decision-summary-${job.validation_entry_id}`}>
      <Group gap="sm">
        <Text size="sm" fw={600}>
          {VALIDATION_TEXTS.decisionShown}
        </Text>
        <Badge color={DECISION_COLORS[job.decision]} variant="light">
          {VALIDATION_TEXTS.decisionLabels[job.decision]}
        </Badge>
        {job.validation_score !== null && (
          <Text size="sm" c="dimmed">
            {VALIDATION_TEXTS.scoreShown} {scorePercent(job.validation_score)}
          </Text>
        )}
      </Group>
      {job.validation_feedback && (
        <Text size="sm" className={classes.prose}>
          {job.validation_feedback}
        </Text>
      )}
    </Stack>
  );
}

function MyJobCard({ job, now }: { job: ValidationJob; now: Date }) {
  return (
    <JobCard job={job} now={now} clampDescription={job.status !== 'claimed'}>
      {job.status === 'withdrawn' ? (
        <Alert color="gray" variant="light" icon={<IconArrowBackUp size={18} />}>
          {VALIDATION_TEXTS.withdrawnHint}
        </Alert>
      ) : (
        <>
          <Divider />
          <SubmissionFiles job={job} />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {VALIDATION_TEXTS.notes}
            </Text>
            <Text
              size="sm"
              c={job.submission_notes ? undefined : 'dimmed'}
              className={classes.prose}
            >
              {job.submission_notes ?? VALIDATION_TEXTS.noNotes}
            </Text>
          </Stack>
          <Divider />
          {job.status === 'claimed' ? (
            <DecisionForm entryId={job.validation_entry_id} />
          ) : (
            <DecisionSummary job={job} />
          )}
        </>
      )}
    </JobCard>
  );
}

/** The jobs the validator claimed: files, notes and the decision form, then the decision. */
export function MyJobsList() {
  const jobs = useMyValidationJobs();
  const now = useNow(60_000);
  return (
    <ListSection
      title={VALIDATION_TEXTS.myJobsTitle}
      hint={VALIDATION_TEXTS.myJobsHint}
      jobs={jobs}
      emptyIcon={<IconClipboardCheck size={28} />}
      emptyTitle={VALIDATION_TEXTS.noMyJobs}
      emptyHint={VALIDATION_TEXTS.noMyJobsHint}
      testId="validation-my-list"
    >
      {jobs.map((job) => (
        <MyJobCard key={job.validation_entry_id} job={job} now={now} />
      ))}
    </ListSection>
  );
}
