import type { SessionUser } from '@morphic/contracts';
import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { avatarInitials, displayName } from '../user-display';
import classes from './UserMenu.module.css';

export function UserAvatar({ user }: { user: SessionUser }) {
  return (
    <Avatar
      src={user.avatar_url}
      alt={displayName(user)}
      radius="xl"
      size={34}
      color="violet"
      variant="filled"
    >
      {avatarInitials(user)}
    </Avatar>
  );
}

export function UserMenuTrigger({
  user,
  ...props
}: { user: SessionUser } & ComponentPropsWithRef<'button'>) {
  return (
    // Named by the name it shows (a visually hidden copy where the name does not fit).
    <UnstyledButton className={classes.trigger} data-testid="user-menu" {...props}>
      <Group gap={8} wrap="nowrap">
        <UserAvatar user={user} />
        <Text size="sm" fw={600} c="white" className={classes.name} visibleFrom="sm">
          {displayName(user)}
        </Text>
        <VisuallyHidden hiddenFrom="sm">{displayName(user)}</VisuallyHidden>
        <IconChevronDown size={14} color="rgba(255,255,255,0.7)" />
      </Group>
    </UnstyledButton>
  );
}
