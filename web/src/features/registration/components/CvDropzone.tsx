import '@mantine/dropzone/styles.css';
import { SIGN_UP_TEXTS, type ChosenCv } from '@morphic/contracts';
import { ActionIcon, Group, Input, Stack, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES } from '@mantine/dropzone';
import { IconFileCv, IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { chosenCvOf } from '../cv-file';

export interface CvChoice {
  readonly file: File;
  readonly checked: ChosenCv;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} B`;

/**
 * The CV field: one file, dropped or picked. The picker suggests PDF and DOCX, but what
 * counts is the content, checked as soon as a file is chosen (the form shows the rule).
 */
export function CvDropzone({
  value,
  onChange,
  error,
}: {
  value?: CvChoice | null;
  onChange: (choice: CvChoice | null) => void;
  error?: ReactNode;
}) {
  const choose = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    onChange({ file, checked: await chosenCvOf(file) });
  };

  return (
    <Input.Wrapper label={SIGN_UP_TEXTS.fields.cv} error={error} withAsterisk>
      {value ? (
        <Group
          justify="space-between"
          wrap="nowrap"
          p="sm"
          mt={4}
          style={{
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-md)',
          }}
          data-testid="cv-chosen"
        >
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFileCv size={28} color="var(--mantine-color-violet-6)" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {value.file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatSize(value.file.size)}
              </Text>
            </Stack>
          </Group>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={SIGN_UP_TEXTS.fields.cvRemove}
            onClick={() => onChange(null)}
            data-testid="cv-remove"
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ) : (
        <Dropzone
          onDrop={(files) => void choose(files)}
          multiple={false}
          accept={[MIME_TYPES.pdf, MIME_TYPES.docx]}
          onReject={(rejections) => void choose(rejections.map((rejection) => rejection.file))}
          mt={4}
          p="md"
          radius="md"
          inputProps={{ 'aria-label': SIGN_UP_TEXTS.fields.cv }}
          data-testid="cv-dropzone"
        >
          <Group justify="center" gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} color="var(--mantine-color-violet-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileCv size={32} color="var(--mantine-color-gray-6)" />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {SIGN_UP_TEXTS.fields.cvDrop}
              </Text>
              <Text size="xs" c="dimmed">
                {SIGN_UP_TEXTS.fields.cvHint}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      )}
    </Input.Wrapper>
  );
}
