import '@mantine/dropzone/styles.css';
import { CV_TEXTS, LIMITS, SIGN_UP_TEXTS, type CvInfo } from '@morphic/contracts';
import { Alert, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, MIME_TYPES, type FileRejection } from '@mantine/dropzone';
import { IconAlertCircle, IconDownload, IconFileCv } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate, formatFileSize } from '../../account/format';
import { DropzonePrompt } from '../../shell/components/DropzonePrompt';
import { UploadProgress } from '../../shell/components/UploadProgress';
import { cvFileProblem } from '../cv-files';
import { useCvDownload, useCvUpload } from '../hooks/useProfileCommands';

const ACCEPTED = [MIME_TYPES.pdf, MIME_TYPES.docx];

/** The dropzone's own refusal, in the spec's words. */
function rejectionText(rejections: readonly FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  return codes.includes('file-too-large') ? SIGN_UP_TEXTS.cvTooLarge : SIGN_UP_TEXTS.cvType;
}

function CurrentCv({ cv }: { cv: CvInfo }) {
  const download = useCvDownload();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="cv-current">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <ThemeIcon variant="light" color="violet" size={40} radius="md">
          <IconFileCv size={22} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate data-testid="cv-current-name">
            {cv.original_name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatFileSize(cv.size)} · {CV_TEXTS.uploadedOn(formatDate(cv.uploaded_at))}
          </Text>
        </Stack>
      </Group>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        loading={download.isPending}
        onClick={() => download.mutate(cv.original_name)}
        data-testid="cv-download"
      >
        {CV_TEXTS.download}
      </Button>
    </Group>
  );
}

/** The CV: what is on file, its download, and a dropzone to upload or replace it. */
export function CvCard({ operatorId, cv }: { operatorId: string; cv: CvInfo | null }) {
  const upload = useCvUpload(operatorId);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const local = await cvFileProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    upload.mutate(file, {
      // The upload already words its failure (spec 01 section 8).
      onError: (error) => setProblem(error.message || CV_TEXTS.uploadFailed),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="cv-card">
      <Text fw={700} mb="sm">
        {CV_TEXTS.title}
      </Text>
      <Stack gap="md">
        {cv ? (
          <CurrentCv cv={cv} />
        ) : (
          <Text c="dimmed" size="sm" data-testid="cv-none">
            {CV_TEXTS.none}
          </Text>
        )}
        <Dropzone
          onDrop={(files) => void send(files[0])}
          onReject={(rejections) => setProblem(rejectionText(rejections))}
          accept={ACCEPTED}
          maxSize={LIMITS.cvMaxBytes}
          multiple={false}
          disabled={upload.isPending}
          radius="md"
          p="md"
          inputProps={{ 'aria-label': cv ? CV_TEXTS.replaceDrop : CV_TEXTS.drop }}
          data-testid="cv-dropzone"
        >
          <DropzonePrompt title={cv ? CV_TEXTS.replaceDrop : CV_TEXTS.drop} hint={CV_TEXTS.hint} />
        </Dropzone>
        {upload.isPending && (
          <UploadProgress
            label={`${CV_TEXTS.uploading} ${Math.round(upload.progress * 100)}%`}
            percent={upload.progress * 100}
            testId="cv-progress"
          />
        )}
        {problem && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title={CV_TEXTS.failedToUpload}
            data-testid="cv-error"
          >
            {problem}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
