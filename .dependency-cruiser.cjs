// The backend's bounded contexts depend in one direction (docs/architecture.md draws the map),
// a context reaches another only through its published surface, and no modules import each
// other in a circle (in any package, the web app included). `npm run lint` runs this.
//
// Tests (`*.spec.ts`, `testing/`) are exempt: they wire real implementations across contexts.

/** Each context and the contexts it may import. */
const MAY_IMPORT = {
  platform: [],
  identity: ['platform'],
  messaging: ['identity', 'platform'],
  missions: ['messaging', 'identity', 'platform'],
  validation: ['missions', 'messaging', 'identity', 'platform'],
  operators: ['validation', 'missions', 'messaging', 'identity', 'platform'],
  companies: ['missions', 'messaging', 'identity', 'platform'],
  admin: ['companies', 'operators', 'validation', 'missions', 'messaging', 'identity', 'platform'],
  demo: ['companies', 'operators', 'validation', 'missions', 'messaging', 'identity', 'platform'],
};

/**
 * What another context may import: Nest modules, deciders (their commands and folds, for
 * multi-stream decisions), command and query handlers (their message classes), ports, and
 * these named helpers.
 */
const PUBLISHED = [
  '[.](module|decider|handler|port)[.]ts$',
  // A decision that takes or frees a username or email reserves it in the same append.
  '^backend/src/modules/identity/identifier/identifier-reservations[.]ts$',
  // Suspending, deleting or re-passwording an account ends its sessions in the same append.
  '^backend/src/modules/identity/session/open-sessions[.]ts$',
  '^backend/src/modules/identity/session/session-issuer[.]ts$',
  '^backend/src/modules/identity/accounts/account-filters[.]ts$',
  '^backend/src/modules/identity/sign-up/password/password-strength[.]scorer[.]ts$',
  '^backend/src/modules/identity/sign-up/verification/sign-up-code[.]ts$',
  // A notification sent as part of another context's decision.
  '^backend/src/modules/messaging/notifications/send-notification-in[.]ts$',
  '^backend/src/modules/messaging/internal-messages/queries/sender-name[.]ts$',
  // A company's task posted as a mission in the company's own decision.
  '^backend/src/modules/missions/mission/commands/post-mission-in[.]ts$',
  '^backend/src/modules/missions/mission-match/mission-match-notification[.]ts$',
  '^backend/src/modules/missions/assignment/submission-content-type[.]ts$',
  '^backend/src/modules/missions/assignment/http/submission-upload[.]ts$',
  '^backend/src/modules/validation/reactors/decided-task[.]ts$',
  '^backend/src/modules/platform/algorithms/algorithm-config-reader[.]ts$',
  '^backend/src/modules/platform/log-lag[.]ts$',
];

const TESTS = ['[.]spec[.]ts$', '/testing/'];
const contexts = Object.keys(MAY_IMPORT);

module.exports = {
  forbidden: [
    ...contexts.map((context) => ({
      name: `context-direction-${context}`,
      comment: `${context} may import only ${MAY_IMPORT[context].join(', ') || 'no other context'} (docs/architecture.md)`,
      severity: 'error',
      from: { path: `^backend/src/modules/${context}/`, pathNot: TESTS },
      to: {
        path: '^backend/src/modules/[^/]+/',
        pathNot: [context, ...MAY_IMPORT[context]].map(
          (allowed) => `^backend/src/modules/${allowed}/`,
        ),
      },
    })),
    {
      name: 'context-internals',
      comment:
        "another context's internals: import its module, deciders, handlers, ports or a published helper (.dependency-cruiser.cjs)",
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/', pathNot: TESTS },
      to: {
        path: '^backend/src/modules/[^/]+/',
        pathNot: ['^backend/src/modules/$1/', ...PUBLISHED],
      },
    },
    {
      name: 'no-circular',
      comment:
        'modules that import each other (however indirectly): move what both need into a third',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unknown-context',
      comment: 'a folder under backend/src/modules must be a context drawn in docs/architecture.md',
      severity: 'error',
      from: { path: '^backend/src/' },
      to: {
        path: '^backend/src/modules/[^/]+/',
        pathNot: contexts.map((context) => `^backend/src/modules/${context}/`),
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', 'node_modules'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.check.json' },
    // `#infrastructure/*` (backend/package.json "imports") resolves to the sources, not dist/.
    enhancedResolveOptions: {
      conditionNames: ['morphic-source', 'import', 'require', 'node', 'default'],
    },
  },
};
