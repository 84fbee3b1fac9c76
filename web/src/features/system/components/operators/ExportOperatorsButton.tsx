import { OPERATOR_ADMIN_ENDPOINTS, OPERATORS_CONSOLE_TEXTS } from '@morphic/contracts';
import { Button, Menu } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/api/download-file';
import { notifyFailure } from '../../../../lib/notify-failure';
import { getToken } from '../../../../lib/token-store';
import { saveFile } from '../../../account/save-file';

const TEXTS = OPERATORS_CONSOLE_TEXTS.tab;
const { adminExportOperators } = OPERATOR_ADMIN_ENDPOINTS;

type Format = 'json' | 'csv';

const failureOf = (format: Format) =>
  format === 'csv' ? OPERATORS_CONSOLE_TEXTS.csvExportFailed : OPERATORS_CONSOLE_TEXTS.exportFailed;

/** Export: every operator as a JSON or CSV download. */
export function ExportOperatorsButton() {
  const download = useMutation({
    mutationFn: async (format: Format) => {
      const token = getToken();
      if (!token) throw new ApiError('http', failureOf(format), null, null);
      const { content, fileName } = await downloadFile(
        { path: `${adminExportOperators.path}?format=${format}` },
        { token, fallbackName: `operators.${format}`, failureText: () => failureOf(format) },
      );
      saveFile(content, fileName);
    },
    onError: (error, format) => notifyFailure(error, failureOf(format)),
  });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          data-testid="operators-export"
        >
          {TEXTS.export}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => download.mutate('json')} data-testid="operators-export-json">
          {TEXTS.exportJson}
        </Menu.Item>
        <Menu.Item onClick={() => download.mutate('csv')} data-testid="operators-export-csv">
          {TEXTS.exportCsv}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
