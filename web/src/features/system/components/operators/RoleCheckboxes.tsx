import { OPERATORS_CONSOLE_TEXTS, ROLES, type Role } from '@morphic/contracts';
import { Checkbox, Group } from '@mantine/core';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;

/**
 * The role checkboxes (spec 03): they always keep at least one role, so unticking the last one
 * falls back to operator.
 */
export function RoleCheckboxes({
  value,
  onChange,
  testId,
}: {
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  testId: string;
}) {
  return (
    <Checkbox.Group
      label={TEXTS.roles}
      value={[...value]}
      onChange={(picked) => {
        const roles = ROLES.filter((role) => picked.includes(role));
        onChange(roles.length > 0 ? roles : ['operator']);
      }}
      data-testid={testId}
    >
      <Group gap="md" mt={6}>
        {ROLES.map((role) => (
          <Checkbox
            key={role}
            value={role}
            label={TEXTS.roleLabels[role]}
            data-testid={`${testId}-${role}`}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
