import '@mantine/dropzone/styles.css';
import {
  ONBOARDING_BANK_ENDPOINTS,
  ONBOARDING_BANK_TEXTS,
  type BankTask,
} from '@morphic/contracts';
import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconDownload, IconFileText, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../../../lib/api/download-file';
import { uploadWithProgress } from '../../../lib/api/upload-with-progress';
import { useReportedMutation } from '../../../lib/forms/useReportedMutation';
import { getToken } from '../../../lib/token-store';
import { notifyFailure } from '../../../lib/notify-failure';
import { saveFile } from '../../account/save-file';
import { useAfterBankChange } from '../hooks/useBankCommands';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The task's answer key: its files (private: validators and admins download them), and an
 * upload of new ones, which replace the key.
 */
export function AnswerKeyModal({ task, onClose }: { task: BankTask | null; onClose: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const afterChange = useAfterBankChange();
  const upload = useReportedMutation({
    mutationFn: (chosen: File[]) => {
      const form = new FormData();
      for (const file of chosen) form.append('files', file, file.name);
      return uploadWithProgress(ONBOARDING_BANK_ENDPOINTS.uploadAnswerKey, {
        params: { id: task?.id ?? '' },
        form,
        token: getToken() ?? '',
        onProgress: setProgress,
      });
    },
    fallback: ONBOARDING_BANK_TEXTS.failedToUpload,
    onSuccess: async (result) => {
      setFiles([]);
      setProgress(0);
      onClose();
      await afterChange(result.message);
    },
  });

  const download = async (name: string, originalName: string) => {
    if (!task) return;
    try {
      const { content, fileName } = await downloadFile(
        ONBOARDING_BANK_ENDPOINTS.downloadAnswerKey,
        {
          params: { id: task.id, fileName: name },
          token: getToken() ?? '',
          fallbackName: originalName,
          failureText: () => ONBOARDING_BANK_TEXTS.answerKeyNotFound,
        },
      );
      saveFile(content, fileName);
    } catch (error) {
      notifyFailure(error, originalName);
    }
  };

  return (
    <Modal
      opened={task !== null}
      onClose={onClose}
      title="Answer key"
      centered
      radius="lg"
      size="lg"
    >
      {task && (
        <Stack gap="sm" data-testid="answer-key-modal">
          <Text size="sm" c="dimmed">
            {task.title}: only validators and admins can download these files; operators never see
            them.
          </Text>
          {task.answer_key_files.length > 0 ? (
            <List
              spacing={4}
              size="sm"
              icon={<IconFileText size={16} />}
              data-testid="answer-key-files"
            >
              {task.answer_key_files.map((file) => (
                <List.Item key={file.name}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" truncate>
                      {file.original_name} ({formatSize(file.size)})
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      leftSection={<IconDownload size={12} />}
                      onClick={() => void download(file.name, file.original_name)}
                    >
                      Download
                    </Button>
                  </Group>
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" data-testid="answer-key-none">
              No answer key yet.
            </Text>
          )}
          <Dropzone
            onDrop={setFiles}
            multiple
            maxSize={25 * 1024 * 1024}
            inputProps={{ 'aria-label': 'Answer-key files' }}
            data-testid="answer-key-dropzone"
          >
            <Group justify="center" gap="sm" mih={90} style={{ pointerEvents: 'none' }}>
              <IconUpload size={28} color="var(--mantine-color-violet-6)" />
              <div>
                <Text size="sm" fw={600}>
                  Drop the answer-key files here, or click to choose
                </Text>
                <Text size="xs" c="dimmed">
                  Up to 10 files of 25 MB; they replace the current key.
                </Text>
              </div>
            </Group>
          </Dropzone>
          {files.length > 0 && (
            <Text size="sm" data-testid="answer-key-chosen">
              Chosen: {files.map((file) => file.name).join(', ')}
            </Text>
          )}
          {upload.busy && <Progress value={progress * 100} animated />}
          {upload.error && (
            <Alert color="red" data-testid="answer-key-error">
              {upload.error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={upload.busy}>
              Close
            </Button>
            <Button
              leftSection={<IconUpload size={16} />}
              disabled={files.length === 0}
              loading={upload.busy}
              onClick={() => upload.run(files)}
              data-testid="answer-key-upload"
            >
              Upload
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
