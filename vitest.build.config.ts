import { defineConfig } from 'vitest/config';
import { scaled } from './tests/pace.ts';

/** Tests that run whole Astro builds of a copy of the site with bad content. */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    // A whole build takes about a minute on an idle two-core machine; the limit only stops a
    // hang, and scales with the machine's measured pace (tests/pace.ts).
    testTimeout: scaled(600_000),
    hookTimeout: scaled(600_000),
    fileParallelism: false,
  },
});
