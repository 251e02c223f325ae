import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'tests/build/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // Property tests replay hundreds of games; on a busy two-core CI machine they can take
    // many times their usual second. A hang still fails; a slow machine does not.
    testTimeout: 180_000,
  },
});
