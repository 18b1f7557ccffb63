import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; API tests drive the app in-process through inject().
export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
