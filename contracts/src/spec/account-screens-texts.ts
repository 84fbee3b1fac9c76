/**
 * User-facing texts of the account screens: profile, CV, settings, character report (spec 01
 * sections 2.9, 2.10, 2.12, 5 and 8). Texts the spec gives are word for word.
 */
export const PROFILE_TEXTS = {
  // Spec 01 section 8.
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile',

  title: 'Profile',
  subtitle: 'How you appear to the Morphic network.',
  edit: 'Edit Profile',
  save: 'Save Changes',
  cancel: 'Cancel',
  notSet: 'Not set',
  loadFailed: 'Failed to load your profile',
  fields: {
    fullName: 'Full name',
    age: 'Age',
    education: 'Education',
    university: 'University',
    bio: 'Bio',
    avatarUrl: 'Avatar URL',
    username: 'Username',
    email: 'Email',
    credits: 'Credits',
    memberSince: 'Member since',
    cohort: 'Cohort',
  },
  bioPlaceholder: 'A few lines about what you build and what you want to learn.',
  avatarUrlDescription: 'A link to an image (https://...). Leave empty to show your initials.',
  avatarInvalid: 'Avatar URL must be a valid http(s) address',
  bioTooLong: (max: number) => `Bio must be at most ${max} characters`,
  companyRepNoProfile: 'Company representatives manage their details through their company.',
  characterReport: {
    title: 'Character Report',
    completed: 'Completed',
    notCompleted: 'Not completed yet',
    completedText: 'Your skills questionnaire is on file. Update it whenever your skills grow.',
    notCompletedText: 'Tell us about your skills so we can match you with the right missions.',
    start: 'Complete Character Report',
    update: 'Update Character Report',
  },
} as const;

export const CV_TEXTS = {
  // Spec 01 section 8.
  uploaded: 'CV uploaded successfully',
  uploadFailed: 'Upload failed',
  failedToUpload: 'Failed to upload CV',
  failedToDownload: 'Failed to download CV',
  pleaseLogInAgain: 'Please log in again',
  notAuthenticated: 'Not authenticated',

  title: 'CV',
  none: 'No CV uploaded yet.',
  notFound: 'No CV uploaded',
  download: 'Download CV',
  drop: 'Drag your CV here or click to choose a file',
  replaceDrop: 'Drag a new CV here or click to replace it',
  hint: 'PDF or DOCX, max 10MB',
  uploading: 'Uploading...',
  uploadedOn: (date: string) => `Uploaded ${date}`,
  fileMissing: 'Choose a CV file to upload (field cv_file)',
} as const;

export const OPERATOR_RECORD_TEXTS = {
  notFound: 'Operator not found',
} as const;

export const ACCOUNT_SETTINGS_TEXTS = {
  title: 'Settings',
  subtitle: 'Your account, notifications, privacy and preferences.',
  tabs: {
    account: 'Account',
    notifications: 'Notifications',
    privacy: 'Privacy',
    preferences: 'Preferences',
  },
  save: 'Save Settings',
  browserOnly: 'These settings are kept in this browser only.',
  unsaved: 'You have unsaved changes.',
  password: {
    title: 'Password',
    text: (email: string) => `We will send a link to ${email} to choose a new password.`,
    button: 'Send Password Reset Link',
    // Spec 01 sections 2.10 and 8.
    defaultSuccess: 'If the account exists, a reset link will be sent.',
    failure: 'Failed to request reset',
  },
  twoFactor: { title: 'Two-factor authentication' },
  data: {
    title: 'Download your data',
    text: 'A JSON file with your account, your operator record and your notifications.',
    button: 'Download My Data',
    // Spec 01 section 8.
    failed: 'Failed to collect data for download',
    done: 'Your data has been downloaded.',
  },
  deleteAccount: {
    title: 'Delete account',
    text: 'Permanently remove your account and your data from Morphic.',
    button: 'Delete Account',
    confirmTitle: 'Delete your account?',
    confirmText:
      'This would remove your profile, CV, character report, credits and mission history. It cannot be undone.',
    confirm: 'Yes, delete my account',
    cancel: 'Cancel',
    unavailableTitle: 'Account deletion is not available yet',
    unavailableText:
      'Your account has not been deleted: Morphic cannot delete accounts from this page yet. To have your account and data deleted, ask a Morphic administrator, who can delete it from the admin console. Download your data first if you want to keep a copy.',
    close: 'OK',
  },
  notifications: {
    emailNotifications: {
      label: 'Email notifications',
      description: 'Receive important account news by email.',
    },
    taskUpdates: {
      label: 'Task updates',
      description: 'Hear about changes to the missions you are working on.',
    },
  },
  privacy: {
    profileVisibility: {
      label: 'Profile visibility',
      description: 'Who can see your profile.',
      options: { public: 'Public', members: 'Members only', private: 'Private' },
    },
    showEmail: { label: 'Show email', description: 'Show your email address on your profile.' },
    showLastSeen: {
      label: 'Show last seen',
      description: 'Let others see when you were last active.',
    },
  },
  preferences: {
    theme: { label: 'Theme', light: 'Light', description: 'Morphic always uses the light theme.' },
    timezone: { label: 'Timezone', description: 'Used to show dates and times.' },
  },
} as const;

export const CHARACTER_REPORT_TEXTS = {
  // Spec 01 section 8.
  authenticationRequired: 'Authentication required',
  failed: 'Failed to submit character report',

  title: 'Character Report',
  /** Shown to a visitor above the first step: the report is saved to an account. */
  signInFirst: {
    title: 'Sign in first',
    message:
      'Your character report is saved to your account: sign in, then fill in the five steps.',
  },
  subtitle:
    'Five short steps about your skills, experience and goals. We use them to match you with missions.',
  updating: 'You have submitted this report before: your answers are loaded, change what is new.',
  loadFailed: 'Failed to load your character report',
  steps: [
    { label: 'Skills', description: 'What you work with' },
    { label: 'Experience', description: 'Years and background' },
    { label: 'Work', description: 'Domains and availability' },
    { label: 'Portfolio', description: 'Projects and links' },
    { label: 'Growth', description: 'Learning and challenges' },
  ],
  next: 'Next',
  back: 'Back',
  submit: 'Submit Report',
  update: 'Update Report',
  submitted: 'Character report submitted',
  updated: 'Character report updated',
  redirecting: 'Redirecting to your profile...',
  links: { profile: 'Profile', onboarding: 'Onboarding' },
  skills: {
    intro: 'Add the skills you use. Start typing to pick from the list.',
    name: (singular: string) => `Add a ${singular}`,
    proficiency: 'Proficiency',
    add: (singular: string) => `Add ${singular}`,
    remove: 'Remove',
    noMatches: 'No matching names',
    count: (count: number) => `${count} selected`,
  },
  experience: {
    years: 'Years of experience',
    level: 'Experience level',
    levelHint: 'Follows from your years of experience.',
    specialization: 'Specialization',
    specializationPlaceholder: 'e.g. Full-stack web, embedded systems, data engineering',
    education: 'Education background',
  },
  work: {
    domains: 'Preferred domains',
    domainsHint: 'Your learning interests add their domains too.',
    hours: 'Hours per week',
    timezone: 'Timezone',
    communication: 'Communication preference',
  },
  portfolio: {
    projects: 'Notable projects',
    achievements: 'Achievements',
    certifications: 'Certifications',
    links: 'Portfolio links',
    listHint: 'Press Enter after each entry.',
    linksPlaceholder: 'https://github.com/you',
  },
  growth: {
    interests: 'Learning interests',
    interestsHint: 'Pick from the list or type your own and press Enter.',
    challenges: 'Challenge preferences',
  },
  review: 'Check your answers, then submit.',
  levels: {
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    advanced: 'Advanced',
    expert: 'Expert',
  },

  // Validation (the spec's 'Invalid {singular label}' is built from the category labels).
  yearsRequired: 'Select your years of experience',
  skillRequired: 'Add at least one skill',
  tooManySkills: (max: number) => `At most ${max} skills per category`,
  tooManyItems: (max: number) => `At most ${max} entries`,
  itemTooLong: (max: number) => `Each entry must be at most ${max} characters`,
  invalidPortfolioLink: 'Portfolio links must be valid http(s) URLs',
  hoursRange: (min: number, max: number) => `Hours per week must be between ${min} and ${max}`,
  timezoneRequired: 'Select your timezone',
  ownReportOnly: 'You can only submit your own character report.',
} as const;
