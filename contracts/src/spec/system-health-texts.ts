/**
 * Texts of the System console's system-health tab (beyond the spec's static placeholder): the
 * answers of the projection endpoints and what each figure on the page means.
 */
export const SYSTEM_HEALTH_TEXTS = {
  unknownProjection: (name: string) => `No projection named ${name}`,
  rebuildRunning: (name: string) => `A rebuild of ${name} is already running`,
  rebuildInWorker:
    'The projections run in a separate worker: rebuild them there (npm run projections:rebuild)',
  rebuildStarted: (name: string) => `Rebuild of ${name} started`,
  rebuildFailed: 'Failed to start the rebuild',
  failedToLoad: 'Failed to load the read models’ health',
  title: 'System health',
  subtitle:
    'The event log and the read models every screen reads, as the server sees them now. Rebuild a read model here without stopping the platform.',
  refresh: 'Refresh',
  head: 'Event store head',
  emptyLog: 'The log is empty',
  projections: 'Projections (read models)',
  reactors: 'Reactors',
  noReactors: 'No reactor runs in this process.',
  workerMode:
    'The projections run in a separate worker: rebuild them there (npm run projections:rebuild).',
  columns: {
    name: 'Projection',
    version: 'Version',
    generation: 'Generation',
    checkpoint: 'Checkpoint',
    lag: 'Lag',
    state: 'State',
    rebuild: 'Rebuild',
    reactor: 'Reactor',
  },
  states: {
    live: 'live',
    catching_up: 'catching up',
    failed: 'failed',
    stopped: 'stopped',
  },
  notYet: 'none yet',
  rebuild: 'Rebuild',
  confirm: 'Rebuild',
  cancel: 'Cancel',
  rebuildStates: {
    idle: 'done',
    rebuilding: 'rebuilding',
    switching: 'switching over',
    failed: 'failed',
  },
  progress: (events: string, rate: string, eta: string) =>
    `${events} events · ${rate}/s · ETA ${eta}`,
  done: (events: string, at: string) => `Rebuilt from ${events} events, live since ${at}`,
  confirmTitle: (name: string) => `Rebuild ${name}?`,
  confirmBody:
    'A new version of this read model is built beside the live one from the whole event log. Screens keep reading the live one until the new one has caught up, then switch to it at once.',
  meaning: {
    head: 'Event store head: the position of the newest event in the log. Every read model works towards it.',
    version:
      'Version: the projection’s code version. A new version rebuilds its read model from the start of the log when the server starts.',
    generation:
      'Generation: how many times its read model was rebuilt online; screens read the newest generation.',
    checkpoint:
      'Checkpoint: the position of the last event the projection has applied; after a restart it resumes from there.',
    lag: 'Lag: events in the log the projection has not applied yet. 0 means the screens show everything recorded.',
    state:
      'State: live (following new events), catching up (replaying the log), failed (stopped on an event; the error says which).',
    reactorLag:
      'A reactor acts on events (mails, Jira, deadlines). Its lag is the events it has not acted on yet.',
    rebuild:
      'Rebuild progress: events of the log replayed into the new version, how fast, and the time left until it switches over.',
  },
} as const;
