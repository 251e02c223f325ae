/**
 * The planetfall helper: its draws replay through the engine to the slots
 * the rules give, a bad Tech Level is refused on its field before any draw is
 * made, and links go through and back; a link holding a draw the rules do not
 * allow is refused, naming the draw.
 */
import { describe, expect, it } from 'vitest';
import { encodeState } from '../../../src/widgets/kit/url-codec.ts';
import { readEncodedState } from '../../../src/widgets/kit/url-state.ts';
import { computePlanetfall, tryDraw, type PlanetfallView } from '../../../src/widgets/ascension/planetfall/compute.ts';
import { PLANETFALL_URL } from '../../../src/widgets/ascension/planetfall/link.ts';
import { BOUNDS } from '../../../src/engine/ascension/input/index.ts';
import { PLANETFALL_EXAMPLES } from '../../../src/widgets/ascension/planetfall/presets.ts';
import { INITIAL, type PlanetfallToolState } from '../../../src/widgets/ascension/planetfall/state.ts';

const example = (id: string): PlanetfallToolState => PLANETFALL_EXAMPLES.find((e) => e.id === id)!.state;
const view = (s: PlanetfallToolState): PlanetfallView => {
  const a = computePlanetfall(s);
  if (!a.ok) throw new Error(a.general?.error ?? 'refused');
  return a;
};

describe('planetfall compute', () => {
  it('a Class B world leaves five slots and asks for a Resource first', () => {
    const v = view(INITIAL);
    expect([v.spacePanels, v.state.slotsLeft, v.state.stage, v.next]).toEqual([1, 5, 'resources', 'draw']);
  });

  it('the chain example places four panels and ends on the Society showing TL 9, one slot left', () => {
    const v = view(example('chain'));
    expect(v.next).toBe('done');
    expect(v.state.slotsLeft).toBe(1);
    expect(v.state.placed.map((p) => `${p.plusOne ? '+1 ' : ''}${p.kind}${p.tl === null ? '' : ` ${p.tl}`}`)).toEqual(['+1 resource', 'resource', '+1 society', 'society 9']);
    expect(v.steps.every((t) => t.rule.startsWith('ascension.'))).toBe(true);
  });

  it('a Shadow Agent rated 2R must draw two first; a single draw is refused with its rule', () => {
    const s = { ...INITIAL, worldClass: 'C' as const, asset: 'agent' as const, rating: '2R' as const };
    const v = view(s);
    expect(v.next).toBe('draw-pair');
    const r = tryDraw(s, v.state, { kind: 'draw', panel: 'plain' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rule).toBe('ascension.a-8-7');
  });

  it('the last-slot example asks; keeping it for a Society then discards a "+1" Society and places the next', () => {
    const s = example('last-slot');
    expect(view(s).next).toBe('keep-slot');
    const kept: PlanetfallToolState = { ...s, draws: [...s.draws, ['k', true], ['d', 'plus-one', null], ['d', 'plain', 8]] };
    const v = view(kept);
    expect(v.next).toBe('done');
    expect(v.state.discarded).toBe(1);
    expect(v.state.placed.at(-1)).toEqual({ kind: 'society', plusOne: false, tl: 8 });
  });

  it('a Tech Level that is not a whole number in range is refused on its field', () => {
    const s = { ...example('chain'), draws: example('chain').draws.slice(0, 3) };
    const v = view(s);
    expect(v.state.stage).toBe('societies');
    for (const tl of ['nine', '-1', '1000']) {
      const r = tryDraw({ ...s, tl }, v.state, { kind: 'draw', panel: 'plain' });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.field).toBe('tl');
    }
    const good = tryDraw({ ...s, tl: ' 12 ' }, v.state, { kind: 'draw', panel: 'plain' });
    expect(good).toEqual({ ok: true, draw: ['d', 'plain', 12] });
  });
});

describe('planetfall links', () => {
  it('every example goes through a link and back', () => {
    for (const e of PLANETFALL_EXAMPLES) expect(readEncodedState(encodeState(e.state), PLANETFALL_URL)).toEqual({ ok: true, value: e.state });
  });

  it('links the rules or the tool do not allow are refused with a sentence', () => {
    const cases: [unknown, RegExp][] = [
      [{ ...example('chain'), draws: [...example('chain').draws, ['d', 'plain', 3]] }, /^draw 5 could not be made/],
      [{ ...INITIAL, rating: '2R' }, /could not be set up/],
      [{ ...INITIAL, worldClass: 'E' }, /World Class/],
      [{ ...INITIAL, draws: [['z']] }, /not one this tool writes/],
      [{ ...INITIAL, more: 1 }, /never writes/],
      // The engine's highest Tech Level is the link's: a draw past it is refused on its field as the link is read, not replayed first.
      [{ ...INITIAL, draws: [['d', 'plain', BOUNDS.techLevel + 1]] }, new RegExp(`^a Society’s Tech Level must be a whole number from 0 to ${BOUNDS.techLevel}\\.$`)],
    ];
    for (const [bad, why] of cases) {
      const read = readEncodedState(encodeState(bad), PLANETFALL_URL);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error).toMatch(why);
    }
  });
});
