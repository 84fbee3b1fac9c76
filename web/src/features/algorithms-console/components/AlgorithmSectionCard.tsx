import {
  ALGORITHMS_TEXTS,
  type AlgorithmConfigDocsResponse,
  type AlgorithmConfigResponse,
  type AlgorithmSectionView,
} from '@morphic/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Grid,
  Group,
  NumberInput,
  Stack,
  Text,
} from '@mantine/core';
import { IconAdjustments, IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { systemDataApi } from '../../../lib/api/clients';
import { useReportedMutation } from '../../../lib/forms/useReportedMutation';
import { showToast } from '../../../lib/toast';
import { algorithmConfigQuery } from '../queries';

type SectionDocs = AlgorithmConfigDocsResponse['sections'][number];

const savedLine = (view: AlgorithmSectionView): string =>
  view.source === 'saved' && view.saved_at
    ? `Saved ${new Date(view.saved_at).toLocaleString()}${view.saved_by_username ? ` by @${view.saved_by_username}` : ''}`
    : 'From the environment (.env or built-in defaults)';

/** One section: its parameters with their docs beside them, edited and saved on their own. */
export function AlgorithmSectionCard({
  view,
  docs,
}: {
  view: AlgorithmSectionView;
  docs: SectionDocs | undefined;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Record<string, number | string> | null>(null);
  const save = useReportedMutation({
    mutationFn: (values: Record<string, number>) =>
      systemDataApi.saveSection({ params: { section: view.section }, body: values }),
    fallback: ALGORITHMS_TEXTS.failedToUpdate,
    onSuccess: (result) => {
      queryClient.setQueryData<AlgorithmConfigResponse>(
        algorithmConfigQuery().queryKey,
        (config) =>
          config && {
            sections: config.sections.map((s) =>
              s.section === result.section.section ? result.section : s,
            ),
          },
      );
      setDraft(null);
      showToast({ color: 'teal', message: result.message });
    },
  });
  const editing = draft !== null;
  const params = docs?.params ?? Object.keys(view.values).map((key) => ({ key, label: key }));

  const submit = () => {
    if (!draft) return;
    // An emptied field is sent as it is, so the server names the parameter in its answer.
    save.run(
      Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value as number])),
    );
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid={`algorithm-section-${view.section}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: '1 1 260px' }}>
          <Group gap="xs">
            <Text fw={700}>{view.title}</Text>
            <Badge variant="light" color={view.source === 'saved' ? 'violet' : 'gray'} tt="none">
              {view.source === 'saved' ? 'Saved' : 'Environment'}
            </Badge>
          </Group>
          {docs && (
            <Text size="sm" c="dimmed" mt={4}>
              {docs.description}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={4} data-testid={`algorithm-saved-${view.section}`}>
            {savedLine(view)}
            {docs ? ` · Used by: ${docs.used_by}` : ''}
          </Text>
        </div>
        {editing ? (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconX size={16} />}
              onClick={() => {
                setDraft(null);
                save.reset();
              }}
              disabled={save.busy}
            >
              Cancel
            </Button>
            <Button
              leftSection={<IconCheck size={16} />}
              loading={save.busy}
              onClick={submit}
              data-testid={`algorithm-save-${view.section}`}
            >
              {ALGORITHMS_TEXTS.saveChanges}
            </Button>
          </Group>
        ) : (
          <Button
            variant="light"
            leftSection={<IconAdjustments size={16} />}
            onClick={() => setDraft({ ...view.values })}
            data-testid={`algorithm-edit-${view.section}`}
          >
            {ALGORITHMS_TEXTS.editParameters}
          </Button>
        )}
      </Group>
      {save.error && (
        <Alert
          color="red"
          mt="md"
          title={ALGORITHMS_TEXTS.failedToUpdate}
          data-testid="algorithm-error"
        >
          {save.error}
        </Alert>
      )}
      <Stack gap="sm" mt="md">
        {params.map((param) => {
          const doc = docs?.params.find((p) => p.key === param.key);
          return (
            <Grid key={param.key} gap="sm" align="center">
              <Grid.Col span={{ base: 12, sm: 5 }}>
                {editing ? (
                  <NumberInput
                    label={doc?.label ?? param.key}
                    value={draft[param.key] ?? ''}
                    onChange={(value) => setDraft({ ...draft, [param.key]: value })}
                    min={doc?.min}
                    max={doc?.max}
                    step={doc?.integer ? 1 : 0.05}
                    allowDecimal={!doc?.integer}
                    decimalScale={doc?.integer ? 0 : 4}
                    data-testid={`algorithm-input-${view.section}-${param.key}`}
                  />
                ) : (
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {doc?.label ?? param.key}
                    </Text>
                    <Code data-testid={`algorithm-value-${view.section}-${param.key}`}>
                      {view.values[param.key]}
                    </Code>
                  </Group>
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 7 }}>
                {doc && (
                  <Text size="xs" c="dimmed">
                    {doc.description} Range {doc.min}–{doc.max}
                    {doc.integer ? ', whole numbers' : ''}; default {doc.default}
                    {doc.default !== doc.built_in_default
                      ? ` (built-in ${doc.built_in_default})`
                      : ''}
                    ; <Code>{doc.env}</Code>
                  </Text>
                )}
              </Grid.Col>
            </Grid>
          );
        })}
      </Stack>
    </Card>
  );
}
