import { ACCOUNT_SETTINGS_TEXTS } from '@morphic/contracts';
import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconDatabaseExport } from '@tabler/icons-react';
import { useDataDownload } from '../hooks/useDataDownload';
import type { AccountSettings } from '../settings-model';

const T = ACCOUNT_SETTINGS_TEXTS.data;

export function DataDownloadCard({ settings }: { settings: AccountSettings }) {
  const download = useDataDownload(settings);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="settings-data">
      <Group gap="xs" mb={4}>
        <IconDatabaseExport size={18} color="var(--mantine-color-violet-6)" />
        <Text fw={700}>{T.title}</Text>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {T.text}
      </Text>
      <Button
        variant="light"
        onClick={() => download.mutate()}
        loading={download.isPending}
        data-testid="data-download"
        style={{ alignSelf: 'flex-start' }}
      >
        {T.button}
      </Button>
      {download.isError && (
        <Alert
          mt="md"
          color="red"
          icon={<IconAlertCircle size={18} />}
          data-testid="data-download-error"
        >
          {T.failed}
        </Alert>
      )}
    </Card>
  );
}
