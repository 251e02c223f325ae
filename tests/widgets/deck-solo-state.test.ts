import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDeckCheckerState, MAX_DECK_TEXT } from '../../src/widgets/deck/state.ts';
import { parseSoloPointsState } from '../../src/widgets/solo/state.ts';
import { decodeState, encodeState } from '../../src/widgets/kit/url-codec.ts';
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

  it('any text from a link gives the engine a report, never a throw', () => {
    fc.assert(fc.property(fc.string({ maxLength: 600 }), (text) => checkDeckList(text).ok));
  });
});

describe('solo points state', () => {
  it('accepts known scenarios and challenges, refuses the rest', () => {
    expect(parseSoloPointsState({ scenario: 'dirty-half-dozen', challenges: ['adventure-25'] })).toMatchObject({ ok: true });
    expect(parseSoloPointsState({ scenario: 'dirty-half-dozen', challenges: ['<script>'] })).toMatchObject({ ok: false });
    expect(parseSoloPointsState({ scenario: 'moon', challenges: [] })).toMatchObject({ ok: false });
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const r = parseSoloPointsState(raw);
        return r.ok || r.error.length > 0;
      }),
    );
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
