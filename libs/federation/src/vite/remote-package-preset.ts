/**
 * What every remote's package.json holds besides its name and version: the same scripts and the same
 * dependencies (versions come from the workspace catalog). `pnpm new-remote` writes it; a test checks
 * every remote still has it (scripts/remote/remote-package-preset.test.ts).
 */
export const REMOTE_PACKAGE_PRESET = {
  scripts: {
    dev: 'vite --configLoader runner',
    build: 'vite build --configLoader runner',
    preview: 'vite preview --configLoader runner',
    typecheck: 'tsc -p tsconfig.json',
    test: 'vitest run --configLoader runner',
  },
  // The shell provides the federation runtime and the singletons; @club/federation brings the build
  // presets. A remote adds what its own features import (api-client, forms, icons…).
  dependencies: {
    '@club/contracts': 'workspace:*',
    '@club/federation': 'workspace:*',
    '@club/stack': 'workspace:*',
    '@club/ui': 'workspace:*',
    react: 'catalog:',
    'react-dom': 'catalog:',
  },
  devDependencies: {
    '@club/tsconfig': 'workspace:*',
    '@testing-library/react': 'catalog:',
    '@types/node': 'catalog:',
    '@types/react': 'catalog:',
    '@types/react-dom': 'catalog:',
    '@vitejs/plugin-react': 'catalog:',
    jsdom: 'catalog:',
    typescript: 'catalog:',
    vite: 'catalog:',
    vitest: 'catalog:',
  },
} as const;
