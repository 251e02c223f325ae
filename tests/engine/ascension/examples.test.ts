/** The worked examples the engine reproduces (E2, E3, E6–E9). */
import { describe, expect, it } from 'vitest';
import { EXAMPLES, reproduceExample } from '../../../src/engine/ascension/examples/index.ts';
import { value } from './helpers.ts';

describe('worked examples', () => {
  it('presets cover E2, E3 and E6–E9', () => expect(EXAMPLES.map((e) => e.id)).toEqual(['E2', 'E3', 'E6', 'E7', 'E8', 'E9']));
  for (const e of EXAMPLES) {
    it(`${e.id} reproduces the book's ${e.book}`, () => {
      const r = value(reproduceExample(e.id));
      expect(r.engine).toBe(e.book);
      expect(r.reproduced).toBe(true);
    });
  }
  it('an unknown example is an error value', () => {
    const r = reproduceExample('E4');
    expect(r.ok).toBe(false);
  });
});
