/**
 * Words are ours: no run of 10 or more words repeats the copyrighted rule books.
 * The checker and the books sit beside the repository in the team workspace; on a
 * machine without them the test is skipped, and says why.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { OVERLAP_TOOL, overlapAvailable } from '../../scripts/overlap.mjs';

const available: boolean = overlapAvailable();

describe('seed overlap', () => {
  it.skipIf(!available)(`content, src and scripts repeat no 10-word run of the source documents (needs ${OVERLAP_TOOL})`, () => {
    const r = spawnSync('python3', [OVERLAP_TOOL, 'content', 'src', 'scripts'], { encoding: 'utf8' });
    expect(r.stdout + r.stderr).toMatch(/^0 runs of 10\+ words/m);
    expect(r.status).toBe(0);
  });
});
