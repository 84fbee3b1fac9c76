/** Figures for the achievements page: illustrative, and labelled so on the page. */
export const ILLUSTRATIVE_FIGURES = [
  { label: 'Missions completed', value: '1,284' },
  { label: 'Operators in the Genesis Cohort', value: '312' },
  { label: 'Average validation score', value: '87%' },
  { label: 'Delivered on time', value: '94%' },
  { label: 'Credits earned', value: '96,400' },
  { label: 'Squads formed', value: '41' },
] as const;

export const ACHIEVEMENT_BADGES = [
  { name: 'First Mission', text: 'Deliver your first validated mission.', color: 'violet' },
  {
    name: 'On the Dot',
    text: 'Five missions in a row delivered before the deadline.',
    color: 'teal',
  },
  { name: 'Flawless', text: 'A validation score of 95% or more.', color: 'yellow' },
  { name: 'Polyglot', text: 'Pass onboarding in three different skills.', color: 'cyan' },
  { name: 'Squad Up', text: 'Deliver a mission as part of a squad.', color: 'grape' },
  {
    name: 'Forge Contributor',
    text: 'Have a contribution merged into Morphic Forge.',
    color: 'orange',
  },
  { name: 'Mentor', text: 'Review ten submissions as a validator.', color: 'blue' },
  { name: 'Grand Architect', text: 'Reach the highest operator level.', color: 'pink' },
] as const;
