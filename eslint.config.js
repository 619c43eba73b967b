import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { areaBoundaries } from './scripts/eslint/area-boundaries.js';

/**
 * The web calls the API through the generated route tables (contract/routes/<area>) and the typed client; the
 * contract files themselves carry the zod schemas, which pages that validate no form must not bundle.
 */
const CONTRACT_SCHEMAS = {
  group: ['@scrapbridge/domain/contract/*', '!@scrapbridge/domain/contract/routes', '!@scrapbridge/domain/contract/define-route'],
  message: "Call routes through '@scrapbridge/domain/contract/routes/<area>' and lib/route-client.ts, not the contract files (they carry the schemas).",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', 'apps/server/src/db/migrations/**', '**/.scratch/**', 'apps/web/build/**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
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
  {
    // ARCHITECTURE.md: no imports between web features.
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/*/**', '../../*/**'], message: 'Web features do not import each other; move shared UI to src/components, other shared code to src/lib or packages/domain.' }, CONTRACT_SCHEMAS] },
      ],
    },
  },
  {
    // The shared layers (components/: UI, lib/: the rest) serve every feature and so import none.
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**'], message: 'Shared web code does not import a feature.' }, CONTRACT_SCHEMAS] }],
    },
  },
  {
    // ARCHITECTURE.md: a server area is reached only through its index.ts; its repositories and use cases are its own.
    // Tests, test builders and the demo seed may reach into what they test or write.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/seed/**'],
    plugins: { local: { rules: { 'area-boundaries': areaBoundaries } } },
    rules: { 'local/area-boundaries': 'error' },
  },
);
