import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDeckCheckerState, MAX_DECK_TEXT, DECK_READER, DECK_URL } from '../../src/widgets/deck/state.ts';
import { parseSoloPointsState, SOLO_URL, INITIAL_SOLO_POINTS } from '../../src/widgets/solo/state.ts';
import { decodeState, encodeState } from '../../src/widgets/kit/url-codec.ts';
import { readEncodedState } from '../../src/widgets/kit/url-state.ts';
import { SOLO_CHALLENGES } from '../../src/engine/ccg/solo/index.ts';
import { checkDeckList } from '../../src/engine/ccg/deck/deck.ts';
import { scoreSoloChallenges, SOLO_CHALLENGE_IDS } from '../../src/engine/ccg/solo/index.ts';

const roundTrip = (v: unknown) => {
  const d = decodeState(encodeState(v));
  return d.ok ? d.value : undefined;
};

describe('deck checker state', () => {
  it('accepts a deck list and refuses anything else with a message', () => {
    expect(parseDeckCheckerState(roundTrip({ text: '3 Time is Money' }))).toEqual({ ok: true, value: { text: '3 Time is Money' } });
    expect(parseDeckCheckerState({ text: 'x'.repeat(MAX_DECK_TEXT + 1) })).toMatchObject({ ok: false });
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const r = parseDeckCheckerState(raw);
        return r.ok ? typeof r.value.text === 'string' : r.error.length > 0;
      }),
    );
  });

  it('keeps the edition setting in its link, and a link the checker writes always reopens', () => {
    const read = (v: unknown) => readEncodedState(encodeState(v), DECK_URL);
    expect(read({ text: '3 Time is Money', edition: 'earlier' })).toEqual({ ok: true, value: { text: '3 Time is Money', edition: 'earlier' } });
    expect(read({ text: '3 Time is Money', edition: 'compare' })).toEqual({ ok: true, value: { text: '3 Time is Money', edition: 'compare' } });
    expect(read({ text: '3 Time is Money', edition: 'later' })).toEqual({ ok: true, value: { text: '3 Time is Money' } });
    // An edition alone wrong: the list is kept, the refusal (its rule the editions') for the edition setting.
    expect(read({ text: '3 Time is Money', edition: 'Both' })).toMatchObject({
      ok: false,
      error: 'the edition must be "earlier", "later" or "compare".',
      rule: 'ccg.edition',
      field: 'edition',
      instead: { state: { text: '3 Time is Money' }, at: 'edition' },
    });
    // The longest list (every character one that JSON writes as six) with the longest setting still fits the link.
    const longest = { text: '\u0001'.repeat(MAX_DECK_TEXT), edition: 'compare' };
    expect(read(longest)).toEqual({ ok: true, value: longest });
  });

  it('refuses with the rule and the field of the link (issue 20, part 3)', () => {
    const cases: [unknown, string, string | undefined][] = [
      [null, 'ccg.deck-list', undefined],
      [['3 Time is Money'], 'ccg.deck-list', undefined],
      [{ text: 3 }, 'ccg.deck-list', 'text'],
      [{}, 'ccg.deck-list', 'text'],
      [{ text: 'x'.repeat(MAX_DECK_TEXT + 1) }, 'ccg.deck-list', 'text'],
      [{ text: '3 Time is Money', edition: 'Both' }, 'ccg.deck-list', 'edition'],
    ];
    for (const [input, rule, field] of cases) {
      const r = DECK_READER(input, '');
      expect(r, JSON.stringify(input)?.slice(0, 40)).toMatchObject({ ok: false, rule });
      if (!r.ok) expect(r.field, JSON.stringify(input)?.slice(0, 40)).toBe(field);
    }
    expect(parseDeckCheckerState({ text: 3 })).toMatchObject({ ok: false, error: 'it does not hold a deck list we can read: the deck list must be text.', rule: 'ccg.deck-list', field: 'text' });
  });

  it('any text from a link gives the engine a report, never a throw', () => {
    fc.assert(fc.property(fc.string({ maxLength: 600 }), (text) => checkDeckList(text).ok));
  });
});

describe('solo points state', () => {
  it('accepts known scenarios and challenges, refuses the rest', () => {
    expect(parseSoloPointsState({ scenario: 'dirty-half-dozen', challenges: ['adventure-25'] })).toMatchObject({ ok: true });
    expect(parseSoloPointsState({ scenario: 'dirty-half-dozen', challenges: ['<script>'] })).toMatchObject({ ok: false });
    expect(parseSoloPointsState({ scenario: 'moon', challenges: [] })).toMatchObject({ ok: false });
    // Read with the engine's readers: the reader's sentence, each challenge once.
    expect(parseSoloPointsState({ scenario: 'moon', challenges: [] })).toMatchObject({ ok: false, error: expect.stringMatching(/^The solo scenario must be one of /) });
    expect(parseSoloPointsState({ scenario: 'dirty-half-dozen', challenges: 'all' })).toMatchObject({ ok: false, error: 'The challenges must be a list.' });
    expect(parseSoloPointsState({ scenario: 'dirty-half-dozen', challenges: ['adventure-25', 'adventure-25'] })).toMatchObject({ ok: true, value: { challenges: ['adventure-25'] } });
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const r = parseSoloPointsState(raw);
        return r.ok || r.error.length > 0;
      }),
    );
  });

  it('keeps the edition setting in its link, and refuses a bad one with a message', () => {
    const read = (v: unknown) => readEncodedState(encodeState(v), SOLO_URL);
    const every = { scenario: 'dirty-half-dozen', challenges: SOLO_CHALLENGES.map((c) => c.id) };
    for (const edition of ['earlier', 'compare'] as const) expect(read({ ...every, edition })).toMatchObject({ ok: true, value: { ...every, edition } });
    expect(read({ ...INITIAL_SOLO_POINTS, edition: 'later' })).toEqual({ ok: true, value: INITIAL_SOLO_POINTS });
    expect(read({ ...INITIAL_SOLO_POINTS, edition: 3 })).toMatchObject({ ok: false, error: 'the edition must be "earlier", "later" or "compare".', rule: 'ccg.edition', instead: { state: INITIAL_SOLO_POINTS, at: 'edition' } });
  });

  it('whatever a valid link holds, the engine answers with points or a reason', () => {
    fc.assert(
      fc.property(fc.constantFrom('alone-in-the-black', 'cost-of-doing-business', 'dirty-half-dozen'), fc.subarray([...SOLO_CHALLENGE_IDS]), (scenario, challenges) => {
        const parsed = parseSoloPointsState({ scenario, challenges });
        if (!parsed.ok) return false;
        const r = scoreSoloChallenges(parsed.value.scenario, parsed.value.challenges);
        return r.ok ? r.value.total >= 0 : r.error.length > 0;
      }),
    );
  });
});
