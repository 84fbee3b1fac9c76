import { ONBOARDING_BANK_TEXTS, type BankTask } from '@morphic/contracts';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconKey, IconPencil, IconPlus, IconSchool, IconTrash } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../system/components/ConfirmModal';
import { useDeleteTask, useToggleTaskActive } from '../hooks/useBankCommands';
import { onboardingBankQuery } from '../queries';
import { AnswerKeyModal } from './AnswerKeyModal';
import { BankTaskModal, DIFFICULTY_LABELS } from './BankTaskModal';

/** The editor's state: closed, a new task, or a task being edited. */
type Editing = { readonly task: BankTask | null } | null;

/**
 * The onboarding task bank: every task with its skill, difficulty, answer key and activation;
 * create and edit in a modal, answer keys uploaded by dropzone, delete after a confirmation.
 */
export function OnboardingBankTab() {
  const bank = useSuspenseQuery(onboardingBankQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [keyOf, setKeyOf] = useState<BankTask | null>(null);
  const [deleting, setDeleting] = useState<BankTask | null>(null);
  const toggle = useToggleTaskActive();
  const remove = useDeleteTask();

  let body;
  if (bank.data.tasks.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid="onboarding-bank-empty">
        {ONBOARDING_BANK_TEXTS.empty}
      </Text>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={660}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="onboarding-bank-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Skill</Table.Th>
              <Table.Th>Difficulty</Table.Th>
              <Table.Th>Answer key</Table.Th>
              <Table.Th>Active</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bank.data.tasks.map((task) => (
              <Table.Tr key={task.id} data-testid={`bank-task-row-${task.id}`}>
                <Table.Td maw={240}>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {task.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {task.description}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" tt="none" maw={130}>
                    {task.skill_tag}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{DIFFICULTY_LABELS[task.difficulty] ?? task.difficulty}</Text>
                  <Text size="xs" c="dimmed">
                    {`v${task.version} · ${task.validator_kind} · reward ${task.reward_amount}`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    c={task.answer_key_ref ? undefined : 'dimmed'}
                    lineClamp={1}
                    maw={120}
                  >
                    {task.answer_key_ref ?? 'none'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={task.active}
                    onChange={(event) =>
                      toggle.mutate({ task, active: event.currentTarget.checked })
                    }
                    disabled={toggle.isPending && toggle.variables?.task.id === task.id}
                    aria-label={`${task.active ? 'Deactivate' : 'Activate'} ${task.title}`}
                    data-testid={`bank-task-toggle-${task.id}`}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setEditing({ task })}
                        aria-label={`Edit ${task.title}`}
                        data-testid={`bank-task-edit-${task.id}`}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Answer key">
                      <ActionIcon
                        variant="subtle"
                        onClick={() => setKeyOf(task)}
                        aria-label={`Answer key of ${task.title}`}
                        data-testid={`bank-task-key-${task.id}`}
                      >
                        <IconKey size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => setDeleting(task)}
                        aria-label={`Delete ${task.title}`}
                        data-testid={`bank-task-delete-${task.id}`}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  const tasks = bank.data.tasks;
  return (
    <Stack gap="md" data-testid="onboarding-bank-tab">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: '1 1 260px' }}>
          <Group gap="sm">
            <IconSchool size={22} color="var(--mantine-color-violet-6)" />
            <Text fw={700} size="lg">
              {ONBOARDING_BANK_TEXTS.title}
            </Text>
            {tasks && (
              <Badge variant="light" color="gray" data-testid="onboarding-bank-total">
                {`${tasks.filter((task) => task.active).length} active of ${tasks.length}`}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            The tasks operators are given to prove each skill of their character report. Only active
            tasks are handed out.
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setEditing({ task: null })}
          data-testid="bank-task-new"
        >
          New task
        </Button>
      </Group>
      {body}
      {editing && <BankTaskModal task={editing.task} opened onClose={() => setEditing(null)} />}
      <AnswerKeyModal
        task={keyOf && (tasks?.find((task) => task.id === keyOf.id) ?? keyOf)}
        onClose={() => setKeyOf(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete onboarding task"
        cancelLabel="Cancel"
        confirmLabel="Delete"
        confirmColor="red"
        confirmIcon={<IconTrash size={16} />}
        busy={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })
        }
        confirmTestId="bank-task-delete-confirm"
      >
        <Text size="sm">{deleting && ONBOARDING_BANK_TEXTS.confirmDelete(deleting.title)}</Text>
      </ConfirmModal>
    </Stack>
  );
}
