import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'styled-system', 'src/generated', 'node_modules', 'data', 'test-results', 'playwright-report', 'media'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // CommonJS configuration files (dependency-cruiser reads only .cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    // Classic scripts served as they are (public/boot.js): browser globals, no modules.
    files: ['public/**/*.js'],
    languageOptions: {
      sourceType: 'script',
      globals: { document: 'readonly', requestAnimationFrame: 'readonly', setTimeout: 'readonly' },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One clock for the server (server/src/clock.ts), so CLOCK_AT / CLOCK_OFFSET move every instant it reads.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/clock.ts', 'server/src/db/schema/columns.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: "Read the time from clock.now() (server/src/clock.ts); for a duration use performance.now().",
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from clockDate() (server/src/clock.ts).',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\bnow\\(\\)/i]",
          message: "SQL now() is the database's clock: pass clockDate() as a parameter instead.",
        },
        {
          selector: "CallExpression[callee.property.name='defaultNow']",
          message: 'A column written at insert time is stampedAt() (db/schema/columns.ts), which follows the server clock.',
        },
      ],
    },
  },
  {
    // Every request and response schema lives once in contracts/schemas/ (docs/architecture.md).
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sinclair/typebox',
              message: 'Schemas live in contracts/schemas/; the server imports them from there (types only from TypeBox).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'test', property: 'only' },
        { object: 'describe', property: 'only' },
        { object: 'it', property: 'skip' },
        { object: 'test', property: 'skip' },
        { object: 'describe', property: 'skip' },
      ],
    },
  },
);
