import { marketplaceGate, marketplaceReadable, workEntryPath } from './access';

const operator = {
  type: 'operator' as const,
  role: 'operator',
  roles: ['operator'],
  onboarding_completed: false,
};

describe('marketplace gate', () => {
  it('asks operators to complete onboarding first', () => {
    expect(marketplaceGate(operator)).toBe('onboarding');
    expect(marketplaceGate({ ...operator, onboarding_completed: true })).toBe('open');
  });

  it('lets founders in without onboarding, by role string or computed role', () => {
    expect(marketplaceGate({ ...operator, role: 'operator,founder' })).toBe('open');
    expect(marketplaceGate({ ...operator, roles: ['operator', 'founder'] })).toBe('open');
  });

  it('does not exempt admins', () => {
    expect(marketplaceGate({ ...operator, role: 'operator,admin' })).toBe('onboarding');
  });

  it('gives company representatives their own notice', () => {
    expect(marketplaceGate({ ...operator, type: 'company_rep', role: '', roles: [] })).toBe(
      'company_rep',
    );
  });

  it('lists missions to whoever may take them, and to representatives of an active company', () => {
    const seen = { ...operator, company_status: null, permissions: null };
    const rep = { ...seen, type: 'company_rep' as const, role: '', roles: [] };
    expect(marketplaceReadable(seen)).toBe(false);
    expect(marketplaceReadable({ ...seen, onboarding_completed: true })).toBe(true);
    expect(marketplaceReadable({ ...rep, company_status: 'active' })).toBe(true);
    expect(marketplaceReadable({ ...rep, company_status: 'pending_verification' })).toBe(false);
  });

  it('sends each user where their work starts', () => {
    expect(workEntryPath(operator)).toBe('/onboarding');
    expect(workEntryPath({ ...operator, onboarding_completed: true })).toBe('/marketplace');
    expect(workEntryPath({ ...operator, type: 'company_rep', role: '', roles: [] })).toBeNull();
  });
});
