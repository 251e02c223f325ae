import { defineConfig } from 'vitest/config';

/** Tests that run whole Astro builds of a copy of the site with bad content. */
export default defineConfig({
  test: {
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
