import { ONBOARDING_TEXTS } from '../spec/onboarding-texts';
import { DropSkillRequestSchema, onboardingStatusOf, skillBadgeOf } from './onboarding-api';
import type { OnboardingSkillDoc } from './onboarding-read-models';

const skill = (name: string, overrides: Partial<OnboardingSkillDoc> = {}): OnboardingSkillDoc => ({
  skill: name,
  skill_lower: name.toLowerCase(),
  passed: false,
  blocked: null,
  dropped: false,
  attempts: [
    { onboarding_task_id: 't-1', assignment_id: 'a-1', outcome: 'pending', assigned_at: 'x' },
  ],
  ...overrides,
});

describe('onboarding status', () => {
  it('has no skills before the character report', () => {
    expect(onboardingStatusOf(null, false)).toEqual({
      skill_status: [],
      total_skills: 0,
      passed_skills: 0,
      remaining_skills: 0,
      status: 'no_skills',
      dropped_skills: [],
    });
  });

  it('counts the skills not dropped, passed and remaining', () => {
    const status = onboardingStatusOf(
      {
        completed: false,
        skills: [
          skill('Python', { passed: true }),
          skill('SQL', {
            blocked: 'exhausted',
            attempts: [
              { onboarding_task_id: 't', assignment_id: 'a', outcome: 'failed', assigned_at: 'x' },
            ],
          }),
          skill('Haskell', { blocked: 'no_tasks', attempts: [] }),
          skill('Go', { dropped: true, blocked: 'no_tasks', attempts: [] }),
          skill('Rust'),
        ],
      },
      false,
    );
    expect(status).toEqual({
      skill_status: [
        {
          skill: 'Python',
          passed: true,
          exhausted: false,
          attempts: 1,
          has_active_task: true,
          no_tasks: false,
          blocked_by_admin: false,
        },
        {
          skill: 'SQL',
          passed: false,
          exhausted: true,
          attempts: 1,
          has_active_task: false,
          no_tasks: false,
          blocked_by_admin: false,
        },
        {
          skill: 'Haskell',
          passed: false,
          exhausted: true,
          attempts: 0,
          has_active_task: false,
          no_tasks: true,
          blocked_by_admin: false,
        },
        {
          skill: 'Rust',
          passed: false,
          exhausted: false,
          attempts: 1,
          has_active_task: true,
          no_tasks: false,
          blocked_by_admin: false,
        },
      ],
      total_skills: 4,
      passed_skills: 1,
      remaining_skills: 3,
      status: 'in progress',
      dropped_skills: ['Go'],
    });
  });

  it('is completed when the account says so (a bypass) or the onboarding completed', () => {
    expect(onboardingStatusOf(null, true).status).toBe('completed');
    expect(onboardingStatusOf({ completed: true, skills: [skill('Go')] }, false).status).toBe(
      'completed',
    );
  });

  it('badges a skill passed, in progress or blocked', () => {
    expect(skillBadgeOf({ passed: true, exhausted: false })).toBe('passed');
    expect(skillBadgeOf({ passed: false, exhausted: false })).toBe('inProgress');
    expect(skillBadgeOf({ passed: false, exhausted: true })).toBe('blocked');
  });

  it('needs a skill to drop', () => {
    expect(DropSkillRequestSchema.safeParse({ skill: '  ' }).error?.issues[0]?.message).toBe(
      ONBOARDING_TEXTS.skillRequired,
    );
    expect(DropSkillRequestSchema.parse({ skill: ' SQL ' })).toEqual({ skill: 'SQL' });
  });
});
