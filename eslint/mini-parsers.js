// The shell's first load reads its inputs with the contracts' zod/mini schemas (docs/decisions/201-zod-mini-first-load-parsers.md).
// zod's classic API anywhere in the shell's build (even in a lazy chunk) joins the zod core that first load shares
// with it: measured, the eager chunk grew by the parts of the core the classic API needs. So in the code the shell
// bundles (its own sources and the shared libraries it provides), zod and the contracts' classic schemas are
// types only; a value comes from `@club/contracts/mini`.

const MESSAGE = "The shell's first load takes zod/mini schemas from @club/contracts/mini (ADR 201): zod's classic API here grows the zod core every page downloads.";

export const miniParsers = {
  files: ['shell/src/**/*.{ts,tsx}', 'libs/{auth,federation,http,stack,ui}/src/**/*.{ts,tsx}'],
  // Build-time and Node-side modules, and tests, are not in the browser's bundle.
  ignores: ['**/*.test.{ts,tsx}', '**/testing/**', '**/vite/**', 'libs/federation/src/registry/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'zod', message: MESSAGE, allowTypeImports: true },
          { name: 'zod/v4', message: MESSAGE, allowTypeImports: true },
        ],
        patterns: [{ regex: '^@club/contracts$', importNamePattern: 'Schema$', message: MESSAGE, allowTypeImports: true }],
      },
    ],
  },
};
