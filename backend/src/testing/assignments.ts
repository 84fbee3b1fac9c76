import type { EventData } from '@morphic/contracts/server';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { systemContext } from '#infrastructure/commands/command-context';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { CreateAssignment } from '../modules/missions/assignment/commands/create-assignment.handler';
import { call, type SignedInAccount, type TestApp } from './test-app';

/** An assignment of the operator, created as taking a mission creates it, in the read models. */
export async function createMissionAssignment(
  platform: TestApp,
  operatorId: string,
  task: Partial<EventData<'TaskTaken'>> = {},
): Promise<{ assignmentId: string; title: string }> {
  const assignmentId = randomUUID();
  const title = task.title ?? `Telemetry anomaly report ${assignmentId.slice(0, 8)}`;
  const created = await platform.app.get(CommandBus).execute(
    new CreateAssignment(
      {
        assignment_id: assignmentId,
        operator_id: operatorId,
        source: 'mission',
        mission_id: randomUUID(),
        onboarding_task_id: null,
        skill: null,
        title,
        description: 'Find the robots whose battery drains faster than the fleet.',
        reward_amount: 260,
        reward_asset: 'CREDITS',
        domain_tags: ['data_science'],
        validator_kind: 'peer',
        deadline_at: null,
        message: null,
        ...task,
      },
      systemContext(),
    ),
  );
  await platform.app.get(ReadYourWrites).settled(created.position);
  return { assignmentId, title };
}

/** The operator takes the mission from the marketplace; the new assignment's id. */
export async function takeMission(
  platform: TestApp,
  operator: SignedInAccount,
  missionId: string,
): Promise<string> {
  const taken = await call<{ assignment_id?: string }>(
    platform.url,
    'POST',
    `/api/tasks/${missionId}/apply`,
    { token: operator.token, body: {} },
  );
  const assignmentId = taken.body.assignment_id;
  if (taken.status !== 200 || !assignmentId) {
    throw new Error(`Take failed: ${taken.status} ${JSON.stringify(taken.body)}`);
  }
  return assignmentId;
}
