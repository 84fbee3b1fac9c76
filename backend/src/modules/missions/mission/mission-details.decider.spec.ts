import { MARKETPLACE_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { missionPosted } from '../../../testing/events/mission-events';
import { missionDecider } from './mission.decider';

const posted = missionPosted({
  mission_id: 'm1',
  title: 'Map the dock',
  description: 'Lidar survey',
  domain_tags: ['lidar'],
  required_skill_vector: { lidar: 1 },
  reward_amount: 120,
  company_id: 'c1',
  jira_key: 'NW-1',
  jira_account_id: 'a1',
});
const spec = DeciderSpecification.for(missionDecider);
const whenChanged = (past: DomainEvent[], changes: EventData<'MissionDetailsChanged'>['changes']) =>
  spec.given(past).when({ kind: 'ChangeDetails', changes, source: 'jira' });

describe('missionDecider: details changed at the source', () => {
  const history: DomainEvent[] = [posted];

  it('records only the fields that differ', () => {
    whenChanged(history, {
      title: 'Map the dock',
      reward_amount: 150,
      domain_tags: ['lidar', 'ros'],
    }).then([
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
    whenChanged([...history, changed], { reward_amount: 150, title: 'Map the dock' }).then([]);
  });

  it('leaves a withdrawn mission alone, and refuses an unknown one', () => {
    const withdrawn: DomainEvent = {
      type: 'MissionWithdrawn',
      data: { mission_id: 'm1', reason: 'company_deleted' },
    };
    whenChanged([...history, withdrawn], { title: 'New' }).then([]);
    whenChanged([], { title: 'New' }).thenRefuses('not_found', MARKETPLACE_TEXTS.missionNotFound);
  });
});
