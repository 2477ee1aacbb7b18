import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['api', 'games', 'backoffice', 'web'];

/**
 * A feature's files import each other freely; another feature reaches them only through the
 * feature's public face, its index.ts. What several features share and is not a feature lives in
 * the app's components/ (or lib/).
 */
const featureZones = ['apps/web/src/features', 'apps/backoffice/src/features'].flatMap((root) => {
  const features = readdirSync(new URL(`${root}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: features.filter((other) => other !== feature).map((other) => `./${root}/${other}`),
    from: `./${root}/${feature}`,
    except: ['./index.ts'],
    message: `Another feature's internals: import '${feature}' (its index.ts), or move what several features share to components/.`,
  }));
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/dist/**',
      'apps/games/build/**',
      'data/**',
      'packages/db/drizzle/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Boundaries the layout states are enforced here, not only described (ARCHITECTURE.md).
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Apps never import apps: what two apps share is a package; a test that needs two
            // apps is an integration test and starts both.
            ...apps.map((app) => ({
              target: `./apps/${app}`,
              from: apps.filter((other) => other !== app).map((other) => `./apps/${other}`),
              message: 'An app never imports another app; share it through a package.',
            })),
            {
              target: './packages',
              from: './apps',
              message: 'Packages never import apps.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/{web,backoffice}/**/*.{ts,tsx}', 'apps/games/src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['apps/games/src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/backoffice/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
