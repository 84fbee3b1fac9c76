import {
  COUNTED_ASSIGNMENT_STATES,
  OPERATOR_ANALYSIS_ENDPOINTS,
  OPERATOR_ANALYSIS_TEXTS as T,
  formatQualityScore,
  type OperatorStatsResponse,
} from '@morphic/contracts';
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../../../lib/api/download-file';
import { notifyFailure } from '../../../lib/notify-failure';
import { getToken } from '../../../lib/token-store';
import { formatDate, formatFileSize } from '../../account/format';
import { saveFile } from '../../account/save-file';
import { Figure, Panel } from './Panel';

type Stats = OperatorStatsResponse;

function CvBox({ operator }: { operator: Stats['operator'] }) {
  const [downloading, setDownloading] = useState(false);
  const { cv } = operator;
  const download = async () => {
    setDownloading(true);
    try {
      const { content, fileName } = await downloadFile(OPERATOR_ANALYSIS_ENDPOINTS.operatorCv, {
        params: { id: operator.id },
        token: getToken() ?? '',
        fallbackName: cv?.original_name ?? 'cv',
        failureText: () => T.failedToDownloadCv,
      });
      saveFile(content, fileName);
    } catch (error) {
      notifyFailure(error, T.failedToDownloadCv);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="sm" data-testid="operator-cv">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconFileText size={18} style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {T.cv}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {cv
                ? `${cv.original_name} · ${formatFileSize(cv.size)} · ${formatDate(cv.uploaded_at)}`
                : T.noCv}
            </Text>
          </div>
        </Group>
        {cv && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            loading={downloading}
            onClick={() => void download()}
            data-testid="operator-cv-download"
          >
            {T.downloadCv}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** Spec 03 "Operator Statistics": the overview figures, the details by state, and the CV. */
export function OperatorStatisticsPanel({ stats }: { stats: Stats }) {
  const [view, setView] = useState<'overview' | 'details'>('overview');
  const { assignments, onboarding_status: onboarding } = stats;
  return (
    <Panel
      title={T.panels.statistics}
      testId="operator-statistics"
      controls={
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value as typeof view)}
          data={[
            { value: 'overview', label: T.overview },
            { value: 'details', label: T.details },
          ]}
          data-testid="operator-statistics-view"
        />
      }
    >
      <Stack gap="md">
        {view === 'overview' ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Figure
              label={T.counts.validated}
              value={assignments.counts.validated}
              testId="stat-validated"
            />
            <Figure
              label={T.avgQuality}
              value={formatQualityScore(assignments.avg_quality)}
              testId="stat-avg-quality"
            />
            <Figure
              label={T.earnedTotal}
              value={assignments.totals.earned_total}
              testId="stat-earned"
            />
            <Figure
              label={T.onboarding}
              value={
                <Badge
                  variant="light"
                  color={onboarding.status === 'completed' ? 'teal' : 'yellow'}
                  data-testid="stat-onboarding"
                >
                  {T.onboardingStatus[onboarding.status]}
                </Badge>
              }
            />
          </SimpleGrid>
        ) : (
          <SimpleGrid
            cols={{ base: 2, sm: 3 }}
            spacing="md"
            data-testid="operator-statistics-details"
          >
            {COUNTED_ASSIGNMENT_STATES.map((state) => (
              <Figure key={state} label={T.counts[state]} value={assignments.counts[state]} />
            ))}
            <Figure label={T.paidTotal} value={assignments.totals.paid_total} />
            <Figure label={T.onTime} value={assignments.deadlines.on_time} />
            <Figure label={T.missed} value={assignments.deadlines.missed} />
            <Figure
              label={T.onboarding}
              value={T.skillsPassed(onboarding.passed_skills, onboarding.total_skills)}
            />
          </SimpleGrid>
        )}
        <Text size="xs" c="dimmed">
          {T.statsHint.counts}
        </Text>
        <CvBox operator={stats.operator} />
      </Stack>
    </Panel>
  );
}
