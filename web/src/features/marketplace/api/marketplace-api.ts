import {
  type ApplyResponse,
  ApplyResponseSchema,
  type CreateTaskRequest,
  type CreateTaskResponse,
  CreateTaskResponseSchema,
  type RecommendationsResponse,
  RecommendationsResponseSchema,
} from '@morphic/contracts';
import { apiRequest } from '../../../lib/api-client';

export function fetchRecommendations(
  q: string,
  signal?: AbortSignal,
): Promise<RecommendationsResponse> {
  const query = q ? `?q=${encodeURIComponent(q)}` : '';
  return apiRequest(`/api/marketplace/recommendations${query}`, RecommendationsResponseSchema, {
    signal,
  });
}

export function takeMission(missionId: string, idempotencyKey: string): Promise<ApplyResponse> {
  return apiRequest(`/api/tasks/${encodeURIComponent(missionId)}/apply`, ApplyResponseSchema, {
    method: 'POST',
    body: {},
    idempotencyKey,
  });
}

export function createTask(body: CreateTaskRequest): Promise<CreateTaskResponse> {
  return apiRequest('/api/tasks', CreateTaskResponseSchema, { method: 'POST', body });
}
