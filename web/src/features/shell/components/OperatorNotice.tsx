import { SHELL_TEXTS } from '@morphic/contracts';
import { Box, Group, Text } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { useSession } from '../../session/hooks/useSession';
import { isAdminOrFounder } from '../../session/roles';
import { useQuery } from '@tanstack/react-query';
import { publicSettingsQuery } from '../../settings/queries';

/**
 * The "Tasks under construction" bar for operators (not admins or founders) while the public
 * setting is on; `settings.public` pushes make it appear and disappear live.
 */
export function OperatorNotice() {
  const { user } = useSession();
  const settings = useQuery(publicSettingsQuery());
  const show =
    user !== null &&
    user.type === 'operator' &&
    !isAdminOrFounder(user) &&
    settings.data?.operators_under_construction === true;
  if (!show) return null;

  return (
    <Box
      bg="yellow.1"
      c="dark.8"
      px="md"
      py={10}
      data-testid="under-construction-notice"
      role="status"
    >
      <Group gap="sm" wrap="nowrap" maw={1200} mx="auto">
        <IconBarrierBlock
          size={22}
          color="var(--mantine-color-yellow-8)"
          style={{ flexShrink: 0 }}
        />
        <Text size="sm">
          <Text span fw={700}>
            {SHELL_TEXTS.tasksUnderConstructionTitle}.
          </Text>{' '}
          {SHELL_TEXTS.tasksUnderConstructionMessage}
        </Text>
      </Group>
    </Box>
  );
}
