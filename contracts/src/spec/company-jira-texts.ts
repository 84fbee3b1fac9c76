/**
 * A company's Jira as its representatives and the System console see it: the connection and
 * sync states (one set of words for both), and linking a task to an existing Jira issue. The
 * spec's own sync alert ("Sync failed: ...") is `COMPANY_TEXTS.dashboard.syncFailed`.
 */
export const COMPANY_JIRA_TEXTS = {
  states: {
    not_connected: 'Jira not connected',
    never_synced: 'Jira connected · never synced',
    synced: (when: string) => `Jira synced ${when}`,
    sync_failed: (when: string) => `Jira sync failed ${when}`,
  },
  /** What a representative can do about a company without Jira: ask who can connect it. */
  notConnected: (company: string) =>
    `Jira isn't connected for ${company} yet. A Morphic admin connects it from the System console; ask your Morphic contact.`,

  task: {
    notLinked: 'Not linked to Jira',
    synced: (key: string, when: string) => `${key} · synced ${when}`,
    syncFailed: (key: string | null) => (key ? `${key} · sync failed` : 'Jira sync failed'),
    link: 'Link Jira issue',
    linkTitle: 'Link a Jira issue',
    linkHint:
      'An issue of your company’s Jira projects. From then on the task and the issue sync: Jira’s summary, description and price at each sync, the task’s status to Jira.',
    submitLink: 'Link issue',
    failedToLink: 'Failed to link the Jira issue',
  },
  /** Files people attached to the task's issue in Jira. */
  attachments: {
    title: 'Files from Jira',
    attachedBy: (author: string | null, when: string | null) =>
      [author ? `by ${author}` : null, when].filter(Boolean).join(' · '),
    download: (fileName: string) => `Download ${fileName}`,
    notFound: 'This mission has no such file from Jira',
    forbidden: 'Only the company’s representatives and admins can open the files of its Jira issue',
    noAccount: 'The Jira account this mission came from is gone, so its files cannot be fetched',
    unavailable: (detail: string) => `Jira did not hand over the file: ${detail}`,
    downloadFailed: (status: number | null) =>
      status === null
        ? 'The file could not be downloaded: no answer from the server'
        : status === 502
          ? 'Jira did not hand over the file; try again in a moment'
          : `The file could not be downloaded (error ${String(status)})`,
  },
  issueKeyLabel: 'Jira issue key',
  issueKeyHint: 'Optional: an existing issue of your Jira projects to link, e.g. NW-12',

  // Rules of linking an issue, with what the representative can do about each.
  issueKeyFormat: 'A Jira issue key is a project key, a dash and a number, e.g. NW-12',
  notInProjects: (key: string, company: string, projects: readonly string[]) =>
    `${key} is not in a Jira project connected for ${company} (${projects.join(', ')})`,
  issueNotFound: (key: string) => `No Jira issue ${key} in your company’s Jira`,
  issueTakenByAnotherTask: (key: string) =>
    `${key} is linked to another task already; a Jira issue follows one task`,
  taskLinkedAlready: (key: string) => `This task is linked to ${key} already`,
  taskNotFound: 'Task not found',
  linked: (key: string) => `Task linked to ${key}`,
} as const;
