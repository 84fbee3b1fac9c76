import { type MANIFESTO_SCENES } from '@morphic/contracts';

export type ManifestoSceneName = (typeof MANIFESTO_SCENES)[number];

export interface ManifestoScene {
  readonly name: ManifestoSceneName;
  readonly headline: string;
  readonly paragraphs: readonly string[];
  readonly lines: readonly string[];
  /** Accent of the scene's background: [from, to] CSS colours. */
  readonly accent: readonly [string, string];
}

export const MANIFESTO: readonly ManifestoScene[] = [
  {
    name: 'Broken Present',
    headline: 'The ladder has lost its bottom rungs.',
    paragraphs: [
      'The first jobs in engineering were never just jobs. They were where people learned the craft: small tickets, patient reviews, a senior who explained why. AI now does much of that entry-level work, and the rungs that taught a generation are disappearing.',
      'Graduates hold degrees and no doors. Companies hold backlogs and no builders. Both sides are told to wait for a market that is not coming back.',
    ],
    lines: ['Degrees without doors', 'Backlogs without builders', 'Talent waiting for permission'],
    accent: ['#1e1b4b', '#312e81'],
  },
  {
    name: 'New Paradigm',
    headline: 'Work that teaches. Learning that pays.',
    paragraphs: [
      'Morphic turns real company work into missions sized for one person: a clear brief, a deadline, a reward. AI guides each step, so a mission is also a lesson, and every lesson is paid.',
      'Operators prove their skills through onboarding, take one mission at a time, and earn credits as expert validators approve their work. The path from student to professional becomes a sequence of paid projects.',
    ],
    lines: [
      'Missions, not internships',
      'AI as a guide, not a gatekeeper',
      'Credits for validated work',
    ],
    accent: ['#2e1065', '#5b21b6'],
  },
  {
    name: 'Why It Matters',
    headline: 'Talent is everywhere. Opportunity is not.',
    paragraphs: [
      'Who gets to build is still decided by geography, connections and the name of a university. That wastes most of the world’s ability to solve problems.',
      'Company intake is anonymised and every submission is judged on the work itself. A student in Lagos, Leeds or Lahore meets the same brief, the same bar and the same reward.',
    ],
    lines: [
      'Judged on the work, not the name',
      'The same bar for everyone',
      'Rewards that reach the builder',
    ],
    accent: ['#083344', '#0e7490'],
  },
  {
    name: 'Human Purpose',
    headline: 'AI should amplify builders, not replace them.',
    paragraphs: [
      'People need to make things that matter, and to be seen making them. A future where machines build and humans watch is not efficient; it is empty.',
      'In the Morphic Forge the human owns the decisions and the craft. The AI explains, suggests and checks, then steps back as you grow. The goal is engineers who can do more, not fewer engineers.',
    ],
    lines: [
      'Humans decide, AI assists',
      'Guidance that fades as skill grows',
      'Craft you can call your own',
    ],
    accent: ['#3b0764', '#86198f'],
  },
  {
    name: 'Civilisational Vision',
    headline: 'An operating system for human innovation.',
    paragraphs: [
      'One mission is a start. The Cluster Scheduler splits large projects into sequences of missions, forms squads whose skills complement each other, and keeps the work moving, from a startup’s backlog to infrastructure for a whole region.',
      'Democratise who can build, incentivise what gets built, and the rate of progress stops depending on a few companies in a few cities.',
    ],
    lines: ['Squads, not silos', 'Sequences of paid projects', 'Progress that scales with people'],
    accent: ['#172554', '#1d4ed8'],
  },
  {
    name: 'Our Promise',
    headline: 'Real work, fair judgement, open doors.',
    paragraphs: [
      'We pay for real work, never for unpaid trials. We keep the rules clear: one mission at a time, deadlines that mean something, and reputation earned by the quality of what you deliver.',
      'We explain every validation so you learn from it, and your record is yours to take anywhere. The world is yours. Go build it; we make it easy.',
    ],
    lines: ['Paid from the first mission', 'Clear rules, kept', 'THE WORLD IS YOURS'],
    accent: ['#0c0a09', '#4c1d95'],
  },
];
