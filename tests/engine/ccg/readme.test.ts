/**
 * The examples of src/engine/README.md are run, so they stay true (see
 * tests/engine/readme-examples.ts for how a block is run and checked).
 */
import { describe, expect, it } from 'vitest';
import { readmeExamples, runReadmeExamples } from '../readme-examples.ts';

const README = 'src/engine/README.md';

describe('src/engine/README.md', () => {
  it('has examples, and checks values in them', () => {
    const { blocks } = readmeExamples(README);
    expect(blocks.length).toBeGreaterThan(15);
    expect(blocks.join('\n').match(/\/\/ → /g)?.length ?? 0).toBeGreaterThan(40);
  });

  runReadmeExamples(README);
});
