import { z } from 'zod';

/**
 * Below these sample sizes a figure says more about chance than about the company: screens
 * show "not enough data" instead of it.
 */
export const REPUTATION_MIN_SAMPLES = { decisions: 5, missions: 5 } as const;

/**
 * How a company treats the work done for it (issue 11): how long submissions to its missions
 * wait for a decision, how many are rejected, and how often its missions' deadlines moved.
 * Each figure comes with the count it is taken over.
 */
export const CompanyReputationSchema = z.object({
  company_id: z.string(),
  /** Submissions decided pass or fail; needs_review still waits for a person and is no decision. */
  decisions: z.number().int(),
  /** Decisions that were fail. */
  rejections: z.number().int(),
  /** rejections / decisions, 0..1; null without decisions. */
  rejection_rate: z.number().nullable(),
  /**
   * Median time from a submission to its decision, in milliseconds; null without decisions.
   * The median, not the mean: one submission left over a weekend would pull a mean far from
   * what a typical submission waits.
   */
  median_decision_ms: z.number().nullable(),
  missions_posted: z.number().int(),
  /** Missions whose deadline was moved later at least once. */
  deadlines_extended: z.number().int(),
  /** Missions withdrawn, or whose deadline was removed. */
  deadlines_cancelled: z.number().int(),
  /** deadlines_extended / missions_posted, 0..1; null without missions. */
  deadlines_extended_rate: z.number().nullable(),
  /** deadlines_cancelled / missions_posted, 0..1; null without missions. */
  deadlines_cancelled_rate: z.number().nullable(),
});
export type CompanyReputation = z.infer<typeof CompanyReputationSchema>;

/**
 * What a marketplace card shows of the company behind a mission; also the payload of the
 * `company.reputation.updated` push to the `marketplace` room.
 */
export const CompanyReputationSummarySchema = CompanyReputationSchema.pick({
  company_id: true,
  decisions: true,
  rejection_rate: true,
  median_decision_ms: true,
});
export type CompanyReputationSummary = z.infer<typeof CompanyReputationSummarySchema>;

/** Whether the decision figures rest on enough decisions to say something. */
export const hasEnoughDecisions = (reputation: Pick<CompanyReputation, 'decisions'>): boolean =>
  reputation.decisions >= REPUTATION_MIN_SAMPLES.decisions;

/** Whether the deadline figures rest on enough missions to say something. */
export const hasEnoughMissions = (
  reputation: Pick<CompanyReputation, 'missions_posted'>,
): boolean => reputation.missions_posted >= REPUTATION_MIN_SAMPLES.missions;
