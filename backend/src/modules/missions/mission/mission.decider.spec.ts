import { MARKETPLACE_TEXTS, SUBTASK_TEXTS } from '@morphic/contracts';
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
  company_id: 'co-1',
};
const posted: DomainEvent = { type: 'MissionPosted', data: mission };
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
const when = (past: DomainEvent[], command: MissionCommand) =>
  missionDecider.decide(command, fold(missionDecider, past));

describe('mission decider', () => {
  it('posts a mission once', () => {
    expect(when([], { kind: 'Post', mission })).toEqual([posted]);
    expect(() => when([posted], { kind: 'Post', mission })).toThrow(
      new DomainRuleViolation('conflict', 'Mission already exists'),
    );
  });

  describe('a subtask', () => {
    const subtask = { ...mission, mission_id: 'mi-2', parent_id: 'mi-1' };
    const parentOf = (past: DomainEvent[]) => fold(missionDecider, past);
    const post = (parent: ReturnType<typeof parentOf>, child = subtask) =>
      when([], { kind: 'Post', mission: child, parent });
    const parentNotFound = new DomainRuleViolation('invalid', SUBTASK_TEXTS.parentNotFound);

    it('is posted under a mission of its own company', () => {
      expect(post(parentOf([posted]))).toEqual([{ type: 'MissionPosted', data: subtask }]);
    });

    it('is refused under a missing or withdrawn parent', () => {
      expect(() => post(parentOf([]))).toThrow(parentNotFound);
      expect(() => when([], { kind: 'Post', mission: subtask })).toThrow(parentNotFound);
      const withdrawn: DomainEvent = {
        type: 'MissionWithdrawn',
        data: { mission_id: 'mi-1', reason: 'admin_deleted' },
      };
      expect(() => post(parentOf([posted, withdrawn]))).toThrow(parentNotFound);
    });

    it("is refused under another company's mission, or under a mission of none", () => {
      expect(() => post(parentOf([posted]), { ...subtask, company_id: 'co-2' })).toThrow(
        parentNotFound,
      );
      expect(() => post(parentOf([posted]), { ...subtask, company_id: null })).toThrow(
        parentNotFound,
      );
    });

    it('is refused when the state given is not the named parent', () => {
      expect(() => post(parentOf([posted]), { ...subtask, parent_id: 'mi-9' })).toThrow(
        parentNotFound,
      );
    });
  });

  it('assigns an open mission', () => {
    expect(when([posted], assign('a1'))).toEqual([assigned('a1')]);
  });

  it('refuses an unknown mission', () => {
    expect(() => when([], assign('a1'))).toThrow(
      new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound),
    );
  });

  it('refuses a mission another assignment holds', () => {
    expect(() => when([posted, assigned('a1')], assign('a2', 'op-alan'))).toThrow(
      new DomainRuleViolation('conflict', MARKETPLACE_TEXTS.alreadyTaken),
    );
  });

  it('is idempotent for the assignment that holds it', () => {
    expect(when([posted, assigned('a1')], assign('a1'))).toEqual([]);
  });

  it('reopens only for the holding assignment, after which it can be taken again', () => {
    expect(when([posted, assigned('a1')], reopen('a1'))).toEqual([reopened('a1')]);
    expect(when([posted, assigned('a1')], reopen('a2'))).toEqual([]);
    expect(when([posted], reopen('a1'))).toEqual([]);
    expect(when([posted, assigned('a1'), reopened('a1')], reopen('a1'))).toEqual([]);
    expect(when([posted, assigned('a1'), reopened('a1')], assign('a2', 'op-alan'))).toEqual([
      assigned('a2', 'op-alan'),
    ]);
  });

  it('keeps the posted mission in its state for the assignment to copy', () => {
    expect(fold(missionDecider, [posted, assigned('a1')])).toEqual({
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
    expect(when([posted, assigned('a1')], withdraw)).toEqual([withdrawn]);
    expect(when([posted, withdrawn], withdraw)).toEqual([]);
    expect(() => when([posted, withdrawn], assign('a1'))).toThrow(
      new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound),
    );
    expect(when([posted, assigned('a1'), withdrawn], reopen('a1'))).toEqual([]);
    expect(() => when([], withdraw)).toThrow(
      new DomainRuleViolation('not_found', MARKETPLACE_TEXTS.missionNotFound),
    );
  });
});
