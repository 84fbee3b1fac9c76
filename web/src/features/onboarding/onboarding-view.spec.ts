import type { OnboardingTasksResponse, SessionUser } from '@morphic/contracts';
import { onboardingViewFor, progressPercent, skillGroups } from './onboarding-view';

const user = (role: string, type: SessionUser['type'] = 'operator') => ({
  type,
  role,
  roles: [],
});

const task = (id: string, skill: string, state: 'accepted' | 'failed' | null) => ({
  id,
  title: `Task ${id}`,
  description: 'Prove it.',
  difficulty: 'beginner' as const,
  estimated_hours: '1-2 hours',
  reward_amount: 20,
  reward_asset: 'CREDITS',
  required_skills: [skill.toLowerCase()],
  assignment_id: state ? `a-${id}` : null,
  skill,
  state,
});

const skill = (name: string, passed: boolean, exhausted: boolean) => ({
  skill: name,
  passed,
  exhausted,
  attempts: 1,
  has_active_task: !passed && !exhausted,
  no_tasks: false,
  blocked_by_admin: false,
});

describe('onboarding view', () => {
  it('welcomes founders, shows operators the placeholder while under construction, and refuses others', () => {
    expect(onboardingViewFor(user('operator,founder'), true)).toBe('founder');
    expect(onboardingViewFor(user('operator'), true)).toBe('under-construction');
    expect(onboardingViewFor(user('operator'), false)).toBe('onboarding');
    expect(onboardingViewFor(user('operator,admin'), true)).toBe('onboarding');
    expect(onboardingViewFor(user('validator'), false)).toBe('not-operator');
    expect(onboardingViewFor(user('', 'company_rep'), false)).toBe('not-operator');
  });

  it('groups tasks under their skill, the current task first, and lets only blocked skills drop', () => {
    const body: OnboardingTasksResponse = {
      success: true,
      tasks: [
        task('py-1', 'Python', 'failed'),
        task('sql-1', 'SQL', 'failed'),
        task('py-2', 'Python', 'accepted'),
      ],
      onboarding_status: {
        skill_status: [skill('Python', false, false), skill('SQL', false, true)],
        total_skills: 2,
        passed_skills: 0,
        remaining_skills: 2,
        status: 'in progress',
        dropped_skills: [],
      },
    };
    expect(
      skillGroups(body).map((group) => [
        group.status.skill,
        group.badge,
        group.canDrop,
        group.tasks.map((t) => t.id),
      ]),
    ).toEqual([
      ['Python', 'inProgress', false, ['py-2', 'py-1']],
      ['SQL', 'blocked', true, ['sql-1']],
    ]);
  });

  it('measures progress as the share of skills passed', () => {
    const status = (passed: number, total: number) => ({
      skill_status: [],
      total_skills: total,
      passed_skills: passed,
      remaining_skills: total - passed,
      status: 'in progress' as const,
      dropped_skills: [],
    });
    expect(progressPercent(status(0, 0))).toBe(0);
    expect(progressPercent(status(1, 3))).toBe(33);
    expect(progressPercent(status(3, 3))).toBe(100);
  });
});
