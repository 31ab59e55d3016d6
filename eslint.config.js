// Lint for the whole workspace. The import-boundary rules below are the architecture's guard rails:
// remotes never import each other or the shell, nobody deep-imports another package's src, and the
// UI stack is imported only through the @club/stack facade (see docs/decisions/003-stack-facade.md).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { oneWayApi } from './eslint/one-way-api.js';
import oneWayClient from './eslint/one-way-client.js';
import { miniParsers } from './eslint/mini-parsers.js';

const stackLibraries = ['react-router', 'react-router/dom', '@tanstack/react-query', '@tanstack/query-core', 'styled-components', 'sonner', 'zustand'];

const noDeepImports = { group: ['@club/*/src', '@club/*/src/**'], message: 'Import another package through its name and exports only.' };
const noApps = {
  group: ['shell', 'shell/**', 'mf-*', 'mf-*/**', '**/shell/src/**', '**/mf-*/src/**', '**/api/src/**'],
  message: 'Apps never import each other: move shared code to libs/.',
};
// The API package by name only: a gitignore-style 'api/**' would also forbid a feature's own `../api/x` folder.
const noApiPackage = { regex: '^api(/.*)?$', message: noApps.message };
// Test helpers (`@club/ui/testing`, `@club/auth/testing`…) stub fetch and render with fakes: tests only.
const noTestingInProduct = { group: ['@club/*/testing', '@club/*/testing/*'], message: 'Test helpers are for *.test.ts(x) files only.' };
const viaFacade = stackLibraries.map((name) => ({ name, message: 'Import the UI stack from @club/stack (shared singleton facade).' }));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.__mf__temp/**', '**/__mf__temp/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: viaFacade, patterns: [noDeepImports, noApps, noApiPackage, noTestingInProduct] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { paths: viaFacade, patterns: [noDeepImports, noApps, noApiPackage] }] },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The facade (and type augmentations of the libraries) are the only places allowed to import the stack libraries directly.
    files: ['libs/stack/**', '**/*.d.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepImports, noApps, noApiPackage] }] },
  },
  {
    // The contracts take zod through their own module, which sets it up for the browser's CSP (src/zod.ts).
    files: ['libs/contracts/src/**/*.ts'],
    ignores: ['libs/contracts/src/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...viaFacade, { name: 'zod', message: "Import z from the contracts' own ./zod module (CSP set-up)." }],
          patterns: [noDeepImports, noApps, noApiPackage, noTestingInProduct],
        },
      ],
    },
  },
  {
    // Build configs run in Node and may wire plugins directly.
    files: ['**/vite.config.ts', '**/vitest.config.ts', '**/module-federation.config.ts', 'libs/federation/src/vite/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepImports] }] },
  },
  oneWayApi,
  // One way to do each thing on the client side: one admin-page helper, one fetch stub (ADR 183).
  ...oneWayClient,
  miniParsers,
);
