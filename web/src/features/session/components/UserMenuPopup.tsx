import { SHELL_TEXTS, type SessionUser } from '@morphic/contracts';
import { Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconChecklist, IconCoin, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { useOpenedOnArrival } from '../../../lib/deferred/use-opened-on-arrival';
import { AppLink } from '../../../lib/navigation/AppLink';
import { useSignOut } from '../hooks/useSignOut';
import { displayName } from '../user-display';
import { UserAvatar, UserMenuTrigger } from './UserMenuTrigger';

/** The account menu itself: replaces its placeholder trigger, open, when the user asks for it. */
export function UserMenuPopup({ user, takeFocus }: { user: SessionUser; takeFocus: boolean }) {
  const { triggerRef, opened, setOpened } = useOpenedOnArrival(takeFocus);
  const signOut = useSignOut();
  const name = displayName(user);
  const credits = user.credits ?? 0;
  const avatar = <UserAvatar user={user} />;

  return (
    <Menu
      position="bottom-end"
      width={260}
      shadow="lg"
      radius="md"
      withinPortal
      opened={opened}
      onChange={setOpened}
    >
      <Menu.Target>
        <UserMenuTrigger user={user} ref={triggerRef} />
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
