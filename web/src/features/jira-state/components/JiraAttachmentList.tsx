import { COMPANY_JIRA_TEXTS, type JiraAttachmentView } from '@morphic/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { getToken } from '../../../lib/token-store';
import { downloadJiraAttachment } from '../download-jira-attachment';
import { jiraAttachmentCaption } from '../jira-attachment-caption';

const TEXTS = COMPANY_JIRA_TEXTS.attachments;

/**
 * The files people attached to a mission's issue in Jira, each downloaded from Jira through the
 * platform on a click. Nothing shows while there are none.
 */
export function JiraAttachmentList({
  missionId,
  attachments,
}: {
  missionId: string;
  attachments: readonly JiraAttachmentView[] | undefined;
}) {
  const [downloading, setDownloading] = useState<string | null>(null);
  if (!attachments || attachments.length === 0) return null;

  const download = async (file: JiraAttachmentView) => {
    setDownloading(file.id);
    const failure = await downloadJiraAttachment(missionId, file, getToken() ?? '');
    setDownloading(null);
    if (failure) showToast({ color: 'red', message: failure });
  };

  return (
    <Stack gap={4} data-testid="jira-attachments">
      <Text size="xs" fw={600} c="dimmed">
        {TEXTS.title}
      </Text>
      {attachments.map((file) => (
        <Group
          key={file.id}
          gap="xs"
          // On a narrow card the caption goes under the name rather than squeezing it.
          style={{ rowGap: 0 }}
          data-testid={`jira-attachment-${file.id}`}
        >
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPaperclip size={14} />}
            loading={downloading === file.id}
            onClick={() => void download(file)}
            aria-label={TEXTS.download(file.file_name)}
            data-testid={`jira-attachment-download-${file.id}`}
            styles={{
              root: { minWidth: 0, maxWidth: '100%', flexShrink: 1 },
              label: { overflow: 'hidden' },
            }}
          >
            <Text size="sm" truncate>
              {file.file_name}
            </Text>
          </Button>
          <Text size="xs" c="dimmed">
            {jiraAttachmentCaption(file)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
