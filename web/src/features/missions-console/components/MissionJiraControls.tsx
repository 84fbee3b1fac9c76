import {
  JIRA_TARGET_STATUSES,
  MISSIONS_CONSOLE_TEXTS,
  type AdminMissionStatsResponse,
  type JiraTargetStatus,
} from '@morphic/contracts';
import { Alert, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconRefresh, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { companiesApi } from '../../../lib/api/clients';
import { JiraAttachmentList } from '../../jira-state/components/JiraAttachmentList';
import { useMissionCommand } from '../hooks/useMissionCommand';
import { AnalysisCard } from './AnalysisCard';

const TEXTS = MISSIONS_CONSOLE_TEXTS.analysis;

type Mission = AdminMissionStatsResponse['mission'];

/** Jira Controls: move the mission's issue, or attach its validated files (only with an issue). */
export function MissionJiraControls({ mission }: { mission: Mission }) {
  const [target, setTarget] = useState<JiraTargetStatus>('To Do');
  const push = useMissionCommand(
    (status: JiraTargetStatus | null) =>
      companiesApi.adminMissionJiraStatus({
        params: { id: mission.id },
        body: status ? { target_status: status } : {},
      }),
    MISSIONS_CONSOLE_TEXTS.failedToUpdateJiraStatus,
  );
  const upload = useMissionCommand(async () => {
    const result = await companiesApi.adminMissionJiraUpload({ params: { id: mission.id } });
    return result.uploaded === 0
      ? { ...result, message: result.message || MISSIONS_CONSOLE_TEXTS.noValidatedFiles }
      : result;
  }, MISSIONS_CONSOLE_TEXTS.failedToUploadToJira);
  const company = mission.company;
  const configured = Boolean(
    company?.jira_upload_enabled && company.jira_upload_username && company.has_upload_token,
  );
  return (
    <AnalysisCard
      title={TEXTS.jiraTitle}
      testId="mission-jira-controls"
      actions={
        company && (
          <Badge color={configured ? 'teal' : 'gray'} variant="light">
            {configured ? TEXTS.jiraConfigured : TEXTS.jiraNotConfigured}
          </Badge>
        )
      }
    >
      {!mission.jira_key ? (
        <Text size="sm" c="dimmed" data-testid="mission-jira-none">
          {MISSIONS_CONSOLE_TEXTS.noJiraIssue}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {TEXTS.jiraKey}: <b>{mission.jira_key}</b>
          </Text>
          {mission.jira_push_error && (
            <Alert color="red" variant="light" title={TEXTS.jiraPushError}>
              {mission.jira_push_error}
            </Alert>
          )}
          {mission.jira_refusal && (
            <Alert
              color="yellow"
              variant="light"
              title={TEXTS.jiraRefusal}
              data-testid="mission-jira-refusal"
            >
              {mission.jira_refusal}
            </Alert>
          )}
          <JiraAttachmentList missionId={mission.id} attachments={mission.jira_attachments} />
          <Group gap="xs" align="flex-end">
            <Select
              label={TEXTS.jiraTarget}
              data={JIRA_TARGET_STATUSES}
              value={target}
              onChange={(value) => value && setTarget(value as JiraTargetStatus)}
              allowDeselect={false}
              w={160}
            />
            <Button
              leftSection={<IconSend size={16} />}
              loading={push.isPending && push.variables !== null}
              onClick={() => push.mutate(target)}
            >
              {TEXTS.jiraPush}
            </Button>
          </Group>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={push.isPending && push.variables === null}
              onClick={() => push.mutate(null)}
            >
              {TEXTS.jiraFromMission}
            </Button>
            <Button
              variant="light"
              leftSection={<IconCloudUpload size={16} />}
              loading={upload.isPending}
              onClick={() => upload.mutate(undefined)}
            >
              {TEXTS.jiraUpload}
            </Button>
          </Group>
        </Stack>
      )}
    </AnalysisCard>
  );
}
