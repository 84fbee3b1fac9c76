import { companyPageBlock } from './access';

const permissions = {
  can_view_tasks: true,
  can_manage_tasks: false,
  can_view_payments: false,
  can_manage_payments: false,
  can_view_reports: false,
  can_submit_complaints: false,
};

describe('companyPageBlock', () => {
  it('holds every page while the company is not active', () => {
    for (const company_status of ['pending_verification', 'suspended'] as const) {
      expect(companyPageBlock({ company_status, permissions }, 'can_view_tasks')).toBe('holding');
      expect(companyPageBlock({ company_status, permissions })).toBe('holding');
    }
  });

  it('opens a page to an active (or unset) company when the permission it needs is held', () => {
    for (const company_status of ['active', null] as const) {
      expect(companyPageBlock({ company_status, permissions }, 'can_view_tasks')).toBeNull();
      expect(companyPageBlock({ company_status, permissions })).toBeNull();
      expect(companyPageBlock({ company_status, permissions }, 'can_manage_tasks')).toBe(
        'permission',
      );
      expect(companyPageBlock({ company_status, permissions: null }, 'can_view_tasks')).toBe(
        'permission',
      );
    }
  });
});
