import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import kebabCaseFiles from './scripts/eslint/kebab-case-files.js';

/** Imports that would make a lower layer depend on a higher one (ARCHITECTURE.md, layout). */
const upward = (...layers) => layers.flatMap((layer) => [`@/${layer}`, `@/${layer}/**`, `**/${layer}/**`]);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { local: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'local/kebab-case-files': 'error',
    },
  },
  // Type-aware rules: a promise nobody waits for, and a switch that forgets a case of a union.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // The web's build configuration belongs to tsconfig.node.json, which the service does not open.
        projectService: { allowDefaultProject: ['apps/web/*.config.ts', 'apps/web/*.config.test.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Web layers: shared pieces (components, lib) -> features -> app. A feature is reached through its
  // public surface (its index) or, for data only, its api folder; never through its internals.
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: upward('features', 'app'), message: 'Shared pieces do not know features or the app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: upward('app'), message: 'Features do not know the app shell.' },
            {
              group: ['@/features/*/*', '!@/features/*/api'],
              message:
                "Import another feature through its index (or its api folder for data); a feature's own files use relative paths.",
            },
          ],
        },
      ],
    },
  },
  // Server layers: http -> features -> db. The database, the helpers and the outside integrations
  // depend on no feature and on no HTTP detail.
  {
    files: ['apps/server/src/db/**', 'apps/server/src/lib/**', 'apps/server/src/integrations/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/http/**'],
              message: 'db, lib and integrations sit below features and http.',
            },
          ],
        },
      ],
    },
  },
  // A feature's rules know no HTTP: services take a plain context (lib/service-context.ts) and throw
  // AppErrors (lib/errors.ts). Only its routes and its cookie helpers (`*-http.ts`) speak HTTP.
  {
    files: ['apps/server/src/features/**'],
    ignores: ['**/*.routes.ts', '**/*-http.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/**', 'hono', 'hono/*'],
              message: 'Services and repositories know no HTTP: take a ServiceContext, throw an AppError.',
            },
          ],
        },
      ],
    },
  },
);
