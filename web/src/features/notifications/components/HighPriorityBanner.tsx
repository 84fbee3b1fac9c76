import { SHELL_TEXTS } from '@morphic/contracts';
import { ActionIcon, Box, Button, Flex, Group, Text } from '@mantine/core';
import { IconBellRinging, IconX } from '@tabler/icons-react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { isInternalHref } from '../../../lib/navigation/internal-href';
import { bannerActionLabel, pickBannerNotification } from '../banner';
import { useDismissedNotificationTypes } from '../hooks/useDismissedNotificationTypes';
import { useNotifications } from '../hooks/useNotifications';

/** The top banner: the first undismissed high-priority notification. */
export function HighPriorityBanner() {
  const router = useRouter();
  const { notifications } = useNotifications();
  const { dismissed, dismiss } = useDismissedNotificationTypes();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const notification = pickBannerNotification(notifications, dismissed, pathname);
  if (!notification) return null;
  const actionLabel = bannerActionLabel(notification);

  const follow = (actionUrl: string) => {
    dismiss(notification.type);
    if (isInternalHref(actionUrl)) void router.navigate({ href: actionUrl });
    else window.location.assign(actionUrl);
  };

  return (
    <Box bg="violet.7" c="white" px="md" py={10} data-testid="priority-banner" role="status">
      {/* On a narrow screen the buttons go under the text, so the title is never cut short. */}
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', xs: 'center' }}
        gap={{ base: 6, xs: 'md' }}
        maw={1200}
        mx="auto"
      >
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconBellRinging size={20} style={{ flexShrink: 0 }} />
          <Box style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" lineClamp={2} data-testid="priority-banner-title">
              {notification.title}
            </Text>
            <Text size="sm" opacity={0.9} lineClamp={2}>
              {notification.message}
            </Text>
          </Box>
        </Group>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {actionLabel && (
            <Button
              size="compact-sm"
              variant="white"
              color="violet"
              onClick={() => follow(notification.action_url ?? '/')}
            >
              {actionLabel}
            </Button>
          )}
          <ActionIcon
            variant="subtle"
            color="white"
            aria-label={SHELL_TEXTS.dismiss}
            onClick={() => dismiss(notification.type)}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Flex>
    </Box>
  );
}
