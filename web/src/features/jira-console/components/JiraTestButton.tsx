import type { JiraTestResponse } from '@morphic/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { testOutcome } from '../test-outcome';

/** Runs a connection or upload test; under it a tick (or a cross) and what the server said. */
export function JiraTestButton({
  label,
  icon,
  run,
  defaults,
  testId,
}: {
  label: string;
  icon: ReactNode;
  run: () => Promise<JiraTestResponse>;
  defaults: { ok: string; failed: string };
  testId: string;
}) {
  const test = useMutation({ mutationFn: run });
  const outcome = testOutcome(test, defaults);
  return (
    <Stack gap={6} style={{ flex: '1 1 200px', minWidth: 0 }}>
      <Button
        variant="default"
        leftSection={icon}
        loading={test.isPending}
        onClick={() => test.mutate()}
        data-testid={testId}
      >
        {label}
      </Button>
      {outcome && !test.isPending && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          {outcome.ok ? (
            <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
          ) : (
            <IconCircleX size={18} color="var(--mantine-color-red-6)" aria-hidden />
          )}
          <Text
            size="sm"
            c={outcome.ok ? 'teal.8' : 'red.7'}
            style={{ overflowWrap: 'anywhere' }}
            data-testid={`${testId}-result`}
            data-ok={outcome.ok}
          >
            {outcome.text}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
