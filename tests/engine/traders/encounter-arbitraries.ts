/**
 * Random planetfall encounters for the bounded solvers' tests: short rows
 * (one to three attackers of one or two cards), crews with any officer absent,
 * active or not, at powers -1 to 4 (replacements included), and every reading
 * of the fight. Kept small so the exact chain they are checked against stays
 * quick; the tests fix fast-check's seed as well (some random rows keep the
 * exact chain's fractions growing for minutes).
 */
import fc from 'fast-check';
import type { ModelInput } from '../../../src/engine/traders/odds/encounter-model.ts';
import { ENCOUNTER_CARDS, RANKS, VILLAIN_KEYS } from '../../../src/engine/traders/tables/index.ts';

export type FightReadings = ModelInput['readings'];

/** A row of one to three attackers, each of one or two cards (as many as the deck holds). */
export const row = fc
  .uniqueArray(fc.constantFrom(...VILLAIN_KEYS), { minLength: 1, maxLength: 3 })
  .chain((cards) => fc.tuple(...cards.map((card) => fc.integer({ min: 1, max: Math.min(2, ENCOUNTER_CARDS[card].copies) }).map((count) => ({ card, count })))));

const officer = fc.option(fc.record({ active: fc.boolean(), power: fc.integer({ min: -1, max: 4 }) }), { nil: undefined });

/** A crew with at least one officer active; absent officers are left out. */
export const crew = fc
  .tuple(officer, officer, officer, officer)
  .map(([captain, first, second, third]) => ({ captain, first, second, third }))
  .filter((c) => Object.values(c).some((o) => o?.active))
  .map((c) => Object.fromEntries(Object.entries(c).filter(([, o]) => o !== undefined)) as ModelInput['crew']);

export const readings = fc.record({
  targetOrder: fc.constantFrom('rotation' as const, 'alternation' as const),
  gangRetaliation: fc.constantFrom('combined' as const, 'per-card' as const),
  retaliator: fc.constantFrom('highest' as const, 'next-below' as const),
});

/** The attacker to act next (taken modulo the row's length) and the officer attacked last. */
export const next = fc.integer({ min: 0, max: 2 });
export const lastTarget = fc.option(fc.constantFrom(...RANKS), { nil: null });
