import { NOTIFICATION_TEXTS, type SessionUser } from '@morphic/contracts';
import {
  Badge,
  Button,
  Center,
  Grid,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MessagesPanel } from '../../internal-messages/components/MessagesPanel';
import { useSession } from '../../session/hooks/useSession';
import { useNotificationCommands } from '../hooks/useNotificationCommands';
import { useNow } from '../hooks/useNow';
import { filterNotifications, type NotificationFilter } from '../notifications-view';
import { notificationsQuery } from '../queries';
import { notificationRecipientId } from '../recipient';
import { NotificationCard } from './NotificationCard';
import classes from './Notifications.module.css';

function EmptyState({ filter }: { filter: NotificationFilter }) {
  const unreadOnly = filter === 'unread';
  return (
    <Center py={64} data-testid="notifications-empty">
      <Stack align="center" gap={6} ta="center" maw={380}>
        <ThemeIcon size={56} radius="xl" variant="light" color={unreadOnly ? 'teal' : 'gray'}>
          {unreadOnly ? <IconChecks size={28} /> : <IconBellOff size={28} />}
        </ThemeIcon>
        <Text fw={700} size="lg" mt="xs">
          {unreadOnly ? NOTIFICATION_TEXTS.noUnread : NOTIFICATION_TEXTS.empty}
        </Text>
        <Text c="dimmed" size="sm">
          {unreadOnly ? NOTIFICATION_TEXTS.noUnreadHint : NOTIFICATION_TEXTS.emptyHint}
        </Text>
      </Stack>
    </Center>
  );
}

function NotificationsList({ user }: { user: SessionUser }) {
  const {
    data: { notifications, unread_count: unreadCount },
  } = useSuspenseQuery(notificationsQuery(notificationRecipientId(user)));
  const { markRead, markAllRead, remove } = useNotificationCommands();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const now = useNow(60_000);
  const shown = filterNotifications(notifications, filter);

  return (
    <Stack gap="lg" data-testid="notifications-page">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {NOTIFICATION_TEXTS.pageTitle}
            </Title>
            {unreadCount > 0 && (
              <Badge
                size="lg"
                variant="light"
                color="violet"
                data-testid="notifications-page-unread"
              >
                {NOTIFICATION_TEXTS.unreadCount(unreadCount)}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" mt={4}>
            {NOTIFICATION_TEXTS.pageSubtitle}
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconChecks size={16} />}
          disabled={unreadCount === 0}
          loading={markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
          data-testid="notifications-read-all"
        >
          {NOTIFICATION_TEXTS.markAllRead}
        </Button>
      </Group>

      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value === 'unread' ? 'unread' : 'all')}
        data={[
          { value: 'all', label: `${NOTIFICATION_TEXTS.filterAll} (${notifications.length})` },
          { value: 'unread', label: `${NOTIFICATION_TEXTS.filterUnread} (${unreadCount})` },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="notifications-filter"
      />

      {shown.length === 0 ? (
        <EmptyState filter={filter} />
      ) : (
        <ul className={classes.list} data-testid="notifications-list">
          {shown.map((notification) => (
            <NotificationCard
              key={notification.id}
              notification={notification}
              now={now}
              marking={markRead.isPending && markRead.variables === notification.id}
              deleting={remove.isPending && remove.variables === notification.id}
              onMarkRead={(id) => markRead.mutate(id)}
              onDelete={(id) => remove.mutate(id)}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** The notifications while they load (the route's pending component). */
export function NotificationsLoading() {
  return (
    <Stack gap="sm" data-testid="notifications-loading">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} height={118} radius="lg" />
      ))}
    </Stack>
  );
}

/**
 * /notifications: the signed-in user's notifications with read, read all and delete, and
 * beside them the conversations with the admins.
 */
export function NotificationsPage() {
  // The route's guard let only a signed-in user in; the session is null only while signing out.
  const { user } = useSession();
  if (!user) return null;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <NotificationsList user={user} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <MessagesPanel />
      </Grid.Col>
    </Grid>
  );
}
