import { OPERATORS_CONSOLE_TEXTS, type AdminImportOperatorsResponse } from '@morphic/contracts';
import { Badge, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { operatorsAdminApi } from '../../../../lib/api/clients';
import { errorText } from '../../../../lib/api-client';
import { FormError } from '../../../../lib/forms/FormError';
import { useOperatorCommand } from './useOperatorCommand';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

function ImportReport({ report }: { report: AdminImportOperatorsResponse }) {
  return (
    <Stack gap="xs" data-testid="import-report">
      <Text fw={600} size="sm" data-testid="import-summary">
        {report.message}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={6}>
          <Table.Tbody>
            {report.rows.map((row) => (
              <Table.Tr
                key={row.row}
                data-testid={`import-row-${row.row}`}
                data-outcome={row.outcome}
              >
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{TEXTS.rowNumber(row.row)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.handle ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge color={row.outcome === 'created' ? 'teal' : 'red'} variant="light">
                    {row.outcome === 'created' ? TEXTS.created : TEXTS.refused}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {row.reason}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function ImportForm() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const importRows = useOperatorCommand(
    (rows: unknown) => operatorsAdminApi.adminImportOperators({ body: rows as unknown[] }),
    OPERATORS_CONSOLE_TEXTS.importFailed,
  );
  const submit = () => {
    let rows: unknown;
    try {
      rows = JSON.parse(text);
    } catch {
      setProblem(OPERATORS_CONSOLE_TEXTS.importNotJson);
      return;
    }
    setProblem(null);
    importRows.mutate(rows);
  };
  const failure = importRows.isError
    ? errorText(importRows.error, OPERATORS_CONSOLE_TEXTS.importFailed)
    : problem;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {TEXTS.importHint}
      </Text>
      <FormError message={failure} testId="import-error" />
      <Textarea
        label={TEXTS.importField}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={6}
        maxRows={14}
        ff="monospace"
        placeholder='[{"handle": "grace", "email": "grace@example.com", "password": "…", "role": "operator"}]'
        data-testid="import-json"
      />
      <Group justify="flex-end">
        <Button
          leftSection={<IconUpload size={16} />}
          loading={importRows.isPending}
          disabled={text.trim() === ''}
          onClick={submit}
          data-testid="import-submit"
        >
          {TEXTS.importSubmit}
        </Button>
      </Group>
      {importRows.data && <ImportReport report={importRows.data} />}
    </Stack>
  );
}

/** The Import Operators modal: JSON text in, a report per row out. */
export function ImportOperatorsButton() {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconUpload size={16} />}
        onClick={modal.open}
        data-testid="operators-import"
      >
        {TEXTS.importButton}
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={TEXTS.importTitle}
        centered
        radius="lg"
        size="lg"
      >
        {opened && <ImportForm />}
      </Modal>
    </>
  );
}
