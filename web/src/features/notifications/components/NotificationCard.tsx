import { NOTIFICATION_TEXTS, type Notification, type NotificationType } from '@morphic/contracts';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBriefcase,
  IconCheck,
  IconMessageCircle,
  IconRocket,
  IconRosetteDiscountCheck,
  IconSettings,
  IconShieldCheck,
  IconTrash,
} from '@tabler/icons-react';
import { AppLink } from '../../../lib/navigation/AppLink';
import { PRIORITY_COLORS, relativeTime } from '../notifications-view';
import classes from './Notifications.module.css';

const TYPE_ICONS: Record<NotificationType, typeof IconSettings> = {
  system: IconSettings,
  task: IconRocket,
  validation: IconRosetteDiscountCheck,
  admin: IconShieldCheck,
  mission: IconBriefcase,
  message: IconMessageCircle,
};

export interface NotificationCardProps {
  readonly notification: Notification;
  readonly now: Date;
  readonly marking: boolean;
  readonly deleting: boolean;
  readonly onMarkRead: (id: string) => void;
  readonly onDelete: (id: string) => void;
}

export function NotificationCard({
  notification,
  now,
  marking,
  deleting,
  onMarkRead,
  onDelete,
}: NotificationCardProps) {
  const { id, is_read: read } = notification;
  const Icon = TYPE_ICONS[notification.type];
  const createdAt = new Date(notification.created_at);

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      className={classes.card}
      data-unread={!read || undefined}
      data-testid={`notification-${id}`}
      data-read={read}
      component="li"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon
          size={40}
          radius="md"
          variant="light"
          color={read ? 'gray' : 'violet'}
          className={classes.icon}
        >
          <Icon size={20} />
        </ThemeIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={8} wrap="wrap" justify="space-between">
            <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
              {!read && <span className={classes.unreadDot} aria-label="Unread" />}
              <Text fw={read ? 600 : 800} className={classes.title}>
                {notification.title}
              </Text>
            </Group>
            <Text
              size="xs"
              c="dimmed"
              title={Number.isNaN(createdAt.getTime()) ? undefined : createdAt.toLocaleString()}
            >
              {relativeTime(notification.created_at, now)}
            </Text>
          </Group>
          <Text size="sm" c={read ? 'dimmed' : undefined} mt={4} className={classes.message}>
            {notification.message}
          </Text>
          <Group justify="space-between" mt="sm" gap="xs" wrap="wrap">
            <Group gap={6}>
              <Badge
                size="sm"
                variant="light"
                color={PRIORITY_COLORS[notification.priority]}
                data-testid={`notification-priority-${id}`}
              >
                {NOTIFICATION_TEXTS.priority[notification.priority]}
              </Badge>
              <Badge size="sm" variant="outline" color="gray">
                {NOTIFICATION_TEXTS.type[notification.type]}
              </Badge>
            </Group>
            <Group gap={6} wrap="nowrap">
              {notification.action_url && (
                <Button
                  component={AppLink}
                  href={notification.action_url}
                  size="compact-sm"
                  variant="light"
                  rightSection={<IconArrowRight size={14} />}
                  onClick={() => {
                    if (!read) onMarkRead(id);
                  }}
                  data-testid={`notification-open-${id}`}
                >
                  {NOTIFICATION_TEXTS.open}
                </Button>
              )}
              {!read && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconCheck size={14} />}
                  loading={marking}
                  onClick={() => onMarkRead(id)}
                  data-testid={`notification-read-${id}`}
                >
                  {NOTIFICATION_TEXTS.markRead}
                </Button>
              )}
              <Tooltip label={NOTIFICATION_TEXTS.delete} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={NOTIFICATION_TEXTS.delete}
                  loading={deleting}
                  onClick={() => onDelete(id)}
                  data-testid={`notification-delete-${id}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </Box>
      </Group>
    </Paper>
  );
}
