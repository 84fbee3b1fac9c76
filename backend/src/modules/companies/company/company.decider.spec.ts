import { COMPANY_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
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

const spec = DeciderSpecification.for(companyDecider);

describe('companyDecider', () => {
  it('registers a company once', () => {
    const company = registered.data as never;
    spec.given().when({ kind: 'Register', company }).then([registered]);
    spec
      .given([registered])
      .when({ kind: 'Register', company })
      .thenRefuses('conflict', COMPANY_TEXTS.companyNameTaken);
  });

  it('changes the status and records the one it replaced', () => {
    spec
      .given([registered])
      .when({ kind: 'ChangeStatus', status: 'active' })
      .then([
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
    spec.given([registered, activated]).when({ kind: 'ChangeStatus', status: 'active' }).then([]);
  });

  it('refuses a status change for a company that does not exist', () => {
    spec
      .given()
      .when({ kind: 'ChangeStatus', status: 'active' })
      .thenRefuses('not_found', COMPANY_TEXTS.companyNotFound);
  });

  it('updates the details it is given and keeps the others', () => {
    spec
      .given([registered])
      .when({
        kind: 'Update',
        changes: { company_name: 'Acme Labs', website: 'https://acme.example' },
      })
      .then([
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
    spec
      .given([registered])
      .when({ kind: 'Update', changes: { company_name: 'Acme', industry: undefined } })
      .then([]);
  });

  it('deletes a company once; a deleted company takes no further command', () => {
    const deleted: DomainEvent = {
      type: 'CompanyDeleted',
      data: { company_id: 'c1', company_name: 'Acme' },
    };
    spec.given([registered]).when({ kind: 'Delete' }).then([deleted]);
    for (const command of [
      { kind: 'Delete' },
      { kind: 'ChangeStatus', status: 'active' },
      { kind: 'Update', changes: { company_name: 'Back' } },
      { kind: 'AddRep', repId: 'r1' },
      { kind: 'AddJiraAccount', accountId: 'a1' },
      { kind: 'ChoosePrimaryJiraAccount', accountId: 'a1' },
    ] as const) {
      spec
        .given([registered, deleted])
        .when(command)
        .thenRefuses('not_found', COMPANY_TEXTS.companyNotFound);
    }
    spec.given().when({ kind: 'Delete' }).thenRefuses('not_found', COMPANY_TEXTS.companyNotFound);
  });

  it('lists each representative who joins, for the deletion to find them all', () => {
    const joined = (repId: string): DomainEvent => ({
      type: 'CompanyRepJoined',
      data: { company_id: 'c1', rep_id: repId },
    });
    spec
      .given([registered])
      .when({ kind: 'AddRep', repId: 'r1' })
      .then([joined('r1')]);
    expect(spec.given([registered, joined('r1'), joined('r2')]).state.repIds).toEqual(['r1', 'r2']);
    spec
      .given()
      .when({ kind: 'AddRep', repId: 'r1' })
      .thenRefuses('not_found', COMPANY_TEXTS.companyNotFound);
  });

  it('lists each Jira account connected, and records each choice of a primary one', () => {
    const added: DomainEvent = {
      type: 'CompanyJiraAccountAdded',
      data: { company_id: 'c1', account_id: 'a1' },
    };
    spec.given([registered]).when({ kind: 'AddJiraAccount', accountId: 'a1' }).then([added]);
    expect(spec.given([registered, added]).state.jiraAccountIds).toEqual(['a1']);
    spec
      .given([registered, added])
      .when({ kind: 'ChoosePrimaryJiraAccount', accountId: 'a1' })
      .then([
        {
          type: 'CompanyPrimaryJiraAccountChosen',
          data: { company_id: 'c1', account_id: 'a1' },
        },
      ]);
  });
});
