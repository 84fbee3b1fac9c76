import { MARKETPLACE_TEXTS, MISSIONS_CONSOLE_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DomainRuleViolation, fold } from '../../../infrastructure/commands/decider';
import { missionDecider, type MissionCommand } from './mission.decider';

const mission: EventData<'MissionPosted'> = {
  mission_id: 'mi-1',
  title: 'Rate-limit the API',
  description: 'Token bucket per key.',
  difficulty: 'intermediate',
  estimated_hours: '4-8 hours',
  domain_tags: ['backend'],
  required_skill_vector: { typescript: 0.8 },
  reward_amount: 180,
  reward_asset: 'USD',
  deadline_at: null,
  owner_operator_id: null,
  company_id: null,
};
const posted: DomainEvent = { type: 'MissionPosted', data: mission };
const assigned: DomainEvent = {
  type: 'MissionAssigned',
  data: { mission_id: 'mi-1', assignment_id: 'a1', operator_id: 'op-ada' },
};
const statusSet = (
  status: EventData<'MissionStatusSetByAdmin'>['status'],
  released: string | null = null,
): DomainEvent => ({
  type: 'MissionStatusSetByAdmin',
  data: { mission_id: 'mi-1', status, released_assignment_id: released },
});
const take: MissionCommand = {
  kind: 'Assign',
  missionId: 'mi-1',
  assignmentId: 'a2',
  operatorId: 'op-alan',
};
const withdraw: MissionCommand = { kind: 'Withdraw', missionId: 'mi-1', reason: 'admin_deleted' };
const when = (past: DomainEvent[], command: MissionCommand) =>
  missionDecider.decide(command, fold(missionDecider, past));

describe('mission decider, the admin’s commands', () => {
  it('records only the fields an edit changes', () => {
    expect(
      when([posted], { kind: 'Edit', changes: { title: 'Rate-limit it', reward_amount: 180 } }),
    ).toEqual([
      {
        type: 'MissionEditedByAdmin',
        data: { mission_id: 'mi-1', changes: { title: 'Rate-limit it' } },
      },
    ]);
    expect(when([posted], { kind: 'Edit', changes: { reward_amount: 180 } })).toEqual([]);
  });

  it('sets any status; open frees the mission from its holder so it can be taken again', () => {
    expect(when([posted, assigned], { kind: 'SetStatus', status: 'open' })).toEqual([
      statusSet('open', 'a1'),
    ]);
    expect(when([posted, assigned, statusSet('open', 'a1')], take)).toHaveLength(1);
  });

  it('takes a mission set to any other status off the marketplace', () => {
    expect(() => when([posted, statusSet('paid')], take)).toThrow(
      new DomainRuleViolation('conflict', MARKETPLACE_TEXTS.alreadyTaken),
    );
  });

  it('withdraws for an admin only a mission nobody holds', () => {
    expect(() => when([posted, assigned], withdraw)).toThrow(
      new DomainRuleViolation('conflict', MISSIONS_CONSOLE_TEXTS.missionHeld),
    );
    expect(when([posted, assigned, statusSet('open', 'a1')], withdraw)).toEqual([
      { type: 'MissionWithdrawn', data: { mission_id: 'mi-1', reason: 'admin_deleted' } },
    ]);
  });

  it('refuses an unknown or withdrawn mission', () => {
    const gone: DomainEvent = {
      type: 'MissionWithdrawn',
      data: { mission_id: 'mi-1', reason: 'admin_deleted' },
    };
    for (const past of [[], [posted, gone]]) {
      expect(() => when(past, { kind: 'SetStatus', status: 'open' })).toThrow(
        new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound),
      );
    }
  });
});
