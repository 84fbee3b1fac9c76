import { IMPERSONATION_TEXTS } from '../spec/impersonation-texts';
import { impersonationRefusal } from './impersonation';

describe('impersonationRefusal', () => {
  it('allows operators, validators and company representatives', () => {
    expect(impersonationRefusal({ roles: ['operator'], status: 'active' })).toBeNull();
    expect(impersonationRefusal({ roles: ['operator', 'validator'], status: 'active' })).toBeNull();
    expect(impersonationRefusal({ roles: [], status: 'pending_verification' })).toBeNull();
  });

  it('never allows another admin or a founder', () => {
    for (const roles of [['admin'], ['operator', 'founder'], ['operator', 'admin']]) {
      expect(impersonationRefusal({ roles, status: 'active' })).toBe(
        IMPERSONATION_TEXTS.refusedAdminOrFounder,
      );
    }
  });

  it('refuses a suspended account, whose token would not work', () => {
    expect(impersonationRefusal({ roles: ['operator'], status: 'suspended' })).toBe(
      IMPERSONATION_TEXTS.refusedSuspended,
    );
  });
});
