/** Property tests: distributions sum to 1, monotone odds, readings that change only what they govern, registered trace rules. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { outcomes, ZERO, type Distribution, type Fraction } from '../../../src/engine/core/dice/index.ts';
import { repairOdds } from '../../../src/engine/ascension/economy/index.ts';
import { fluxOdds, sabotageOdds, secretRollOdds } from '../../../src/engine/ascension/flux/index.ts';
import { assaultPass, siegeForecast, siegePass } from '../../../src/engine/ascension/planetary/index.ts';
import { DEFAULT_READINGS, READING_KEYS, READING_SPECS, withReadings, type ReadingKey, type Readings } from '../../../src/engine/ascension/readings.ts';
import { isAscensionRuleId } from '../../../src/engine/ascension/rules.ts';
import { energyOdds, missileOdds, rangeRollOdds, sensorsOdds, stealthOdds } from '../../../src/engine/ascension/space/index.ts';
import { value } from './helpers.ts';

const total = (d: Distribution): Fraction => outcomes(d).reduce((a, o) => a.add(o.chance), ZERO);
const tl = fc.integer({ min: 0, max: 30 });
/** A roll against one system has a Tech Level exactly when a Society is counted there (AM-03); against two, either way. */
const fluxInput = fc
  .record({
    systems: fc.array(fc.record({ societies: fc.integer({ min: 0, max: 3 }), resources: fc.integer({ min: 0, max: 3 }) }), { minLength: 1, maxLength: 2 }),
    yourTl: tl,
    systemTl: fc.option(tl, { nil: null }),
    roller: fc.oneof(
      fc.record({ kind: fc.constant('asset' as const), dice: fc.integer({ min: 1, max: 12 }) }),
      fc.constant({ kind: 'faction-panel' as const }),
      fc.record({ kind: fc.constant('embassy' as const), level: fc.integer({ min: 0, max: 2 }), cultural: fc.boolean() }),
    ),
  })
  .map((i) => (i.systems.length > 1 ? i : { ...i, systemTl: i.systems[0]!.societies > 0 ? (i.systemTl ?? 10) : null }));
const readingsArb = fc.record(Object.fromEntries(READING_KEYS.map((k) => [k, fc.constantFrom(...READING_SPECS[k].choices.map((c) => c.value))]))) as fc.Arbitrary<Readings>;
const shipArb = fc.record({ missiles: fc.integer({ min: 0, max: 8 }), tl: fc.integer({ min: 8, max: 12 }), hull: fc.integer({ min: 3, max: 12 }), disabled: fc.boolean() });
/** The system's Tech Level: its Society's, or none with no Society (AM-03). */
const tlOf = (system: { societies: readonly unknown[] }): number | null => (system.societies.length > 0 ? 10 : null);
const systemArb = fc.record({
  societies: fc.array(fc.record({ siege: fc.integer({ min: 0, max: 4 }), battle: fc.integer({ min: 0, max: 4 }) }), { minLength: 0, maxLength: 3 }),
  defenses: fc.array(fc.record({ level: fc.integer({ min: 0, max: 2 }), owner: fc.constantFrom('attacker' as const, 'defender' as const) }), { maxLength: 2 }),
});

describe('distributions sum to 1', () => {
  it('flux successes, Sabotage losses', () => {
    fc.assert(
      fc.property(fluxInput, readingsArb, fc.integer({ min: 0, max: 2 }), (input, readings, level) => {
        expect(total(value(fluxOdds(input, readings)).successes).toFraction()).toBe('1');
        expect(total(value(sabotageOdds({ flux: input, outpostLevel: level }, readings)).powerLost).toFraction()).toBe('1');
      }),
    );
  });
  it('beam and spinal damage, missile damage, repairs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 6 }), readingsArb, (dice, size, range, face, readings) => {
        expect(total(value(energyOdds({ weapon: 'spinal', dice, targetSize: size, range, targetShields: face }, readings)).damage).toFraction()).toBe('1');
        const m = value(missileOdds({ missiles: dice, missileSize: face, targetEcm: range, targetPointDefense: dice, targetMissileToHit: face, range }, readings));
        expect(total(m.damage).toFraction()).toBe('1');
        expect(total(m.survivors).toFraction()).toBe('1');
        expect(total(value(repairOdds({ starportLevel: range, hull: 20, damage: size }, readings)).damageAfter).toFraction()).toBe('1');
      }),
    );
  });
  it('the outcomes of a whole Siege action, its hits and its counter-fire', () => {
    fc.assert(
      fc.property(systemArb, fc.array(shipArb, { minLength: 1, maxLength: 2 }), readingsArb, (system, fleet, readings) => {
        const r = siegeForecast({ system, target: { kind: 'world', barFace: 2 }, societyTl: tlOf(system), fleet }, readings);
        if (!r.ok) return;
        const f = r.value;
        expect(f.stripped.add(f.repelled).add(f.held).add(f.stalemate).toFraction()).toBe('1');
        const pass = value(siegePass({ system, target: { kind: 'world', barFace: 2 }, societyTl: tlOf(system), fleet }, readings));
        if (pass.counter) expect(total(pass.counter.damage).toFraction()).toBe('1');
        expect(total(pass.attack.hits).toFraction()).toBe('1');
      }),
      { numRuns: 40 },
    );
  });
});

describe('monotone odds', () => {
  it('more flux dice, or a higher Tech Level, never lowers a pass chance', () => {
    fc.assert(
      fc.property(fluxInput, readingsArb, (input, readings) => {
        const pass = (i: typeof input) => value(fluxOdds(i, readings)).pass;
        const p = pass(input);
        if (input.roller.kind === 'asset' && input.roller.dice < 12) expect(pass({ ...input, roller: { ...input.roller, dice: input.roller.dice + 1 } }).gte(p)).toBe(true);
        if (input.yourTl < 30) expect(pass({ ...input, yourTl: input.yourTl + 1 }).gte(p)).toBe(true);
      }),
    );
  });
  it('more Missiles, or a higher ship Tech Level, never lowers a Siege pass', () => {
    fc.assert(
      fc.property(systemArb, shipArb, (system, ship) => {
        const success = (s: typeof ship) => value(siegePass({ system, target: { kind: 'world', barFace: 1 }, societyTl: tlOf(system), fleet: [s] })).attack.success;
        const p = success(ship);
        expect(success({ ...ship, missiles: ship.missiles + 1 }).gte(p)).toBe(true);
        expect(success({ ...ship, tl: ship.tl + 1 }).gte(p)).toBe(true);
      }),
    );
  });
  it('more Sensors, Stealth or Mystery dice never lower their chance; nor a better Range roll pool', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 7 }), (n, size, range, other) => {
        expect(value(sensorsOdds({ sensors: n + 1, targetSize: size, range })).success.gte(value(sensorsOdds({ sensors: n, targetSize: size, range })).success)).toBe(true);
        expect(value(stealthOdds({ stealth: n + 1, range })).success.gte(value(stealthOdds({ stealth: n, range })).success)).toBe(true);
        expect(value(secretRollOdds({ kind: 'mystery', dice: n + 1, value: range })).find.gte(value(secretRollOdds({ kind: 'mystery', dice: Math.max(1, n), value: range })).find)).toBe(true);
        const a = Math.min(n, 7);
        const win = (k: number) => value(rangeRollOdds({ attacker: [{ agility: k }], defender: [{ agility: other }] })).attackerWins;
        expect(win(a + 1).gte(win(a))).toBe(true);
      }),
    );
  });
});

/** The readings each solver may depend on; every other reading must leave its answer alone. */
const GOVERNS: [string, (r: Readings) => unknown, ReadingKey[]][] = [
  ['flux', (r) => fluxOdds({ systems: [{ societies: 2, resources: 1 }], yourTl: 11, systemTl: 9, roller: { kind: 'embassy', level: 2, cultural: true }, purpose: 'treaty' }, r), ['naturalRolls', 'embassyTreatyDice', 'culturalEmbassy', 'starportTradeDice']],
  ['beams', (r) => energyOdds({ weapon: 'beams', dice: 3, targetSize: 5, range: 1, targetShields: 2 }, r), ['naturalRolls', 'energyToHit', 'shields']],
  ['missiles', (r) => missileOdds({ missiles: 4, missileSize: 2, targetEcm: 1, targetPointDefense: 2, targetMissileToHit: 3 }, r), ['naturalRolls', 'missileToHit', 'missileDamage']],
  ['range roll', (r) => rangeRollOdds({ attacker: [{ agility: 2 }], defender: [{ agility: 2 }] }, r), ['rangeTies']],
  ['siege pass', (r) => siegePass({ system: { societies: [{ siege: 3, battle: 2 }], defenses: [{ level: 1, owner: 'attacker' }] }, target: { kind: 'outpost', level: 1 }, societyTl: 10, fleet: [{ missiles: 6, tl: 11, hull: 12, disabled: false }, { missiles: 4, tl: 10, hull: 12 }] }, r), ['naturalRolls', 'defenseCount', 'fleetSiege', 'outpostDestruction', 'disabledCheck', 'destroyedAt']],
  ['assault pass', (r) => assaultPass({ system: { societies: [{ siege: 3, battle: 2 }], defenses: [] }, target: { kind: 'world', barFace: 1 }, societyTl: 10, soldiers: [{ dice: 4, tl: 11 }, { dice: 3, tl: 9 }] }, r), ['naturalRolls', 'defenseCount', 'soldiers', 'assaultCounter', 'outpostDestruction']],
  ['repair', (r) => repairOdds({ starportLevel: 1, hull: 12, damage: 8, disabled: true }, r), ['repairClears', 'destroyedAt']],
];

const plain = (x: unknown): string => JSON.stringify(x, (_, v) => (typeof v === 'bigint' ? String(v) : v && typeof v === 'object' && 'n' in v && 'd' in v && 's' in v ? `${v.s}${v.n}/${v.d}` : v));

describe('readings change only what they govern', () => {
  for (const [name, solve, governed] of GOVERNS) {
    it(name, () => {
      const base = plain((solve(DEFAULT_READINGS) as { value: unknown }).value);
      for (const key of READING_KEYS) {
        if (governed.includes(key)) continue;
        for (const choice of READING_SPECS[key].choices.slice(1)) {
          expect(plain((solve(withReadings({ [key]: choice.value } as Partial<Readings>)) as { value: unknown }).value), `${name} under ${key}=${choice.value}`).toBe(base);
        }
      }
      // And at least one governed reading does change it.
      const changes = governed.some((key) => READING_SPECS[key].choices.slice(1).some((c) => plain((solve(withReadings({ [key]: c.value } as Partial<Readings>)) as { value: unknown }).value) !== base));
      expect(changes).toBe(true);
    });
  }
});

describe('traces', () => {
  it('cite only registered rules', () => {
    fc.assert(
      fc.property(fluxInput, readingsArb, systemArb, shipArb, (input, readings, system, ship) => {
        const results = [
          fluxOdds(input, readings),
          siegePass({ system, target: { kind: 'outpost', level: 1 }, societyTl: tlOf(system), fleet: [ship] }, readings),
          assaultPass({ system, target: { kind: 'world', barFace: 2 }, societyTl: tlOf(system), soldiers: [{ dice: ship.missiles, tl: ship.tl }] }, readings),
          missileOdds({ missiles: ship.missiles, missileSize: 2, targetEcm: 1, targetPointDefense: 2, targetMissileToHit: 3 }, readings),
        ];
        for (const r of results) {
          const rules = r.ok ? r.trace.map((s) => s.rule) : [r.rule];
          for (const rule of rules) expect(isAscensionRuleId(rule)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
