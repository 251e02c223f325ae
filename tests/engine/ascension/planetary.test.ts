/** Planetary combat: ratings, one pass, and the whole action checked against a direct recursion over the fleet. */
import { describe, expect, it } from 'vitest';
import { chanceAtLeast, countAtMost, dice, outcomes, sumOf, Fraction, ONE, ZERO } from '../../../src/engine/core/dice/index.ts';
import { assaultForecast, assaultPass, planetaryRating, siegeForecast, siegePass } from '../../../src/engine/ascension/planetary/index.ts';
import { DEFAULT_READINGS, withReadings, type Readings } from '../../../src/engine/ascension/readings.ts';
import { text, value } from './helpers.ts';

const system = { societies: [{ siege: 2, battle: 1 }], defenses: [] as { level: number; owner: 'attacker' | 'defender' }[] };

interface Ship {
  missiles: number;
  tl: number;
  hull: number;
  damage: number;
  disabled: boolean;
}

/** P(target stripped) by brute recursion over every ship's state, ship after ship, as the book's steps run. */
function bruteStripped(ships: Ship[], rating: number, societyTl: number, need: number, readings: Readings): Fraction {
  const memo = new Map<string, Fraction>();
  const hitsOf = (s: Ship) => chanceAtLeast(countAtMost(s.disabled ? Math.floor(s.missiles / 2) : s.missiles, Math.max(0, Math.min(6, 3 + s.tl - societyTl))), rating);
  const limit = (s: Ship) => (readings.destroyedAt === 'reaches' ? s.hull : s.hull + 1);
  const reply = outcomes(dice(rating));
  const disable = readings.disabledCheck === 'automatic' ? ONE : new Fraction(1, 3);
  const go = (fleet: (Ship | null)[], left: number, turn: number): Fraction => {
    if (left <= 0) return ONE;
    if (fleet.every((s) => s === null)) return ZERO;
    let t = turn;
    while (fleet[t % fleet.length] === null) t++;
    t %= fleet.length;
    const key = JSON.stringify([fleet, left, t]);
    const known = memo.get(key);
    if (known) return known;
    const ship = fleet[t]!;
    const p = hitsOf(ship);
    let total = ZERO;
    for (const [succ, pc] of [[1, p], [0, ONE.sub(p)]] as const) {
      if (pc.equals(0)) continue;
      if (left - succ <= 0) {
        total = total.add(pc);
        continue;
      }
      for (const { value: x, chance } of reply) {
        const d = ship.damage + x;
        const branches: [Ship | null, Fraction][] =
          d >= limit(ship) ? [[null, ONE]] : !ship.disabled && 2 * d >= ship.hull ? [[{ ...ship, damage: d, disabled: true }, disable], [{ ...ship, damage: d }, ONE.sub(disable)]] : [[{ ...ship, damage: d }, ONE]];
        for (const [next, pb] of branches) {
          const nf = fleet.map((s, i) => (i === t ? next : s));
          total = total.add(pc.mul(chance).mul(pb).mul(go(nf, left - succ, t + 1)));
        }
      }
    }
    memo.set(key, total);
    return total;
  };
  return go(ships, need, 0);
}

/** The pooled reading: every ship left rolls together and the first one left takes the reply. */
function brutePooled(ships: Ship[], rating: number, societyTl: number, need: number): Fraction {
  const memo = new Map<string, Fraction>();
  const reply = outcomes(dice(rating));
  const go = (fleet: (Ship | null)[], left: number): Fraction => {
    if (left <= 0) return ONE;
    const lead = fleet.findIndex((s) => s !== null);
    if (lead < 0) return ZERO;
    const key = JSON.stringify([fleet, left]);
    const known = memo.get(key);
    if (known) return known;
    const hits = sumOf(fleet.filter((s): s is Ship => s !== null).map((s) => countAtMost(s.disabled ? Math.floor(s.missiles / 2) : s.missiles, Math.max(0, Math.min(6, 3 + s.tl - societyTl)))));
    const p = chanceAtLeast(hits, rating);
    const ship = fleet[lead]!;
    let total = p.mul(left - 1 <= 0 ? ONE : ZERO);
    for (const [succ, pc] of [[1, p], [0, ONE.sub(p)]] as const) {
      if (pc.equals(0) || left - succ <= 0) continue;
      for (const { value: x, chance } of reply) {
        const d = ship.damage + x;
        const branches: [Ship | null, Fraction][] =
          d >= ship.hull ? [[null, ONE]] : !ship.disabled && 2 * d >= ship.hull ? [[{ ...ship, damage: d, disabled: true }, new Fraction(1, 3)], [{ ...ship, damage: d }, new Fraction(2, 3)]] : [[{ ...ship, damage: d }, ONE]];
        for (const [next, pb] of branches) total = total.add(pc.mul(chance).mul(pb).mul(go(fleet.map((s, i) => (i === lead ? next : s)), left - succ)));
      }
    }
    memo.set(key, total);
    return total;
  };
  return go(ships, need);
}

describe('planetary ratings', () => {
  it('adds S values and each Defense Outpost at 1 + level (AM-23)', () => {
    const sys = { societies: [{ siege: 3, battle: 1 }, { siege: 2, battle: 2 }], defenses: [{ level: 2, owner: 'attacker' as const }, { level: 0, owner: 'defender' as const }] };
    expect(planetaryRating(sys, 'siege', DEFAULT_READINGS).rating).toBe(3 + 2 + 3 + 1);
    expect(planetaryRating(sys, 'assault', DEFAULT_READINGS).rating).toBe(1 + 2 + 3 + 1);
    expect(planetaryRating(sys, 'siege', withReadings({ defenseCount: 'exclude-attacker' })).rating).toBe(3 + 2 + 1);
  });

  it('flags a rating of 0: success for certain, no reply (AM-25)', () => {
    const r = siegePass({ system: { societies: [], defenses: [] }, target: { kind: 'world', barFace: 1 }, societyTl: null, fleet: [{ missiles: 0, tl: 0, hull: 5 }] });
    expect(text(value(r).attack.success)).toBe('1');
    expect(value(r).counter).toBeNull();
    expect(r.ok && r.trace.some((s) => s.rule === 'ascension.AM-25')).toBe(true);
  });
});

describe('one pass', () => {
  it('halves a Disabled ship\'s Missiles (AM-28)', () => {
    const r = value(siegePass({ system, target: { kind: 'world', barFace: 1 }, societyTl: 10, fleet: [{ missiles: 5, tl: 10, hull: 20, disabled: true }] }));
    expect(r.attack.dice).toEqual([2]);
  });

  it('pools the fleet under the other reading of AM-24', () => {
    const input = { system, target: { kind: 'world', barFace: 1 }, societyTl: 10, fleet: [{ missiles: 1, tl: 10, hull: 20 }, { missiles: 1, tl: 10, hull: 20 }] };
    expect(text(value(siegePass(input)).attack.success)).toBe('0');
    expect(text(value(siegePass(input, withReadings({ fleetSiege: 'pooled' }))).attack.success)).toBe('1/4');
  });

  it('gives the chance the reply destroys or disables the ship', () => {
    const r = value(siegePass({ system, target: { kind: 'world', barFace: 1 }, societyTl: 10, fleet: [{ missiles: 2, tl: 10, hull: 4 }] }));
    // 2d6 ≥ 4 destroys; 2 or 3 leaves it at half Hull and a 5–6 disables.
    expect(text(r.afterCounter!.destroyed)).toBe('11/12');
    expect(text(r.afterCounter!.disabledNow)).toBe('1/36');
  });

  it('uses the Soldier\'s number for the reply under the other reading of AM-30', () => {
    const input = { system: { societies: [{ siege: 0, battle: 4 }], defenses: [] }, target: { kind: 'world', barFace: 1 }, societyTl: 10, soldiers: [{ dice: 2, tl: 11 }] };
    expect(value(assaultPass(input)).counter.hitOn.used).toBe(2);
    expect(value(assaultPass(input, withReadings({ assaultCounter: 'attacker' }))).counter.hitOn.used).toBe(4);
  });

  it('counts successes needed by the target (AM-26)', () => {
    const base = { system, societyTl: 10, fleet: [{ missiles: 2, tl: 10, hull: 20 }] };
    expect(value(siegePass({ ...base, target: { kind: 'outpost', level: 1 } })).need).toBe(2);
    expect(value(siegePass({ ...base, target: { kind: 'outpost', level: 1 } }, withReadings({ outpostDestruction: 'at-zero' }))).need).toBe(1);
    expect(value(siegePass({ ...base, target: { kind: 'outpost', level: 0 } }, withReadings({ outpostDestruction: 'at-zero' }))).need).toBe(1);
    expect(value(siegePass({ ...base, target: { kind: 'world', barFace: 2 } })).need).toBe(2);
  });

  it('refuses a destroyed ship, a missing Defense and more successes than needed', () => {
    expect(siegePass({ system, target: { kind: 'world', barFace: 1 }, societyTl: 10, fleet: [{ missiles: 2, tl: 10, hull: 4, damage: 4 }] })).toMatchObject({ ok: false, field: 'fleet.0.damage' });
    expect(siegePass({ system, target: { kind: 'defense', index: 0 }, societyTl: 10, fleet: [{ missiles: 2, tl: 10, hull: 4 }] })).toMatchObject({ ok: false, field: 'target.index' });
    expect(siegePass({ system, target: { kind: 'world', barFace: 1 }, societyTl: 10, stripped: 2, fleet: [{ missiles: 2, tl: 10, hull: 4 }] })).toMatchObject({ ok: false, field: 'stripped' });
  });
});

describe('the whole action (AM-56)', () => {
  const cases: { name: string; ships: Ship[]; need: number; readings: Readings }[] = [
    { name: 'one ship', ships: [{ missiles: 3, tl: 11, hull: 7, damage: 0, disabled: false }], need: 2, readings: DEFAULT_READINGS },
    { name: 'two ships', ships: [{ missiles: 3, tl: 11, hull: 6, damage: 1, disabled: false }, { missiles: 4, tl: 10, hull: 5, damage: 0, disabled: false }], need: 2, readings: DEFAULT_READINGS },
    { name: 'three ships, exceeds', ships: [{ missiles: 2, tl: 11, hull: 4, damage: 0, disabled: false }, { missiles: 3, tl: 10, hull: 5, damage: 0, disabled: true }, { missiles: 2, tl: 12, hull: 3, damage: 0, disabled: false }], need: 3, readings: withReadings({ destroyedAt: 'exceeds' }) },
    { name: 'automatic Disabled', ships: [{ missiles: 4, tl: 11, hull: 8, damage: 0, disabled: false }, { missiles: 4, tl: 11, hull: 8, damage: 0, disabled: false }], need: 2, readings: withReadings({ disabledCheck: 'automatic' }) },
  ];
  for (const c of cases) {
    it(`matches a direct recursion over the fleet: ${c.name}`, () => {
      const target = c.need === 3 ? { kind: 'outpost', level: 2 } : { kind: 'world', barFace: 2 };
      const r = value(siegeForecast({ system, target, societyTl: 10, fleet: c.ships }, c.readings));
      expect(text(r.stripped)).toBe(text(bruteStripped(c.ships, 2, 10, c.need, c.readings)));
      expect(text(r.stripped.add(r.repelled).add(r.stalemate).add(r.held))).toBe('1');
    });
  }

  it('matches a direct recursion under the pooled reading of AM-24', () => {
    const ships: Ship[] = [{ missiles: 2, tl: 10, hull: 6, damage: 0, disabled: false }, { missiles: 3, tl: 11, hull: 5, damage: 1, disabled: false }, { missiles: 2, tl: 9, hull: 4, damage: 0, disabled: true }];
    const sys3 = { societies: [{ siege: 3, battle: 1 }], defenses: [] };
    const r = value(siegeForecast({ system: sys3, target: { kind: 'world', barFace: 2 }, societyTl: 10, fleet: ships }, withReadings({ fleetSiege: 'pooled' })));
    expect(text(r.stripped)).toBe(text(brutePooled(ships, 3, 10, 2)));
  });

  it('stops after one pass under the other reading', () => {
    const ships = [{ missiles: 3, tl: 11, hull: 30 }, { missiles: 3, tl: 11, hull: 30 }];
    const r = value(siegeForecast({ system, target: { kind: 'world', barFace: 1 }, societyTl: 10, fleet: ships }, withReadings({ planetaryRepeat: 'one-pass' })));
    const p = value(siegePass({ system, target: { kind: 'world', barFace: 1 }, societyTl: 10, fleet: [ships[0]!] })).attack.success;
    expect(text(r.stripped)).toBe(text(ONE.sub(ONE.sub(p).pow(2))));
    expect(r.method).toBe('one-pass');
  });

  it('refuses a forecast too long to solve on the spot, naming the fleet', () => {
    const r = siegeForecast({ system: { societies: [{ siege: 1, battle: 1 }], defenses: [] }, target: { kind: 'outpost', level: 2 }, societyTl: 10, fleet: [{ missiles: 20, tl: 11, hull: 60 }] });
    expect(r).toMatchObject({ ok: false, rule: 'ascension.AM-56', field: 'fleet' });
  });

  it('finds a stalemate when neither Soldiers nor world can hurt the other', () => {
    // The Soldier cannot hit (TL far below); one reply die can never reach its rating of 2.
    const r = value(assaultForecast({ system: { societies: [{ siege: 0, battle: 1 }], defenses: [] }, target: { kind: 'world', barFace: 1 }, societyTl: 10, soldiers: [{ dice: 2, tl: 0 }] }));
    expect(text(r.stalemate)).toBe('1');
  });

  it('gives a lone Soldier a geometric race', () => {
    // Battle 1, a 1-die Soldier at equal TL: success 1/2 a pass, and the reply (1 die on 1–3) eliminates it half the time:
    // P = 1/2 + (1/2)(1/2)P gives 2/3; lost, L = 1/4 + 1/4 + L/4 gives 2/3.
    const r = value(assaultForecast({ system: { societies: [{ siege: 0, battle: 1 }], defenses: [] }, target: { kind: 'world', barFace: 1 }, societyTl: 10, soldiers: [{ dice: 1, tl: 10 }] }));
    expect(text(r.stripped)).toBe('2/3');
    expect(text(r.lost[0]!)).toBe('2/3');
  });
});
