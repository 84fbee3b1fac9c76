import { SHELL_TEXTS, type SessionUser } from '@morphic/contracts';
import { Avatar, Badge, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconChecklist,
  IconChevronDown,
  IconCoin,
  IconLogout,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { useSignOut } from '../hooks/useSignOut';
import { avatarInitials, displayName } from '../user-display';
import classes from './UserMenu.module.css';

export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const name = displayName(user);
  const credits = user.credits ?? 0;
  const avatar = (
    <Avatar src={user.avatar_url} alt={name} radius="xl" size={34} color="violet" variant="filled">
      {avatarInitials(user)}
    </Avatar>
  );

  return (
    <Menu position="bottom-end" width={260} shadow="lg" radius="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.trigger}
          aria-label="Account menu"
          data-testid="user-menu"
        >
          <Group gap={8} wrap="nowrap">
            {avatar}
            <Text size="sm" fw={600} c="white" className={classes.name} visibleFrom="sm">
              {name}
            </Text>
            <IconChevronDown size={14} color="rgba(255,255,255,0.7)" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" p="sm" wrap="nowrap">
          {avatar}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate data-testid="user-menu-name">
              {name}
            </Text>
            <Text c="dimmed" size="xs" truncate>
              @{user.username}
            </Text>
          </Stack>
        </Group>
        <Group px="sm" pb="sm">
          <Badge
            variant="light"
            color="yellow"
            leftSection={<IconCoin size={12} />}
            data-testid="user-credits"
          >
            {credits} credits
          </Badge>
        </Group>
        <Menu.Divider />
        <Menu.Item component={AppLink} href="/profile" leftSection={<IconUser size={16} />}>
          {SHELL_TEXTS.userMenu.profile}
        </Menu.Item>
        <Menu.Item component={AppLink} href="/settings" leftSection={<IconSettings size={16} />}>
          {SHELL_TEXTS.userMenu.settings}
        </Menu.Item>
        <Menu.Item component={AppLink} href="/my-tasks" leftSection={<IconChecklist size={16} />}>
          {SHELL_TEXTS.userMenu.myTasks}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
          data-testid="sign-out"
        >
          {SHELL_TEXTS.userMenu.signOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
