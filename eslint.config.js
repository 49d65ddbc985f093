import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import salvo from './scripts/lint/module-doors.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'examples/**/generated/**',
      'clients/**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Modules meet only at their doors: src/modules/<name>/index.ts (scripts/lint/module-doors.mjs).
    files: ['**/*.ts', '**/*.mjs'],
    plugins: { salvo },
    rules: { 'salvo/module-doors': 'error' },
  },
  {
    // SWC (npm run build) and ts-jest compile file by file: an import used only as a type must
    // say so, or decorator metadata may reference a binding that does not exist at run time.
    files: [
      'src/*.ts',
      'src/common/**/*.ts',
      'src/config/**/*.ts',
      'src/infrastructure/**/*.ts',
      'src/persistence/**/*.ts',
      'src/modules/health/**/*.ts',
      'src/modules/server-info/**/*.ts',
      'migrations/**/*.ts',
      'scripts/*.ts',
      'test/helpers/**/*.ts',
      'test/fixtures/**/*.ts',
    ],
    languageOptions: {
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The engine is a pure library: deterministic, embeddable, framework-free (ARCHITECTURE.md §1).
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@nestjs/*',
                'typeorm',
                'pg',
                'ioredis',
                '@electric-sql/*',
                'graphql*',
                'express',
              ],
              message: 'src/engine must stay framework-free.',
            },
            {
              group: [
                'node:*',
                'fs',
                'http',
                'https',
                'net',
                'child_process',
                'os',
                'worker_threads',
              ],
              message: 'src/engine does no I/O: no Node built-ins.',
            },
            {
              group: ['**/modules/**', '**/persistence/**', '**/config/**'],
              message: 'src/engine must not depend on the service.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Date', message: 'src/engine has no clock: time comes in through orders.' },
        { name: 'setTimeout', message: 'src/engine has no timers.' },
        { name: 'fetch', message: 'src/engine does no network I/O.' },
        { name: 'process', message: 'src/engine does not read the environment.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the match DiceSource / Rng: determinism.',
        },
      ],
    },
  },
);
