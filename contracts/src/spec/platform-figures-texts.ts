/**
 * Texts of the System console tabs that spec 03 leaves as static placeholders (home's status
 * panel, reward economy, scheduler, cluster insights), now real figures: each says what it means.
 */
import { countOf } from './plural';

export const PLATFORM_FIGURES_TEXTS = {
  failedToLoad: 'Failed to load the figures',
  home: {
    title: 'Platform status',
    subtitle:
      'Who is on the platform now, counted from the read models, and how long the server has run.',
    operators: 'Operators',
    operatorsMeaning: 'Operator accounts on the platform (deleted accounts are not counted).',
    companies: 'Companies',
    companiesMeaning:
      'Companies registered, active or waiting for activation (deleted ones are not counted).',
    companyReps: 'Company reps',
    companyRepsMeaning: 'Company representative accounts (deleted ones are not counted).',
    uptime: 'Server uptime',
    uptimeMeaning: (startedAt: string) =>
      `Time since this server process started (${startedAt}); a restart sets it back to zero.`,
    shortcuts: 'Go to',
  },
  rewards: {
    title: 'Reward economy',
    subtitle:
      'Rewards of marketplace missions, per asset, from the assignments read model. Onboarding tasks carry no reward and are not counted.',
    empty: 'No reward earned yet',
    emptyHint: 'A reward counts once a validator passes the work.',
    columns: { asset: 'Asset', earned: 'Earned', paid: 'Paid', outstanding: 'Outstanding' },
    earnedMeaning:
      'Earned: the rewards of assignments a validator passed (validated) or that were then marked paid, with how many assignments.',
    paidMeaning: 'Paid: the rewards of assignments whose mission was marked paid.',
    outstandingMeaning: 'Outstanding: earned and not paid yet.',
    credits: 'Credits in operators’ balances',
    creditsMeaning: (operators: number) =>
      `The sum of every operator’s credit balance: credits are awarded when work is validated. ${countOf(operators, 'operator holds', 'operators hold')} credits.`,
    notShown:
      'The reward multiplier, quality bonus and minimum reward the original console showed were fixed placeholder values that nothing used; they are left out until rewards are computed from them.',
  },
  scheduler: {
    title: 'Scheduler: work slots and assignment throughput',
    subtitle:
      'How many assignments (missions and onboarding tasks) moved through the platform, from the assignments read model.',
    hourly: 'Last 24 hours, per hour (UTC)',
    daily: 'Last 30 days, per day (UTC)',
    taken: 'Taken',
    submitted: 'Submitted',
    decided: 'Decided',
    takenMeaning:
      'Taken: assignments created in the period (an operator took a mission or was given an onboarding task).',
    submittedMeaning:
      'Submitted: assignments whose latest submission falls in the period (a resubmission moves it).',
    decidedMeaning:
      'Decided: assignments whose latest validation decision (pass, fail or needs review) falls in the period.',
    slots: 'Work slots in use',
    slotsMeaning:
      'Each operator holds one unsubmitted assignment at most (their work slot). In use: operators holding one now, out of every operator who has taken work at least once. This is the real limit on concurrent assignments; the original console’s “max concurrent assignments 50” was a placeholder nothing enforced.',
    active: 'In progress now',
    activeMeaning: (accepted: number, submitted: number) =>
      `${countOf(accepted, 'assignment', 'assignments')} being worked on and ${submitted} submitted, waiting for a decision.`,
    noActivity: 'Nothing taken, submitted or decided in this period.',
  },
  clusters: {
    title: 'Cluster insights',
    subtitle:
      'How missions and operators group by domain and skill, from the missions, accounts and onboarding read models.',
    tags: 'Missions per domain tag',
    tagsMeaning:
      'Missions: missions carrying the tag (withdrawn ones are not counted). Open: of those, the ones an operator can take now.',
    tagsEmpty: 'No mission has a domain tag yet.',
    skills: 'Operators and demand per skill',
    skillsMeaning:
      'Declared: operators whose character report lists the skill. Validated: operators who passed the skill’s onboarding task. Open missions: open missions whose required skills name it. A skill with open missions and few validated operators is where the platform lacks people.',
    skillsEmpty: 'No skill declared, validated or required yet.',
    columns: {
      tag: 'Domain tag',
      missions: 'Missions',
      open: 'Open',
      skill: 'Skill',
      declared: 'Declared',
      validated: 'Validated',
      openMissions: 'Open missions',
    },
    shown: (shown: number, total: number) => `The ${shown} largest of ${total}.`,
  },
} as const;
