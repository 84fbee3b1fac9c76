import {
  PROFILE_LIMITS,
  PROFILE_TEXTS,
  SIGN_UP_TEXTS,
  type OperatorRecord,
} from '@morphic/contracts';
import {
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { errorText } from '../../../lib/api-client';
import { FormError } from '../../../lib/forms/FormError';
import { useUpdateProfile } from '../hooks/useProfileCommands';
import { profileFormRules, profileFormValues, type ProfileFormValues } from '../profile-form';

/** The profile in edit mode: the server's rules checked as the user types, then PUT. */
export function ProfileEditForm({
  record,
  onDone,
}: {
  record: OperatorRecord;
  onDone: () => void;
}) {
  const update = useUpdateProfile(record.id);
  const form = useForm({
    mode: 'controlled',
    initialValues: profileFormValues(record),
    ...profileFormRules,
  });
  const f = PROFILE_TEXTS.fields;

  const submit = form.onSubmit((changes) => update.mutate(changes, { onSuccess: onDone }));

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="profile-edit-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={f.fullName}
              autoComplete="name"
              maxLength={PROFILE_LIMITS.fullNameLength + 20}
              data-testid="profile-full-name-input"
              {...form.getInputProps('full_name')}
            />
            <NumberInput
              label={f.age}
              min={13}
              max={120}
              allowDecimal={false}
              allowNegative={false}
              // Out-of-range ages stay as typed, so the form can say why they are refused.
              clampBehavior="none"
              data-testid="profile-age-input"
              {...form.getInputProps('age')}
            />
            <Select
              label={f.education}
              data={SIGN_UP_TEXTS.educationOptions.map((option) => ({ ...option }))}
              clearable
              allowDeselect
              data-testid="profile-education-select"
              {...form.getInputProps('education')}
              value={form.values.education || null}
              onChange={(value) =>
                form.setFieldValue('education', (value ?? '') as ProfileFormValues['education'])
              }
            />
            <TextInput
              label={f.university}
              data-testid="profile-university-input"
              {...form.getInputProps('university')}
            />
          </SimpleGrid>
          <Textarea
            label={f.bio}
            placeholder={PROFILE_TEXTS.bioPlaceholder}
            autosize
            minRows={3}
            maxRows={8}
            description={`${form.values.bio.length}/${PROFILE_LIMITS.bioLength}`}
            data-testid="profile-bio-input"
            {...form.getInputProps('bio')}
          />
          <TextInput
            label={f.avatarUrl}
            description={PROFILE_TEXTS.avatarUrlDescription}
            placeholder="https://"
            type="url"
            data-testid="profile-avatar-input"
            {...form.getInputProps('avatar_url')}
          />
          <FormError
            message={update.isError ? errorText(update.error, PROFILE_TEXTS.updateFailed) : null}
            testId="profile-save-error"
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={onDone}
              disabled={update.isPending}
              data-testid="profile-cancel"
            >
              {PROFILE_TEXTS.cancel}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={update.isPending}
              data-testid="profile-save"
            >
              {PROFILE_TEXTS.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
