import {
  MISSIONS_CONSOLE_TEXTS,
  MissionStatusSchema,
  type AdminMission,
  type MissionStatus,
} from '@morphic/contracts';
import { Select } from '@mantine/core';
import { missionsAdminApi } from '../../../lib/api/clients';
import { useMissionCommand } from '../hooks/useMissionCommand';

const OPTIONS = MissionStatusSchema.options.map((status) => ({
  value: status,
  label: MISSIONS_CONSOLE_TEXTS.statusLabels[status],
}));

/** The mission's status, which the admin may set to any (spec 03 section 4). */
export function MissionStatusSelect({ mission }: { mission: AdminMission }) {
  const setStatus = useMissionCommand(
    (status: MissionStatus) =>
      missionsAdminApi.adminMissionStatus({ params: { id: mission.id }, body: { status } }),
    MISSIONS_CONSOLE_TEXTS.failedToUpdateStatus,
  );
  return (
    <Select
      aria-label={MISSIONS_CONSOLE_TEXTS.missionsTab.statusLabel}
      data={OPTIONS}
      value={setStatus.isPending ? setStatus.variables : mission.status}
      onChange={(status) => {
        if (status && status !== mission.status) setStatus.mutate(status as MissionStatus);
      }}
      allowDeselect={false}
      disabled={setStatus.isPending}
      size="xs"
      w={130}
      data-testid={`mission-status-${mission.id}`}
    />
  );
}
