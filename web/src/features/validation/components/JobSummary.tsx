import { VALIDATION_TEXTS, type ValidationJob, type ValidationJobStatus } from '@morphic/contracts';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { formatDateTime } from '../../assignments/format-date-time';
import { relativeTime } from '../../notifications/notifications-view';
import classes from './Validations.module.css';

const STATUS_COLORS: Record<ValidationJobStatus, string> = {
  open: 'blue',
  claimed: 'violet',
  completed: 'teal',
  withdrawn: 'gray',
};

/** What every job card shows: the mission, who submitted it and when, and its status. */
export function JobSummary({
  job,
  now,
  clampDescription,
}: {
  job: ValidationJob;
  now: Date;
  clampDescription: boolean;
}) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={700} lh={1.3}>
          {job.mission.title}
        </Text>
        <Badge
          variant="light"
          color={STATUS_COLORS[job.status]}
          style={{ flexShrink: 0 }}
          data-testid={`job-status-${job.validation_entry_id}`}
        >
          {VALIDATION_TEXTS.statusLabels[job.status]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" className={clampDescription ? classes.clamped : classes.prose}>
        {job.mission.description}
      </Text>
      <Group gap={6}>
        <Badge variant="dot" color={job.is_onboarding ? 'grape' : 'indigo'} tt="none">
          {job.is_onboarding ? VALIDATION_TEXTS.onboardingBadge : VALIDATION_TEXTS.marketplaceBadge}
        </Badge>
        {job.mission.domain_tags.map((tag) => (
          <Badge key={tag} variant="outline" color="gray" size="sm" tt="none">
            {tag}
          </Badge>
        ))}
      </Group>
      <Group gap="md" c="dimmed">
        <Group gap={4}>
          <IconUser size={14} />
          <Text size="xs">
            {VALIDATION_TEXTS.submittedBy(job.operator.handle ?? job.operator.id)}
          </Text>
        </Group>
        <Tooltip label={formatDateTime(job.submitted_at)}>
          <Text size="xs">
            {VALIDATION_TEXTS.submittedAt} {relativeTime(job.submitted_at, now)}
          </Text>
        </Tooltip>
      </Group>
    </Stack>
  );
}
