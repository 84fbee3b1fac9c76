import type { DomainEvent } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
import { companyDecider } from './company.decider';

const registered: DomainEvent = {
  type: 'CompanyRegistered',
  data: {
    company_id: 'c1',
    company_name: 'Acme',
    email: 'ops@acme.example',
    industry: null,
    company_size: null,
    website: null,
    description: null,
    contact_person_name: null,
    contact_person_role: null,
    status: 'pending_verification',
  },
};

const given = (...events: DomainEvent[]) => fold(companyDecider, events);

describe('companyDecider', () => {
  it('registers a company once', () => {
    const company = registered.data as never;
    expect(companyDecider.decide({ kind: 'Register', company }, given())).toEqual([registered]);
    expect(() => companyDecider.decide({ kind: 'Register', company }, given(registered))).toThrow(
      DomainRuleViolation,
    );
  });

  it('changes the status and records the one it replaced', () => {
    expect(
      companyDecider.decide({ kind: 'ChangeStatus', status: 'active' }, given(registered)),
    ).toEqual([
      {
        type: 'CompanyStatusChanged',
        data: { company_id: 'c1', status: 'active', previous_status: 'pending_verification' },
      },
    ]);
  });

  it('appends nothing when the status is already the one asked for', () => {
    const activated: DomainEvent = {
      type: 'CompanyStatusChanged',
      data: { company_id: 'c1', status: 'active', previous_status: 'pending_verification' },
    };
    expect(
      companyDecider.decide(
        { kind: 'ChangeStatus', status: 'active' },
        given(registered, activated),
      ),
    ).toEqual([]);
  });

  it('refuses a status change for a company that does not exist', () => {
    expect(() =>
      companyDecider.decide({ kind: 'ChangeStatus', status: 'active' }, given()),
    ).toThrow('Company not found');
  });

  it('updates the details it is given and keeps the others', () => {
    expect(
      companyDecider.decide(
        { kind: 'Update', changes: { company_name: 'Acme Labs', website: 'https://acme.example' } },
        given(registered),
      ),
    ).toEqual([
      {
        type: 'CompanyUpdated',
        data: {
          company_id: 'c1',
          company_name: 'Acme Labs',
          email: 'ops@acme.example',
          industry: null,
          company_size: null,
          website: 'https://acme.example',
          description: null,
          contact_person_name: null,
          contact_person_role: null,
        },
      },
    ]);
  });

  it('appends nothing for an update that changes nothing', () => {
    expect(
      companyDecider.decide(
        { kind: 'Update', changes: { company_name: 'Acme', industry: undefined } },
        given(registered),
      ),
    ).toEqual([]);
  });

  it('deletes a company once; a deleted company takes no further command', () => {
    const deleted: DomainEvent = {
      type: 'CompanyDeleted',
      data: { company_id: 'c1', company_name: 'Acme' },
    };
    expect(companyDecider.decide({ kind: 'Delete' }, given(registered))).toEqual([deleted]);
    for (const command of [
      { kind: 'Delete' },
      { kind: 'ChangeStatus', status: 'active' },
      { kind: 'Update', changes: { company_name: 'Back' } },
    ] as const) {
      expect(() => companyDecider.decide(command, given(registered, deleted))).toThrow(
        'Company not found',
      );
    }
    expect(() => companyDecider.decide({ kind: 'Delete' }, given())).toThrow('Company not found');
  });
});
