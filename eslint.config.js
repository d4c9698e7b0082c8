// Lint: TypeScript-aware recommended rules; type checking itself is `tsc --noEmit` in `npm run lint`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'report-viewer/dist/', 'replay-report/', 'test-results/', 'playwright-report/', 'recordings/', '.beacon-tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // The tracker ships inside other people's pages: it may not import the harness or the viewer.
    files: ['tracker/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/harness/**', '**/report-viewer/**'] }],
    },
  },
);
