import { ALGORITHMS_TEXTS, type AlgorithmConfigResponse } from '@morphic/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrain, IconRefresh } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { systemDataApi } from '../../../lib/api/clients';
import { useReportedMutation } from '../../../lib/forms/useReportedMutation';
import { showToast } from '../../../lib/toast';
import { ConfirmModal } from '../../system/components/ConfirmModal';
import { algorithmConfigQuery, algorithmDocsQuery } from '../queries';
import { AlgorithmSectionCard } from './AlgorithmSectionCard';

/**
 * The algorithms tab: the matching and onboarding parameters the product uses, one card per
 * section, each edited and saved on its own, and a reload back to the environment's values.
 */
export function AlgorithmsTab() {
  const config = useSuspenseQuery(algorithmConfigQuery());
  const docs = useSuspenseQuery(algorithmDocsQuery());
  const queryClient = useQueryClient();
  const [confirming, confirm] = useDisclosure(false);
  const reload = useReportedMutation({
    mutationFn: () => systemDataApi.reload(),
    fallback: ALGORITHMS_TEXTS.failedToReload,
    onSuccess: (result) => {
      queryClient.setQueryData<AlgorithmConfigResponse>(
        algorithmConfigQuery().queryKey,
        result.config,
      );
      confirm.close();
      showToast({ color: 'teal', message: result.message });
    },
  });

  const header = (
    <Group justify="space-between" align="flex-start" gap="sm">
      <div style={{ flex: '1 1 260px' }}>
        <Group gap="sm">
          <IconBrain size={22} color="var(--mantine-color-violet-6)" />
          <Text fw={700} size="lg">
            Algorithms
          </Text>
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          The parameters of the marketplace ranking and onboarding. A saved section applies at once;
          the others follow the environment.
        </Text>
      </div>
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} />}
        onClick={confirm.open}
        data-testid="algorithms-reload"
      >
        {ALGORITHMS_TEXTS.reload}
      </Button>
    </Group>
  );

  let body;
  if (config.data.sections.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl" data-testid="algorithms-empty">
        {ALGORITHMS_TEXTS.empty}
      </Text>
    );
  } else {
    body = config.data.sections.map((view) => (
      <AlgorithmSectionCard
        key={view.section}
        view={view}
        docs={docs.data.sections.find((section) => section.section === view.section)}
      />
    ));
  }

  return (
    <Stack gap="md" data-testid="algorithms-tab">
      {header}
      {body}
      <ConfirmModal
        opened={confirming}
        onClose={confirm.close}
        title={ALGORITHMS_TEXTS.reload}
        cancelLabel="Cancel"
        confirmLabel={ALGORITHMS_TEXTS.reload}
        confirmColor="orange"
        confirmIcon={<IconRefresh size={16} />}
        busy={reload.busy}
        onConfirm={() => reload.run()}
        confirmTestId="algorithms-reload-confirm"
      >
        <Text size="sm">{ALGORITHMS_TEXTS.confirmReload}</Text>
        {reload.error && (
          <Text size="sm" c="red" mt="sm" data-testid="algorithms-reload-error">
            {reload.error}
          </Text>
        )}
      </ConfirmModal>
    </Stack>
  );
}
