import { COMPANY_JIRA_TEXTS, COMPANY_WORK_TEXTS, SUBTASK_TEXTS } from '@morphic/contracts';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { companiesApi } from '../../../lib/api/clients';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { showToast } from '../../../lib/toast';
import { COMPANY_TASK_DEFAULTS, companyTaskFormRules } from '../company-task-form';
import { companyMissionsQuery } from '../queries';
import { TaskFormLayout } from '../../marketplace/components/TaskFormLayout';
import { CompanyActiveGate } from './CompanyActiveGate';

/** The company's own missions, any one of which the new task can be a subtask of. */
function ParentTaskSelect(props: GetInputPropsReturnType) {
  // Options of an optional field: the form is usable before they arrive (not suspense).
  const missions = useQuery(companyMissionsQuery());
  const options = (missions.data?.missions ?? []).map((mission) => ({
    value: mission.id,
    label: mission.title,
  }));
  return (
    <Select
      label={SUBTASK_TEXTS.parentLabel}
      description={SUBTASK_TEXTS.parentHint}
      placeholder={SUBTASK_TEXTS.parentPlaceholder}
      data={options}
      searchable
      clearable
      nothingFoundMessage={SUBTASK_TEXTS.noParent}
      data-testid="company-task-parent"
      {...props}
    />
  );
}

function CompanyTaskForm() {
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: COMPANY_TASK_DEFAULTS,
    ...companyTaskFormRules,
  });
  const create = useFormMutation(form, {
    mutationFn: (body) => companiesApi.createCompanyTask({ body }),
    fallback: COMPANY_WORK_TEXTS.failedToCreateTask,
    onSuccess: ({ message }) => {
      showToast({ color: 'teal', message });
      // The command answers once the read models hold the task: the list shows it already.
      void navigate({ to: '/company-tasks' });
    },
  });

  return (
    <TaskFormLayout
      testIdPrefix="company-task"
      back={{ href: '/company-tasks', label: COMPANY_WORK_TEXTS.backToTasks }}
      title={COMPANY_WORK_TEXTS.createTitle}
      subtitle={COMPANY_WORK_TEXTS.createSubtitle}
      titleInput={form.getInputProps('title')}
      descriptionInput={form.getInputProps('description')}
      onSubmit={create.onSubmit}
      error={create.error}
      busy={create.busy}
      submitLabel={COMPANY_WORK_TEXTS.submit}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={COMPANY_WORK_TEXTS.rewardAmountLabel}
          withAsterisk
          min={0}
          step={0.01}
          decimalScale={2}
          // Negative amounts stay as typed, so the form can say why they are refused.
          clampBehavior="none"
          data-testid="company-task-reward-amount"
          {...form.getInputProps('reward_amount')}
        />
        <TextInput
          label={COMPANY_WORK_TEXTS.rewardAssetLabel}
          maxLength={10}
          data-testid="company-task-reward-asset"
          {...form.getInputProps('reward_asset')}
        />
      </SimpleGrid>
      <TextInput
        label={COMPANY_WORK_TEXTS.domainTagsLabel}
        description={COMPANY_WORK_TEXTS.domainTagsHint}
        data-testid="company-task-domain-tags"
        {...form.getInputProps('domain_tags')}
      />
      <TextInput
        label={COMPANY_JIRA_TEXTS.issueKeyLabel}
        description={COMPANY_JIRA_TEXTS.issueKeyHint}
        placeholder="NW-12"
        autoComplete="off"
        maxLength={30}
        data-testid="company-task-jira-key"
        {...form.getInputProps('jira_key')}
      />
      <ParentTaskSelect {...form.getInputProps('parent_id')} />
    </TaskFormLayout>
  );
}

/** /company/tasks/new: a company task for the marketplace (needs can_manage_tasks). */
export function CompanyTaskFormPage() {
  return (
    <CompanyActiveGate permission="can_manage_tasks">
      <CompanyTaskForm />
    </CompanyActiveGate>
  );
}
