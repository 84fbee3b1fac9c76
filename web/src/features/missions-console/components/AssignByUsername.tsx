import { MISSIONS_CONSOLE_TEXTS, type AdminMission } from '@morphic/contracts';
import { ActionIcon, Button, Group, Popover, Stack, TextInput, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { missionsAdminApi } from '../../../lib/api/clients';
import { showToast } from '../../../lib/toast';
import { useAfterMissionChange } from '../hooks/useMissionCommand';

const TEXTS = MISSIONS_CONSOLE_TEXTS.missionsTab;

/** The server's reason, as "Failed to assign: {error or Unknown error}" words it. */
const reasonOf = (error: unknown): string =>
  error instanceof ApiError ? (error.serverError ?? '') : '';

/** Assign the mission to an operator by username, as if they took it from the marketplace. */
export function AssignByUsername({
  mission,
  iconOnly,
}: {
  mission: AdminMission;
  iconOnly: boolean;
}) {
  const [opened, popover] = useDisclosure(false);
  const [username, setUsername] = useState('');
  const afterChange = useAfterMissionChange();
  const assign = useMutation({
    mutationFn: () =>
      missionsAdminApi.adminAssignMission({ params: { id: mission.id }, body: { username } }),
    onSuccess: async ({ operator_handle }) => {
      popover.close();
      setUsername('');
      await afterChange(MISSIONS_CONSOLE_TEXTS.assignedTo(operator_handle));
    },
    onError: (error) =>
      showToast({ color: 'red', message: MISSIONS_CONSOLE_TEXTS.failedToAssign(reasonOf(error)) }),
  });
  const testId = `assign-mission-${mission.id}`;
  return (
    <Popover opened={opened} onChange={popover.toggle} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        {iconOnly ? (
          <Tooltip label={TEXTS.assign} withArrow>
            <ActionIcon
              variant="light"
              color="grape"
              aria-label={TEXTS.assign}
              onClick={popover.toggle}
              data-testid={testId}
            >
              <IconUserPlus size={14} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            color="grape"
            leftSection={<IconUserPlus size={14} />}
            onClick={popover.toggle}
            data-testid={testId}
          >
            {TEXTS.assign}
          </Button>
        )}
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (username.trim()) assign.mutate();
          }}
        >
          <Stack gap="xs" w={220}>
            <TextInput
              size="xs"
              aria-label={TEXTS.assignPlaceholder}
              placeholder={TEXTS.assignPlaceholder}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              data-testid="assign-username"
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                size="compact-sm"
                loading={assign.isPending}
                disabled={!username.trim()}
                data-testid="assign-submit"
              >
                {TEXTS.assign}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
