import { SUBTASK_TEXTS, type SubtaskFamily as Family } from '@morphic/contracts';
import { Badge, Group, Text } from '@mantine/core';

/**
 * Where a mission sits among subtasks: the mission it is part of, and its own subtasks by title
 * (nothing for a mission that has neither).
 */
export function SubtaskFamily({ mission }: { mission: Family & { readonly id: string } }) {
  if (!mission.is_subtask && mission.subtask_count === 0) return null;
  return (
    <Group gap={6} style={{ rowGap: 2 }} data-testid={`subtask-family-${mission.id}`}>
      {mission.is_subtask && (
        <Badge variant="outline" color="grape" size="sm" tt="none" maw="100%">
          {SUBTASK_TEXTS.subtaskOf(mission.parent_title ?? mission.parent_id ?? '')}
        </Badge>
      )}
      {mission.subtask_count > 0 && (
        <>
          <Badge variant="light" color="grape" size="sm" tt="none">
            {SUBTASK_TEXTS.subtaskCount(mission.subtask_count)}
          </Badge>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {mission.subtask_titles.join(' · ')}
          </Text>
        </>
      )}
    </Group>
  );
}
