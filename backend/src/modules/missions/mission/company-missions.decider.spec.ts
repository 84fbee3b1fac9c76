import { COMPANY_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { companyMissionsDecider } from './company-missions.decider';

const listed = (missionId: string): DomainEvent => ({
  type: 'CompanyMissionListed',
  data: { company_id: 'c1', mission_id: missionId },
});
const closed = (missionIds: string[]): DomainEvent => ({
  type: 'CompanyMissionsClosed',
  data: { company_id: 'c1', mission_ids: missionIds },
});
const spec = DeciderSpecification.for(companyMissionsDecider);

describe('company missions decider', () => {
  it('lists each mission posted for the company', () => {
    spec
      .given([listed('m1')])
      .when({ kind: 'List', companyId: 'c1', missionId: 'm2' })
      .then([listed('m2')]);
  });

  it('closes with every listed mission and those found unlisted, once each', () => {
    spec
      .given([listed('m1'), listed('m2')])
      .when({ kind: 'Close', companyId: 'c1', unlisted: ['m0', 'm2'] })
      .then([closed(['m1', 'm2', 'm0'])]);
    spec
      .given([])
      .when({ kind: 'Close', companyId: 'c1', unlisted: [] })
      .then([closed([])]);
  });

  it('takes no mission once closed: the company is gone', () => {
    const refused = ['not_found', COMPANY_TEXTS.companyNotFound] as const;
    spec
      .given([listed('m1'), closed(['m1'])])
      .when({ kind: 'List', companyId: 'c1', missionId: 'm2' })
      .thenRefuses(...refused);
    spec
      .given([closed([])])
      .when({ kind: 'Close', companyId: 'c1', unlisted: [] })
      .thenRefuses(...refused);
  });
});
