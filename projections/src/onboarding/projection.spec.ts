import {
  ONBOARDING_COLLECTION,
  OnboardingDocSchema,
  STREAMS,
  type EventData,
  type EventType,
} from '@morphic/contracts/server';
import {
  TestLog,
  parsedWith,
  project,
  projectForIdempotency,
  pushesAfter,
  expectIdempotent,
} from '../testing/project';
import { onboardingProjection } from './projection';

type OnboardingType =
  | 'OnboardingTaskAssigned'
  | 'OnboardingTaskFailed'
  | 'OnboardingSkillPassed'
  | 'OnboardingSkillBlocked'
  | 'OnboardingSkillDropped'
  | 'OnboardingCompleted'
  | 'OnboardingBypassed'
  | 'OnboardingSkillStatusSet'
  | 'OperatorSkillAdded'
  | 'OperatorSkillRemoved'
  | 'OnboardingFailedTasksCleared'
  | 'OnboardingReopened';

/** Events of one operator's onboarding stream, as the runner hands them over. */
function onboardingLog(operatorId = 'op-ada') {
  const log = new TestLog();
  const event = <T extends OnboardingType>(type: T, data: Omit<EventData<T>, 'operator_id'>) =>
    log.event(type as EventType, { operator_id: operatorId, ...data } as EventData<T>, {
      streamId: STREAMS.onboarding(operatorId),
    });
  return {
    assigned: (skill: string, task: string, assignment: string) =>
      event('OnboardingTaskAssigned', {
        skill,
        onboarding_task_id: task,
        assignment_id: assignment,
      }),
    failed: (skill: string, assignment: string) =>
      event('OnboardingTaskFailed', { skill, assignment_id: assignment }),
    passed: (skill: string, assignment: string) =>
      event('OnboardingSkillPassed', { skill, assignment_id: assignment }),
    blocked: (skill: string, reason: 'exhausted' | 'no_tasks') =>
      event('OnboardingSkillBlocked', { skill, reason }),
    dropped: (skill: string) => event('OnboardingSkillDropped', { skill }),
    completed: () => event('OnboardingCompleted', {}),
    bypassed: () => event('OnboardingBypassed', {}),
    statusSet: (skill: string, status: 'pending' | 'validated' | 'blocked') =>
      event('OnboardingSkillStatusSet', { skill, status }),
    added: (skill: string, status: 'pending' | 'validated' | 'blocked') =>
      event('OperatorSkillAdded', { skill, status }),
    removed: (skill: string) => event('OperatorSkillRemoved', { skill }),
    cleared: (skill: string, assignments: string[]) =>
      event('OnboardingFailedTasksCleared', { skill, assignment_ids: assignments }),
    reopened: (skill: string) => event('OnboardingReopened', { skill }),
  };
}

describe('onboarding projection', () => {
  it('follows an admin’s skill changes: statuses, added and removed skills, cleared tasks', async () => {
    const ada = onboardingLog();
    const events = [
      ada.assigned('SQL', 't-sql-1', 'a-1'),
      ada.failed('SQL', 'a-1'),
      ada.blocked('SQL', 'exhausted'),
      ada.bypassed(),
      ada.cleared('SQL', ['a-1']),
      ada.added('Rust', 'validated'),
      ada.statusSet('Rust', 'blocked'),
      ada.added('Go', 'pending'),
      ada.reopened('Go'),
      ada.removed('Go'),
    ];

    const docs = await project(onboardingProjection, events);

    const [doc] = parsedWith(OnboardingDocSchema, docs[ONBOARDING_COLLECTION] ?? []);
    expect(doc).toMatchObject({
      completed: false,
      bypassed: false,
      completed_at: null,
      skills: [
        { skill: 'SQL', passed: false, blocked: null, dropped: false, attempts: [] },
        { skill: 'Rust', passed: false, blocked: 'admin', dropped: false, attempts: [] },
        { skill: 'Go', passed: false, blocked: null, dropped: true, attempts: [] },
      ],
    });
    const { once, eachTwice, replayed } = await projectForIdempotency(onboardingProjection, events);
    expect(eachTwice).toEqual(once);
    expect(replayed).toEqual(once);
  });

  it('follows each skill: tasks given, outcomes, blocked, dropped, and completion', async () => {
    const ada = onboardingLog();
    const events = [
      ada.assigned('Python', 't-py-1', 'a-1'),
      ada.assigned('SQL', 't-sql-1', 'a-2'),
      ada.blocked('Haskell', 'no_tasks'),
      ada.failed('Python', 'a-1'),
      ada.assigned('Python', 't-py-2', 'a-3'),
      ada.failed('SQL', 'a-2'),
      ada.blocked('SQL', 'exhausted'),
      ada.passed('Python', 'a-3'),
      ada.dropped('SQL'),
      ada.dropped('Haskell'),
      ada.completed(),
    ];
    const at = (index: number) => events[index]?.metadata.at;

    const docs = await project(onboardingProjection, events);

    expect(docs).toEqual({
      [ONBOARDING_COLLECTION]: [
        {
          _id: 'op-ada',
          operator_id: 'op-ada',
          skills: [
            {
              skill: 'Python',
              skill_lower: 'python',
              passed: true,
              blocked: null,
              dropped: false,
              attempts: [
                {
                  onboarding_task_id: 't-py-1',
                  assignment_id: 'a-1',
                  outcome: 'failed',
                  assigned_at: at(0),
                },
                {
                  onboarding_task_id: 't-py-2',
                  assignment_id: 'a-3',
                  outcome: 'passed',
                  assigned_at: at(4),
                },
              ],
            },
            {
              skill: 'SQL',
              skill_lower: 'sql',
              passed: false,
              blocked: 'exhausted',
              dropped: true,
              attempts: [
                {
                  onboarding_task_id: 't-sql-1',
                  assignment_id: 'a-2',
                  outcome: 'failed',
                  assigned_at: at(1),
                },
              ],
            },
            {
              skill: 'Haskell',
              skill_lower: 'haskell',
              passed: false,
              blocked: 'no_tasks',
              dropped: true,
              attempts: [],
            },
          ],
          completed: true,
          bypassed: false,
          completed_at: at(10),
          updated_at: at(10),
          stream_revision: 10,
        },
      ],
    });
    expect(parsedWith(OnboardingDocSchema, docs[ONBOARDING_COLLECTION] ?? [])).toEqual(
      docs[ONBOARDING_COLLECTION],
    );
  });

  it('unblocks a skill when a task is given to it again', async () => {
    const ada = onboardingLog();
    const docs = await project(onboardingProjection, [
      ada.blocked('Go', 'no_tasks'),
      ada.assigned('go', 't-go-1', 'a-1'),
    ]);
    expect(docs[ONBOARDING_COLLECTION]?.[0]?.['skills']).toEqual([
      {
        skill: 'Go',
        skill_lower: 'go',
        passed: false,
        blocked: null,
        dropped: false,
        attempts: [
          {
            onboarding_task_id: 't-go-1',
            assignment_id: 'a-1',
            outcome: 'pending',
            assigned_at: expect.any(String) as string,
          },
        ],
      },
    ]);
  });

  it('records a bypass as completed, keeping the first completion time', async () => {
    const ada = onboardingLog();
    const events = [ada.assigned('Python', 't-py-1', 'a-1'), ada.bypassed(), ada.completed()];
    const [doc] = (await project(onboardingProjection, events))[ONBOARDING_COLLECTION] ?? [];
    expect(doc).toMatchObject({
      completed: true,
      bypassed: true,
      completed_at: events[1]?.metadata.at,
      stream_revision: 2,
    });
  });

  it('is idempotent, and a re-applied event never turns the onboarding back', async () => {
    const ada = onboardingLog();
    const events = [
      ada.assigned('Python', 't-py-1', 'a-1'),
      ada.failed('Python', 'a-1'),
      ada.assigned('Python', 't-py-2', 'a-2'),
      ada.passed('Python', 'a-2'),
      ada.completed(),
    ];
    await expectIdempotent(onboardingProjection, events);
  });

  it("keeps each operator's onboarding apart", async () => {
    const ada = onboardingLog('op-ada');
    const alan = onboardingLog('op-alan');
    const docs = await project(onboardingProjection, [
      ada.assigned('Python', 't-py-1', 'a-1'),
      alan.bypassed(),
    ]);
    expect(
      docs[ONBOARDING_COLLECTION]?.map((doc) => [
        doc._id,
        doc['completed'],
        doc['stream_revision'],
      ]),
    ).toEqual([
      ['op-ada', false, 0],
      ['op-alan', true, 0],
    ]);
  });

  it('tells the operator, and only them, that their onboarding changed', async () => {
    const ada = onboardingLog();
    expect(
      await pushesAfter(onboardingProjection, [
        ada.assigned('SQL', 't-sql-1', 'a-1'),
        ada.failed('SQL', 'a-1'),
        ada.blocked('SQL', 'exhausted'),
      ]),
    ).toEqual([
      {
        rooms: ['user:op-ada'],
        message: 'onboarding.updated',
        data: { operator_id: 'op-ada', completed: false },
      },
    ]);
    const again = onboardingLog();
    expect(
      await pushesAfter(onboardingProjection, [
        again.assigned('SQL', 't-sql-1', 'a-1'),
        again.passed('SQL', 'a-1'),
        again.completed(),
      ]),
    ).toEqual([
      {
        rooms: ['user:op-ada'],
        message: 'onboarding.updated',
        data: { operator_id: 'op-ada', completed: true },
      },
    ]);
  });
});
