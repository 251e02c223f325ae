import { describe, expect, it } from 'vitest';
import { readPairsLine, repeatedCodeLines } from '../../scripts/lib/repeated-code.mjs';

describe('repeated code figures', () => {
  it('reads the pairs, the exact ones and the files from the tool’s first line', () => {
    const line = '109 pairs of places (753 files read), each sharing runs of 6 or more identical or same-shape lines (108 by shape alone, 79 of those marked boilerplate)';
    expect(readPairsLine(line)).toEqual({ pairs: 109, exact: 1, byShape: 108, files: 753 });
  });

  it('counts every pair as exact when none is by shape alone', () => {
    expect(readPairsLine('2 pairs of places (10 files read), each sharing runs of 6 or more identical lines')).toEqual({ pairs: 2, exact: 2, byShape: 0, files: 10 });
  });

  it('reads the tool’s answer when nothing repeats', () => {
    expect(readPairsLine('No duplicates (1 file read)')).toEqual({ pairs: 0, exact: 0, byShape: 0, files: 1 });
  });

  it('refuses a line that is not the tool’s summary', () => {
    expect(readPairsLine('no duplicates that the change adds')).toBeNull();
  });

  it('says when the figure could not be taken', () => {
    expect(repeatedCodeLines(null).join('')).toMatch(/not measured/);
    expect(repeatedCodeLines({ pairs: 108, exact: 0, byShape: 108, files: 753, incomplete: false }).join('')).toMatch(/108 pairs in 753 files, 0 exact/);
  });
});
