import { MARKETPLACE_TEXTS, MISSIONS_CONSOLE_TEXTS } from '@morphic/contracts';
import type { DomainEvent, EventData } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { missionPosted } from '../../../testing/events/mission-events';
import { missionDecider, type MissionCommand } from './mission.decider';

const posted = missionPosted();
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
const spec = DeciderSpecification.for(missionDecider);
const when = (past: DomainEvent[], command: MissionCommand) => spec.given(past).when(command);

describe('mission decider, the admin’s commands', () => {
  it('records only the fields an edit changes', () => {
    when([posted], { kind: 'Edit', changes: { title: 'Rate-limit it', reward_amount: 180 } }).then([
      {
        type: 'MissionEditedByAdmin',
        data: { mission_id: 'mi-1', changes: { title: 'Rate-limit it' } },
      },
    ]);
    when([posted], { kind: 'Edit', changes: { reward_amount: 180 } }).then([]);
  });

  it('sets any status; open frees the mission from its holder so it can be taken again', () => {
    when([posted, assigned], { kind: 'SetStatus', status: 'open' }).then([statusSet('open', 'a1')]);
    expect(when([posted, assigned, statusSet('open', 'a1')], take).events()).toHaveLength(1);
  });

  it('takes a mission set to any other status off the marketplace', () => {
    when([posted, statusSet('paid')], take).thenRefuses('conflict', MARKETPLACE_TEXTS.alreadyTaken);
  });

  it('withdraws for an admin only a mission nobody holds', () => {
    when([posted, assigned], withdraw).thenRefuses('conflict', MISSIONS_CONSOLE_TEXTS.missionHeld);
    when([posted, assigned, statusSet('open', 'a1')], withdraw).then([
      { type: 'MissionWithdrawn', data: { mission_id: 'mi-1', reason: 'admin_deleted' } },
    ]);
  });

  it('refuses an unknown or withdrawn mission', () => {
    const gone: DomainEvent = {
      type: 'MissionWithdrawn',
      data: { mission_id: 'mi-1', reason: 'admin_deleted' },
    };
    for (const past of [[], [posted, gone]]) {
      when(past, { kind: 'SetStatus', status: 'open' }).thenRefuses(
        'not_found',
        MARKETPLACE_TEXTS.missionNotFound,
      );
    }
  });
});
