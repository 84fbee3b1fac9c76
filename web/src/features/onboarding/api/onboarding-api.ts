import {
  OPERATORS_ENDPOINTS,
  type DropSkillResponse,
  type OnboardingTasksResponse,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export function fetchOnboardingTasks(signal?: AbortSignal): Promise<OnboardingTasksResponse> {
  return callEndpoint(OPERATORS_ENDPOINTS.onboardingTasks, { signal });
}

export function dropOnboardingSkill(skill: string): Promise<DropSkillResponse> {
  return callEndpoint(OPERATORS_ENDPOINTS.dropSkill, { body: { skill } });
}
