import { defineConfig } from 'vitest/config';
import { scaled } from './tests/pace.ts';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'tests/build/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // Property tests replay hundreds of games; on a busy two-core CI machine they can take
    // many times their usual second. A hang still fails; a slow machine does not: the limit
    // scales with the machine's measured pace (tests/pace.ts).
    testTimeout: scaled(180_000),
  },
});
