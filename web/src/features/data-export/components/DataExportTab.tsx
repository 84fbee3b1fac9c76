import { EXPORTS_ENDPOINTS, EXPORTS_TEXTS, type ExportName } from '@morphic/contracts';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertCircle,
  IconClipboardCheck,
  IconDatabaseExport,
  IconDownload,
  IconListDetails,
  IconTable,
  IconUsers,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { downloadFile } from '../../../lib/api/download-file';
import { getToken } from '../../../lib/token-store';
import { saveFile } from '../../account/save-file';

interface ExportCard {
  readonly name: ExportName;
  readonly title: string;
  readonly description: string;
  readonly icon: ReactNode;
}

const EXPORTS: readonly ExportCard[] = [
  {
    name: 'operators',
    title: 'Operators',
    description:
      'Every operator account: handle, email, roles, status, cohort, flags. No password or 2FA data.',
    icon: <IconUsers size={18} />,
  },
  {
    name: 'missions',
    title: 'Missions',
    description:
      'Every mission: status, difficulty, tags, skill vector, reward, deadline, company.',
    icon: <IconListDetails size={18} />,
  },
  {
    name: 'assignments',
    title: 'Assignments',
    description:
      'Every assignment of a mission or onboarding task: state, quality, validation, dates.',
    icon: <IconClipboardCheck size={18} />,
  },
  {
    name: 'validations',
    title: 'Validations',
    description: 'Every validation job: decision, score, feedback, who claimed it and when.',
    icon: <IconTable size={18} />,
  },
  {
    name: 'joined',
    title: 'Joined',
    description: 'One row per assignment with its operator’s and mission’s columns beside it.',
    icon: <IconDatabaseExport size={18} />,
  },
];

const failureReason = (status: number | null): string =>
  status === null
    ? 'the server could not be reached'
    : status === 403
      ? EXPORTS_TEXTS.mustBeAdmin
      : `the server answered ${status}`;

/**
 * The five CSV downloads. Each is fetched with the session's bearer token (never in the URL)
 * and handed to the browser as a file; the server streams it, so a large table starts at once.
 */
export function DataExportTab() {
  const [busy, setBusy] = useState<ExportName | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (name: ExportName) => {
    setBusy(name);
    setFailure(null);
    try {
      const { content, fileName } = await downloadFile(EXPORTS_ENDPOINTS[name], {
        token: getToken() ?? '',
        fallbackName: `${name}.csv`,
        failureText: (status) => EXPORTS_TEXTS.downloadFailed(failureReason(status)),
      });
      saveFile(content, fileName);
    } catch (error) {
      setFailure(
        error instanceof Error ? error.message : EXPORTS_TEXTS.downloadFailed(String(error)),
      );
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md" data-testid="data-export-tab">
      <div>
        <Group gap="sm">
          <IconDatabaseExport size={22} color="var(--mantine-color-violet-6)" />
          <Text fw={700} size="lg">
            Data export
          </Text>
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          CSV files (RFC 4180) of the read models as they are now. Cells a spreadsheet would run as
          a formula (starting with = + - @, a tab or a return) start with a quote, so they only
          show.
        </Text>
      </div>
      {failure && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          withCloseButton
          onClose={() => setFailure(null)}
          data-testid="export-failure"
        >
          {failure}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {EXPORTS.map((entry) => (
          <Card key={entry.name} withBorder radius="lg" padding="lg">
            <Stack gap="sm" h="100%" justify="space-between">
              <div>
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" color="violet" radius="md">
                    {entry.icon}
                  </ThemeIcon>
                  <Text fw={600}>{entry.title}</Text>
                </Group>
                <Text size="sm" c="dimmed" mt="xs">
                  {entry.description}
                </Text>
              </div>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                loading={busy === entry.name}
                disabled={busy !== null && busy !== entry.name}
                onClick={() => void download(entry.name)}
                data-testid={`export-${entry.name}`}
              >
                {`${entry.name}.csv`}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
