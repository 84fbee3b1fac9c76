import { MISSIONS_CONSOLE_TEXTS, type AdminMission } from '@morphic/contracts';
import { Group } from '@mantine/core';
import { IconChartBar, IconCopy } from '@tabler/icons-react';
import { missionsAdminApi } from '../../../lib/api/clients';
import { ConfirmDeleteButton } from '../../companies-console/components/ConfirmDeleteButton';
import { RowAction } from '../../system/components/RowAction';
import { useMissionCommand } from '../hooks/useMissionCommand';
import { AssignByUsername } from './AssignByUsername';

const TEXTS = MISSIONS_CONSOLE_TEXTS.missionsTab;

/** A mission row's actions: analyse, assign by username, clone, delete after a confirmation. */
export function MissionRowActions({
  mission,
  iconOnly,
}: {
  mission: AdminMission;
  iconOnly: boolean;
}) {
  const clone = useMissionCommand(
    () => missionsAdminApi.adminCloneMission({ params: { id: mission.id } }),
    MISSIONS_CONSOLE_TEXTS.cloneFailed,
  );
  const remove = useMissionCommand(
    () => missionsAdminApi.adminDeleteMission({ params: { id: mission.id } }),
    MISSIONS_CONSOLE_TEXTS.failedToDeleteMission,
  );
  return (
    <Group gap="xs" wrap={iconOnly ? 'nowrap' : 'wrap'}>
      <RowAction
        label={TEXTS.analyze}
        icon={<IconChartBar size={14} />}
        iconOnly={iconOnly}
        testId={`analyze-mission-${mission.id}`}
        href={`/system/missions/${mission.id}`}
      />
      <AssignByUsername mission={mission} iconOnly={iconOnly} />
      <RowAction
        label={TEXTS.clone}
        icon={<IconCopy size={14} />}
        color="teal"
        iconOnly={iconOnly}
        onClick={() => clone.mutate(undefined)}
        testId={`clone-mission-${mission.id}`}
      />
      <ConfirmDeleteButton
        title={TEXTS.deleteTitle}
        body={TEXTS.deleteBody(mission.title)}
        confirmLabel={TEXTS.deleteConfirm}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
        iconOnly={iconOnly}
        testId={`delete-mission-${mission.id}`}
      />
    </Group>
  );
}
