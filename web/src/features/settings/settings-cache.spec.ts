import { toPublicSettings } from './settings-cache';

describe('toPublicSettings', () => {
  it('flattens the admin document to the public one', () => {
    expect(
      toPublicSettings({
        current_cohort: { name: 'Genesis' },
        operators_under_construction: { enabled: true },
        updated_at: null,
        updated_by: null,
        updated_by_username: null,
      }),
    ).toEqual({ current_cohort: 'Genesis', operators_under_construction: true });
  });
});
