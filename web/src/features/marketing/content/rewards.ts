import { type OPERATOR_LEVELS, type REWARD_WAYS } from '@morphic/contracts';

export interface RewardWay {
  readonly name: (typeof REWARD_WAYS)[number];
  readonly text: string;
  readonly earns: string;
}

export const WAYS_TO_EARN: readonly RewardWay[] = [
  {
    name: 'Engineering missions',
    text: 'Take a mission from the marketplace, deliver it by the deadline, and earn its reward once validators approve the work.',
    earns: 'Credits and payouts per validated mission',
  },
  {
    name: 'Forging the IDE',
    text: 'Morphic Forge is open source. Fix a bug, improve a lesson, or build a feature of the workbench that teaches the next operator.',
    earns: 'Credits for merged contributions',
  },
  {
    name: 'Posting missions',
    text: 'Bring work from your company, lab or open-source project. When an operator delivers it and it passes validation, you earn too.',
    earns: 'A share of every delivered mission you posted',
  },
  {
    name: 'Scaling projects',
    text: 'Lead a squad through a sequence of missions and grow a project from a first prototype to something people rely on.',
    earns: 'Squad rewards and project bonuses',
  },
];

export interface LevelDetail {
  readonly level: (typeof OPERATOR_LEVELS)[number]['level'];
  readonly name: (typeof OPERATOR_LEVELS)[number]['name'];
  readonly text: string;
  readonly unlocks: string;
}

export const LEVEL_DETAILS: readonly LevelDetail[] = [
  {
    level: 0,
    name: 'Initiate',
    text: 'You joined the cohort and told us your skills in the character report.',
    unlocks: 'Onboarding skill checks',
  },
  {
    level: 1,
    name: 'Recognised Node',
    text: 'You passed onboarding validation in at least one skill.',
    unlocks: 'Paid marketplace missions',
  },
  {
    level: 2,
    name: 'Active Builder',
    text: 'A record of validated missions delivered on time.',
    unlocks: 'Larger rewards and longer missions',
  },
  {
    level: 3,
    name: 'Specialist Node',
    text: 'Deep, validated expertise in a domain, proven mission after mission.',
    unlocks: 'Specialist missions and reviewing others’ work',
  },
  {
    level: 4,
    name: 'Squad Leader',
    text: 'You coordinate squads across projects of several missions.',
    unlocks: 'Project leadership and squad rewards',
  },
  {
    level: 5,
    name: 'Grand Architect',
    text: 'You shape whole programmes of work and the people who deliver them.',
    unlocks: 'Designing sequences of projects with companies',
  },
];
