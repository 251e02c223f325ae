/**
 * The trade and treaty checker: its answers agree with the spec's figures
 * (R6: trade between systems of 3 + 2 panels, TL 9 against 11, two dice,
 * 3/4; R30: bars 1 and 2 against a level-2 Factory, a Treaty under "at
 * least" and not under "exact"; R32: bars 1, 1, 2 against the same Factory,
 * under both), bad fields are refused at their place in the form, and
 * links go through and back; damaged ones are refused.
 */
import { describe, expect, it } from 'vitest';
import { encodeState } from '../../../src/widgets/kit/url-codec.ts';
import { readEncodedState } from '../../../src/widgets/kit/url-state.ts';
import { computeTrade, type TradeAnswer } from '../../../src/widgets/ascension/trade/compute.ts';
import { TRADE_URL } from '../../../src/widgets/ascension/trade/link.ts';
import { TRADE_EXAMPLES } from '../../../src/widgets/ascension/trade/presets.ts';
import { INITIAL, type TradeState } from '../../../src/widgets/ascension/trade/state.ts';

const example = (id: string): TradeState => TRADE_EXAMPLES.find((e) => e.id === id)!.state;
const ok = (a: TradeAnswer) => {
  if (!a.ok) throw new Error(`refused: ${JSON.stringify(a.fields)} ${a.general?.error}`);
  return a;
};

describe('trade compute', () => {
  it('R6: between two systems of 3 + 2 panels, TL 9 against 11, two dice: tier 1 open at 3/4, tier 2 closed', () => {
    const a = ok(computeTrade(example('between')));
    if (a.tab !== 'trade') throw new Error('tab');
    expect(a.tiers[0].open).toBe(true);
    expect(a.tiers[0].flux).toMatchObject({ target: 3, dice: 2, pass: { fraction: '3/4', percent: '75.00' } });
    expect(a.tiers[1].open).toBe(false);
    expect(a.tiers[0].trace.every((t) => t.rule.startsWith('ascension.'))).toBe(true);
  });

  it('a Starport at level 0 supplies no tier 2 (AM-17)', () => {
    const a = ok(computeTrade(example('tier2')));
    if (a.tab !== 'trade') throw new Error('tab');
    expect(a.tiers[1].requirements.find((q) => !q.met)?.rule).toBe('ascension.AM-17');
    const exact = ok(computeTrade({ ...example('tier2'), starportLevel: '1' }));
    expect(exact.tab === 'trade' && exact.tiers[1].open).toBe(true);
  });

  it('R30: bars 1 and 2 against a level-2 Factory: Power 4 against 3, a Treaty under "at least", none under "exact"', () => {
    const a = ok(computeTrade(example('treaty-at-least')));
    if (a.tab !== 'treaty') throw new Error('tab');
    expect([a.treaty.power, a.treaty.tradePower, a.treaty.eligible]).toEqual([4, 3, true]);
    expect(a.treaty.flux?.pass.fraction).toBe('1/3');
    const exact = ok(computeTrade({ ...example('treaty-at-least'), readings: { treatyPower: 'exact' } }));
    expect(exact.tab === 'treaty' && exact.treaty.eligible).toBe(false);
    expect(exact.readings.map((r) => r.note)).toEqual(['AM-13']);
  });

  it('R32: bars 1, 1 and 2 against a level-2 Factory: a Treaty under both readings', () => {
    const s: TradeState = {
      ...example('treaty-at-least'),
      panels: [
        { kind: 'society', barFace: '1', owner: 'you', revolt: false },
        { kind: 'resource', barFace: '1', owner: 'opponent', revolt: false },
        { kind: 'resource', barFace: '2', owner: 'you', revolt: false },
      ],
    };
    for (const readings of [{}, { treatyPower: 'exact' }]) {
      const a = ok(computeTrade({ ...s, readings }));
      expect(a.tab === 'treaty' && [a.treaty.power, a.treaty.tradePower, a.treaty.eligible]).toEqual([4, 4, true]);
    }
  });

  it('the Revolt example takes the bar, which returns to its owner; the Blockade example asks for a pick, then takes it', () => {
    const r = ok(computeTrade(example('revolt')));
    expect(r.tab === 'losses' && r.losses.losses).toEqual([{ cause: 'revolt', panel: 'World Panel 1 (Society)', from: 1, to: 0, returnedTo: 'you' }]);
    const b = ok(computeTrade(example('blockade')));
    if (b.tab !== 'losses') throw new Error('tab');
    expect(b.losses.needsPick?.candidates.map((c) => c.name)).toEqual(['World Panel 1 (Society)', 'World Panel 3 (Resource)']);
    const picked = ok(computeTrade({ ...example('blockade'), picks: [b.losses.needsPick!.candidates[1]!.ref] }));
    expect(picked.tab === 'losses' && picked.losses.losses.map((l) => [l.panel, l.to, l.returnedTo])).toEqual([['World Panel 3 (Resource)', 0, 'opponent']]);
  });

  it('bad fields are refused where the form shows them, with no answer', () => {
    const t = computeTrade({ ...INITIAL, yourTl: 'ten', dice: '0', systems: [{ societies: '9', resources: '1' }, INITIAL.systems[1]] });
    expect(t.ok).toBe(false);
    if (!t.ok) expect(Object.keys(t.fields).sort()).toEqual(['roller.dice', 'systems.0.societies', 'yourTl']);
    const treaty = computeTrade({ ...example('treaty-at-least'), panels: [{ kind: 'society', barFace: 'x', owner: 'you', revolt: false }, { kind: 'resource', barFace: '2', owner: 'none', revolt: false }] });
    expect(treaty.ok).toBe(false);
    if (!treaty.ok) {
      expect(treaty.fields['panels.0.barFace']).toBeDefined();
      for (const e of Object.values(treaty.fields)) expect(e.rule).toMatch(/^ascension\./);
    }
  });
});

describe('trade links', () => {
  it('every example goes through a link and back unchanged', () => {
    for (const e of TRADE_EXAMPLES) {
      const s = { ...e.state, exact: true, readings: { revoltScope: 'panel' } };
      expect(readEncodedState(encodeState(s), TRADE_URL)).toEqual({ ok: true, value: s });
    }
  });

  it('damaged links are refused with a sentence', () => {
    for (const bad of [
      { ...INITIAL, tab: 'war' },
      { ...INITIAL, blockades: [7] },
      { ...INITIAL, panels: Array(7).fill(INITIAL.panels[0]) },
      { ...INITIAL, readings: { factoryDoubling: 'everywhere' } },
      { ...INITIAL, ends: [INITIAL.ends[0]] },
      null,
    ]) {
      const read = readEncodedState(encodeState(bad), TRADE_URL);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error).toMatch(/\.$/);
    }
  });
});
