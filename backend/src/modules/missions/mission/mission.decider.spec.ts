import { MARKETPLACE_TEXTS, SUBTASK_TEXTS } from '@morphic/contracts';
import type { DomainEvent } from '@morphic/contracts/server';
import { DeciderSpecification } from '../../../testing/decider-specification';
import { missionPosted } from '../../../testing/events/mission-events';
import { missionDecider, type MissionCommand } from './mission.decider';

const posted = missionPosted({ company_id: 'co-1' });
const mission = posted.data;
const assign = (assignmentId: string, operatorId = 'op-ada'): MissionCommand => ({
  kind: 'Assign',
  missionId: 'mi-1',
  assignmentId,
  operatorId,
});
const assigned = (assignmentId: string, operatorId = 'op-ada'): DomainEvent => ({
  type: 'MissionAssigned',
  data: { mission_id: 'mi-1', assignment_id: assignmentId, operator_id: operatorId },
});
const reopen = (assignmentId: string): MissionCommand => ({
  kind: 'Reopen',
  missionId: 'mi-1',
  assignmentId,
  reason: 'released',
});
const reopened = (assignmentId: string): DomainEvent => ({
  type: 'MissionReopened',
  data: { mission_id: 'mi-1', assignment_id: assignmentId, reason: 'released' },
});
const spec = DeciderSpecification.for(missionDecider);
const when = (past: DomainEvent[], command: MissionCommand) => spec.given(past).when(command);

describe('mission decider', () => {
  it('posts a mission once', () => {
    when([], { kind: 'Post', mission }).then([posted]);
    when([posted], { kind: 'Post', mission }).thenRefuses('conflict', 'Mission already exists');
  });

  describe('a subtask', () => {
    const subtask = { ...mission, mission_id: 'mi-2', parent_id: 'mi-1' };
    const parentOf = (past: DomainEvent[]) => spec.given(past).state;
    const post = (parent: ReturnType<typeof parentOf>, child = subtask) =>
      when([], { kind: 'Post', mission: child, parent });
    const parentNotFound = ['invalid', SUBTASK_TEXTS.parentNotFound] as const;

    it('is posted under a mission of its own company', () => {
      post(parentOf([posted])).then([{ type: 'MissionPosted', data: subtask }]);
    });

    it('is refused under a missing or withdrawn parent', () => {
      post(parentOf([])).thenRefuses(...parentNotFound);
      when([], { kind: 'Post', mission: subtask }).thenRefuses(...parentNotFound);
      const withdrawn: DomainEvent = {
        type: 'MissionWithdrawn',
        data: { mission_id: 'mi-1', reason: 'admin_deleted' },
      };
      post(parentOf([posted, withdrawn])).thenRefuses(...parentNotFound);
    });

    it("is refused under another company's mission, or under a mission of none", () => {
      post(parentOf([posted]), { ...subtask, company_id: 'co-2' }).thenRefuses(...parentNotFound);
      post(parentOf([posted]), { ...subtask, company_id: null }).thenRefuses(...parentNotFound);
    });

    it('is refused when the state given is not the named parent', () => {
      post(parentOf([posted]), { ...subtask, parent_id: 'mi-9' }).thenRefuses(...parentNotFound);
    });
  });

  it('assigns an open mission', () => {
    when([posted], assign('a1')).then([assigned('a1')]);
  });

  it('refuses an unknown mission', () => {
    when([], assign('a1')).thenRefuses('not_found', MARKETPLACE_TEXTS.missionNotFound);
  });

  it('refuses a mission another assignment holds', () => {
    when([posted, assigned('a1')], assign('a2', 'op-alan')).thenRefuses(
      'conflict',
      MARKETPLACE_TEXTS.alreadyTaken,
    );
  });

  it('is idempotent for the assignment that holds it', () => {
    when([posted, assigned('a1')], assign('a1')).then([]);
  });

  it('reopens only for the holding assignment, after which it can be taken again', () => {
    when([posted, assigned('a1')], reopen('a1')).then([reopened('a1')]);
    when([posted, assigned('a1')], reopen('a2')).then([]);
    when([posted], reopen('a1')).then([]);
    when([posted, assigned('a1'), reopened('a1')], reopen('a1')).then([]);
    when([posted, assigned('a1'), reopened('a1')], assign('a2', 'op-alan')).then([
      assigned('a2', 'op-alan'),
    ]);
  });

  it('keeps the posted mission in its state for the assignment to copy', () => {
    expect(spec.given([posted, assigned('a1')]).state).toEqual({
      posted: mission,
      status: 'assigned',
      assignmentId: 'a1',
      withdrawn: false,
    });
  });

  it('withdraws a mission once; a withdrawn mission cannot be taken or reopened', () => {
    const withdraw: MissionCommand = {
      kind: 'Withdraw',
      missionId: 'mi-1',
      reason: 'company_deleted',
    };
    const withdrawn: DomainEvent = {
      type: 'MissionWithdrawn',
      data: { mission_id: 'mi-1', reason: 'company_deleted' },
    };
    when([posted, assigned('a1')], withdraw).then([withdrawn]);
    when([posted, withdrawn], withdraw).then([]);
    when([posted, withdrawn], assign('a1')).thenRefuses(
      'not_found',
      MARKETPLACE_TEXTS.missionNotFound,
    );
    when([posted, assigned('a1'), withdrawn], reopen('a1')).then([]);
    when([], withdraw).thenRefuses('not_found', MARKETPLACE_TEXTS.missionNotFound);
  });
});
