import { describe, expect, it } from 'vitest';
import { isInteger, isRecord, isText, isWhole } from '../../../src/engine/core/validate.ts';
import { listAnd, plural } from '../../../src/engine/core/text.ts';

describe('shape checks', () => {
  it('isRecord takes plain objects only', () => {
    expect([{}, { a: 1 }].every(isRecord)).toBe(true);
    expect([null, [], 'x', 1, undefined].some(isRecord)).toBe(false);
  });

  it('isInteger takes integers of either sign; isWhole takes integers within bounds, 0 or more unless told', () => {
    expect([0, -3, 7].every(isInteger)).toBe(true);
    expect([0.5, NaN, Infinity, '1'].some(isInteger)).toBe(false);
    expect(isWhole(0)).toBe(true);
    expect(isWhole(-1)).toBe(false);
    expect(isWhole(-1, -1)).toBe(true);
    expect(isWhole(5, 1, 5)).toBe(true);
    expect(isWhole(6, 1, 5)).toBe(false);
    expect(isWhole(2.5, 0, 5)).toBe(false);
  });

  it('isText wants a non-blank string within the length', () => {
    expect(isText('a')).toBe(true);
    expect(isText('  ')).toBe(false);
    expect(isText('abc', 2)).toBe(false);
  });
});

describe('words', () => {
  it('plural and listAnd', () => {
    expect(plural(1, 'card')).toBe('1 card');
    expect(plural(0, 'card')).toBe('0 cards');
    expect(plural(2, 'ally', 'allies')).toBe('2 allies');
    expect(listAnd([])).toBe('');
    expect(listAnd([], 'nobody')).toBe('nobody');
    expect(listAnd(['A'])).toBe('A');
    expect(listAnd(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
