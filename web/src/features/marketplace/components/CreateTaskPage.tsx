import { DifficultySchema, MARKETPLACE_TEXTS, type Difficulty } from '@morphic/contracts';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { missionsApi } from '../../../lib/api/clients';
import { FormError } from '../../../lib/forms/FormError';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { showToast } from '../../../lib/toast';
import { CREATE_TASK_DEFAULTS, createTaskFormRules } from '../create-task-form';
import { MarketplaceGate } from './MarketplaceGate';

const DIFFICULTIES = DifficultySchema.options.map((value) => ({
  value,
  label: MARKETPLACE_TEXTS.difficulty[value],
}));

function CreateTaskForm() {
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: CREATE_TASK_DEFAULTS,
    ...createTaskFormRules,
  });
  const create = useFormMutation(form, {
    mutationFn: (body) => missionsApi.createTask({ body }),
    fallback: MARKETPLACE_TEXTS.failedToCreate,
    onSuccess: ({ message }) => {
      showToast({ color: 'teal', message });
      // The marketplace lists the new task already.
      void navigate({ to: '/marketplace' });
    },
  });

  return (
    <Container size="sm" py="xl" data-testid="create-task-page">
      <Stack gap="lg">
        <Anchor component={Link} to="/marketplace" size="sm" c="dimmed">
          <Group gap={4}>
            <IconArrowLeft size={14} />
            {MARKETPLACE_TEXTS.goToMarketplace}
          </Group>
        </Anchor>
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {MARKETPLACE_TEXTS.createTitle}
          </Title>
          <Text c="dimmed" mt={4}>
            {MARKETPLACE_TEXTS.createSubtitle}
          </Text>
        </div>
        <Card withBorder radius="lg" padding="lg">
          <form onSubmit={create.onSubmit} noValidate>
            <Stack gap="md">
              <TextInput
                label={MARKETPLACE_TEXTS.titleLabel}
                withAsterisk
                maxLength={200}
                data-testid="create-task-title"
                {...form.getInputProps('title')}
              />
              <Textarea
                label={MARKETPLACE_TEXTS.descriptionLabel}
                withAsterisk
                autosize
                minRows={4}
                maxRows={12}
                data-testid="create-task-description"
                {...form.getInputProps('description')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <Select
                  label={MARKETPLACE_TEXTS.difficultyLabel}
                  data={DIFFICULTIES}
                  allowDeselect={false}
                  data-testid="create-task-difficulty"
                  {...form.getInputProps('difficulty')}
                  onChange={(value) =>
                    form.setFieldValue('difficulty', (value ?? 'intermediate') as Difficulty)
                  }
                />
                <TextInput
                  label={MARKETPLACE_TEXTS.estimatedHoursLabel}
                  data-testid="create-task-estimated-hours"
                  {...form.getInputProps('estimated_hours')}
                />
                <TextInput
                  label={MARKETPLACE_TEXTS.skillsLabel}
                  description={MARKETPLACE_TEXTS.skillsHint}
                  // The hint under the box keeps this input level with its neighbour's.
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  data-testid="create-task-skills"
                  {...form.getInputProps('skills')}
                />
                <NumberInput
                  label={MARKETPLACE_TEXTS.rewardCreditsLabel}
                  min={0}
                  // Negative amounts stay as typed, so the form can say why they are refused.
                  clampBehavior="none"
                  data-testid="create-task-reward"
                  {...form.getInputProps('reward_credits')}
                />
              </SimpleGrid>
              <FormError message={create.error} testId="create-task-error" />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  leftSection={<IconSend size={16} />}
                  loading={create.busy}
                  data-testid="create-task-submit"
                >
                  {MARKETPLACE_TEXTS.submitTask}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}

/** /create-task: post a marketplace task (sign-in, then completed onboarding; founders exempt). */
export function CreateTaskPage() {
  return (
    <MarketplaceGate
      onboardingTitle={MARKETPLACE_TEXTS.completeOnboardingToPost}
      withMarketplaceLink
    >
      <CreateTaskForm />
    </MarketplaceGate>
  );
}
