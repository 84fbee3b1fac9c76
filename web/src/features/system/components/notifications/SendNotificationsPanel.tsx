import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_TEMPLATES,
  NOTIFICATION_TEXTS,
  SendNotificationRequestSchema,
  type NotificationTargetType,
  type NotificationTemplateId,
  type SendNotificationCommand,
} from '@morphic/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { messagingApi } from '../../../../lib/api/clients';
import { FormError } from '../../../../lib/forms/FormError';
import { schemaForm } from '../../../../lib/forms/schema-form';
import { useFormMutation } from '../../../../lib/forms/useFormMutation';
import { RemoteSearchSelect } from './RemoteSearchSelect';
import {
  PRIORITY_OPTIONS,
  REGION_OPTIONS,
  ROLE_OPTIONS,
  TARGET_OPTIONS,
  TEMPLATE_OPTIONS,
  TYPE_OPTIONS,
  operatorSearch,
  taskSearch,
} from './target-options';

const T = NOTIFICATION_TEXTS.sendForm;

interface SendValues {
  targetType: NotificationTargetType;
  operatorId: string;
  role: string;
  region: string;
  taskId: string;
  template: string;
  title: string;
  message: string;
  priority: string;
  type: string;
}

type SendForm = UseFormReturnType<SendValues, SendNotificationCommand>;

const INITIAL: SendValues = {
  targetType: 'single',
  operatorId: '',
  role: '',
  region: '',
  taskId: '',
  template: '',
  title: '',
  message: '',
  priority: 'medium',
  type: 'system',
};

/**
 * The Send Notifications sub-tab (spec 03): who receives it (one operator, everyone, a role, a
 * region, a task's operators, or a template to everyone), title, message, priority and type;
 * a template fills title, message and priority. Answers how many it reached.
 */
export function SendNotificationsPanel() {
  const [recipients, setRecipients] = useState<number | null>(null);
  const form: SendForm = useForm<SendValues, SendNotificationCommand>({
    mode: 'controlled',
    initialValues: INITIAL,
    ...schemaForm<SendNotificationCommand, SendValues>(SendNotificationRequestSchema),
  });
  const send = useFormMutation(form, {
    mutationFn: (body) => messagingApi.sendNotification({ body }),
    fallback: NOTIFICATION_TEXTS.failedToSend,
    onSuccess: ({ recipientCount }) => {
      setRecipients(recipientCount);
      form.setValues({ title: '', message: '', template: '', priority: 'medium' });
    },
  });
  const target = form.values.targetType;
  const applyTemplate = (id: string | null) => {
    form.setFieldValue('template', id ?? '');
    if (!id) return;
    const template = NOTIFICATION_TEMPLATES[id as NotificationTemplateId];
    form.setValues({
      title: template.title,
      message: template.message,
      priority: template.priority,
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="send-notifications-panel">
      <form
        onSubmit={(event) => {
          setRecipients(null);
          send.onSubmit(event);
        }}
        noValidate
        data-testid="send-notification-form"
      >
        <Stack gap="md">
          <div>
            <Title order={3} size="h4">
              {T.heading}
            </Title>
            <Text size="sm" c="dimmed">
              {T.intro}
            </Text>
          </div>
          <FormError message={send.error} testId="send-notification-error" />
          {recipients !== null && (
            <Alert
              color={recipients === 0 ? 'yellow' : 'teal'}
              variant="light"
              icon={<IconCircleCheck size={18} />}
              data-testid="notification-recipient-count"
            >
              {T.recipients(recipients)}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={T.targetType}
              data={TARGET_OPTIONS}
              allowDeselect={false}
              description={T.targetHints[target]}
              data-testid="notification-target-type"
              {...form.getInputProps('targetType')}
            />
            <TargetField form={form} target={target} />
          </SimpleGrid>
          <Select
            label={T.template}
            placeholder={T.templatePlaceholder}
            data={TEMPLATE_OPTIONS}
            clearable
            withAsterisk={target === 'template'}
            data-testid="notification-template"
            {...form.getInputProps('template')}
            value={form.values.template || null}
            onChange={applyTemplate}
          />
          <TextInput
            label={T.title}
            withAsterisk
            maxLength={NOTIFICATION_LIMITS.titleMax}
            data-testid="notification-title"
            {...form.getInputProps('title')}
          />
          <Textarea
            label={T.message}
            withAsterisk
            autosize
            minRows={3}
            maxLength={NOTIFICATION_LIMITS.messageMax}
            data-testid="notification-message"
            {...form.getInputProps('message')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              label={T.priority}
              data={PRIORITY_OPTIONS}
              allowDeselect={false}
              data-testid="notification-priority"
              {...form.getInputProps('priority')}
            />
            <Select
              label={T.type}
              data={TYPE_OPTIONS}
              allowDeselect={false}
              data-testid="notification-type"
              {...form.getInputProps('type')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={send.busy}
              leftSection={<IconSend size={16} />}
              data-testid="send-notification"
            >
              {T.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The field the target type needs: operator, role, region or task (none for all or template). */
function TargetField({ form, target }: { form: SendForm; target: NotificationTargetType }) {
  switch (target) {
    case 'single':
      return (
        <RemoteSearchSelect
          label={T.operator}
          placeholder={T.operatorPlaceholder}
          nothingFound={T.noOperators}
          failed={T.loadFailed}
          search={operatorSearch}
          value={form.values.operatorId}
          onChange={(value) => form.setFieldValue('operatorId', value)}
          error={form.errors['operatorId']}
          testId="notification-operator"
        />
      );
    case 'task':
      return (
        <RemoteSearchSelect
          label={T.task}
          placeholder={T.taskPlaceholder}
          nothingFound={T.noTasks}
          failed={T.loadFailed}
          search={taskSearch}
          value={form.values.taskId}
          onChange={(value) => form.setFieldValue('taskId', value)}
          error={form.errors['taskId']}
          testId="notification-task"
        />
      );
    case 'role':
      return (
        <Select
          label={T.role}
          data={ROLE_OPTIONS}
          withAsterisk
          data-testid="notification-role"
          {...form.getInputProps('role')}
          value={form.values.role || null}
        />
      );
    case 'region':
      return (
        <Select
          label={T.region}
          data={REGION_OPTIONS}
          withAsterisk
          data-testid="notification-region"
          {...form.getInputProps('region')}
          value={form.values.region || null}
        />
      );
    case 'all':
    case 'template':
      return null;
  }
}
