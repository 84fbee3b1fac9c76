import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { fold } from '../../../infrastructure/commands/decider';
import { missionDecider } from './mission.decider';

const posted: EventData<'MissionPosted'> = {
  mission_id: 'm1',
  title: 'Map the dock',
  description: 'Lidar survey',
  difficulty: 'intermediate',
  estimated_hours: '4-8 hours',
  domain_tags: ['lidar'],
  required_skill_vector: { lidar: 1 },
  reward_amount: 120,
  reward_asset: 'USD',
  deadline_at: null,
  owner_operator_id: null,
  company_id: 'c1',
  jira_key: 'NW-1',
  jira_account_id: 'a1',
};
const given = (...events: DomainEvent[]) => fold(missionDecider, events);
const change = (changes: EventData<'MissionDetailsChanged'>['changes']) =>
  ({ kind: 'ChangeDetails', changes, source: 'jira' }) as const;

describe('missionDecider: details changed at the source', () => {
  const history: DomainEvent[] = [{ type: 'MissionPosted', data: posted }];

  it('records only the fields that differ', () => {
    expect(
      missionDecider.decide(
        change({ title: 'Map the dock', reward_amount: 150, domain_tags: ['lidar', 'ros'] }),
        given(...history),
      ),
    ).toEqual([
      {
        type: 'MissionDetailsChanged',
        data: {
          mission_id: 'm1',
          changes: { reward_amount: 150, domain_tags: ['lidar', 'ros'] },
          source: 'jira',
        },
      },
    ]);
  });

  it('appends nothing when the source says what the mission says (a second sync)', () => {
    const changed: DomainEvent = {
      type: 'MissionDetailsChanged',
      data: { mission_id: 'm1', changes: { reward_amount: 150 }, source: 'jira' },
    };
    expect(
      missionDecider.decide(
        change({ reward_amount: 150, title: 'Map the dock' }),
        given(...history, changed),
      ),
    ).toEqual([]);
  });

  it('leaves a withdrawn mission alone, and refuses an unknown one', () => {
    const withdrawn: DomainEvent = {
      type: 'MissionWithdrawn',
      data: { mission_id: 'm1', reason: 'company_deleted' },
    };
    expect(missionDecider.decide(change({ title: 'New' }), given(...history, withdrawn))).toEqual(
      [],
    );
    expect(() => missionDecider.decide(change({ title: 'New' }), given())).toThrow();
  });
});
