import { ACCOUNT_SETTINGS_TEXTS } from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useMutation } from '@tanstack/react-query';
import { identityApi, messagingApi, operatorsApi } from '../../../lib/api/clients';
import { getToken } from '../../../lib/token-store';
import { saveFile } from '../../account/save-file';
import { notificationRecipientId } from '../../notifications/recipient';
import { buildDataExport, dataExportFileName } from '../data-export';
import type { AccountSettings } from '../settings-model';

/** Collects the user's own data from their GETs and saves it as one JSON file. */
export function useDataDownload(settings: AccountSettings) {
  return useMutation({
    mutationFn: async () => {
      const token = getToken();
      if (!token) throw new Error(ACCOUNT_SETTINGS_TEXTS.data.failed);
      const { user } = await identityApi.me({ token });
      const [operator, inbox] = await Promise.all([
        user.operator_id ? operatorsApi.record({ params: { id: user.operator_id } }) : null,
        messagingApi.notifications({ params: { id: notificationRecipientId(user) } }),
      ]);
      const at = new Date();
      const data = buildDataExport({
        account: user,
        operator: operator?.operator ?? null,
        notifications: inbox.notifications,
        settings,
        at,
      });
      saveFile(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        dataExportFileName(user.username, at),
      );
    },
    // A failure shows in the card, beside the button (DataDownloadCard).
    onSuccess: () => showToast({ color: 'teal', message: ACCOUNT_SETTINGS_TEXTS.data.done }),
  });
}
