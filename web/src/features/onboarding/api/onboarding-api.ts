import {
  DropSkillResponseSchema,
  OnboardingTasksResponseSchema,
  type DropSkillResponse,
  type OnboardingTasksResponse,
} from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

export function fetchOnboardingTasks(signal?: AbortSignal): Promise<OnboardingTasksResponse> {
  return apiRequest('/api/onboarding/tasks', OnboardingTasksResponseSchema, { signal });
}

export function dropOnboardingSkill(skill: string): Promise<DropSkillResponse> {
  return apiRequest('/api/onboarding/drop-skill', DropSkillResponseSchema, {
    method: 'POST',
    body: { skill },
  });
}
