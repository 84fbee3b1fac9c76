import { SHELL_TEXTS } from '@morphic/contracts';
import { Badge, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

/**
 * A permission as a badge, granted or revoked by more than its colour: a revoked one is struck
 * through with a cross, and each says which it is to a screen reader.
 */
export function GrantBadge({ label, granted }: { label: string; granted: boolean }) {
  const Icon = granted ? IconCheck : IconX;
  return (
    <Badge
      variant={granted ? 'light' : 'outline'}
      color={granted ? 'violet' : 'gray'}
      leftSection={<Icon size={12} aria-hidden />}
      td={granted ? undefined : 'line-through'}
      data-granted={granted}
    >
      {label}
      <VisuallyHidden>
        {granted ? SHELL_TEXTS.grant.granted : SHELL_TEXTS.grant.revoked}
      </VisuallyHidden>
    </Badge>
  );
}
