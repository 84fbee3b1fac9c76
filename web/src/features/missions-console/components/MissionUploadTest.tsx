import {
  MISSIONS_CONSOLE_TEXTS,
  MISSION_UPLOAD_STATUS_MS,
  type AdminMissionStatsResponse,
} from '@morphic/contracts';
import { Badge, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { IconCloudUpload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { missionsAdminApi } from '../../../lib/api/clients';
import { useAfterMissionChange } from '../hooks/useMissionCommand';
import { AnalysisCard } from './AnalysisCard';

const TEXTS = MISSIONS_CONSOLE_TEXTS.analysis;

type Mission = AdminMissionStatsResponse['mission'];
type Status = { readonly kind: 'busy' | 'done' | 'failed'; readonly text: string } | null;

const formOf = (files: readonly File[]) => {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return form;
};

/**
 * The system administrator's file-upload test: files to the platform's private store, or to
 * the mission's Jira issue, with the spec's "Uploading...", "Upload complete!" and "Error:" texts.
 */
export function MissionUploadTest({
  mission,
  uploads,
}: {
  mission: Mission;
  uploads: AdminMissionStatsResponse['uploads'];
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [status, setStatus] = useState<Status>(null);
  const afterChange = useAfterMissionChange();
  const clearDone = useTimeout(() => setStatus(null), MISSION_UPLOAD_STATUS_MS.success);
  const clearFailed = useTimeout(() => setStatus(null), MISSION_UPLOAD_STATUS_MS.error);

  const run = async (toJira: boolean) => {
    clearDone.clear();
    clearFailed.clear();
    setStatus({ kind: 'busy', text: MISSIONS_CONSOLE_TEXTS.uploading });
    const request = { params: { id: mission.id }, body: formOf(files) };
    try {
      const { message } = toJira
        ? await missionsAdminApi.adminMissionJiraTestUpload(request)
        : await missionsAdminApi.adminMissionUploadTest(request);
      setFiles([]);
      setStatus({ kind: 'done', text: MISSIONS_CONSOLE_TEXTS.uploadComplete });
      clearDone.start();
      await afterChange(message);
    } catch (error) {
      const fallback = toJira
        ? MISSIONS_CONSOLE_TEXTS.jiraUploadFailed
        : MISSIONS_CONSOLE_TEXTS.uploadFailed;
      setStatus({
        kind: 'failed',
        text: MISSIONS_CONSOLE_TEXTS.errorPrefix(errorText(error, fallback)),
      });
      clearFailed.start();
    }
  };

  const busy = status?.kind === 'busy';
  return (
    <AnalysisCard title={TEXTS.uploadTitle} testId="mission-upload-test">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {TEXTS.uploadHint}
        </Text>
        <FileInput
          multiple
          clearable
          placeholder={TEXTS.chooseFiles}
          aria-label={TEXTS.chooseFiles}
          value={files}
          onChange={setFiles}
          data-testid="mission-upload-files"
        />
        <Group gap="xs">
          <Button
            leftSection={<IconUpload size={16} />}
            disabled={files.length === 0 || busy}
            onClick={() => void run(false)}
            data-testid="mission-upload-test-submit"
          >
            {TEXTS.uploadToPlatform}
          </Button>
          <Button
            variant="light"
            leftSection={<IconCloudUpload size={16} />}
            disabled={files.length === 0 || busy || !mission.jira_key}
            onClick={() => void run(true)}
            data-testid="mission-upload-jira-submit"
          >
            {TEXTS.uploadToJira}
          </Button>
        </Group>
        {status && (
          <Text
            size="sm"
            c={status.kind === 'failed' ? 'red' : status.kind === 'done' ? 'teal' : 'dimmed'}
            role={status.kind === 'failed' ? 'alert' : 'status'}
            data-testid="mission-upload-status"
          >
            {status.text}
          </Text>
        )}
        {uploads.length > 0 && (
          <Stack gap={4} data-testid="mission-uploads">
            {uploads.map((upload) => (
              <Group key={upload.id} gap="xs" wrap="nowrap">
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {TEXTS.uploadPurpose[upload.purpose]}
                </Badge>
                <Text size="sm" truncate>
                  {upload.files.map((file) => file.original_name).join(', ')}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </AnalysisCard>
  );
}
