import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/navigation/AppLink';

export interface RowActionProps {
  readonly label: string;
  readonly icon: ReactNode;
  readonly color?: string;
  /** In a table row, where the columns need the room: the icon, its label as tooltip and name. */
  readonly iconOnly: boolean;
  readonly testId: string;
}

/** What the action does: run a handler, or open a page of the app. */
type RowActionTarget =
  | { readonly onClick: () => void; readonly href?: never }
  | { readonly href: string; readonly onClick?: never };

/** A row's action: a labelled button on a card, an icon in a table row. */
export function RowAction({
  label,
  icon,
  color,
  iconOnly,
  testId,
  ...target
}: RowActionProps & RowActionTarget) {
  const opens = target.href === undefined ? { onClick: target.onClick } : link(target.href);
  if (iconOnly) {
    return (
      <Tooltip label={label} withArrow>
        <ActionIcon
          variant="light"
          color={color}
          aria-label={label}
          data-testid={testId}
          {...opens}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={color}
      leftSection={icon}
      data-testid={testId}
      {...opens}
    >
      {label}
    </Button>
  );
}

/** Renders the button as the app's link, so the action navigates in the app. */
const link = (href: string) => ({
  renderRoot: (props: Record<string, unknown>) => <AppLink {...props} href={href} />,
});
