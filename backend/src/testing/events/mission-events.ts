import type { EventData, EventOfType } from '@morphic/contracts/server';

/** A marketplace mission's `MissionPosted` (`mi-1`, no company, no deadline) unless overridden. */
export const missionPosted = (
  overrides: Partial<EventData<'MissionPosted'>> = {},
): EventOfType<'MissionPosted'> => ({
  type: 'MissionPosted',
  data: {
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
    ...overrides,
  },
});

/** ada's `TaskTaken` of mission `ms-1` as assignment `as-1`, peer-validated, unless overridden. */
export const taskTaken = (
  overrides: Partial<EventData<'TaskTaken'>> = {},
): EventOfType<'TaskTaken'> => ({
  type: 'TaskTaken',
  data: {
    assignment_id: 'as-1',
    operator_id: 'op-ada',
    source: 'mission',
    mission_id: 'ms-1',
    onboarding_task_id: null,
    skill: null,
    title: 'Fix the gearbox firmware',
    description: 'Make the stepper stop overshooting.',
    reward_amount: 120,
    reward_asset: 'USD',
    domain_tags: ['embedded', 'c'],
    validator_kind: 'peer',
    deadline_at: null,
    message: null,
    ...overrides,
  },
});
