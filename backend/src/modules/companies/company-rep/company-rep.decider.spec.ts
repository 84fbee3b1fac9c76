import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { companyRepDecider, type CompanyRepCommand } from './company-rep.decider';

const registration: EventData<'CompanyRepRegistered'> = {
  rep_id: 'r1',
  company_id: 'c1',
  email: 'rita@acme.example',
  first_name: 'Rita',
  last_name: 'Rep',
  phone: null,
  password_hash: '$argon2id$hash',
  role: 'representative',
  status: 'active',
  permissions: {
    can_view_tasks: true,
    can_manage_tasks: false,
    can_view_payments: false,
    can_manage_payments: false,
    can_view_reports: true,
    can_submit_complaints: false,
  },
};
const registered: DomainEvent = { type: 'CompanyRepRegistered', data: registration };
const deleted: DomainEvent = {
  type: 'CompanyRepDeleted',
  data: { rep_id: 'r1', company_id: 'c1', reason: 'admin' },
};

const spec = DeciderSpecification.for(companyRepDecider);
const when = (past: DomainEvent[], command: CompanyRepCommand) => spec.given(past).when(command);

describe('companyRepDecider', () => {
  it('registers a representative once', () => {
    when([], { kind: 'Register', registration }).then([registered]);
    when([registered], { kind: 'Register', registration }).thenRefuses(
      'conflict',
      'This representative already exists',
    );
  });

  it('updates the fields given, merging the permission flags, keeps the rest, and records what the changed ones were', () => {
    when([registered], {
      kind: 'Update',
      changes: { role: 'manager', permissions: { can_manage_tasks: true } },
    }).then([
      {
        type: 'CompanyRepUpdated',
        data: {
          rep_id: 'r1',
          company_id: 'c1',
          email: 'rita@acme.example',
          first_name: 'Rita',
          last_name: 'Rep',
          phone: null,
          role: 'manager',
          is_primary_contact: false,
          permissions: { ...registration.permissions, can_manage_tasks: true },
          previous: { role: 'representative', permissions: registration.permissions },
        },
      },
    ]);
  });

  it('records only the fields an edit changed as they were', () => {
    const [event] = when([registered], {
      kind: 'Update',
      changes: { role: 'representative', phone: '+44 20 7946 0000' },
    }).events();
    expect(event?.type === 'CompanyRepUpdated' && event.data.previous).toEqual({ phone: null });
  });

  it('appends nothing for an edit, a status or a verification that changes nothing', () => {
    when([registered], {
      kind: 'Update',
      changes: { first_name: 'Rita', permissions: { can_view_tasks: true } },
    }).then([]);
    when([registered], { kind: 'ChangeStatus', status: 'active' }).then([]);
    when([registered], { kind: 'SetVerification', isVerified: true }).then([]);
  });

  it('changes the status, recording the one it replaced', () => {
    when([registered], { kind: 'ChangeStatus', status: 'suspended' }).then([
      {
        type: 'CompanyRepStatusChanged',
        data: { rep_id: 'r1', company_id: 'c1', status: 'suspended', previous_status: 'active' },
      },
    ]);
  });

  it('counts a representative registered pending verification as unverified until an admin says so', () => {
    const pending: DomainEvent = {
      type: 'CompanyRepRegistered',
      data: { ...registration, status: 'pending_verification' },
    };
    const verified: DomainEvent = {
      type: 'CompanyRepVerificationSet',
      data: { rep_id: 'r1', company_id: 'c1', is_verified: true },
    };
    when([pending], { kind: 'SetVerification', isVerified: true }).then([verified]);
    when([pending, verified], { kind: 'SetVerification', isVerified: true }).then([]);
  });

  it('deletes a representative once; a deleted one takes no further command', () => {
    const repNotFound = 'Company representative not found';
    when([registered], { kind: 'Delete', reason: 'admin' }).then([deleted]);
    for (const command of [
      { kind: 'Delete', reason: 'admin' },
      { kind: 'ChangeStatus', status: 'active' },
      { kind: 'SetVerification', isVerified: false },
      { kind: 'Update', changes: { first_name: 'Back' } },
    ] as const) {
      when([registered, deleted], command).thenRefuses('not_found', repNotFound);
    }
    when([], { kind: 'Delete', reason: 'admin' }).thenRefuses('not_found', repNotFound);
  });
});
