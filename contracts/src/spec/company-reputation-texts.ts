import { REPUTATION_MIN_SAMPLES } from '../companies/reputation-api';
import { countOf } from './plural';

/** The company reputation card of the company analysis screen and its line on mission cards. */
export const COMPANY_REPUTATION_TEXTS = {
  title: 'Reputation',
  subtitle: 'How this company treats the work done for it, from the history of its missions.',
  /** The mission card's line while there are too few decisions to go on. */
  newCompany: 'New company',
  newCompanyHint: `Fewer than ${REPUTATION_MIN_SAMPLES.decisions} decisions on its missions so far`,
  /** The mission card's line: "Decides in ~2 h · 10% rejected". */
  cardLine: (decidesIn: string, rejected: string) =>
    `Decides in ${decidesIn} · ${rejected} rejected`,
  cardLineHint: (decisions: number) =>
    `Median time from submission to decision, and share of submissions failed, over ${countOf(decisions, 'decision', 'decisions')}`,
  decisionTime: 'Time to a decision',
  decisionTimeMeaning:
    'Median time from a submission to its pass or fail: half of the submissions were decided faster.',
  rejectionRate: 'Rejection rate',
  rejectionRateMeaning:
    'Share of decided submissions that failed. Submissions waiting for a review are not counted.',
  deadlinesExtended: 'Deadlines extended',
  deadlinesExtendedMeaning: 'Missions whose deadline was moved later at least once.',
  deadlinesCancelled: 'Deadlines cancelled',
  deadlinesCancelledMeaning: 'Missions withdrawn, or whose deadline was removed.',
  notEnoughData: 'Not enough data',
  overDecisions: (decisions: number) => `Over ${countOf(decisions, 'decision', 'decisions')}`,
  rejectedOf: (rejections: number, decisions: number) =>
    `${rejections} of ${countOf(decisions, 'decision', 'decisions')} failed`,
  ofMissions: (count: number, missions: number) =>
    `${count} of ${countOf(missions, 'mission', 'missions')}`,
  decisionsSoFar: (decisions: number) =>
    `${countOf(decisions, 'decision', 'decisions')} so far; shown from ${REPUTATION_MIN_SAMPLES.decisions}`,
  missionsSoFar: (missions: number) =>
    `${countOf(missions, 'mission', 'missions')} posted so far; shown from ${REPUTATION_MIN_SAMPLES.missions}`,
} as const;
