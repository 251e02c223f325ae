/**
 * The quick bounded planetfall solver (one double per chance, its error
 * bounded by counting operations) against the exact chain on rows small enough
 * to solve exactly, and against the solver that rounds outward at every
 * operation on the longest row: every exact figure lies inside its bounds, the
 * two solvers' bounds overlap (both hold the truth), and the bounds stay within
 * 1e-9 (the widest `encounterOdds` accepts). Random rows, crews (replacements of power -1 to 4 included) and readings.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fractionOfFloat, ZERO, type Fraction } from '../../../src/engine/core/dice/index.ts';
import { solveBounded } from '../../../src/engine/traders/odds/encounter-bounds.ts';
import { solveExact, type EncounterStart } from '../../../src/engine/traders/odds/encounter-exact.ts';
import { encounterModel, type ModelInput } from '../../../src/engine/traders/odds/encounter-model.ts';
import { solveRounded } from '../../../src/engine/traders/odds/encounter-rounded.ts';
import { attackersFromRow } from '../../../src/engine/traders/odds/encounter.ts';
import { ENCOUNTER_CARDS, RANKS, VILLAIN_KEYS, type Rank } from '../../../src/engine/traders/tables/index.ts';
import { crew, lastTarget, next, readings, row, type FightReadings } from './encounter-arbitraries.ts';

type Readings = FightReadings;

const FULL_CREW = { captain: { active: true }, first: { active: true }, second: { active: true }, third: { active: true } };

/** The exact chance lies between the two doubles, and they are less than `width` apart. */
function holds(f: Fraction, [lo, hi]: [number, number], width: number) {
  expect(fractionOfFloat(lo)!.compare(f)).toBeLessThanOrEqual(0);
  expect(fractionOfFloat(hi)!.compare(f)).toBeGreaterThanOrEqual(0);
  expect(hi - lo).toBeLessThan(width);
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
  expect(b!.positions).toBe(exact.states);
}

describe('quick bounded planetfall odds', () => {
  it('hold the exact odds of random small rows, within 1e-9, through the same positions', () => {
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
    expect(quick!.positions).toBe(careful!.positions);
  });
});
