// One ESLint config for every workspace. Each workspace's `npm run lint` is `eslint .`, which
// finds this file by walking up, so turbo lints and caches each workspace on its own.
// The tree's boundary rules are our own plugin, tooling/eslint-plugin (rules `usb/*`).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import usb from './tooling/eslint-plugin/index.js';

const treeRoot = import.meta.dirname;
const frontEnd = ['shell/**', 'remote-*/**', 'shared-contracts/src/**', 'shared-ui/src/**'];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/generated/',
    '**/coverage/',
    '**/.turbo/',
    'bench-results/',
    '*/bench-results/',
    'data/',
    '*/data/',
    '**/test-results/',
    '**/playwright-report/',
    // The e2e sites' data folders (databases, deployed remote builds), written by the journeys.
    '**/.data/',
    // Each fixture breaks a rule on purpose; the plugin's tests lint them with `ignore: false`.
    'tooling/eslint-plugin/fixtures/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: treeRoot },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // node:test's describe/it return promises that the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test'] }] },
      ],
      // An async function without await is how this code base satisfies promise-returning
      // interfaces (fastify plugins, fetch and Response stand-ins in tests); a forgotten await
      // where a promise is used is what no-floating-promises and no-misused-promises catch.
      '@typescript-eslint/require-await': 'off',
      // React and antd call event handlers (onClick, onFinish) and ignore what they return, so an
      // async handler in a JSX attribute is the intended pattern; promises passed anywhere else
      // that expects a void callback are still reported.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // `_`-prefixed names are the usual way to say "deliberately unused" (a skipped tuple
      // element, a parameter an interface requires); everything else unused is an error.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // Plain JavaScript outside a TypeScript project (jest configs, build scripts) has no type
  // information to lint with; the plugin's own JSDoc-typed sources do (tooling/eslint-plugin/tsconfig.json).
  {
    files: ['**/*.{js,mjs,cjs}'],
    ignores: ['tooling/eslint-plugin/**'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.{js,cjs}'],
    ignores: ['tooling/eslint-plugin/**'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // The jest configs are CommonJS by design (jest loads them with require).
      '@typescript-eslint/no-require-imports': 'off',
    },
  },

  {
    files: frontEnd.flatMap((dir) => [`${dir}/*.tsx`, `${dir}/*.ts`]),
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: frontEnd.flatMap((dir) => [`${dir}/*.tsx`, `${dir}/*.ts`]),
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // These three exist so the React Compiler may memoize components, which we do not use.
      // Without it they flag correct code: reading the clock while rendering ("is registration
      // open now"), effects that sync state with a timer, and the latest-callback ref.
      'react-hooks/purity': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    files: frontEnd.map((dir) => `${dir}/*.tsx`),
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // The account pages focus their one input on purpose (antd's <Input autoFocus>, whose
      // label a screen reader announces); a bare DOM element with autoFocus is still reported.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // bench/faults: the fault tests' helpers, test code as api/test's are.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', '**/testing/**/*.{ts,tsx}', 'bench/faults/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // jest's asymmetric matchers (expect.any, expect.objectContaining) are typed `any` on purpose.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },

  // The tree's boundaries. Every rule reads the file's path to learn which part it is in, so they
  // are switched on everywhere (and judge the fixtures, laid out like the tree, the same way).
  {
    plugins: { usb },
    settings: { usb: { treeRoot } },
    rules: {
      'usb/remote-boundaries': 'error',
      'usb/shell-boundaries': 'error',
      'usb/kits-only': 'error',
      'usb/api-module-entry': 'error',
      // api/src: only app.ts, server.ts, cli.ts and api/src/platform/ itself import the platform.
      'usb/api-platform-boundaries': 'error',
      'usb/package-layers': 'error',
      'usb/subpath-boundaries': 'error',
      'usb/relative-within-package': 'error',
      // Every part's src/ (the api, the shell, the remotes, the shared packages, the build tooling).
      'usb/no-import-cycles': 'error',
      // api/src/modules/<m>/ and api/src/platform/<p>/ only.
      'usb/repository-own-tables': 'error',
    },
  },

  prettier,
);
