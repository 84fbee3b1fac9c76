import {
  OPERATOR_ANALYSIS_TEXTS as T,
  type AnalysedOperator,
  type AdminUpdateOperatorRequest,
} from '@morphic/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { operatorAnalysisApi, operatorsAdminApi } from '../../../lib/api/clients';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { notifyFailure } from '../../../lib/notify-failure';
import { showToast } from '../../../lib/toast';
import { formatDate } from '../../account/format';
import { operatorAnalysisKey } from '../queries';
import { Figure, Panel } from './Panel';

const yesNo = (value: boolean) => (value ? T.yes : T.no);

function useRefreshOperator(operatorId: string) {
  const queryClient = useQueryClient();
  return (message: string) => {
    showToast({ color: 'teal', message });
    return queryClient.invalidateQueries({ queryKey: operatorAnalysisKey(operatorId) });
  };
}

function VerifyEmailButton({ operator }: { operator: AnalysedOperator }) {
  const refresh = useRefreshOperator(operator.id);
  const verify = useMutation({
    mutationFn: () =>
      operatorAnalysisApi.verifyOperatorEmail({
        params: { id: operator.id },
        body: { verified: true },
      }),
    onSuccess: ({ message }) => refresh(message),
    onError: (error) => notifyFailure(error, T.failedToVerifyEmail),
  });
  if (operator.email_verified) return null;
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconMailCheck size={14} />}
      loading={verify.isPending}
      onClick={() => verify.mutate()}
      data-testid="verify-email"
    >
      {T.verifyEmail}
    </Button>
  );
}

function OperatorDetails({ operator }: { operator: AnalysedOperator }) {
  const F = T.fields;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="operator-details">
      <Figure label={F.handle} value={operator.handle} testId="operator-handle" />
      <Figure label={F.email} value={<Text truncate>{operator.email}</Text>} />
      <Figure label={F.full_name} value={operator.full_name ?? '—'} />
      <Figure label={F.role} value={operator.role} />
      <Figure
        label={F.status}
        value={
          <Badge variant="light" color={operator.status === 'active' ? 'teal' : 'gray'}>
            {operator.status}
          </Badge>
        }
      />
      <Figure label={F.cohort} value={operator.cohort ?? '—'} />
      <Figure
        label={F.email_verified}
        value={
          <Group gap="xs">
            <span data-testid="operator-email-verified">{yesNo(operator.email_verified)}</span>
            <VerifyEmailButton operator={operator} />
          </Group>
        }
      />
      <Figure label={F.created_at} value={formatDate(operator.created_at)} />
      <Figure label={F.onboarding_completed} value={yesNo(operator.onboarding_completed)} />
      <Figure
        label={F.character_report_completed}
        value={yesNo(operator.character_report_completed)}
      />
    </SimpleGrid>
  );
}

interface EditValues {
  handle: string;
  email: string;
  full_name: string;
  cohort: string;
  role: string;
  status: 'active' | 'suspended';
}

function OperatorEditForm({ operator, done }: { operator: AnalysedOperator; done: () => void }) {
  const refresh = useRefreshOperator(operator.id);
  const form = useForm<EditValues>({
    initialValues: {
      handle: operator.handle,
      email: operator.email,
      full_name: operator.full_name ?? '',
      cohort: operator.cohort ?? '',
      role: operator.role,
      status: operator.status === 'suspended' ? 'suspended' : 'active',
    },
  });
  const save = useFormMutation(form, {
    mutationFn: (values: EditValues) =>
      operatorsAdminApi.adminUpdateOperator({
        params: { id: operator.id },
        body: values satisfies AdminUpdateOperatorRequest,
      }),
    fallback: T.failedToUpdateOperator,
    onSuccess: ({ message }) => {
      done();
      void refresh(message);
    },
  });
  const F = T.fields;
  return (
    <form onSubmit={save.onSubmit} data-testid="operator-edit-form">
      <Stack gap="sm">
        {save.error && (
          <Alert color="red" data-testid="operator-edit-error">
            {T.errorPrefix(save.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={F.handle} {...form.getInputProps('handle')} />
          <TextInput label={F.email} {...form.getInputProps('email')} />
          <TextInput label={F.full_name} {...form.getInputProps('full_name')} />
          <TextInput label={F.cohort} {...form.getInputProps('cohort')} />
          <TextInput label={F.role} {...form.getInputProps('role')} />
          <Select
            label={F.status}
            data={['active', 'suspended']}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={done} disabled={save.busy}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={save.busy} data-testid="operator-edit-save">
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec 03 "Operator Information": the operator's details, and an edit form (PUT). */
export function OperatorInformationPanel({ operator }: { operator: AnalysedOperator }) {
  const [view, setView] = useState<'details' | 'edit'>('details');
  return (
    <Panel
      title={T.panels.information}
      testId="operator-information"
      controls={
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value as typeof view)}
          data={[
            { value: 'details', label: T.details },
            { value: 'edit', label: T.edit },
          ]}
          data-testid="operator-information-view"
        />
      }
    >
      {view === 'details' ? (
        <OperatorDetails operator={operator} />
      ) : (
        <OperatorEditForm key={operator.id} operator={operator} done={() => setView('details')} />
      )}
    </Panel>
  );
}
