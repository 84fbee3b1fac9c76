import type { SessionUser } from '@morphic/contracts';
import { buildDataExport, dataExportFileName } from './data-export';
import { DEFAULT_ACCOUNT_SETTINGS } from './settings-model';

describe('data download', () => {
  it('puts the account, the operator record, the notifications and the browser settings in one document', () => {
    const account = { id: 'op-ada', username: 'ada' } as SessionUser;
    const at = new Date('2025-03-01T09:00:00.000Z');
    expect(
      buildDataExport({
        account,
        operator: null,
        notifications: [],
        settings: DEFAULT_ACCOUNT_SETTINGS,
        at,
      }),
    ).toEqual({
      exported_at: '2025-03-01T09:00:00.000Z',
      account,
      operator: null,
      notifications: [],
      browser_settings: DEFAULT_ACCOUNT_SETTINGS,
    });
  });

  it('names the file after the user and the day, with only safe characters', () => {
    const at = new Date('2025-03-01T23:59:00.000Z');
    expect(dataExportFileName('ada', at)).toBe('morphic-data-ada-2025-03-01.json');
    expect(dataExportFileName('../nora@north wind', at)).toBe(
      'morphic-data-nora_north_wind-2025-03-01.json',
    );
    expect(dataExportFileName('...', at)).toBe('morphic-data-account-2025-03-01.json');
  });
});
