import {
  AdminUpdateCompanyRepRequestSchema,
  COMPANIES_CONSOLE_TEXTS,
  COMPANY_REP_PERMISSIONS,
  COMPANY_TEXTS,
  type AdminCompanyRep,
} from '@morphic/contracts';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { companiesApi } from '../../../lib/api/clients';
import { FormError } from '../../../lib/forms/FormError';
import { schemaForm } from '../../../lib/forms/schema-form';
import { RepDetailsFields } from '../../company-join/components/RepDetailsFields';
import { useConsoleForm } from '../hooks/useConsoleCommand';
import { RowAction } from '../../system/components/RowAction';

const TEXTS = COMPANIES_CONSOLE_TEXTS.repsTab;

function RepEditForm({ rep, onSaved }: { rep: AdminCompanyRep; onSaved: () => void }) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      first_name: rep.first_name,
      last_name: rep.last_name,
      email: rep.email,
      phone: rep.phone ?? '',
      role: rep.role,
      is_primary_contact: rep.is_primary_contact,
      permissions: rep.permissions,
    },
    ...schemaForm(AdminUpdateCompanyRepRequestSchema),
  });
  const save = useConsoleForm(form, {
    mutationFn: (body) => companiesApi.adminUpdateCompanyRep({ params: { id: rep.id }, body }),
    fallback: COMPANIES_CONSOLE_TEXTS.failedToUpdateRep,
    says: ({ message }) => message,
    done: onSaved,
  });

  return (
    <form onSubmit={save.onSubmit} noValidate data-testid="rep-edit-form">
      <Stack gap="sm">
        <FormError message={save.error} testId="rep-edit-error" />
        <RepDetailsFields autoFocus inputProps={(field) => form.getInputProps(field)} />
        <Checkbox
          label={TEXTS.primaryContact}
          data-testid="rep-primary-contact"
          {...form.getInputProps('is_primary_contact', { type: 'checkbox' })}
        />
        <Text size="sm" fw={600}>
          {TEXTS.permissions}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={8}>
          {COMPANY_REP_PERMISSIONS.map((flag) => (
            <Checkbox
              key={flag}
              label={COMPANY_TEXTS.dashboard.permissions[flag]}
              data-testid={`rep-permission-${flag}`}
              {...form.getInputProps(`permissions.${flag}`, { type: 'checkbox' })}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onSaved} disabled={save.busy}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" loading={save.busy} data-testid="rep-edit-save">
            {TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The row's Edit action: the representative's details, role and permissions in a dialog. */
export function CompanyRepEditor({ rep, iconOnly }: { rep: AdminCompanyRep; iconOnly: boolean }) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <RowAction
        label={TEXTS.edit}
        icon={<IconPencil size={14} />}
        iconOnly={iconOnly}
        onClick={modal.open}
        testId={`edit-rep-${rep.id}`}
      />
      <Modal opened={opened} onClose={modal.close} title={rep.full_name} centered radius="lg">
        {opened && <RepEditForm rep={rep} onSaved={modal.close} />}
      </Modal>
    </>
  );
}
