import { DifficultySchema, MARKETPLACE_TEXTS, type Difficulty } from '@morphic/contracts';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { missionsApi } from '../../../lib/api/clients';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { showToast } from '../../../lib/toast';
import { CREATE_TASK_DEFAULTS, createTaskFormRules } from '../create-task-form';
import { MarketplaceGate } from './MarketplaceGate';
import { TaskFormLayout } from './TaskFormLayout';

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
    <TaskFormLayout
      testIdPrefix="create-task"
      back={{ href: '/marketplace', label: MARKETPLACE_TEXTS.goToMarketplace }}
      title={MARKETPLACE_TEXTS.createTitle}
      subtitle={MARKETPLACE_TEXTS.createSubtitle}
      titleInput={form.getInputProps('title')}
      descriptionInput={form.getInputProps('description')}
      onSubmit={create.onSubmit}
      error={create.error}
      busy={create.busy}
      submitLabel={MARKETPLACE_TEXTS.submitTask}
    >
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
    </TaskFormLayout>
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
