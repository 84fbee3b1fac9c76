/**
 * The Jira section of the company analysis screen (spec 03): labels and hints. The spec's own
 * messages are in `COMPANY_TEXTS.jira`.
 */
export const JIRA_CONSOLE_TEXTS = {
  title: 'Jira accounts',
  subtitle: 'The Jira Cloud sites this company’s missions come from and go back to.',
  addAccount: 'Add account',
  cancel: 'Cancel',
  sync: 'Sync',
  emptyHint: 'Add an account to import this company’s Jira issues as missions.',

  fields: {
    accountName: 'Account name',
    accountDescription: 'Description',
    jiraUrl: 'Jira URL',
    jiraUrlPlaceholder: 'https://your-site.atlassian.net',
    jiraUrlMoves: 'Changing the URL clears the stored API and upload tokens: enter them again',
    jiraEmail: 'Jira email',
    apiToken: 'API token',
    projectKeys: 'Project keys',
    projectKeysHint: 'Comma-separated, e.g. NW, OPS',
    uploadEnabled: 'Upload solutions to Jira',
    uploadUsername: 'Upload username',
    uploadToken: 'Upload token',
    webhookEnabled: 'Webhook enabled',
    isPrimary: 'Primary account',
    isActive: 'Active',
    storedToken: (bytes: number) => `${bytes} characters stored; leave blank to keep them`,
  },
  createSubmit: 'Create account',

  badges: {
    primary: 'Primary',
    active: 'Active',
    inactive: 'Inactive',
    uploads: 'Uploads',
  },
  neverSynced: 'Never synced',
  lastPushFailed: (error: string) => `Last push to Jira failed: ${error}`,
  lastSynced: (status: string, when: string) => `${status} · ${when}`,
  noProjectKeys: 'No project keys',
  manage: 'Manage',
  selected: 'Selected',

  settings: {
    title: 'Account settings',
    account: 'Account',
    save: 'Save settings',
    webhookUrl: 'Webhook URL',
    webhookSecret: 'Webhook secret',
    webhookHint:
      'Register this address in Jira (System → WebHooks) for issue events, with the secret in its Secret field: Jira signs every delivery with it, and unsigned deliveries are refused.',
    copy: 'Copy',
    copied: 'Copied',
  },

  tests: {
    title: 'Connection tests',
    connection: 'Test connection',
    upload: 'Test upload',
  },

  deleteTitle: 'Delete this Jira account?',
  deleteBody: (name: string) =>
    `${name} will be deleted with its missions (the missions imported from its issues). Jira itself is not changed. This cannot be undone.`,
  deleteConfirm: 'Delete account',

  calibration: {
    title: 'Price calibration',
    hint: 'Start, change the price of one issue in Jira, then stop: the field that changed is where rewards are read from.',
    start: 'Start calibration',
    stop: 'Stop calibration',
    refresh: 'Check status',
    status: { active: 'Active', idle: 'Idle', completed: 'Completed' },
    field: 'Field detected',
    noField: 'None yet',
    failedToLoad: 'Failed to load calibration status',
  },

  debug: {
    title: 'Upload debug',
    hint: 'Walks what an upload of solution files to Jira needs and says where it stops.',
    run: 'Run debug',
    config: 'Upload configuration',
    failedToLoadConfig: 'Failed to load the upload configuration',
    failedToRun: 'Upload debug failed',
    noAccount: 'No account',
    upload: 'Upload',
    enabled: 'Enabled',
    disabled: 'Disabled',
    username: 'Username',
    token: 'Token',
    none: 'None',
    tokenBytes: (bytes: number) => `Stored (${bytes} characters)`,
    ok: 'OK',
    failed: 'Failed',
    seeFailedStep: 'The failed step below says what to fix.',
  },
} as const;
