import '@mantine/dropzone/styles.css';
import { ASSIGNMENT_TEXTS, type Assignment, type SubmissionFile } from '@morphic/contracts';
import {
  ActionIcon,
  Alert,
  Card,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconFile, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatFileSize } from '../../account/format';
import { DropzonePrompt } from '../../shell/components/DropzonePrompt';
import { UploadProgress } from '../../shell/components/UploadProgress';
import type { SubmissionKind } from '../submission-kind';
import type { SubmissionActions } from '../assignment-view';
import { useDownloadFile, useRemoveFile, useUploadFiles } from '../hooks/useAssignmentCommands';
import { progressPercent, uploadProblem } from '../submission-files';
import { ConfirmDialog } from './ConfirmDialog';

function FileRow({
  file,
  removable,
  onRemove,
  onDownload,
}: {
  file: SubmissionFile;
  removable: boolean;
  onRemove: () => void;
  onDownload: () => void;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py={6}
      data-testid={`submission-file-${file.original_name}`}
    >
      <UnstyledButton
        onClick={onDownload}
        style={{ minWidth: 0 }}
        title={ASSIGNMENT_TEXTS.download}
      >
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="violet" size={34} radius="md">
            <IconFile size={18} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {file.original_name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatFileSize(file.size)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      {removable && (
        <Tooltip label={ASSIGNMENT_TEXTS.removeFile} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${ASSIGNMENT_TEXTS.removeFile} ${file.original_name}`}
            onClick={onRemove}
            data-testid={`remove-file-${file.original_name}`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** The submission's files: the dropzone with upload progress, the list, downloads and removal. */
export function FilesCard({
  kind,
  assignment,
  actions,
}: {
  kind: SubmissionKind;
  assignment: Assignment;
  actions: SubmissionActions;
}) {
  const upload = useUploadFiles(kind, assignment.id);
  const remove = useRemoveFile(assignment.id);
  const download = useDownloadFile(assignment.id);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SubmissionFile | null>(null);
  const files = assignment.submission_files;

  const send = (chosen: File[]) => {
    const local = uploadProblem(files.length, chosen);
    setProblem(local);
    if (local) return;
    upload.mutate(chosen, {
      onError: (error) => setProblem(errorText(error, ASSIGNMENT_TEXTS.failedToUpload)),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="files-card">
      <Text fw={700} mb="sm">
        {ASSIGNMENT_TEXTS.filesTitle}
      </Text>
      <Stack gap="md">
        {actions.upload && (
          <Dropzone
            onDrop={send}
            onReject={(rejections) =>
              setProblem(
                uploadProblem(
                  files.length,
                  rejections.map((r) => r.file),
                ),
              )
            }
            multiple
            disabled={upload.isPending}
            radius="md"
            p="md"
            inputProps={
              {
                'aria-label': ASSIGNMENT_TEXTS.dropzoneTitle,
                'data-testid': 'upload-input',
              } as Record<string, string>
            }
            data-testid="upload-dropzone"
          >
            <DropzonePrompt
              title={ASSIGNMENT_TEXTS.dropzoneTitle}
              hint={ASSIGNMENT_TEXTS.dropzoneHint}
            />
          </Dropzone>
        )}
        {actions.unsubmit && (
          <Text size="sm" c="dimmed" data-testid="files-with-validators">
            {ASSIGNMENT_TEXTS.filesWithValidators}
          </Text>
        )}
        {upload.isPending && (
          <UploadProgress
            label={ASSIGNMENT_TEXTS.uploading(progressPercent(upload.progress))}
            percent={progressPercent(upload.progress)}
            barTestId="upload-progress"
          />
        )}
        {problem && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title={ASSIGNMENT_TEXTS.failedToUpload}
            data-testid="upload-error"
          >
            {ASSIGNMENT_TEXTS.uploadFailed(problem)}
          </Alert>
        )}
        {files.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-files">
            {ASSIGNMENT_TEXTS.noFilesYet}
          </Text>
        ) : (
          <Stack gap={0} data-testid="submission-files">
            {files.map((file) => (
              <FileRow
                key={file.saved_name}
                file={file}
                removable={actions.removeFiles}
                onRemove={() => setRemoving(file)}
                onDownload={() =>
                  download.mutate({ savedName: file.saved_name, originalName: file.original_name })
                }
              />
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        name="remove-file"
        opened={removing !== null}
        title={ASSIGNMENT_TEXTS.removeFileTitle}
        body={removing ? ASSIGNMENT_TEXTS.removeFileBody(removing.original_name) : ''}
        confirmLabel={ASSIGNMENT_TEXTS.removeFile}
        loading={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.saved_name, { onSettled: () => setRemoving(null) });
        }}
      />
    </Card>
  );
}
