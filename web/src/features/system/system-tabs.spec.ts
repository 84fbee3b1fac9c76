import { SYSTEM_TEXTS } from '@morphic/contracts';
import { SYSTEM_TABS, parseSystemTab, systemTabAt, systemTabPath } from './system-tabs';

describe('System console tabs', () => {
  it('are the nineteen of spec 03, each at its own address under /system', () => {
    expect(SYSTEM_TABS).toHaveLength(19);
    expect(SYSTEM_TABS).toEqual(Object.keys(SYSTEM_TEXTS.tabLabels));
    expect(systemTabPath('operators')).toBe('/system/operators');
    expect(systemTabPath('company-reps')).toBe('/system/company-reps');
  });

  it("reads the tab of an address or of a child route's id", () => {
    for (const tab of SYSTEM_TABS) expect(systemTabAt(systemTabPath(tab))).toBe(tab);
    expect(systemTabAt('/system/')).toBeUndefined();
    expect(systemTabAt('/_console/system/operators/$operatorId')).toBeUndefined();
    expect(systemTabAt(undefined)).toBeUndefined();
  });

  it('takes an old ?tab= value to its tab, and anything else to Home', () => {
    expect(parseSystemTab('settings')).toBe('settings');
    expect(parseSystemTab('nonsense')).toBe('home');
    expect(parseSystemTab(['settings'])).toBe('home');
  });
});
