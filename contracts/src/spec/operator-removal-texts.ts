/** Deleting an operator and resetting their onboarding (spec 03 sections 5, 6 and 8). */
export const OPERATOR_REMOVAL_TEXTS = {
  // Spec 03 section 8, word for word.
  failedToDelete: 'Failed to delete operator',
  resetFailed: 'Reset failed',

  operatorNotFound: 'Operator not found',
  deleted: (handle: string, placeholder: string) =>
    `Operator @${handle} deleted: their personal data now reads ${placeholder}`,
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotDeleteFounder:
    'A founder cannot be deleted: take the founder role away first (a founder named in FOUNDER_USERNAMES stays one)',
  /** The high-priority notification a reset sends: its banner leads to the character report. */
  characterReportNoticeTitle: 'Complete your character report',
  characterReportNoticeMessage:
    'An admin reset your onboarding: fill in your character report again so we can prepare your onboarding tasks.',
  onboardingReset: (handle: string) =>
    `Onboarding reset for ${handle}: they fill in the character report at their next sign-in`,

  // The confirmations (spec 03 section 6: delete operator, reset onboarding).
  deleteAction: 'Delete',
  deleteTitle: 'Delete operator',
  deleteConfirm: (handle: string) =>
    `Delete ${handle}? Their name, email, handle, CV, skills and preferences are replaced by an anonymous placeholder, they can no longer sign in, and their email and handle can be registered again. Their missions and validations stay, credited to the placeholder. This cannot be undone.`,
  deleteButton: 'Delete operator',
  resetAction: 'Reset onboarding',
  resetTitle: 'Reset onboarding',
  resetConfirm: (handle: string) =>
    `Reset ${handle}'s onboarding? Their onboarding progress and onboarding tasks are cleared, and they fill in the character report again at their next sign-in.`,
  resetButton: 'Reset onboarding',
  cancel: 'Cancel',
} as const;
