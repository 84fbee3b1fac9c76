import {
  AdminUpdateOperatorRequestSchema,
  OPERATORS_CONSOLE_TEXTS,
  type AdminOperatorFull,
} from '@morphic/contracts';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { operatorsAdminApi } from '../../../../lib/api/clients';
import { FormError } from '../../../../lib/forms/FormError';
import { schemaForm } from '../../../../lib/forms/schema-form';
import { RowAction } from '../RowAction';
import { useOperatorForm } from './useOperatorCommand';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

const NUMBER_FIELDS = [
  'level',
  'capacity_hours',
  'streak',
  'reliability_alpha',
  'reliability_beta',
] as const;
const FLAG_FIELDS = ['is_vetted', 'compliant', 'timezone_overlap_ok'] as const;

/** The operator as the editor's inputs hold it: numbers and JSON as text, as typed. */
function editValues(operator: AdminOperatorFull) {
  return {
    handle: operator.handle,
    email: operator.email,
    full_name: operator.full_name ?? '',
    timezone: operator.timezone ?? '',
    cohort: operator.cohort ?? '',
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, String(operator[field])])),
    skill_vector: JSON.stringify(operator.skill_vector, null, 2),
    prefs: JSON.stringify(operator.prefs, null, 2),
    ...Object.fromEntries(FLAG_FIELDS.map((field) => [field, operator[field]])),
  } as Record<string, string | boolean>;
}

function OperatorEditForm({
  operator,
  onSaved,
}: {
  operator: AdminOperatorFull;
  onSaved: () => void;
}) {
  const form = useForm({
    mode: 'controlled',
    initialValues: editValues(operator),
    ...schemaForm(AdminUpdateOperatorRequestSchema),
  });
  const save = useOperatorForm(form, {
    mutationFn: (body) =>
      operatorsAdminApi.adminUpdateOperator({ params: { id: operator.id }, body }),
    fallback: OPERATORS_CONSOLE_TEXTS.failedToUpdateOperator,
    says: ({ message }) => message,
    done: onSaved,
  });
  const text = (field: string, label: string) => (
    <TextInput
      label={label}
      data-testid={`operator-edit-${field}`}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={save.onSubmit} noValidate data-testid="operator-edit-form">
      <Stack gap="sm">
        <FormError message={save.error} testId="operator-edit-error" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('handle', TEXTS.handle)}
          {text('email', TEXTS.email)}
          {text('full_name', TEXTS.fullName)}
          {text('timezone', TEXTS.details.timezone)}
          {text('cohort', TEXTS.details.cohort)}
          {NUMBER_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={TEXTS.details[field]}
              inputMode="decimal"
              data-testid={`operator-edit-${field}`}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        {(['skill_vector', 'prefs'] as const).map((field) => (
          <Textarea
            key={field}
            label={TEXTS.details[field]}
            autosize
            minRows={2}
            maxRows={8}
            ff="monospace"
            data-testid={`operator-edit-${field}`}
            {...form.getInputProps(field)}
          />
        ))}
        <Group gap="md">
          {FLAG_FIELDS.map((field) => (
            <Checkbox
              key={field}
              label={TEXTS.flagLabels[field]}
              data-testid={`operator-edit-${field}`}
              {...form.getInputProps(field, { type: 'checkbox' })}
            />
          ))}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onSaved} disabled={save.busy}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" loading={save.busy} data-testid="operator-edit-save">
            {TEXTS.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The row's Edit action: every field of spec 03's operator edit, in a dialog. */
export function OperatorEditor({
  operator,
  iconOnly,
}: {
  operator: AdminOperatorFull;
  iconOnly: boolean;
}) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <RowAction
        label={TEXTS.edit}
        icon={<IconPencil size={14} />}
        iconOnly={iconOnly}
        onClick={modal.open}
        testId={`edit-operator-${operator.handle}`}
      />
      <Modal
        opened={opened}
        onClose={modal.close}
        title={TEXTS.editTitle(operator.handle)}
        centered
        radius="lg"
        size="lg"
      >
        {opened && <OperatorEditForm operator={operator} onSaved={modal.close} />}
      </Modal>
    </>
  );
}
