import {
  MISSIONS_ENDPOINTS,
  type ApplyResponse,
  type CreateTaskRequest,
  type CreateTaskResponse,
  type RecommendationsResponse,
} from '@morphic/contracts';
import { callEndpoint } from '../../../lib/api/call-endpoint';

export function fetchRecommendations(
  q: string,
  signal?: AbortSignal,
): Promise<RecommendationsResponse> {
  return callEndpoint(MISSIONS_ENDPOINTS.recommendations, { query: { q }, signal });
}

export function takeMission(missionId: string, idempotencyKey: string): Promise<ApplyResponse> {
  return callEndpoint(MISSIONS_ENDPOINTS.apply, {
    params: { id: missionId },
    body: {},
    idempotencyKey,
  });
}

export function createTask(body: CreateTaskRequest): Promise<CreateTaskResponse> {
  return callEndpoint(MISSIONS_ENDPOINTS.createTask, { body });
}
