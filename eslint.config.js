import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', '.astro/', 'test-results/', 'playwright-report/', 'tmp-scratch/', '**/*.astro'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'Browser code must not import the server.' }] }],
    },
  },
  { files: ['src/server/**', 'tests/**', 'scripts/**', '*.ts', '*.mjs'], rules: { 'no-restricted-imports': 'off' } },
);
