import { defineEndpoint } from '../http/define-endpoint';
import {
  HealthResponseSchema,
  HelloResponseSchema,
  ReadModelsResponseSchema,
  ReadyResponseSchema,
} from './api';
import { OutboxResponseSchema } from './outbox-api';

/** Liveness, readiness, and the development pages (never in production). */
export const PLATFORM_ENDPOINTS = {
  hello: defineEndpoint({
    method: 'GET',
    path: '/api/hello',
    access: 'public',
    summary: 'The System Online indicator',
    response: HelloResponseSchema,
  }),
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: 'Liveness: the process answers',
    response: HealthResponseSchema,
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    summary: 'Readiness: the event store answers and the read models reach its head (503 if not)',
    response: ReadyResponseSchema,
  }),
  devOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    // The mails hold sign-up codes and reset links: whoever reads them can take any account.
    access: 'admin',
    summary: 'The mails the development outbox kept (outside production only; admins)',
    response: OutboxResponseSchema,
  }),
  devReadModels: defineEndpoint({
    method: 'GET',
    path: '/api/dev/read-models',
    access: 'admin',
    summary: 'Every read-model document, to compare with a rebuild (outside production only)',
    response: ReadModelsResponseSchema,
  }),
} as const;
