/**
 * Deck lists, decks and deck limits read once, at the edge (issue 20, part 3):
 * `deck/read-deck.ts` reads the text, a deck and its limits with the CCG
 * readers; every refusal names its rule and the dotted path of the field; the
 * deck checker's link reader reads its text with the same reader.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import { TEXT_LIMITS } from '../../../../src/engine/ccg/limits.ts';
import { STANDARD_DECK_LIMITS, checkDeck, checkDeckList, parseDeckList } from '../../../../src/engine/ccg/deck/index.ts';
import { LEGAL_DECK_LIST } from '../../../../src/engine/ccg/examples/index.ts';
import { parseDeckCheckerState } from '../../../../src/widgets/deck/state.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';

const entry = { name: 'Time is Money', count: 3, lines: [4] };
const deck = { ship: [{ name: 'Type S Scout', count: 1, lines: [1] }], adventure: [], captains: [entry] };
const set = (o: object, key: string, value: unknown) => ({ ...o, [key]: value });
const withLimits = (section: 'adventure' | 'captains', key: string, value: unknown) => ({ ...STANDARD_DECK_LIMITS, [section]: set(STANDARD_DECK_LIMITS[section], key, value) });

describe('a deck list is read at the edge', () => {
  it('refuses text that is no text or past the limit, at `text`, and reads any text within it', () => {
    expect(parseDeckList(42)).toMatchObject({ ok: false, rule: 'ccg.deck-list', field: 'text', error: 'The deck list must be text.' });
    expect(checkDeckList('x'.repeat(TEXT_LIMITS.deckList + 1))).toMatchObject({ ok: false, rule: 'ccg.deck-list', field: 'text', error: `The deck list must be at most ${TEXT_LIMITS.deckList} characters long.` });
    expect(checkDeckList('3 Time is Money\n'.repeat(TEXT_LIMITS.deckList / 16))).toMatchObject({ ok: true, value: { legal: false } });
    expect(checkDeckList(LEGAL_DECK_LIST.text)).toMatchObject({ ok: true, value: { legal: true } });
  });

  it("the deck checker's link reads its list with the same reader, and says why it refuses one", () => {
    expect(parseDeckCheckerState({ text: '3 Time is Money' })).toEqual({ ok: true, value: { text: '3 Time is Money' } });
    expect(parseDeckCheckerState({ text: 'x'.repeat(TEXT_LIMITS.deckList + 1) })).toMatchObject({ ok: false, error: `it does not hold a deck list we can read: the deck list must be at most ${TEXT_LIMITS.deckList} characters long.` });
    expect(parseDeckCheckerState({ text: 7 })).toMatchObject({ ok: false, error: 'it does not hold a deck list we can read: the deck list must be text.' });
  });
});

describe('deck limits are read at the edge', () => {
  it('refuses each bad field with its rule and path', () => {
    const cases: Refusal<unknown>[] = [
      [null, 'ccg.deck-construction', 'limits', /^The deck limits must give/],
      [{ adventure: STANDARD_DECK_LIMITS.adventure }, 'ccg.captains-deck', 'limits.captains', /^The captain's deck limits must give a size and a copy limit\.$/],
      [withLimits('adventure', 'size', 2.5), 'ccg.adventure-deck', 'limits.adventure.size', /^The adventure deck size must be a whole number from 1 to 999\.$/],
      [withLimits('captains', 'copies', 0), 'ccg.captains-deck', 'limits.captains.copies', /copy limit must be a whole number from 1 to 999/],
      [withLimits('captains', 'hardCopyCap', '2'), 'ccg.captains-deck', 'limits.captains.hardCopyCap', /hard copy cap/],
      [withLimits('adventure', 'sizeRule', 'ccg.no-such-rule'), 'ccg.adventure-deck', 'limits.adventure.sizeRule', /^The rule cited for the adventure deck size must be one of "ccg.deck-construction", /],
      [withLimits('adventure', 'hardCapRule', 3), 'ccg.adventure-deck', 'limits.adventure.hardCapRule', /^The rule cited for the adventure deck hard copy cap must be one of/],
      [{ ...STANDARD_DECK_LIMITS, nonNativeAdventureMinimum: -1 }, 'ccg.solo.challenges', 'limits.nonNativeAdventureMinimum', /from 0 to 999/],
    ];
    expectRefusals((limits) => checkDeckList('Ship: Type S Scout', limits), cases);
    expect(checkDeckList('Ship: Type S Scout', withLimits('adventure', 'sizeRule', 'ccg.solo.challenges'))).toMatchObject({ ok: true, value: { problems: [{ rule: 'ccg.solo.challenges' }, {}] } });
  });
});

describe('a deck is read at the edge', () => {
  it('refuses each bad field with its rule and path', () => {
    const cases: Refusal<unknown>[] = [
      ['deck', 'ccg.deck-construction', 'deck', /^The deck must have ship, adventure and captains lists\.$/],
      [{ ...deck, adventure: undefined }, 'ccg.deck-construction', 'deck.adventure', /^The adventure deck list must be a list\.$/],
      [{ ...deck, captains: [7] }, 'ccg.deck-construction', 'deck.captains.0', /^Each entry of the captain's deck must be an object/],
      [{ ...deck, captains: [set(entry, 'name', ' ')] }, 'ccg.deck-construction', 'deck.captains.0.name', /must not be empty/],
      [{ ...deck, captains: [set(entry, 'count', 0)] }, 'ccg.deck-construction', 'deck.captains.0.count', /^The count of Time is Money must be a whole number from 1 to 999\.$/],
      [{ ...deck, captains: [set(entry, 'lines', [0])] }, 'ccg.deck-list', 'deck.captains.0.lines.0', /^A line number of Time is Money/],
      [{ ...deck, captains: [set(entry, 'lines', 4)] }, 'ccg.deck-list', 'deck.captains.0.lines', /must be a list/],
      [{ ...deck, captains: [set(entry, 'restricted', 0)] }, 'ccg.keyword.restricted', 'deck.captains.0.restricted', /^Restricted on Time is Money must be/],
      [{ ...deck, captains: [set(entry, 'unrestricted', 'yes')] }, 'ccg.keyword.restricted', 'deck.captains.0.unrestricted', /Unrestricted must be true or false/],
      [{ ...deck, captains: [{ ...entry, restricted: 2, unrestricted: true }] }, 'ccg.keyword.restricted', 'deck.captains.0.unrestricted', /cannot be both Restricted and Unrestricted/],
      [{ ...deck, adventure: [set(entry, 'nonNative', 1)] }, 'ccg.solo.challenges', 'deck.adventure.0.nonNative', /non-native must be true or false/],
    ];
    expectRefusals((d) => checkDeck(d), cases);
  });

  it('checks a deck it reads the same as the list it came from', () => {
    const parsed = parseDeckList(LEGAL_DECK_LIST.text);
    expect(parsed.ok && checkDeck(JSON.parse(JSON.stringify(parsed.value.deck)))).toMatchObject({ ok: true, value: { legal: true, totals: { ship: 1, adventure: 20, captains: 60 } } });
  });

  it('never throws: whatever a field holds, the deck is checked or refused with a registered rule', () => {
    const anything = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -1, max: 1000 }), fc.string({ maxLength: 3 }), fc.boolean(), fc.constant([]), fc.constant({}), fc.array(fc.anything(), { maxLength: 2 }));
    fc.assert(
      fc.property(fc.constantFrom('name', 'count', 'lines', 'restricted', 'unrestricted', 'nonNative'), anything, fc.constantFrom('ship', 'adventure', 'captains'), fc.constantFrom('size', 'copies', 'hardCopyCap', 'sizeRule'), anything, (k, v, section, lk, lv) => {
        const r = checkDeck({ ...deck, [section]: [set(entry, k, v)] }, withLimits(section === 'ship' ? 'adventure' : section, lk, lv));
        if (!r.ok) expect(isRuleId(r.rule), r.rule).toBe(true);
      }),
      { seed: 2026, numRuns: 400 },
    );
  });
});
