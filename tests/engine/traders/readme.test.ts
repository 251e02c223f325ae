/**
 * The examples of src/engine/traders/README.md are run, so they stay true
 * (see tests/engine/readme-examples.ts for how a block is run and checked).
 */
import { describe, expect, it } from 'vitest';
import { readmeExamples, runReadmeExamples } from '../readme-examples.ts';

const README = 'src/engine/traders/README.md';

describe(README, () => {
  it('has examples for every part, described positions included, and checks values in them', () => {
    const { blocks, titles } = readmeExamples(README);
    expect(blocks.length).toBeGreaterThanOrEqual(10);
    expect(titles).toContain('Starting from a described position');
    expect(blocks.join('\n').match(/\/\/ → /g)?.length ?? 0).toBeGreaterThan(50);
  });

  runReadmeExamples(README);
});
