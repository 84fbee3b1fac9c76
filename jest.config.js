// Unit tests (*.spec.ts) and integration tests (*.int.spec.ts) for the server-side packages
// and the web's pure modules. Workspace packages resolve to their TypeScript sources.

// The server build's SWC options (swc.server.json), with TSX for the web's pure modules. Its
// `exclude` keeps tests out of the build, so it is dropped here.
const { exclude: _testsAreNotBuilt, ...serverSwc } = require('./swc.server.json');
const swc = [
  '@swc/jest',
  {
    ...serverSwc,
    jsc: {
      ...serverSwc.jsc,
      parser: { ...serverSwc.jsc.parser, tsx: true },
      transform: { ...serverSwc.jsc.transform, react: { runtime: 'automatic' } },
    },
  },
];

// `npm run test:unit` and `npm run test:int` run their files in shards (backend/src/testing/
// test-shards): a file alone pays for loading its modules (an integration file, about 3 s of
// CPU), a shard pays once for a dozen files. `npx jest <file>` runs files one by one.
const inShards = Boolean(process.env.MORPHIC_TEST_SHARDS);
const runAlone = require('./backend/src/testing/test-shards/run-alone.json');
/** A level's test files: its shards and the files that run alone, or else each file. */
const testsOf = (level, eachFile) =>
  inShards
    ? [`**/test-shards/${level}-*.shard.ts`, ...runAlone[level].map((path) => `<rootDir>/${path}`)]
    : eachFile;

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@morphic/contracts$': '<rootDir>/contracts/src/index.ts',
    '^@morphic/contracts/server$': '<rootDir>/contracts/src/server.ts',
    '^@morphic/stores$': '<rootDir>/stores/src/index.ts',
    '^@morphic/projections$': '<rootDir>/projections/src/index.ts',
    '^@morphic/jira-simulator$': '<rootDir>/jira-simulator/src/index.ts',
    '^#infrastructure/(.*)$': '<rootDir>/backend/src/infrastructure/$1',
  },
  testEnvironment: 'node',
  roots: [
    '<rootDir>/contracts/src',
    '<rootDir>/stores/src',
    '<rootDir>/projections/src',
    '<rootDir>/jira-simulator/src',
    '<rootDir>/backend/src',
    '<rootDir>/web/src',
    '<rootDir>/web/build',
  ],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

/** @type {import('jest').Config} */
module.exports = {
  // Integration tests boot the whole platform (and hash the demo passwords) per suite.
  testTimeout: 30000,
  // Jest's default leaves one core idle (one worker on a 2-core CI machine): every integration
  // file boots its own platform, in its own data directory and on its own ports, so files run
  // side by side safely. 15.3 min of integration became 5.4 min with this and fast test hashing.
  maxWorkers: '100%',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: testsOf('unit', ['**/*.spec.ts', '**/*.spec.tsx']),
      testPathIgnorePatterns: ['\\.int\\.spec\\.ts$', '/node_modules/'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: testsOf('integration', ['**/*.int.spec.ts']),
    },
  ],
};
