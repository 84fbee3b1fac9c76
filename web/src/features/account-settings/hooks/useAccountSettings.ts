import { ACCOUNT_SETTINGS_TEXTS, MESSAGES } from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useState } from 'react';
import { storage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import {
  type AccountSettings,
  parseStoredSettings,
  sameSettings,
  serializeSettings,
} from '../settings-model';

/** The browser-kept settings: a draft the tabs edit, saved by 'Save Settings'. */
export function useAccountSettings() {
  const [saved, setSaved] = useState(() =>
    parseStoredSettings(storage.get(STORAGE_KEYS.accountSettings)),
  );
  const [draft, setDraft] = useState<AccountSettings>(saved);

  const save = () => {
    storage.set(STORAGE_KEYS.accountSettings, serializeSettings(draft));
    setSaved(draft);
    showToast({
      color: 'teal',
      message: MESSAGES.settingsSaved,
      title: ACCOUNT_SETTINGS_TEXTS.title,
    });
  };

  return { draft, setDraft, save, dirty: !sameSettings(saved, draft) };
}
