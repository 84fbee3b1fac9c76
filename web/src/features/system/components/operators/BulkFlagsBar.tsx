import { OPERATOR_FLAG_NAMES, OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { Button, Card, Group, Select, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { operatorsAdminApi } from '../../../../lib/api/clients';
import { FormError } from '../../../../lib/forms/FormError';
import { useOperatorCommand } from './useOperatorCommand';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

/** Every flag, on and off: the bulk action's choices (`<flag>:on`, `<flag>:off`). */
const CHOICES = OPERATOR_FLAG_NAMES.flatMap((flag) => [
  { value: `${flag}:on`, label: TEXTS.flagOn(TEXTS.flagLabels[flag]) },
  { value: `${flag}:off`, label: TEXTS.flagOff(TEXTS.flagLabels[flag]) },
]);

/** Bulk flag actions on the ticked operators: all of them change, or none. */
export function BulkFlagsBar({
  selected,
  onDone,
}: {
  selected: readonly string[];
  onDone: () => void;
}) {
  const [choice, setChoice] = useState<string | null>(CHOICES[0]?.value ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useOperatorCommand(
    ({ flag, on }: { flag: string; on: boolean }) =>
      operatorsAdminApi.adminBulkFlags({ body: { ids: [...selected], flags: { [flag]: on } } }),
    OPERATORS_CONSOLE_TEXTS.bulkUpdateFailed,
    onDone,
  );
  const run = () => {
    if (selected.length === 0) {
      setProblem(OPERATORS_CONSOLE_TEXTS.selectAtLeastOne);
      return;
    }
    const [flag, state] = (choice ?? '').split(':');
    if (!flag) return;
    setProblem(null);
    apply.mutate({ flag, on: state === 'on' });
  };

  return (
    <Card withBorder radius="lg" padding="sm" data-testid="operators-bulk">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} data-testid="operators-selected">
          {TEXTS.selected(selected.length)}
        </Text>
        <Select
          aria-label={TEXTS.bulkLabel}
          data={CHOICES}
          value={choice}
          onChange={setChoice}
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
          data-testid="operators-bulk-flag"
        />
        <Button
          variant="light"
          leftSection={<IconFlag size={16} />}
          loading={apply.isPending}
          onClick={run}
          data-testid="operators-bulk-apply"
        >
          {TEXTS.bulkApply}
        </Button>
      </Group>
      <FormError message={problem} testId="operators-bulk-error" mt="sm" />
    </Card>
  );
}
