import { defineConfig } from 'vitest/config';
import { scaled } from './tests/pace.ts';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'tests/build/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
    // The test files share one module graph instead of each loading the site's modules anew:
    // about a minute less on a two-core machine. The tests hold no state between files (the one
    // file that stubs a global or the clock puts it back after each test).
    isolate: false,
    // Property tests replay hundreds of games; on a busy two-core CI machine they can take
    // many times their usual second. A hang still fails; a slow machine does not: the limit
    // scales with the machine's measured pace (tests/pace.ts).
    testTimeout: scaled(180_000),
  },
});
