import type { EventData } from '@morphic/contracts/server';
import type { CommandBus } from '@nestjs/cqrs';
import { DomainRuleViolation } from '../../../../infrastructure/commands/decider';
import { systemContext } from '../../../../infrastructure/commands/command-context';
import type { MissionReservations } from '../../mission/mission-reservations';
import type { WorkSlots } from '../../work-slot/work-slots';
import { TakeMission, TakeMissionHandler } from './take-mission.handler';

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
  deadline_at: '2025-04-01T17:00:00.000Z',
  owner_operator_id: null,
  company_id: 'co-1',
};
const position = { commit: 7n, prepare: 7n };

/** Records every step; each step can be told to fail. */
function fakes(failing: { reserve?: Error; create?: Error } = {}) {
  const steps: string[] = [];
  const workSlots = {
    take: async (_operator: string, assignment: string) => {
      steps.push(`take slot ${assignment}`);
      return { position: null };
    },
    free: async (_operator: string, assignment: string) => {
      steps.push(`free slot ${assignment}`);
      return { position: null };
    },
  } as unknown as WorkSlots;
  const missions = {
    reserve: async (missionId: string) => {
      steps.push(`reserve ${missionId}`);
      if (failing.reserve) throw failing.reserve;
      return { mission, position: null };
    },
    reopen: async (missionId: string, _assignment: string, reason: string) => {
      steps.push(`reopen ${missionId}: ${reason}`);
      return { position: null };
    },
  } as unknown as MissionReservations;
  const created: unknown[] = [];
  const commands = {
    execute: async (command: { task: EventData<'TaskTaken'> }) => {
      steps.push('create assignment');
      created.push(command.task);
      if (failing.create) throw failing.create;
      return { assignmentId: command.task.assignment_id, position };
    },
  } as unknown as CommandBus;
  return { steps, created, handler: new TakeMissionHandler(workSlots, missions, commands) };
}

const take = () => new TakeMission('mi-1', 'op-ada', 'Happy to help', systemContext());

describe('take mission', () => {
  it('takes the slot, reserves the mission, then creates the assignment from the mission', async () => {
    const { steps, created, handler } = fakes();

    const result = await handler.execute(take());

    expect(result.position).toBe(position);
    expect(steps).toEqual([
      `take slot ${result.assignmentId}`,
      'reserve mi-1',
      'create assignment',
    ]);
    expect(created).toEqual([
      {
        assignment_id: result.assignmentId,
        operator_id: 'op-ada',
        source: 'mission',
        mission_id: 'mi-1',
        onboarding_task_id: null,
        skill: null,
        title: 'Rate-limit the API',
        description: 'Token bucket per key.',
        reward_amount: 180,
        reward_asset: 'USD',
        domain_tags: ['backend'],
        validator_kind: 'peer',
        deadline_at: '2025-04-01T17:00:00.000Z',
        message: 'Happy to help',
      },
    ]);
  });

  it('frees the slot when the mission is taken already', async () => {
    const taken = new DomainRuleViolation('conflict', 'This task has already been taken.');
    const { steps, handler } = fakes({ reserve: taken });

    await expect(handler.execute(take())).rejects.toBe(taken);

    expect(steps).toEqual([
      expect.stringMatching(/^take slot /),
      'reserve mi-1',
      expect.stringMatching(/^free slot /),
    ]);
  });

  it('reopens the mission and frees the slot when the assignment cannot be created', async () => {
    const failure = new Error('store down');
    const { steps, handler } = fakes({ create: failure });

    await expect(handler.execute(take())).rejects.toBe(failure);

    expect(steps).toEqual([
      expect.stringMatching(/^take slot /),
      'reserve mi-1',
      'create assignment',
      'reopen mi-1: The assignment could not be created',
      expect.stringMatching(/^free slot /),
    ]);
  });
});
