import { z } from 'zod';

/** The System console's Home status panel (spec 03), with the server's real uptime. */
export const HomeFiguresResponseSchema = z.object({
  /** Operator accounts, deleted ones left out. */
  operators: z.number().int(),
  /** Registered companies, deleted ones left out. */
  companies: z.number().int(),
  /** Company representative accounts, deleted ones left out. */
  company_reps: z.number().int(),
  /** Seconds since this server process started. */
  uptime_seconds: z.number().int(),
  started_at: z.string(),
});
export type HomeFiguresResponse = z.infer<typeof HomeFiguresResponseSchema>;

export const AssetRewardsSchema = z.object({
  /** The mission's reward asset (USD, CREDITS...). */
  asset: z.string(),
  /** Rewards of marketplace assignments validated or paid: what operators have earned. */
  earned_total: z.number(),
  earned_count: z.number().int(),
  /** Rewards of assignments marked paid. */
  paid_total: z.number(),
  paid_count: z.number().int(),
  /** Earned and not paid yet. */
  outstanding_total: z.number(),
});
export type AssetRewards = z.infer<typeof AssetRewardsSchema>;

/** The reward-economy tab: rewards earned and paid per asset, and the credits awarded. */
export const RewardEconomyResponseSchema = z.object({
  assets: z.array(AssetRewardsSchema),
  credits: z.object({
    /** Sum of every operator's credit balance (credits awarded for validated work). */
    balance_total: z.number(),
    operators_with_credits: z.number().int(),
  }),
});
export type RewardEconomyResponse = z.infer<typeof RewardEconomyResponseSchema>;

export const ThroughputBucketSchema = z.object({
  /** Start of the hour or day (UTC). */
  start: z.string(),
  /** Assignments taken (created) in the bucket. */
  taken: z.number().int(),
  /** Assignments whose latest submission falls in the bucket. */
  submitted: z.number().int(),
  /** Assignments whose latest validation decision falls in the bucket. */
  decided: z.number().int(),
});
export type ThroughputBucket = z.infer<typeof ThroughputBucketSchema>;

/** The scheduler tab: assignment throughput and the work slots in use. */
export const SchedulerFiguresResponseSchema = z.object({
  /** The last 24 hours, oldest first, the current hour last. */
  hourly: z.array(ThroughputBucketSchema),
  /** The last 30 days, oldest first, today last. */
  daily: z.array(ThroughputBucketSchema),
  work_slots: z.object({
    /** Operators holding an unsubmitted assignment now (one each at most). */
    in_use: z.number().int(),
    /** Operators who have a work slot (took an assignment at least once). */
    total: z.number().int(),
  }),
  /** Assignments in progress now, by state. */
  active: z.object({ accepted: z.number().int(), submitted: z.number().int() }),
});
export type SchedulerFiguresResponse = z.infer<typeof SchedulerFiguresResponseSchema>;

export const DomainTagFigureSchema = z.object({
  tag: z.string(),
  /** Missions carrying the tag, withdrawn ones left out. */
  missions: z.number().int(),
  /** Of those, the ones open for taking now. */
  open: z.number().int(),
});

export const SkillFigureSchema = z.object({
  skill: z.string(),
  /** Operators whose character report lists the skill. */
  declared: z.number().int(),
  /** Operators who passed the skill's onboarding task (a bypassed onboarding passes none). */
  validated: z.number().int(),
  /** Open missions whose required skill vector names the skill. */
  open_missions: z.number().int(),
});

/** The cluster-insights tab: how missions and operators group by domain and skill. */
export const ClusterFiguresResponseSchema = z.object({
  domain_tags: z.array(DomainTagFigureSchema),
  skills: z.array(SkillFigureSchema),
});
export type ClusterFiguresResponse = z.infer<typeof ClusterFiguresResponseSchema>;
