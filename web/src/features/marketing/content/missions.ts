import { type MISSION_RULES } from '@morphic/contracts';

export const MISSION_STEPS = [
  {
    title: 'Matched',
    text: 'The Cluster Scheduler splits company work into missions and recommends the ones that fit your validated skills.',
  },
  {
    title: 'Taken',
    text: 'You read the brief, the reward and the deadline, and commit to deliver. The mission is yours alone.',
  },
  {
    title: 'Built',
    text: 'You work in the Morphic Forge with the brief, the files and AI guidance at hand, and ask the company questions as you go.',
  },
  {
    title: 'Submitted',
    text: 'You upload your solution before the deadline. Until validation starts you can still take it back and improve it.',
  },
  {
    title: 'Validated',
    text: 'Automated checks or expert validators review the work, score its quality and explain what they found.',
  },
  {
    title: 'Paid',
    text: 'Validated work earns the mission’s reward in credits, and your record grows with it.',
  },
] as const;

export interface MissionRule {
  readonly rule: (typeof MISSION_RULES)[number];
  readonly text: string;
}

export const MISSION_RULE_DETAILS: readonly MissionRule[] = [
  {
    rule: 'One mission at a time',
    text: 'You cannot take another mission until you submit the one you hold. Focus is how good work gets done, and it keeps missions moving for everyone.',
  },
  {
    rule: 'Fines for missed deadlines',
    text: 'Taking a mission is a promise to deliver by its deadline. Missing it may bring a fine and lowers your reliability, so only take what you can finish.',
  },
  {
    rule: 'Reputation reflects the quality of your work',
    text: 'Validators score every submission. Poor work lowers your reputation and the missions you are offered; strong work raises both.',
  },
];

export const MISSION_FAQ = [
  {
    question: 'What is a mission?',
    answer:
      'A piece of real company or project work, sized for one person, with a brief, a deadline and a reward. Larger projects are split into several missions.',
  },
  {
    question: 'Who can take missions?',
    answer:
      'Operators who passed onboarding validation in the skills a mission needs. Onboarding tasks are missions too: they prove a skill and teach the workflow.',
  },
  {
    question: 'What if I get stuck?',
    answer:
      'The Forge explains the concepts you need, and you can ask the company questions about the brief from the mission workspace.',
  },
  {
    question: 'What if I cannot finish in time?',
    answer:
      'Release the mission as early as you can so someone else can take it. A released mission costs far less reputation than a missed deadline.',
  },
] as const;
