import type { SessionUser } from '@morphic/contracts';
import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { deferredModule } from '../../../lib/deferred/deferred-module';
import { useOpenOnIntent } from '../../../lib/deferred/use-open-on-intent';
import { avatarInitials, displayName } from '../user-display';
import classes from './UserMenu.module.css';

// The menu (and the positioning code under it) loads when the user reaches for it.
const userMenuPopup = deferredModule(() => import('./UserMenuPopup'));

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

/** The avatar in the header: profile, settings, tasks and sign-out, opened on click. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { module, takeFocus, triggerProps } = useOpenOnIntent(userMenuPopup, ['press']);
  if (!module) return <UserMenuTrigger user={user} {...triggerProps} />;
  return <module.UserMenuPopup user={user} takeFocus={takeFocus} />;
}
