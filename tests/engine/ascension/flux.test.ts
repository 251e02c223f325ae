/** Flux rolls, Sabotage and secret rolls under each reading they depend on. */
import { describe, expect, it } from 'vitest';
import { FLUX_PRESETS, fluxOdds, fluxPresetsFor, sabotageOdds, secretRollOdds } from '../../../src/engine/ascension/flux/index.ts';
import { isAscensionRuleId } from '../../../src/engine/ascension/rules.ts';
import { withReadings } from '../../../src/engine/ascension/readings.ts';
import { text, value } from './helpers.ts';

const base = { systems: [{ societies: 1, resources: 1 }], yourTl: 10, systemTl: 10 };

describe('flux', () => {
  it('clamps targets past the die, or holds them to 1–5 under the house rule (AM-02)', () => {
    const high = { ...base, yourTl: 20, roller: { kind: 'asset', dice: 1 } };
    expect(text(value(fluxOdds(high)).pass)).toBe('1');
    expect(text(value(fluxOdds(high, withReadings({ naturalRolls: 'on' }))).pass)).toBe('5/6');
    const low = { ...base, yourTl: 0, roller: { kind: 'asset', dice: 1 } };
    expect(text(value(fluxOdds(low)).pass)).toBe('0');
    expect(text(value(fluxOdds(low, withReadings({ naturalRolls: 'on' }))).pass)).toBe('1/6');
  });

  it('counts a system with no Society at TL 0 (AM-03)', () => {
    const r = fluxOdds({ systems: [{ societies: 0, resources: 2 }], yourTl: 1, systemTl: null, roller: { kind: 'faction-panel' } });
    expect(value(r).target.used).toBe(3);
    expect(r.ok && r.trace.some((s) => s.rule === 'ascension.AM-03')).toBe(true);
  });

  it('gives an Embassy 1 + level dice, a Cultural one 2 + level (AM-05, AM-11)', () => {
    const dice = (level: number, cultural: boolean, purpose?: string, readings = withReadings()) => value(fluxOdds({ ...base, roller: { kind: 'embassy', level, cultural }, ...(purpose ? { purpose } : {}) }, readings)).dice;
    expect([0, 1, 2].map((l) => dice(l, false))).toEqual([1, 2, 3]);
    expect([0, 1, 2].map((l) => dice(l, true))).toEqual([2, 3, 4]);
    expect(dice(2, true, undefined, withReadings({ culturalEmbassy: 'unpowered-only' }))).toBe(3);
    expect(dice(2, false, 'treaty')).toBe(1);
    expect(dice(2, false, 'treaty', withReadings({ embassyTreatyDice: 'powered' }))).toBe(3);
  });

  it('rolls the overseer\'s dice for Starport trade, or one die under AM-06', () => {
    const input = { ...base, roller: { kind: 'asset', dice: 3 }, purpose: 'starport-trade' };
    expect(value(fluxOdds(input)).dice).toBe(3);
    expect(value(fluxOdds(input, withReadings({ starportTradeDice: 'panel' }))).dice).toBe(1);
  });

  it('caps Sabotage at the Outpost\'s power, or destroys under the other reading of AM-08', () => {
    const input = { flux: { ...base, roller: { kind: 'asset', dice: 3 } }, outpostLevel: 1 };
    const stops = value(sabotageOdds(input));
    expect(stops.powerLostTable.map((o) => `${o.value}:${text(o.chance)}`)).toEqual(['0:8/27', '1:19/27']);
    expect(text(stops.destroyed)).toBe('0');
    expect(text(value(sabotageOdds(input, withReadings({ sabotageAtZero: 'destroys' }))).destroyed)).toBe('7/27');
  });

  it('finds nothing on a panel value of 0 (M3)', () => expect(text(value(secretRollOdds({ kind: 'adventure', dice: 4, value: 0 })).find)).toBe('0'));

  it('refuses more World Panels than slots and a bad roller, naming the field', () => {
    expect(fluxOdds({ ...base, systems: [{ societies: 4, resources: 3 }], roller: { kind: 'asset', dice: 1 } })).toMatchObject({ ok: false, field: 'systems.0' });
    expect(fluxOdds({ ...base, roller: { kind: 'wizard' } })).toMatchObject({ ok: false, field: 'roller.kind' });
    expect(fluxOdds({ ...base, roller: { kind: 'asset', dice: 13 } })).toMatchObject({ ok: false, field: 'roller.dice' });
    expect(fluxOdds({ ...base, yourTl: 10.5, roller: { kind: 'asset', dice: 1 } })).toMatchObject({ ok: false, field: 'yourTl', rule: 'ascension.AM-04' });
  });

  it('lists presets that cite registered rules', () => {
    expect(FLUX_PRESETS.length).toBeGreaterThanOrEqual(12);
    for (const p of FLUX_PRESETS) for (const r of p.rules) expect(isAscensionRuleId(r)).toBe(true);
    expect(FLUX_PRESETS.find((p) => p.id === 'sabotage')!.mode).toBe('count');
    expect(fluxPresetsFor(withReadings()).some((p) => p.id === 'security-detail')).toBe(false);
    expect(fluxPresetsFor(withReadings({ securityDetailFlux: 'flux' })).some((p) => p.id === 'security-detail')).toBe(true);
  });
});
