import {
  MISSIONS_CONSOLE_TEXTS,
  MISSIONS_ENDPOINTS,
  SUBTASK_TEXTS,
  formatQualityScore,
  type AdminMissionStatsResponse,
  type Assignment,
} from '@morphic/contracts';
import { Anchor, Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../../../lib/api/download-file';
import { AppLink } from '../../../lib/navigation/AppLink';
import { notifyFailure } from '../../../lib/notify-failure';
import { getToken } from '../../../lib/token-store';
import { missionsAdminApi } from '../../../lib/api/clients';
import { useMissionCommand } from '../hooks/useMissionCommand';
import { saveFile } from '../../account/save-file';
import { AnalysisCard } from './AnalysisCard';

const TEXTS = MISSIONS_CONSOLE_TEXTS.analysis;

const when = (iso: string) => new Date(iso).toLocaleString();

function Empty({ text, testId }: { text: string; testId: string }) {
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {text}
    </Text>
  );
}

/** Operator Messages: the questions operators asked while working on the mission. */
export function OperatorMessages({
  questions,
}: {
  questions: AdminMissionStatsResponse['questions'];
}) {
  return (
    <AnalysisCard title={TEXTS.messagesTitle} testId="mission-messages">
      {questions.length === 0 ? (
        <Empty text={TEXTS.noMessages} testId="mission-messages-empty" />
      ) : (
        <Stack gap="xs">
          {questions.map((question) => (
            <div key={`${question.assignment_id}-${question.timestamp}`}>
              <Text size="xs" c="dimmed">
                {`${question.operator_handle ?? question.assignment_id.slice(0, 8)} · ${when(question.timestamp)}`}
              </Text>
              <Text size="sm">{question.question}</Text>
            </div>
          ))}
        </Stack>
      )}
    </AnalysisCard>
  );
}

function SolutionFiles({ assignment }: { assignment: Assignment }) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (file: Assignment['submission_files'][number]) => {
    setDownloading(file.saved_name);
    try {
      const { content, fileName } = await downloadFile(MISSIONS_ENDPOINTS.downloadFile, {
        params: { id: assignment.id, fileName: file.saved_name },
        token: getToken() ?? '',
        fallbackName: file.original_name,
        failureText: () => MISSIONS_CONSOLE_TEXTS.uploadFailed,
      });
      saveFile(content, fileName);
    } catch (error) {
      notifyFailure(error, file.original_name);
    } finally {
      setDownloading(null);
    }
  };
  if (assignment.submission_files.length === 0) {
    return <Empty text={TEXTS.noFiles} testId={`assignment-files-empty-${assignment.id}`} />;
  }
  return (
    <Stack gap={4}>
      {assignment.submission_files.map((file) => (
        <Group key={file.saved_name} gap="xs" wrap="nowrap">
          <IconFile size={14} style={{ flexShrink: 0 }} />
          <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
            {file.original_name}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconDownload size={12} />}
            loading={downloading === file.saved_name}
            onClick={() => void download(file)}
            aria-label={`Download ${file.original_name}`}
          >
            {file.original_name.split('.').pop()}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** An admin adds files to the assignment (kept private to admins). */
function AssignmentUpload({ assignment }: { assignment: Assignment }) {
  const upload = useMissionCommand((files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file);
    return missionsAdminApi.adminAssignmentUpload({ params: { id: assignment.id }, body: form });
  }, MISSIONS_CONSOLE_TEXTS.uploadFailed);
  return (
    <FileButton multiple onChange={(files) => files.length > 0 && upload.mutate(files)}>
      {(props) => (
        <Button
          {...props}
          size="compact-xs"
          variant="light"
          leftSection={<IconPaperclip size={12} />}
          loading={upload.isPending}
          data-testid={`assignment-upload-${assignment.id}`}
        >
          {TEXTS.uploadToAssignment}
        </Button>
      )}
    </FileButton>
  );
}

/** The files admins added to the assignment. */
function AdminFiles({ uploads }: { uploads: AdminMissionStatsResponse['uploads'] }) {
  const files = uploads.flatMap((upload) => upload.files);
  if (files.length === 0) return null;
  return (
    <Text size="xs" c="dimmed">
      {`${TEXTS.uploadPurpose.assignment}: ${files.map((file) => file.original_name).join(', ')}`}
    </Text>
  );
}

/** Every assignment of the mission, newest first, with its solution files. */
export function MissionAssignments({
  assignments,
  uploads,
}: {
  assignments: readonly Assignment[];
  uploads: AdminMissionStatsResponse['uploads'];
}) {
  return (
    <AnalysisCard title={TEXTS.assignmentsTitle} testId="mission-assignments">
      {assignments.length === 0 ? (
        <Empty text={TEXTS.noAssignments} testId="mission-assignments-empty" />
      ) : (
        <Stack gap="md">
          {assignments.map((assignment) => (
            <Stack key={assignment.id} gap={6} data-testid={`mission-assignment-${assignment.id}`}>
              <Group justify="space-between" gap="xs">
                <Text fw={700} size="sm">
                  {assignment.operator.handle ?? assignment.operator.id.slice(0, 8)}
                </Text>
                <Group gap={6}>
                  {assignment.quality_score !== null && (
                    <Badge variant="light" color="teal">
                      {`${TEXTS.quality} ${formatQualityScore(assignment.quality_score)}`}
                    </Badge>
                  )}
                  <Badge variant="light">{assignment.state}</Badge>
                </Group>
              </Group>
              <Text size="xs" c="dimmed">
                {`${assignment.id.slice(0, 8)} · ${when(assignment.created_at)}${
                  assignment.submitted_at
                    ? ` · ${TEXTS.submittedAt} ${when(assignment.submitted_at)}`
                    : ''
                }`}
              </Text>
              {assignment.submission_notes && (
                <Text size="sm">
                  <b>{TEXTS.notes}:</b> {assignment.submission_notes}
                </Text>
              )}
              <Group justify="space-between" gap="xs">
                <Text size="xs" fw={600} c="dimmed">
                  {TEXTS.solutionFiles}
                </Text>
                <AssignmentUpload assignment={assignment} />
              </Group>
              <SolutionFiles assignment={assignment} />
              <AdminFiles
                uploads={uploads.filter((upload) => upload.assignment_id === assignment.id)}
              />
            </Stack>
          ))}
        </Stack>
      )}
    </AnalysisCard>
  );
}

/** Child subtasks, each opening its own analysis screen, with its status and assignments. */
export function MissionSubtasks({
  subtasks,
}: {
  subtasks: AdminMissionStatsResponse['mission']['subtasks'];
}) {
  return (
    <AnalysisCard title={TEXTS.subtasksTitle} testId="mission-subtasks">
      {subtasks.length === 0 ? (
        <Empty text={TEXTS.noSubtasks} testId="mission-subtasks-empty" />
      ) : (
        <Stack gap="xs">
          {subtasks.map((subtask) => (
            <Group
              key={subtask.id}
              justify="space-between"
              wrap="nowrap"
              data-testid={`mission-subtask-${subtask.id}`}
            >
              <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={AppLink} href={`/system/missions/${subtask.id}`}>
                  {subtask.title}
                </Anchor>
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {SUBTASK_TEXTS.assignmentCount(subtask.assignments.length)}
                </Text>
                <Badge variant="light">{MISSIONS_CONSOLE_TEXTS.statusLabels[subtask.status]}</Badge>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </AnalysisCard>
  );
}

/** The validation entries of the mission's submissions. */
export function MissionValidations({
  validations,
}: {
  validations: AdminMissionStatsResponse['mission']['validations'];
}) {
  return (
    <AnalysisCard title={TEXTS.validationsTitle} testId="mission-validations">
      {validations.length === 0 ? (
        <Empty text={TEXTS.noValidations} testId="mission-validations-empty" />
      ) : (
        <Stack gap="sm">
          {validations.map((entry) => (
            <Stack key={entry.id} gap={2} data-testid={`mission-validation-${entry.id}`}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {`${entry.validation_type} · ${when(entry.submitted_at)}`}
                </Text>
                <Badge variant="light">{entry.status}</Badge>
              </Group>
              {entry.score !== null && (
                <Text size="sm">{`${TEXTS.score}: ${formatQualityScore(entry.score)}`}</Text>
              )}
              {entry.feedback && (
                <Text size="sm" c="dimmed">
                  {`${TEXTS.feedback}: ${entry.feedback}`}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </AnalysisCard>
  );
}
