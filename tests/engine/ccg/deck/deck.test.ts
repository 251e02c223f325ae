import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STANDARD_DECK_LIMITS, checkDeck, checkDeckList, parseDeckList, type DeckLimits, type DeckReport } from '../../../../src/engine/ccg/deck/index.ts';
import { ILLEGAL_DECK_LIST, LEGAL_DECK_LIST } from '../../../../src/engine/ccg/examples/decks.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

function value<T>(r: CcgResult<T>): T {
  if (!r.ok) throw new Error(`expected ok, got: ${r.error}`);
  return r.value;
}

/** A list with `adventure` distinct adventure names at 2 each and `captains` names at 3 each. */
function list(opts: { ship?: string; adventure?: string[]; captains?: string[] } = {}): string {
  const adventure = opts.adventure ?? Array.from({ length: 10 }, (_, i) => `2 Adventure ${i + 1}`);
  const captains = opts.captains ?? Array.from({ length: 20 }, (_, i) => `3 Card ${i + 1}`);
  return [`Ship: ${opts.ship ?? 'Type S Scout'}`, 'Adventure deck', ...adventure, "Captain's deck", ...captains].join('\n');
}

const problemsOf = (r: CcgResult<DeckReport>) => value(r).problems;

describe('the deck construction rules', () => {
  it('accepts one ship, 20 adventure cards and 60 captain’s cards', () => {
    const r = checkDeckList(list());
    expect(value(r)).toMatchObject({ legal: true, problems: [], totals: { ship: 1, adventure: 20, captains: 60 } });
    expect(r.ok && r.trace.every((s) => isRuleId(s.rule))).toBe(true);
  });

  it('needs exactly one ship', () => {
    const none = checkDeckList(['Adventure', ...Array.from({ length: 10 }, (_, i) => `2 A${i}`)].join('\n'));
    expect(problemsOf(none).some((p) => p.rule === 'ccg.deck-construction' && /no ship/.test(p.message))).toBe(true);
    const two = checkDeckList(list().replace('Ship: Type S Scout', 'Ship\nType S Scout\nBeowulf Free Trader'));
    expect(problemsOf(two)).toEqual([expect.objectContaining({ rule: 'ccg.deck-construction', line: 2, lines: [2, 3] })]);
    const doubled = checkDeckList(list({ ship: '2 Type S Scout' }));
    expect(problemsOf(doubled)).toHaveLength(1);
  });

  it('needs exactly 20 adventure cards and 60 captain’s cards', () => {
    const short = checkDeckList(list({ adventure: Array.from({ length: 9 }, (_, i) => `2 A${i}`) }));
    expect(problemsOf(short)).toEqual([expect.objectContaining({ rule: 'ccg.adventure-deck', message: expect.stringContaining('18 cards') })]);
    const long = checkDeckList(list({ captains: [...Array.from({ length: 20 }, (_, i) => `3 C${i}`), 'Extra'] }));
    expect(problemsOf(long)).toEqual([expect.objectContaining({ rule: 'ccg.captains-deck', message: expect.stringContaining('61 cards') })]);
  });

  it('allows at most 2 copies of an adventure card and 3 of a captain’s card, citing the lines', () => {
    const r = checkDeckList(list({ adventure: ['3 Group Package', ...Array.from({ length: 8 }, (_, i) => `2 A${i}`), '1 Last'] }));
    expect(problemsOf(r)).toEqual([expect.objectContaining({ rule: 'ccg.adventure-deck', line: 3 })]);
    const c = checkDeckList(list({ captains: ['2 Time is Money', ...Array.from({ length: 18 }, (_, i) => `3 C${i}`), '2 Spare', 'time is money', 'TIME IS MONEY'] }));
    expect(problemsOf(c)).toEqual([expect.objectContaining({ rule: 'ccg.captains-deck', lines: [14, 34, 35] })]);
  });

  it('caps a Restricted (X) card at X copies', () => {
    const r = checkDeckList(list({ captains: ['3 Time is Money [Restricted 2]', ...Array.from({ length: 19 }, (_, i) => `3 C${i}`)] }));
    expect(problemsOf(r)).toEqual([expect.objectContaining({ rule: 'ccg.keyword.restricted', line: 14 })]);
    const ok2 = checkDeckList(list({ captains: ['2 Time is Money [Restricted (2)]', '1 Spare', ...Array.from({ length: 19 }, (_, i) => `3 C${i}`)] }));
    expect(value(ok2).legal).toBe(true);
  });

  it('lifts the cap for an Unrestricted card', () => {
    const r = checkDeckList(list({ captains: ['9 Stand-in Event [Unrestricted]', ...Array.from({ length: 17 }, (_, i) => `3 C${i}`)] }));
    expect(value(r).legal).toBe(true);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.keyword.restricted')).toBe(true);
  });

  it('keeps adventure and captain’s cards apart, and the ship out of both decks', () => {
    const r = checkDeckList(list({ captains: ['3 Adventure 1', ...Array.from({ length: 19 }, (_, i) => `3 C${i}`)] }));
    expect(problemsOf(r)).toEqual([expect.objectContaining({ rule: 'ccg.deck-discard-pile', lines: [3, 14] })]);
    const s = checkDeckList(list({ ship: 'Card 1' }));
    expect(problemsOf(s)).toEqual([expect.objectContaining({ rule: 'ccg.deck-construction', lines: [1, 14] })]);
  });
});

describe('reading deck lists', () => {
  const read = (text: string) => value(parseDeckList(text));

  it('reads every count style', () => {
    const { deck, problems } = read(
      ["Captain's deck", '3 Alpha', '3x Bravo', '3 x Charlie', 'Delta x3', 'Echo x 3', 'x3 Foxtrot', 'Golf', '- 2 Hotel', '• India', '3\tJuliet', 'Kilo ×2', '* Lima x2', '150-MJ Laser'].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(deck.captains.map((e) => [e.name, e.count])).toEqual([
      ['Alpha', 3], ['Bravo', 3], ['Charlie', 3], ['Delta', 3], ['Echo', 3], ['Foxtrot', 3], ['Golf', 1], ['Hotel', 2], ['India', 1], ['Juliet', 3], ['Kilo', 2], ['Lima', 2], ['150-MJ Laser', 1],
    ]);
  });

  it('ignores blank lines and comments, including trailing ones', () => {
    const { deck, problems } = read('# my deck\n\nShip: Type S Scout\n// notes\nAdventure\n2 Group Package   # both copies\n');
    expect(problems).toEqual([]);
    expect(deck.ship.map((e) => e.name)).toEqual(['Type S Scout']);
    expect(deck.adventure).toEqual([{ name: 'Group Package', count: 2, lines: [6] }]);
  });

  it('recognises section headers in many spellings', () => {
    for (const [header, section] of [
      ['Ship', 'ship'], ['ships:', 'ship'], ['[Adventure]', 'adventure'], ['## Adventure deck', 'adventure'], ['Adventure Deck: 20', 'adventure'],
      ['Adventure cards (20)', 'adventure'], ["Captain's deck", 'captains'], ['Captain’s Deck:', 'captains'], ['Captains deck (60)', 'captains'],
      ['== Captain\'s cards ==', 'captains'], ['**Captains**', 'captains'],
    ] as const) {
      const { deck, problems } = read(`${header}\nSome Card`);
      expect(problems, header).toEqual([]);
      expect(deck[section].map((e) => e.name), header).toEqual(['Some Card']);
    }
  });

  it('does not mistake a card name for a header', () => {
    const { deck } = read("Captain's deck\nCaptain Kirk\nShip Shape\nAdventure 2\nAdventure deck 20\n1 Last");
    expect(deck.captains.map((e) => e.name)).toEqual(['Captain Kirk', 'Ship Shape', 'Adventure 2']);
    expect(deck.adventure.map((e) => e.name)).toEqual(['Last']);
  });

  it('keeps commas and apostrophes in names', () => {
    const { deck } = read("Captain's deck\n3 Liach, T'zen and Giiar\n2 Walter Glen, IMC\nFinch & Cho, CPAs [Restricted 1]");
    expect(deck.captains).toEqual([
      { name: "Liach, T'zen and Giiar", count: 3, lines: [2] },
      { name: 'Walter Glen, IMC', count: 2, lines: [3] },
      { name: 'Finch & Cho, CPAs', count: 1, lines: [4], restricted: 1 },
    ]);
  });

  it('adds up a card listed on several lines', () => {
    const { deck } = read("Captain's deck\n2 Flint\n1 flint");
    expect(deck.captains).toEqual([{ name: 'Flint', count: 3, lines: [2, 3] }]);
  });

  it('reports every unreadable line with its number', () => {
    const { problems } = read(
      ['Stray Card', 'Sideboard:', "Captain's deck", '3x', '0 Zero', '-1 Minus', '1000 Huge', '3 Double x2', 'Open [Restricted 2', 'Odd [Sparkly]', 'Bare [Restricted]', 'Both [Restricted 1, Unrestricted]', 'Native [non-native]'].join('\n'),
    );
    expect(problems.map((p) => p.line)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(problems.every((p) => p.message.startsWith(`Line ${p.line}:`) && isRuleId(p.rule))).toBe(true);
  });

  it('reports clashing Restricted notes for the same card', () => {
    const { problems } = read("Captain's deck\n1 Flint [Restricted 1]\n1 Flint [Restricted 2]\n1 Rika [Unrestricted]\n1 Rika [Restricted 2]");
    expect(problems.map((p) => [p.line, p.rule])).toEqual([[3, 'ccg.keyword.restricted'], [5, 'ccg.keyword.restricted']]);
  });

  it('reads [non-native] on adventure cards', () => {
    const { deck } = read('Adventure\n2 Group Package [non-native]\n1 Customs Inspection [Restricted 1; non-native]');
    expect(deck.adventure).toEqual([
      { name: 'Group Package', count: 2, lines: [2], nonNative: true },
      { name: 'Customs Inspection', count: 1, lines: [3], restricted: 1, nonNative: true },
    ]);
  });

  it('handles Windows line ends and a byte-order mark', () => {
    const { deck, problems } = read('\uFEFFShip\r\nType S Scout\r\nAdventure\r\n2 Group Package');
    expect(problems).toEqual([]);
    expect(deck.adventure[0]?.lines).toEqual([4]);
  });
});

describe('presets', () => {
  it('the legal preset is legal', () => {
    expect(value(checkDeckList(LEGAL_DECK_LIST.text))).toMatchObject({ legal: true, totals: { ship: 1, adventure: 20, captains: 60 } });
  });

  it('the illegal preset reports each of its problems separately', () => {
    const report = value(checkDeckList(ILLEGAL_DECK_LIST.text));
    expect(report.legal).toBe(false);
    expect(report.problems.map((p) => [p.rule, p.line ?? null])).toEqual([
      ['ccg.deck-list', 1],
      ['ccg.deck-list', 16],
      ['ccg.deck-list', 38],
      ['ccg.deck-construction', 2],
      ['ccg.adventure-deck', null],
      ['ccg.adventure-deck', 6],
      ['ccg.captains-deck', null],
      ['ccg.captains-deck', 19],
      ['ccg.keyword.restricted', 37],
      ['ccg.deck-discard-pile', 15],
    ]);
  });
});

describe('modified limits (solo challenges)', () => {
  const solo: DeckLimits = {
    adventure: { size: 25, copies: 2, hardCopyCap: 1, sizeRule: 'ccg.solo.challenges', hardCapRule: 'ccg.note.solo-copy-caps' },
    captains: STANDARD_DECK_LIMITS.captains,
    nonNativeAdventureMinimum: 2,
  };

  it('accepts a 25-card adventure deck when the limits ask for it, and refuses 20', () => {
    const adventure = Array.from({ length: 25 }, (_, i) => `Adventure ${i} ${i < 2 ? '[non-native]' : ''}`);
    expect(value(checkDeckList(list({ adventure }), solo)).legal).toBe(true);
    const standard = value(checkDeckList(list(), solo));
    expect(standard.problems.map((p) => p.rule)).toContain('ccg.solo.challenges');
  });

  it('binds even Unrestricted cards to the challenge copy cap', () => {
    const adventure = ['3 Flood [Unrestricted]', ...Array.from({ length: 22 }, (_, i) => `Adventure ${i} ${i < 2 ? '[non-native]' : ''}`)];
    const r = value(checkDeckList(list({ adventure }), solo));
    expect(r.problems).toEqual([expect.objectContaining({ rule: 'ccg.note.solo-copy-caps', line: 3 })]);
  });

  it('counts [non-native] adventure cards against the minimum', () => {
    const adventure = Array.from({ length: 25 }, (_, i) => `Adventure ${i} ${i < 1 ? '[non-native]' : ''}`);
    const r = value(checkDeckList(list({ adventure }), solo));
    expect(r.problems).toEqual([expect.objectContaining({ rule: 'ccg.solo.challenges', message: expect.stringContaining('marks 1') })]);
  });

  it('refuses limits that are not whole numbers, naming the field', () => {
    expect(checkDeckList('', { ...STANDARD_DECK_LIMITS, adventure: { size: 2.5, copies: 2 } })).toMatchObject({ ok: false, field: 'limits.adventure.size' });
    expect(checkDeck({ ship: [], adventure: [{ name: 'X', count: 0, lines: [] }], captains: [] })).toMatchObject({ ok: false, field: 'deck.adventure.0.count' });
  });
});

describe('deck properties', () => {
  it('never throws on any text, and returns a deck with problems exactly when it is not legal', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.array(fc.constantFrom('Ship', 'Adventure:', "Captain's deck", '3 Flint', 'x2', '[Restricted 2]', '# c', 'Flint x3 [Unrestricted]', '0 Zero', '', '-', ':'), { maxLength: 40 }).map((a) => a.join('\n'))), (text) => {
        const r = checkDeckList(text);
        if (!r.ok) return false;
        const lineCount = text.split(/\r\n|\r|\n/).length;
        return (
          r.value.legal === (r.value.problems.length === 0) &&
          r.trace.every((s) => isRuleId(s.rule)) &&
          r.value.problems.every((p) => isRuleId(p.rule) && p.message.length > 0 && (p.line === undefined || (p.line >= 1 && p.line <= lineCount)))
        );
      }),
    );
  });

  it('reads the same counts whatever style each line is written in', () => {
    const style = fc.constantFrom(
      (n: number, name: string) => `${n} ${name}`,
      (n: number, name: string) => `${n}x ${name}`,
      (n: number, name: string) => `${name} x${n}`,
      (n: number, name: string) => `- ${n} ${name}`,
      (n: number, name: string) => `${name} x ${n}   # note`,
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), style), { minLength: 1, maxLength: 25 }), (entries) => {
        const text = ["Captain's deck", ...entries.map(([n, f], i) => f(n, `Card ${i}`))].join('\n');
        const { deck, problems } = value(parseDeckList(text));
        return problems.length === 0 && deck.captains.every((e, i) => e.count === entries[i]?.[0]);
      }),
    );
  });
});
