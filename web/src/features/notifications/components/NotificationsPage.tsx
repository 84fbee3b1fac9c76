import { NOTIFICATION_TEXTS } from '@morphic/contracts';
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
import { useState } from 'react';
import { MessagesPanel } from '../../internal-messages/components/MessagesPanel';
import { LoadFailedAlert } from '../../shell/components/LoadFailedAlert';
import { useNotificationCommands } from '../hooks/useNotificationCommands';
import { useNotifications } from '../hooks/useNotifications';
import { useNow } from '../hooks/useNow';
import { filterNotifications, type NotificationFilter } from '../notifications-view';
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

function NotificationsList() {
  const { notifications, unreadCount, loading, error, retry } = useNotifications();
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

      {!error && (
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
      )}

      {loading ? (
        <Stack gap="sm" data-testid="notifications-loading">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height={118} radius="lg" />
          ))}
        </Stack>
      ) : error ? (
        <LoadFailedAlert title={error} onRetry={retry} testId="notifications-error" />
      ) : shown.length === 0 ? (
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

/**
 * /notifications: the signed-in user's notifications with read, read all and delete, and
 * beside them the conversations with the admins.
 */
export function NotificationsPage() {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <NotificationsList />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <MessagesPanel />
      </Grid.Col>
    </Grid>
  );
}
