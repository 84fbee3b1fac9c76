import {
  ONBOARDING_BANK_DEFAULTS,
  ONBOARDING_BANK_TEXTS,
  ONBOARDING_DIFFICULTIES,
  SaveBankTaskRequestSchema,
  type BankTask,
} from '@morphic/contracts';
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { systemDataApi } from '../../../lib/api/clients';
import { schemaForm } from '../../../lib/forms/schema-form';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { savedFields, useAfterBankChange } from '../hooks/useBankCommands';

export const DIFFICULTY_LABELS: Record<string, string> = {
  startup_founding_engineer: 'Startup founding engineer',
  founding_engineer: 'Founding engineer',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  beginner: 'Beginner',
};

const DIFFICULTY_OPTIONS = ONBOARDING_DIFFICULTIES.map((value) => ({
  value,
  label: DIFFICULTY_LABELS[value] ?? value,
}));

const initialValues = (task: BankTask | null) => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  skill_tag: task?.skill_tag ?? '',
  difficulty:
    task && task.difficulty !== 'beginner' ? task.difficulty : ONBOARDING_BANK_DEFAULTS.difficulty,
  active: task?.active ?? true,
});

/** Creates a bank task, or edits one; version 1, reward 0 and ai_reference are always sent. */
export function BankTaskModal({
  task,
  opened,
  onClose,
}: {
  /** Null: a new task. */
  task: BankTask | null;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: initialValues(task),
    ...schemaForm(SaveBankTaskRequestSchema),
  });
  const afterChange = useAfterBankChange();
  const save = useFormMutation(form, {
    mutationFn: (values: ReturnType<typeof initialValues>) => {
      const body = savedFields(values);
      return task
        ? systemDataApi.updateTask({ params: { id: task.id }, body })
        : systemDataApi.createTask({ body });
    },
    fallback: ONBOARDING_BANK_TEXTS.failedToSave,
    onSuccess: async (result) => {
      onClose();
      await afterChange(result.message);
    },
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={task ? 'Edit onboarding task' : 'New onboarding task'}
      centered
      radius="lg"
      size="lg"
    >
      <form onSubmit={save.onSubmit} noValidate data-testid="bank-task-form">
        <Stack gap="sm">
          {save.error && (
            <Alert
              color="red"
              title={ONBOARDING_BANK_TEXTS.failedToSave}
              data-testid="bank-task-error"
            >
              {save.error}
            </Alert>
          )}
          <TextInput
            label="Title"
            withAsterisk
            data-testid="bank-task-title"
            {...form.getInputProps('title')}
          />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={3}
            maxRows={10}
            data-testid="bank-task-description"
            {...form.getInputProps('description')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label="Skill tag"
              withAsterisk
              placeholder="e.g. Python"
              style={{ minWidth: 180 }}
              data-testid="bank-task-skill"
              {...form.getInputProps('skill_tag')}
            />
            <Select
              label="Difficulty"
              data={DIFFICULTY_OPTIONS}
              allowDeselect={false}
              style={{ minWidth: 180 }}
              data-testid="bank-task-difficulty"
              {...form.getInputProps('difficulty')}
            />
          </Group>
          <Text size="xs" c="dimmed">
            Version {ONBOARDING_BANK_DEFAULTS.version} · reward{' '}
            {ONBOARDING_BANK_DEFAULTS.reward_amount} · validator{' '}
            {ONBOARDING_BANK_DEFAULTS.validator_kind} (judged against the answer key)
          </Text>
          <Switch
            label="Active: handed out to operators proving this skill"
            data-testid="bank-task-active"
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.busy}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy} data-testid="bank-task-save">
              {task ? 'Save task' : 'Create task'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
