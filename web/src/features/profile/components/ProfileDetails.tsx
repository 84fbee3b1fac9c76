import { PROFILE_TEXTS, SIGN_UP_TEXTS, type OperatorRecord } from '@morphic/contracts';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const educationLabel = (value: OperatorRecord['education']): string | null =>
  SIGN_UP_TEXTS.educationOptions.find((option) => option.value === value)?.label ?? null;

function Field({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      <Text
        c={empty ? 'dimmed' : undefined}
        fs={empty ? 'italic' : undefined}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {empty ? PROFILE_TEXTS.notSet : value}
      </Text>
    </Stack>
  );
}

/** The profile in view mode. */
export function ProfileDetails({ record }: { record: OperatorRecord }) {
  const f = PROFILE_TEXTS.fields;
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="profile-details">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md">
        <Field label={f.fullName} value={record.full_name} testId="profile-view-full-name" />
        <Field label={f.age} value={record.age} testId="profile-view-age" />
        <Field
          label={f.education}
          value={educationLabel(record.education)}
          testId="profile-view-education"
        />
        <Field label={f.university} value={record.university} testId="profile-view-university" />
      </SimpleGrid>
      <Stack mt="md">
        <Field label={f.bio} value={record.bio} testId="profile-view-bio" />
      </Stack>
    </Card>
  );
}
