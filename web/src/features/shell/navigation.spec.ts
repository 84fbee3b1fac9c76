import type { SessionUser } from '@morphic/contracts';
import { buildNavigation } from './navigation';

const user = (overrides: Partial<SessionUser>): SessionUser => ({
  id: 'u1',
  operator_id: 'op1',
  username: 'ada',
  handle: 'ada',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  avatar_url: null,
  credits: 0,
  type: 'operator',
  role: 'operator',
  roles: ['operator'],
  company_status: null,
  company_name: null,
  permissions: null,
  onboarding_completed: false,
  character_report_completed: false,
  cohort: null,
  cv: null,
  created_at: '2025-01-01T00:00:00.000Z',
  impersonated_by: null,
  ...overrides,
});

const labels = (u: SessionUser) => buildNavigation(u).items.map((i) => i.label);

describe('buildNavigation', () => {
  it('company rep, active or unset status: company navigation', () => {
    for (const company_status of ['active', null] as const) {
      const nav = buildNavigation(
        user({ type: 'company_rep', role: '', roles: [], company_status }),
      );
      expect(nav.notice).toBeNull();
      expect(nav.items.map((i) => [i.label, i.href])).toEqual([
        ['Company Tasks', '/company-tasks'],
        ['Submit Task', '/company/tasks/new'],
        ['Operators', '/company/operators'],
        ['Notifications', '/notifications'],
      ]);
    }
  });

  it('company rep, any other status: the pending notice and Notifications', () => {
    const nav = buildNavigation(
      user({ type: 'company_rep', role: '', roles: [], company_status: 'pending_verification' }),
    );
    expect(nav.notice).toBe('Company onboarding pending');
    expect(nav.items.map((i) => i.label)).toEqual(['Notifications']);
  });

  it('validator without the operator role: Validations and Notifications', () => {
    expect(labels(user({ role: 'validator', roles: ['validator'] }))).toEqual([
      'Validations',
      'Notifications',
    ]);
  });

  it('validator and operator: Execute, Marketplace or Onboarding, Validations, Notifications', () => {
    expect(labels(user({ role: 'operator,validator', roles: [] }))).toEqual([
      'Execute',
      'Onboarding',
      'Validations',
      'Notifications',
    ]);
    expect(
      labels(user({ role: 'validator,operator', roles: [], onboarding_completed: true })),
    ).toEqual(['Execute', 'Marketplace', 'Validations', 'Notifications']);
  });

  it('operator: Execute, Onboarding until onboarding is complete, then Marketplace', () => {
    expect(labels(user({}))).toEqual(['Execute', 'Onboarding', 'Notifications']);
    expect(labels(user({ onboarding_completed: true }))).toEqual([
      'Execute',
      'Marketplace',
      'Notifications',
    ]);
  });

  it('admin: Tasks only once onboarding is complete; System Management but not Validations', () => {
    expect(labels(user({ role: 'admin', roles: ['admin'] }))).toEqual([
      'Execute',
      'Onboarding',
      'System Management',
      'Notifications',
    ]);
    expect(labels(user({ role: 'admin', roles: ['admin'], onboarding_completed: true }))).toEqual([
      'Execute',
      'Tasks',
      'Marketplace',
      'System Management',
      'Notifications',
    ]);
  });

  it('founder: Tasks and Marketplace even before onboarding, since founders are exempt from it', () => {
    expect(labels(user({ role: 'operator', roles: ['operator', 'founder'] }))).toEqual([
      'Execute',
      'Tasks',
      'Marketplace',
      'System Management',
      'Validations',
      'Notifications',
    ]);
  });

  it('founder (also from the roles list): System Management and Validations', () => {
    const nav = buildNavigation(
      user({ role: 'operator', roles: ['operator', 'founder'], onboarding_completed: true }),
    );
    expect(nav.items.map((i) => [i.label, i.href])).toEqual([
      ['Execute', '/my-tasks'],
      ['Tasks', '/tasks'],
      ['Marketplace', '/marketplace'],
      ['System Management', '/system'],
      ['Validations', '/validations'],
      ['Notifications', '/notifications'],
    ]);
  });
});
