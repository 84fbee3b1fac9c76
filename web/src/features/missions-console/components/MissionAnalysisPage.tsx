import { MARKETPLACE_TEXTS, MISSIONS_CONSOLE_TEXTS } from '@morphic/contracts';
import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconX } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import {
  type AnalysisFrame,
  AnalysisPageFailed,
  AnalysisPageFrame,
  AnalysisPageLoading,
} from '../../system/components/AnalysisPageFrame';
import { adminMissionStatsQuery } from '../queries';
import { AnalysisCard } from './AnalysisCard';
import { MissionEditForm } from './MissionEditForm';
import { MissionJiraControls } from './MissionJiraControls';
import { MissionSummaryCard } from './MissionSummaryCard';
import { MissionUploadTest } from './MissionUploadTest';
import {
  MissionAssignments,
  MissionSubtasks,
  MissionValidations,
  OperatorMessages,
} from './MissionWorkCards';

const TEXTS = MISSIONS_CONSOLE_TEXTS.analysis;

const FRAME: AnalysisFrame = {
  backHref: '/system/tasks',
  backLabel: TEXTS.back,
  notFoundTitle: MARKETPLACE_TEXTS.missionNotFound,
  failedTitle: MISSIONS_CONSOLE_TEXTS.failedToLoadAnalytics,
  testId: 'mission-analysis',
};

/** The screen while the mission loads (its route's pending component). */
export function MissionAnalysisLoading() {
  return <AnalysisPageLoading frame={FRAME} />;
}

/** The screen when the mission could not be loaded (its route's error component). */
export function MissionAnalysisFailed(props: ErrorComponentProps) {
  return <AnalysisPageFailed frame={FRAME} {...props} />;
}

/** /system/missions/{id}: the mission analysis screen (spec 03). */
export function MissionAnalysisPage({ missionId }: { missionId: string }) {
  const {
    data: { mission, assignments, questions, uploads },
  } = useSuspenseQuery(adminMissionStatsQuery(missionId));
  const [editing, edit] = useDisclosure(false);

  return (
    <AnalysisPageFrame frame={FRAME}>
      <>
        <div>
          <Text size="sm" c="dimmed">
            {TEXTS.title}
          </Text>
          <Title
            order={1}
            fz={{ base: 24, sm: 30 }}
            data-testid="mission-analysis-title"
            style={{ overflowWrap: 'anywhere' }}
          >
            {mission.title}
          </Title>
        </div>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <MissionSummaryCard mission={mission} />
              <AnalysisCard
                title={TEXTS.editTitle}
                testId="mission-edit"
                actions={
                  <Button
                    size="compact-sm"
                    variant={editing ? 'default' : 'light'}
                    leftSection={editing ? <IconX size={14} /> : <IconEdit size={14} />}
                    onClick={edit.toggle}
                    data-testid="mission-edit-toggle"
                  >
                    {editing ? TEXTS.cancelEdit : TEXTS.edit}
                  </Button>
                }
              >
                {editing ? (
                  <MissionEditForm key={mission.id} mission={mission} onSaved={edit.close} />
                ) : (
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      {mission.domain_tags.join(', ') || '—'}
                    </Text>
                  </Group>
                )}
              </AnalysisCard>
              <MissionJiraControls mission={mission} />
              <MissionUploadTest
                mission={mission}
                uploads={uploads.filter((upload) => upload.assignment_id === null)}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <OperatorMessages questions={questions} />
              <MissionAssignments assignments={assignments} uploads={uploads} />
              <MissionSubtasks subtasks={mission.subtasks} />
              <MissionValidations validations={mission.validations} />
            </Stack>
          </Grid.Col>
        </Grid>
      </>
    </AnalysisPageFrame>
  );
}
