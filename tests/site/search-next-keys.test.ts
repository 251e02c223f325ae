/**
 * The keys the search worker works out ahead (src/site/search/next-keys.ts):
 * counted from the site's words, most likely first, every key once.
 */
import { describe, expect, it } from 'vitest';
import { likelyNextKeys, nextKeyTable, NEXT_KEYS } from '../../src/site/search/index.ts';

describe('keys likely next', () => {
  const table = nextKeyTable(['Jump drive', 'the jump', 'Jumps and the hull', "I can't pay? I'll hire", "won't", "can't"]);

  it('puts the keys that follow the last letter in the words first, the most frequent first', () => {
    // After "u": m (jump, jump, jumps) three times, l (hull) once.
    expect(likelyNextKeys('ju', table).slice(0, 2)).toEqual(['m', 'l']);
    // Case does not matter: "J" is followed as "j" is.
    expect(likelyNextKeys('J', table)[0]).toBe('u');
  });

  it('at the start of a word, the keys that begin words, "I" among them', () => {
    const first = likelyNextKeys('how ', table);
    expect(first[0]).toBe('j');
    expect(first.slice(0, 6)).toContain('I');
    expect(likelyNextKeys('', table)).toEqual(first);
  });

  it('gives every key once, those never seen after the letter in their own order after the rest', () => {
    for (const typed of ['', 'ju', 'x', 'hull ', "can'"]) {
      const keys = likelyNextKeys(typed, table);
      expect([...keys].sort()).toEqual([...NEXT_KEYS].sort());
    }
    expect(likelyNextKeys('x', table)).toEqual(NEXT_KEYS);
  });

  it('counts the apostrophe inside words and nothing that is not a key worked out ahead', () => {
    expect(likelyNextKeys('can', table)[0]).toBe("'");
    expect([...(table.get('') ?? new Map()).keys()].every((k) => NEXT_KEYS.includes(k))).toBe(true);
  });
});
