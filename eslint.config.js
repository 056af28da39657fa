import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.data/**',
      '**/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/__screenshots__/**',
      '**/.vitest-attachments/**',
      '**/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'packages/flows/**/*.{ts,tsx}',
      'apps/portal/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  {
    files: [
      'scripts/**',
      '**/bench/**',
      '**/*.config.*',
      'e2e/**',
      '**/src/main.ts',
      '**/*-cli.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Spec files take `test` from e2e/support.ts: its fixtures hold the API clock's lock, which
    // keeps a test that moves the clock apart from the journeys running beside it.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './support' (types may still come from here).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
