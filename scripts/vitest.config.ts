import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { environment: 'node', include: ['remote/**/*.test.ts', 'lib/**/*.test.ts', 'french/**/*.test.ts', 'records/**/*.test.ts', 'one-way/**/*.test.ts'] },
});
