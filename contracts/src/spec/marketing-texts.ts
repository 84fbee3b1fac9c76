/** Names and calls to action of the marketing pages, as the spec gives them (spec 02 section 2). */
export const MANIFESTO_SCENES = [
  'Broken Present',
  'New Paradigm',
  'Why It Matters',
  'Human Purpose',
  'Civilisational Vision',
  'Our Promise',
] as const;

export const REWARD_WAYS = [
  'Engineering missions',
  'Forging the IDE',
  'Posting missions',
  'Scaling projects',
] as const;

/** Operator levels 0 to 5 of the rewards page. */
export const OPERATOR_LEVELS = [
  { level: 0, name: 'Initiate' },
  { level: 1, name: 'Recognised Node' },
  { level: 2, name: 'Active Builder' },
  { level: 3, name: 'Specialist Node' },
  { level: 4, name: 'Squad Leader' },
  { level: 5, name: 'Grand Architect' },
] as const;

export const MISSION_RULES = [
  'One mission at a time',
  'Fines for missed deadlines',
  'Reputation reflects the quality of your work',
] as const;

export const FORGE_TEXTS = {
  name: 'Morphic Forge',
  tagline: 'An adaptive open-source workbench that teaches while you build',
  underConstruction: 'Under construction',
  enter: 'Enter The Morphic Forge',
  /** The launch button until the scratchpad (/ide) exists. */
  scratchpadComing: 'Scratchpad coming soon',
  scratchpadComingNote:
    'The scratchpad opens with the learning release. Until then, onboarding tasks and missions are where you build.',
  /** The hero rotates these every 3.6 s (TIMINGS_MS.heroPhraseRotation). */
  heroPhrases: [
    'Build real software.',
    'Learn while you ship.',
    'Get guided, not replaced.',
    'Forge your craft in the open.',
  ],
} as const;

export const MARKETING_TEXTS = {
  illustrativeFigures: 'Illustrative figures',
  backToForge: 'Back to Morphic Forge',
} as const;
