import {
  COMPANY_JIRA_TEXTS,
  TaskJiraLinkRequestSchema,
  type Mission,
  type TaskJiraLinkRequest,
} from '@morphic/contracts';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { companiesApi } from '../../../lib/api/clients';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import { useFormMutation } from '../../../lib/forms/useFormMutation';
import { showToast } from '../../../lib/toast';
import { companyOverviewQuery } from '../../company-dashboard/queries';
import { companyMissionsKey } from '../queries';

const TEXTS = COMPANY_JIRA_TEXTS;

interface LinkValues {
  readonly jira_key: string;
}

const linkRules = schemaForm<TaskJiraLinkRequest, LinkValues>(TaskJiraLinkRequestSchema);

function LinkForm({ mission, onLinked }: { mission: Mission; onLinked: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({ mode: 'controlled', initialValues: { jira_key: '' }, ...linkRules });
  const link = useFormMutation(form, {
    mutationFn: (body) => companiesApi.linkTaskJiraIssue({ params: { id: mission.id }, body }),
    fallback: TEXTS.task.failedToLink,
    onSuccess: ({ message }) => {
      showToast({ color: 'teal', message });
      // The command answers once the read models hold the link: the lists fetch it now.
      void queryClient.invalidateQueries({ queryKey: companyMissionsKey });
      onLinked();
    },
  });
  return (
    <form onSubmit={link.onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {TEXTS.task.linkHint}
        </Text>
        <FormError message={link.error} testId="task-jira-link-error" />
        <TextInput
          label={TEXTS.issueKeyLabel}
          placeholder="NW-12"
          autoComplete="off"
          data-autofocus
          data-testid="task-jira-link-key"
          {...form.getInputProps('jira_key')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={link.busy} data-testid="task-jira-link-submit">
            {TEXTS.task.submitLink}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Links a company task to an existing issue of the company's Jira. While no Jira is connected
 * the dialog says who can connect it instead of asking for a key.
 */
export function TaskJiraLinkModal({
  mission,
  opened,
  onClose,
}: {
  mission: Mission;
  opened: boolean;
  onClose: () => void;
}) {
  const overview = useQuery({ ...companyOverviewQuery(), enabled: opened });
  const company = overview.data?.company;
  return (
    <Modal opened={opened} onClose={onClose} title={TEXTS.task.linkTitle} centered radius="lg">
      {company?.jira_state.state === 'not_connected' ? (
        <Alert color="gray" variant="light" data-testid="task-jira-not-connected">
          {TEXTS.notConnected(company.company_name)}
        </Alert>
      ) : (
        <LinkForm mission={mission} onLinked={onClose} />
      )}
    </Modal>
  );
}
