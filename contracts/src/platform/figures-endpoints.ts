import { defineEndpoint } from '../http/define-endpoint';
import {
  ClusterFiguresResponseSchema,
  HomeFiguresResponseSchema,
  RewardEconomyResponseSchema,
  SchedulerFiguresResponseSchema,
} from './figures-api';

/**
 * Real figures from the read models for the System console tabs the spec leaves as static
 * placeholders (home's status panel, reward economy, scheduler, cluster insights). Admin level,
 * as every console endpoint.
 */
export const PLATFORM_FIGURES_ENDPOINTS = {
  homeFigures: defineEndpoint({
    method: 'GET',
    path: '/api/admin/platform-figures/home',
    access: 'admin',
    summary: 'Counts of operators, companies and company reps, and the server’s uptime',
    response: HomeFiguresResponseSchema,
  }),
  rewardEconomy: defineEndpoint({
    method: 'GET',
    path: '/api/admin/platform-figures/reward-economy',
    access: 'admin',
    summary: 'Rewards earned and paid per asset, and the credits awarded',
    response: RewardEconomyResponseSchema,
  }),
  schedulerFigures: defineEndpoint({
    method: 'GET',
    path: '/api/admin/platform-figures/scheduler',
    access: 'admin',
    summary: 'Assignments taken, submitted and decided per hour and per day; work slots in use',
    response: SchedulerFiguresResponseSchema,
  }),
  clusterFigures: defineEndpoint({
    method: 'GET',
    path: '/api/admin/platform-figures/clusters',
    access: 'admin',
    summary: 'Missions per domain tag and operators per skill',
    response: ClusterFiguresResponseSchema,
  }),
} as const;
