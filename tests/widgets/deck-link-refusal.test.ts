/**
 * The deck checker's link refused at its list (issue 20, part 3: a field
 * error keeps its rule and shows it): the refusal keeps the engine's rule and
 * the field `text`, and the list field holds what of the link's list fits,
 * with the refusal beside it.
 */
import { describe, expect, it } from 'vitest';
import { MAX_DECK_TEXT, parseDeckCheckerState } from '../../src/widgets/deck/state.ts';

describe('a deck checker link refused at its list', () => {
  it('holds what fits of a list past the limit, the refusal beside the field with its rule', () => {
    const text = `Ship: Type S Scout\n${'x'.repeat(MAX_DECK_TEXT)}`;
    const r = parseDeckCheckerState({ text });
    expect(r).toMatchObject({ ok: false, rule: 'ccg.deck-list', field: 'text' });
    if (r.ok) return;
    expect(r.error).toMatch(/^it does not hold a deck list we can read/);
    expect(r.instead).toEqual({ state: { text: text.slice(0, MAX_DECK_TEXT) }, says: expect.stringContaining(`first ${MAX_DECK_TEXT} characters`), at: 'text', error: `The deck list must be at most ${MAX_DECK_TEXT} characters long.` });
  });

  it('shows an empty field beside the refusal when the list is no text', () => {
    const r = parseDeckCheckerState({ text: 42 });
    expect(r).toMatchObject({ ok: false, rule: 'ccg.deck-list', field: 'text', instead: { state: { text: '' }, at: 'text', error: 'The deck list must be text.' } });
  });

  it('says it in the sentence alone when the path names no field: the edition setting, or no object at all', () => {
    for (const raw of [{ text: 'Ship: Type S Scout', edition: 'first' }, [1]]) {
      const r = parseDeckCheckerState(raw);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.instead).toBeUndefined();
    }
  });
});
