import { COMPANY_JIRA_TEXTS, type Mission, type TaskJiraSync } from '@morphic/contracts';
import { Badge, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLink } from '@tabler/icons-react';
import { taskJiraLabel } from '../../jira-state/jira-state-label';
import { TaskJiraLinkModal } from './TaskJiraLinkModal';

/** Whether a task can still be linked: it follows no issue yet. */
export const linkable = (sync: TaskJiraSync): boolean =>
  sync.state === 'not_linked' || (sync.state === 'sync_failed' && sync.jira_key === null);

/** The task's link to Jira: its issue and when it last synced, not linked, or the failure. */
export function TaskJiraBadge({ missionId, sync }: { missionId: string; sync: TaskJiraSync }) {
  const { text, color } = taskJiraLabel(sync);
  return (
    <Badge
      variant={sync.state === 'not_linked' ? 'outline' : 'light'}
      color={color}
      size="sm"
      tt="none"
      maw="100%"
      title={sync.state === 'sync_failed' ? sync.message : undefined}
      data-testid={`company-task-jira-${missionId}`}
      data-state={sync.state}
    >
      {text}
    </Badge>
  );
}

/** "Link Jira issue" on a task that follows no issue yet, with its dialog. */
export function TaskJiraLinkAction({ mission }: { mission: Mission }) {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconLink size={14} />}
        onClick={dialog.open}
        data-testid={`company-task-link-jira-${mission.id}`}
      >
        {COMPANY_JIRA_TEXTS.task.link}
      </Button>
      <TaskJiraLinkModal mission={mission} opened={opened} onClose={dialog.close} />
    </>
  );
}
