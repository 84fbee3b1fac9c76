import { MISSIONS_ENDPOINTS, VALIDATION_TEXTS, type ValidationJob } from '@morphic/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { formatFileSize } from '../../account/format';
import { saveFile } from '../../account/save-file';
import { notifyFailure } from '../../../lib/notify-failure';
import { downloadFile } from '../../../lib/api/download-file';
import { getToken } from '../../../lib/token-store';
import classes from './Validations.module.css';

type SubmittedFile = ValidationJob['submission_files'][number];

/** The submitted files, each downloadable by the validator who claimed the job. */
export function SubmissionFiles({ job }: { job: ValidationJob }) {
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = async (file: SubmittedFile) => {
    setDownloading(file.saved_name);
    try {
      const { content, fileName } = await downloadFile(MISSIONS_ENDPOINTS.downloadFile, {
        params: { id: job.assignment_id, fileName: file.saved_name },
        token: getToken() ?? '',
        fallbackName: file.original_name,
        failureText: () => VALIDATION_TEXTS.downloadFailed,
      });
      saveFile(content, fileName);
    } catch (error) {
      notifyFailure(error, VALIDATION_TEXTS.downloadFailed);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {VALIDATION_TEXTS.files}
      </Text>
      {job.submission_files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {VALIDATION_TEXTS.noFiles}
        </Text>
      ) : (
        job.submission_files.map((file) => (
          <Group
            key={file.saved_name}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            className={classes.fileRow}
          >
            <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              <IconFile size={16} style={{ flexShrink: 0 }} />
              <Text size="sm" truncate>
                {file.original_name}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {formatFileSize(file.size)}
              </Text>
            </Group>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconDownload size={14} />}
              loading={downloading === file.saved_name}
              style={{ flexShrink: 0 }}
              onClick={() => void download(file)}
              aria-label={`${VALIDATION_TEXTS.download} ${file.original_name}`}
              data-testid={`download-${job.validation_entry_id}-${file.saved_name}`}
            >
              {VALIDATION_TEXTS.download}
            </Button>
          </Group>
        ))
      )}
    </Stack>
  );
}
