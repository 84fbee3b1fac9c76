import {
  ADMIN_SKILL_STATUSES,
  OPERATOR_ANALYSIS_TEXTS as T,
  adminSkillStatusOf,
  formatQualityScore,
  type AdminSkillStatus,
  type OnboardingStatus,
  type SkillStatus,
} from '@morphic/contracts';
import {
  Accordion,
  Badge,
  Button,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconEraser, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { operatorAnalysisApi } from '../../../lib/api/clients';
import { notifyFailure } from '../../../lib/notify-failure';
import { showToast } from '../../../lib/toast';
import { formatDateTime } from '../../assignments/format-date-time';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { ConfirmModal } from '../../system/components/ConfirmModal';
import { operatorAnalysisKey, taskHistoryQuery } from '../queries';
import { Panel } from './Panel';

const STATUS_COLORS: Record<AdminSkillStatus, string> = {
  validated: 'teal',
  pending: 'yellow',
  blocked: 'red',
};
const STATUS_OPTIONS = ADMIN_SKILL_STATUSES.map((value) => ({
  value,
  label: T.skillStatuses[value],
}));
const slug = (skill: string) => skill.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A skill command: its message as a toast, then the screen refetched; on failure, the spec's. */
function useSkillCommand<Variables>(
  operatorId: string,
  command: (variables: Variables) => Promise<{ message: string }>,
  fallback: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    onSuccess: ({ message }) => {
      showToast({ color: 'teal', message });
      return queryClient.invalidateQueries({ queryKey: operatorAnalysisKey(operatorId) });
    },
    onError: (error) => notifyFailure(error, T.errorPrefix(fallback)),
  });
}

function AddSkillForm({ operatorId }: { operatorId: string }) {
  const [skill, setSkill] = useState('');
  const [status, setStatus] = useState<AdminSkillStatus>('pending');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useSkillCommand(
    operatorId,
    (body: { skill: string; status: AdminSkillStatus }) =>
      operatorAnalysisApi.manageSkills({
        params: { id: operatorId },
        body: { action: 'add', ...body },
      }),
    T.failedToAddSkill,
  );
  const submit = () => {
    if (skill.trim() === '') {
      setProblem(T.addSkillNeedsText);
      return;
    }
    setProblem(null);
    add.mutate({ skill: skill.trim(), status }, { onSuccess: () => setSkill('') });
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        label={T.addSkill}
        placeholder={T.skillPlaceholder}
        value={skill}
        onChange={(event) => setSkill(event.currentTarget.value)}
        error={problem}
        style={{ flex: '1 1 160px' }}
        data-testid="add-skill-name"
      />
      <Select
        label={T.initialStatus}
        data={STATUS_OPTIONS}
        value={status}
        onChange={(value) => value && setStatus(value as AdminSkillStatus)}
        allowDeselect={false}
        w={140}
        data-testid="add-skill-status"
      />
      <Button
        leftSection={<IconPlus size={14} />}
        loading={add.isPending}
        onClick={submit}
        data-testid="add-skill"
      >
        {T.addSkill}
      </Button>
    </Group>
  );
}

function TaskHistory({ operatorId, skill }: { operatorId: string; skill: string }) {
  // Loaded when a skill is opened, in place (not suspense, which would blank the page).
  const history = useQuery(taskHistoryQuery(operatorId));
  if (history.isPending) return <Skeleton height={48} />;
  if (history.isError) {
    return (
      <LoadFailedAlert
        title={T.errorPrefix(T.failedToLoadTaskHistory)}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }
  const tasks = history.data.skills[skill] ?? [];
  if (tasks.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {T.noTaskHistory}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table fz="xs" data-testid={`task-history-${slug(skill)}`}>
        <Table.Tbody>
          {tasks.map((task) => (
            <Table.Tr key={task.assignment_id}>
              <Table.Td>{task.attempts}</Table.Td>
              <Table.Td>{task.title}</Table.Td>
              <Table.Td>{task.difficulty}</Table.Td>
              <Table.Td>
                <Badge
                  size="xs"
                  variant="light"
                  color={
                    task.status === 'passed' ? 'teal' : task.status === 'failed' ? 'red' : 'yellow'
                  }
                >
                  {T.taskStatuses[task.status]}
                </Badge>
              </Table.Td>
              <Table.Td>{task.submitted_at ? formatDateTime(task.submitted_at) : '—'}</Table.Td>
              <Table.Td>{formatQualityScore(task.quality_score)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type Confirming = { kind: 'remove' | 'clear'; skill: string } | null;

function SkillItem({
  operatorId,
  skill,
  onConfirm,
}: {
  operatorId: string;
  skill: SkillStatus;
  onConfirm: (confirming: NonNullable<Confirming>) => void;
}) {
  const status = adminSkillStatusOf(skill);
  const setStatus = useSkillCommand(
    operatorId,
    (next: AdminSkillStatus) =>
      operatorAnalysisApi.setSkillStatus({
        params: { id: operatorId },
        body: { skill: skill.skill, status: next },
      }),
    T.failedToUpdateSkillStatus,
  );
  const id = slug(skill.skill);
  return (
    <Accordion.Item value={skill.skill} data-testid={`skill-${id}`}>
      <Accordion.Control>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {skill.skill}
          </Text>
          <Badge
            size="sm"
            variant="light"
            color={STATUS_COLORS[status]}
            data-testid={`skill-status-${id}`}
          >
            {T.skillStatuses[status]}
          </Badge>
          <Text size="xs" c="dimmed">
            {T.attemptsLabel(skill.attempts)}
            {skill.has_active_task ? ` · ${T.activeTask}` : ''}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Select
              size="xs"
              w={140}
              data={STATUS_OPTIONS}
              value={status}
              allowDeselect={false}
              disabled={setStatus.isPending}
              onChange={(value) =>
                value && value !== status && setStatus.mutate(value as AdminSkillStatus)
              }
              aria-label={T.initialStatus}
              data-testid={`skill-status-select-${id}`}
            />
            <Button
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconEraser size={14} />}
              onClick={() => onConfirm({ kind: 'clear', skill: skill.skill })}
              data-testid={`skill-clear-${id}`}
            >
              {T.clearFailed}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => onConfirm({ kind: 'remove', skill: skill.skill })}
              data-testid={`skill-remove-${id}`}
            >
              {T.removeSkill}
            </Button>
          </Group>
          <Text size="sm" fw={600}>
            {T.taskHistory}
          </Text>
          <TaskHistory operatorId={operatorId} skill={skill.skill} />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/** Spec 03 "Operator Skills": add, remove, set status, task history, clear failed tasks. */
export function OperatorSkillsPanel({
  operatorId,
  onboarding,
}: {
  operatorId: string;
  onboarding: OnboardingStatus;
}) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const close = () => setConfirming(null);
  const remove = useSkillCommand(
    operatorId,
    (skill: string) =>
      operatorAnalysisApi.manageSkills({
        params: { id: operatorId },
        body: { action: 'remove', skill },
      }),
    T.failedToRemoveSkill,
  );
  const clear = useSkillCommand(
    operatorId,
    (skill: string) =>
      operatorAnalysisApi.clearFailedTasks({ params: { id: operatorId }, body: { skill } }),
    T.failedToClearFailedTasks,
  );
  const busy = remove.isPending || clear.isPending;
  return (
    <Panel
      title={T.panels.skills}
      testId="operator-skills"
      controls={
        <Text size="xs" c="dimmed">
          {T.skillsPassed(onboarding.passed_skills, onboarding.total_skills)}
        </Text>
      }
    >
      <Stack gap="md">
        <AddSkillForm operatorId={operatorId} />
        {onboarding.skill_status.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="skills-empty">
            {T.noSkills}
          </Text>
        ) : (
          <Accordion variant="separated" radius="md">
            {onboarding.skill_status.map((skill) => (
              <SkillItem
                key={skill.skill}
                operatorId={operatorId}
                skill={skill}
                onConfirm={setConfirming}
              />
            ))}
          </Accordion>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming !== null}
        onClose={close}
        title={
          confirming?.kind === 'clear'
            ? T.clearFailedTitle(confirming.skill)
            : T.removeSkillTitle(confirming?.skill ?? '')
        }
        cancelLabel={T.cancel}
        confirmLabel={confirming?.kind === 'clear' ? T.clearFailed : T.removeSkill}
        confirmColor={confirming?.kind === 'clear' ? 'orange' : 'red'}
        confirmIcon={
          confirming?.kind === 'clear' ? <IconEraser size={14} /> : <IconTrash size={14} />
        }
        busy={busy}
        onConfirm={() => {
          if (!confirming) return;
          const action = confirming.kind === 'clear' ? clear : remove;
          action.mutate(confirming.skill, { onSettled: close });
        }}
        confirmTestId="skill-confirm"
      >
        <Text size="sm">
          {confirming?.kind === 'clear' ? T.clearFailedBody : T.removeSkillBody}
        </Text>
      </ConfirmModal>
    </Panel>
  );
}
