/**
 * The quick bounded planetfall solver (one double per chance, its error
 * bounded by counting operations) against the exact chain on rows small enough
 * to solve exactly, and against the solver that rounds outward at every
 * operation on the longest row: every exact figure lies inside its bounds, the
 * two solvers' bounds overlap (both hold the truth), and the bounds stay within
 * 1e-9 (the widest `encounterOdds` accepts). Random rows, crews (replacements of power -1 to 4 included) and readings.
 * The quick solver merges positions that play alike (attackers of the same
 * power and count in the same order): its positions are counted here on their
 * own, by a search keyed by the powers and counts in the row's order.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fractionOfFloat, ZERO, type Fraction } from '../../../src/engine/core/dice/index.ts';
import { solveBounded } from '../../../src/engine/traders/odds/encounter-bounds.ts';
import { firstAliveAfter, solveExact, type EncounterStart } from '../../../src/engine/traders/odds/encounter-exact.ts';
import { encounterModel, survivors, type EncounterModel, type ModelInput, type Strike } from '../../../src/engine/traders/odds/encounter-model.ts';
import { rollOffOdds } from '../../../src/engine/traders/odds/roll-off.ts';
import { solveRounded } from '../../../src/engine/traders/odds/encounter-rounded.ts';
import { attackersFromRow } from '../../../src/engine/traders/odds/encounter.ts';
import { ENCOUNTER_CARDS, RANKS, VILLAIN_KEYS, villainPower, type Rank } from '../../../src/engine/traders/tables/index.ts';
import { crew, lastTarget, next, readings, row, type FightReadings } from './encounter-arbitraries.ts';

type Readings = FightReadings;

const FULL_CREW = { captain: { active: true }, first: { active: true }, second: { active: true }, third: { active: true } };

/** The exact chance lies between the two doubles, and they are less than `width` apart. */
function holds(f: Fraction, [lo, hi]: [number, number], width: number) {
  expect(fractionOfFloat(lo)!.compare(f)).toBeLessThanOrEqual(0);
  expect(fractionOfFloat(hi)!.compare(f)).toBeGreaterThanOrEqual(0);
  expect(hi - lo).toBeLessThan(width);
}

/**
 * The positions reachable from `start` once those that play alike are one: a
 * position is known by the crew, the officer attacked next, the power and
 * cards left of each attacker with cards in the row's order, and the place of
 * the next attacker among them.
 */
function alikePositions(model: EncounterModel, start: EncounterStart): number {
  const powers = model.attackers.map((a) => villainPower(a.card));
  const keyOf = (s: EncounterStart) => {
    const alive = s.left.flatMap((n, i) => (n > 0 ? [i] : []));
    return `${s.mask}|${s.target}|${alive.map((i) => `${powers[i]}:${s.left[i]}`).join(',')}|${alive.indexOf(s.next)}`;
  };
  // The cards that can be left after a strike back, worked out once per strike (each attack's is kept by the model).
  const lefts = new Map<Strike, number[]>();
  const leftAfter = (strike: Strike, n: number) => {
    let l = lefts.get(strike);
    if (!l) lefts.set(strike, (l = survivors(strike, n).map((r) => r.left)));
    return l;
  };
  const seen = new Set<string>();
  const stack: EncounterStart[] = [start];
  while (stack.length > 0) {
    const s = stack.pop()!;
    const key = keyOf(s);
    if (seen.has(key)) continue;
    seen.add(key);
    const i = s.next;
    const n = s.left[i]!;
    const m = model.attack(s.mask, i, n, s.target);
    const { win, lose, tie } = rollOffOdds(m.woundDiff);
    const go = (mask: number, k: number) => {
      const left = s.left.map((x, j) => (j === i ? k : x));
      const following = firstAliveAfter(left, i + 1);
      if (following >= 0) stack.push({ mask, left, next: following, target: model.targetAfter(mask, s.target) });
    };
    if (!lose.add(tie).equals(0)) for (const k of leftAfter(m.held, n)) go(s.mask, k);
    if (!win.equals(0) && !m.disband && m.afterWound) for (const k of leftAfter(m.afterWound, n)) go(s.mask & ~(1 << s.target), k);
  }
  return seen.size;
}

function against(attackers: { card: (typeof VILLAIN_KEYS)[number]; count: number }[], c: ModelInput['crew'], r: Readings, next = 0, last: Rank | null = null, width = 1e-9) {
  const model = encounterModel({ attackers, crew: c, readings: r });
  const start: EncounterStart = { mask: model.startMask, left: attackers.map((a) => a.count), next: next % attackers.length, target: model.targetAfter(model.startMask, last === null ? -1 : RANKS.indexOf(last)) };
  const exact = solveExact(model, start, true, 100_000);
  const b = solveRounded(model, start);
  expect(b).not.toBeNull();
  const outcome = (o: 'unhurt' | 'hurt' | 'lost') => exact.outcomes.get(o) ?? ZERO;
  holds(outcome('unhurt'), b!.unhurt, width);
  holds(outcome('hurt'), b!.hurt, width);
  holds(outcome('lost'), b!.lost, width);
  holds(exact.expected.get('attacks')!, b!.attacks, width);
  for (const rank of model.present) holds(exact.expected.get(String(rank))!, b!.wounded[rank]!, width);
  expect(b!.positions).toBe(alikePositions(model, start));
  expect(b!.positions).toBeLessThanOrEqual(exact.states);
  // No two attackers of the same power: nothing to merge.
  if (new Set(attackers.map((a) => villainPower(a.card))).size === attackers.length) expect(b!.positions).toBe(exact.states);
}

describe('quick bounded planetfall odds', () => {
  it('hold the exact odds of random small rows, within 1e-9, through the positions that play differently', () => {
    fc.assert(
      fc.property(row, crew, readings, next, lastTarget, (attackers, c, r, n, last) => against(attackers, c, r, n, last)),
      // A fixed seed, as in encounter-bounds.test.ts: some random rows keep the exact chain busy for minutes.
      { numRuns: 25, seed: 2026 },
    );
  });

  it('hold the exact odds of two gangs struck back card by card', () => {
    const perCard: Readings = { targetOrder: 'rotation', gangRetaliation: 'per-card', retaliator: 'highest' };
    against(attackersFromRow(['hunter', 'vagyr', 'hunter', 'vagyr']), { captain: { active: true }, second: { active: true, power: -1 } }, perCard);
    against(attackersFromRow(['hunter', 'vagyr', 'hunter', 'vagyr']), { captain: { active: true }, first: { active: false }, third: { active: true } }, { ...perCard, targetOrder: 'alternation' });
  });

  it('merge only attackers that play alike: the same power, room for the cards, in the row order', () => {
    const perCard: Readings = { targetOrder: 'rotation', gangRetaliation: 'per-card', retaliator: 'highest' };
    // A Bounty Hunter of one card cannot stand for a Vagyr gang of two; a Thug between them keeps its place.
    against(attackersFromRow(['hunter', 'thug', 'vagyr', 'vagyr']), { captain: { active: true }, second: { active: true } }, perCard);
    // Soldiers and Mercenaries apart, a Marine between them, the Mercenaries next.
    against(attackersFromRow(['soldier', 'marine', 'mercenary', 'soldier']), { captain: { active: true }, first: { active: true } }, { ...perCard, gangRetaliation: 'combined' }, 2);
  });

  const LONGEST = attackersFromRow(VILLAIN_KEYS.flatMap((k) => Array.from({ length: ENCOUNTER_CARDS[k].copies }, () => k)));
  const variants: Readings[] = [
    { targetOrder: 'rotation', gangRetaliation: 'per-card', retaliator: 'highest' },
    { targetOrder: 'alternation', gangRetaliation: 'per-card', retaliator: 'next-below' },
    { targetOrder: 'rotation', gangRetaliation: 'combined', retaliator: 'highest' },
  ];
  it.each(variants.map((r) => [JSON.stringify(r), r] as const))('on the longest row (%s) agree with the outward-rounding solver, within 1e-9', (_, r) => {
    const model = encounterModel({ attackers: LONGEST, crew: FULL_CREW, readings: r });
    const start: EncounterStart = { mask: model.startMask, left: LONGEST.map((a) => a.count), next: 0, target: model.targetAfter(model.startMask, -1) };
    const quick = solveRounded(model, start);
    const careful = solveBounded(model, start);
    expect(quick).not.toBeNull();
    expect(careful).not.toBeNull();
    const pairs: [[number, number], [number, number]][] = [
      [quick!.unhurt, careful!.unhurt],
      [quick!.hurt, careful!.hurt],
      [quick!.lost, careful!.lost],
      [quick!.attacks, careful!.attacks],
      ...RANKS.map((_, i) => [quick!.wounded[i]!, careful!.wounded[i]!] as [[number, number], [number, number]]),
    ];
    for (const [[lo, hi], [cLo, cHi]] of pairs) {
      expect(hi - lo).toBeLessThanOrEqual(1e-9);
      expect(Math.max(lo, cLo)).toBeLessThanOrEqual(Math.min(hi, cHi));
    }
    // Gangs of the same power (Bounty Hunters and Vagyr, Soldiers and Mercenaries, Marines and Zodani) merge.
    expect(quick!.positions).toBeLessThan(careful!.positions);
    // Counted on their own where the search is quick (card by card it walks hundreds of thousands of positions).
    if (r.gangRetaliation === 'combined') expect(quick!.positions).toBe(alikePositions(model, start));
  });
});
