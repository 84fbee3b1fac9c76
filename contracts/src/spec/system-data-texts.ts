/** Texts of the System console's data tabs (spec 03): exports, settings mail, algorithms, bank. */
export const EXPORTS_TEXTS = {
  mustBeAdmin: 'You must be an admin',
  downloadFailed: (message: string) => `Download failed: ${message}`,
} as const;

export const TEST_EMAIL_TEXTS = {
  subject: 'Morphic test email',
  body: 'This is a test email from the Morphic System console: the mail path works.',
  sent: (email: string) => `Test email sent to ${email}`,
  failed: 'Failed to send test email',
  invalidEmail: 'Enter a valid email address',
} as const;

export const ONBOARDING_BANK_LIMITS = {
  titleMax: 200,
  descriptionMax: 10_000,
  skillTagMax: 60,
} as const;

export const ONBOARDING_BANK_TEXTS = {
  title: 'Onboarding task bank',
  empty: 'No onboarding tasks yet',
  failedToLoad: 'Failed to load onboarding tasks',
  failedToSave: 'Failed to save task',
  failedToDelete: 'Failed to delete',
  failedToUpload: 'Failed to upload answer key',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${ONBOARDING_BANK_LIMITS.titleMax} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${ONBOARDING_BANK_LIMITS.descriptionMax} characters`,
  skillTagRequired: 'Skill tag is required',
  skillTagTooLong: `Skill tag must be at most ${ONBOARDING_BANK_LIMITS.skillTagMax} characters`,
  difficultyInvalid:
    'Difficulty must be startup_founding_engineer, founding_engineer, intermediate or advanced',
  versionInvalid: 'Version must be a whole number of at least 1',
  rewardInvalid: 'Reward must be a number of at least 0',
  validatorKindInvalid: 'Validator kind must be ai_reference',
  skillVectorInvalid: 'required_skill_vector must map skills to weights between 0 and 1',
  activeInvalid: 'active must be true or false',
  notFound: 'Onboarding task not found',
  answerKeyNotFound: 'Answer key file not found',
  filesRequired: 'Choose at least one answer-key file',
  created: 'Task created',
  saved: 'Task saved',
  deleted: 'Task deleted',
  answerKeyUploaded: (count: number) =>
    `Answer key uploaded (${count} file${count === 1 ? '' : 's'})`,
  confirmDelete: (title: string) =>
    `Delete the onboarding task "${title}"? Operators will no longer be given it.`,
} as const;

export const ALGORITHMS_TEXTS = {
  empty: 'No configuration loaded',
  failedToLoad: 'Failed to load algorithm config',
  failedToUpdate: 'Failed to update config',
  failedToReload: 'Failed to reload config',
  editParameters: 'Edit Parameters',
  saveChanges: 'Save Changes',
  reload: 'Reload from .env',
  confirmReload:
    'Reload every section from the environment? The values saved here are dropped and the .env values (or built-in defaults) apply again.',
  sectionNotFound: (section: string) => `Unknown algorithm section: ${section}`,
  saved: (title: string) => `${title} saved`,
  reloaded: 'Configuration reloaded from the environment',
} as const;
