import { isAdminOrFounder, isCompanyActive, isFounder, userHasAnyRole, userRoles } from './roles';

describe('roles', () => {
  it('reads a comma-separated role string, trimming and lower-casing', () => {
    expect(userRoles({ role: 'operator, Validator,,', roles: [] })).toEqual([
      'operator',
      'validator',
    ]);
  });

  it('recognises a founder from the server-computed roles list', () => {
    expect(isFounder({ role: 'operator', roles: ['operator', 'founder'] })).toBe(true);
    expect(isFounder({ role: 'operator', roles: ['operator'] })).toBe(false);
  });

  it('checks any of several roles', () => {
    expect(isAdminOrFounder({ role: 'admin', roles: [] })).toBe(true);
    expect(userHasAnyRole({ role: 'validator', roles: [] }, ['admin', 'founder'])).toBe(false);
    expect(userHasAnyRole(null, ['operator'])).toBe(false);
  });

  it('treats a company as active when its status is active or unset', () => {
    expect(isCompanyActive({ company_status: 'active' })).toBe(true);
    expect(isCompanyActive({ company_status: null })).toBe(true);
    expect(isCompanyActive({ company_status: 'pending_verification' })).toBe(false);
    expect(isCompanyActive({ company_status: 'suspended' })).toBe(false);
  });
});
