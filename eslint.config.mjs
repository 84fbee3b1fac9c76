import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'web/src/routeTree.gen.ts',
      'test/e2e/test-results/**',
      'test/e2e/playwright-report/**',
      'test/bench/results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        { selector: 'TSEnumDeclaration', message: 'Use string unions instead of enums.' },
      ],
    },
  },
  {
    // Nest injects constructor parameters by their emitted types: keep them as value imports.
    files: ['backend/src/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // The web build refuses these too (web/build/refuse-server-modules.ts).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@morphic/(contracts/server|stores|projections|jira-simulator|backend)(/|$)',
              message: 'Server-only code: the browser gets the browser entry @morphic/contracts.',
            },
            {
              regex:
                '(^|/)(stores|projections|jira-simulator|backend)/src(/|$)|contracts/src/server',
              message: 'Server-only code: the browser gets the browser entry @morphic/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Config files whose tools require a default export.
    files: ['**/*.config.{ts,mjs,js}', 'eslint.config.mjs'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
    languageOptions: { sourceType: 'commonjs' },
  },
);
