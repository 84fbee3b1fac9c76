import {
  OPERATOR_ANALYSIS_TEXTS as T,
  formatQualityScore,
  type Assignment,
} from '@morphic/contracts';
import {
  Badge,
  Button,
  Code,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { formatDateTime } from '../../assignments/format-date-time';
import { ARCHIVE_PAGE_SIZE, LIVE_ASSIGNMENTS, operatorAssignmentsQuery } from '../queries';
import { AssignmentAnalysisModal } from './AssignmentAnalysisModal';
import { Panel } from './Panel';

function AssignmentRow({
  assignment,
  onAnalyze,
}: {
  assignment: Assignment;
  onAnalyze: () => void;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid={`activity-row-${assignment.id}`}
    >
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {assignment.mission.title}
        </Text>
        <Group gap={6} wrap="wrap">
          <Code data-testid="activity-row-id">{assignment.id.slice(0, 8)}</Code>
          <Badge size="xs" variant="light">
            {assignment.state}
          </Badge>
          {assignment.is_onboarding && (
            <Badge size="xs" variant="outline">
              {T.onboardingTask}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {formatQualityScore(assignment.quality_score)} · {formatDateTime(assignment.created_at)}
          </Text>
        </Group>
      </div>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconChartBar size={14} />}
        onClick={onAnalyze}
        style={{ flexShrink: 0 }}
        data-testid="activity-analyze"
      >
        {T.analyze}
      </Button>
    </Group>
  );
}

/** Spec 03 "Activity Log": the 5 latest assignments live, the archive a page at a time. */
export function ActivityLogPanel({ operatorId }: { operatorId: string }) {
  const [view, setView] = useState<'live' | 'archive'>('live');
  const [page, setPage] = useState(1);
  const [analysed, setAnalysed] = useState<string | null>(null);
  // Another view or page loads while the current rows stay on screen (the route loads the
  // live view with the page).
  const shownView = useDeferredValue(view);
  const shownPage = useDeferredValue(page);
  const live = shownView === 'live';
  const list = useSuspenseQuery(
    operatorAssignmentsQuery(
      operatorId,
      live ? 1 : shownPage,
      live ? LIVE_ASSIGNMENTS : ARCHIVE_PAGE_SIZE,
    ),
  );
  const pages = Math.max(1, Math.ceil(list.data.total / ARCHIVE_PAGE_SIZE));
  return (
    <Panel
      title={T.panels.activity}
      testId="activity-log"
      controls={
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value as typeof view)}
          data={[
            { value: 'live', label: T.live },
            { value: 'archive', label: T.archive },
          ]}
          data-testid="activity-view"
        />
      }
    >
      {list.data.assignments.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="activity-empty">
          {T.noAssignments}
        </Text>
      ) : (
        <Stack gap={0}>
          {list.data.assignments.map((assignment) => (
            <AssignmentRow
              key={assignment.id}
              assignment={assignment}
              onAnalyze={() => setAnalysed(assignment.id)}
            />
          ))}
          {!live && pages > 1 && (
            <Group justify="space-between" mt="sm">
              <Text size="xs" c="dimmed">
                {T.page(page, pages)}
              </Text>
              <Pagination size="sm" total={pages} value={page} onChange={setPage} />
            </Group>
          )}
        </Stack>
      )}
      <AssignmentAnalysisModal assignmentId={analysed} onClose={() => setAnalysed(null)} />
    </Panel>
  );
}
