import {
  AdminCreateOperatorRequestSchema,
  OPERATORS_CONSOLE_TEXTS,
  type Role,
} from '@morphic/contracts';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { operatorsAdminApi } from '../../../../lib/api/clients';
import { FormError } from '../../../../lib/forms/FormError';
import { schemaForm } from '../../../../lib/forms/schema-form';
import { NewPasswordField } from '../../../password/components/NewPasswordField';
import { RoleCheckboxes } from './RoleCheckboxes';
import { useOperatorForm } from './useOperatorCommand';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

/**
 * Spec 03 "Create operator": handle, email, full name, password and roles (at least one). The
 * Admins and Validators tabs pass `fixedRoles` (Create Founder, Create Validator): no checkboxes.
 */
export function OperatorCreateForm({
  onCreated,
  fixedRoles,
  submitLabel = TEXTS.createSubmit,
  testId = 'operator-create',
}: {
  onCreated: () => void;
  fixedRoles?: readonly Role[];
  submitLabel?: string;
  testId?: string;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      handle: '',
      email: '',
      full_name: '',
      password: '',
      role: [...(fixedRoles ?? ['operator'])] as Role[],
    },
    ...schemaForm(AdminCreateOperatorRequestSchema),
  });
  const create = useOperatorForm(form, {
    mutationFn: (body) => operatorsAdminApi.adminCreateOperator({ body }),
    fallback: OPERATORS_CONSOLE_TEXTS.failedToCreateUser,
    says: ({ message, operator }) => `${message}: @${operator.handle}`,
    done: () => {
      form.reset();
      onCreated();
    },
  });

  return (
    <form onSubmit={create.onSubmit} noValidate data-testid={`${testId}-form`}>
      <Stack gap="sm">
        <FormError message={create.error} testId={`${testId}-error`} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={TEXTS.handle}
            withAsterisk
            autoComplete="off"
            data-testid={`${testId}-handle`}
            {...form.getInputProps('handle')}
          />
          <TextInput
            label={TEXTS.email}
            withAsterisk
            type="email"
            autoComplete="off"
            data-testid={`${testId}-email`}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={TEXTS.fullName}
            data-testid={`${testId}-full-name`}
            {...form.getInputProps('full_name')}
          />
          <div>
            <NewPasswordField
              label={TEXTS.password}
              withAsterisk
              owner={{ username: form.values.handle.trim(), email: form.values.email.trim() }}
              testId={`${testId}-password`}
              {...form.getInputProps('password')}
            />
          </div>
        </SimpleGrid>
        {!fixedRoles && (
          <RoleCheckboxes
            value={form.values.role}
            onChange={(roles) => form.setFieldValue('role', roles)}
            testId={`${testId}-roles`}
          />
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={create.busy}
            leftSection={<IconUserPlus size={16} />}
            data-testid={`${testId}-submit`}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
