/**
 * What the planetfall solvers keep between questions (each row's model with
 * the quick solver's moves and where each position's moves land, each row
 * shape's numbering of positions) never
 * changes an answer: a question asked again, after others in between, gets the
 * very doubles it got when asked from nothing. And the kept things are shared
 * only where they read the same: the numbering by row shape and starting crew,
 * the model by everything it reads.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { EncounterStart } from '../../../src/engine/traders/odds/encounter-exact.ts';
import { numberingFor } from '../../../src/engine/traders/odds/encounter-layout.ts';
import { keptEncounterModel, type ModelInput } from '../../../src/engine/traders/odds/encounter-model.ts';
import { solveRounded } from '../../../src/engine/traders/odds/encounter-rounded.ts';
import { attackersFromRow, clearEncounterCaches } from '../../../src/engine/traders/odds/encounter.ts';
import { RANKS } from '../../../src/engine/traders/tables/index.ts';
import { crew, lastTarget, next, readings, row } from './encounter-arbitraries.ts';

interface Asked {
  input: ModelInput;
  next: number;
  last: (typeof RANKS)[number] | null;
}

function solve(q: Asked) {
  const model = keptEncounterModel(q.input);
  const start: EncounterStart = {
    mask: model.startMask,
    left: q.input.attackers.map((a) => a.count),
    next: q.next % q.input.attackers.length,
    target: model.targetAfter(model.startMask, q.last === null ? -1 : RANKS.indexOf(q.last)),
  };
  return solveRounded(model, start);
}

const asked = fc.record({ input: fc.record({ attackers: row, crew, readings }), next, last: lastTarget });

describe('what the planetfall solvers keep between questions', () => {
  it('never changes an answer: a question asked again, with others between, gets the same doubles as from nothing', () => {
    fc.assert(
      fc.property(fc.array(asked, { minLength: 2, maxLength: 6 }), (questions) => {
        const fresh = questions.map((q) => {
          clearEncounterCaches();
          return solve(q);
        });
        clearEncounterCaches();
        // Each asked twice in turn, then all again in reverse: later answers read what the earlier ones kept.
        const again = [...questions, ...questions].map(solve);
        const back = [...questions].reverse().map(solve).reverse();
        questions.forEach((_, i) => {
          expect(again[i]).toEqual(fresh[i]);
          expect(again[i + questions.length]).toEqual(fresh[i]);
          expect(back[i]).toEqual(fresh[i]);
        });
      }),
      { numRuns: 15, seed: 2026 },
    );
  });

  it('keeps where moves land for every start of a row: each start, after others of the same row, gets the doubles it gets from nothing', () => {
    // Later starts pass through positions the earlier ones never reached (fewer cards left, another attacker first),
    // so the landings kept are partly filled when they begin.
    const startOfRow = fc.record({ left: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 3, maxLength: 3 }), next, last: lastTarget });
    fc.assert(
      fc.property(fc.record({ attackers: row, crew, readings }), fc.array(startOfRow, { minLength: 2, maxLength: 5 }), (input, starts) => {
        const startAt = (s: { left: number[]; next: number; last: (typeof RANKS)[number] | null }): EncounterStart => {
          const model = keptEncounterModel(input);
          const left: number[] = input.attackers.map((a, i) => Math.min(a.count, s.left[i]!));
          if (!left.some((n) => n > 0)) left[0] = input.attackers[0]!.count;
          const nextOne = s.next % input.attackers.length;
          return { mask: model.startMask, left, next: left[nextOne]! > 0 ? nextOne : left.findIndex((n) => n > 0), target: model.targetAfter(model.startMask, s.last === null ? -1 : RANKS.indexOf(s.last)) };
        };
        const fresh = starts.map((s) => {
          clearEncounterCaches();
          return solveRounded(keptEncounterModel(input), startAt(s));
        });
        clearEncounterCaches();
        const shared = starts.map((s) => solveRounded(keptEncounterModel(input), startAt(s)));
        starts.forEach((_, i) => expect(shared[i]).toEqual(fresh[i]));
      }),
      { numRuns: 25, seed: 2026 },
    );
  });

  const perCard = { targetOrder: 'rotation', gangRetaliation: 'per-card', retaliator: 'highest' } as const;
  const gangs = attackersFromRow(['hunter', 'vagyr', 'hunter', 'thug']);
  const startOf = (input: ModelInput, next = 0): EncounterStart => {
    const model = keptEncounterModel(input);
    return { mask: model.startMask, left: input.attackers.map((a) => a.count), next, target: model.targetAfter(model.startMask, -1) };
  };

  it('numbers a row shape once: the same powers, cards and starting crew share it, whatever the officers can do', () => {
    clearEncounterCaches();
    const a: ModelInput = { attackers: gangs, crew: { captain: { active: true }, first: { active: true } }, readings: perCard };
    const b: ModelInput = { attackers: gangs, crew: { captain: { active: true, power: 4 }, first: { active: true, power: -1 } }, readings: perCard };
    const first = numberingFor(keptEncounterModel(a), startOf(a));
    expect(numberingFor(keptEncounterModel(a), startOf(a))).toBe(first);
    expect(numberingFor(keptEncounterModel(b), startOf(b))).toBe(first);
    // Who acts first is not part of the numbering; the crew at the start and the target order are.
    expect(numberingFor(keptEncounterModel(a), startOf(a, 1))).toBe(first);
    const fewer: ModelInput = { ...a, crew: { captain: { active: true }, first: { active: false } } };
    expect(numberingFor(keptEncounterModel(fewer), startOf(fewer))).not.toBe(first);
    const alternation: ModelInput = { ...a, readings: { ...perCard, targetOrder: 'alternation' } };
    expect(numberingFor(keptEncounterModel(alternation), startOf(alternation))).not.toBe(first);
    clearEncounterCaches();
    expect(numberingFor(keptEncounterModel(a), startOf(a))).not.toBe(first);
  });

  it('keeps one model per question read the same, and another for any change the model reads', () => {
    clearEncounterCaches();
    const a: ModelInput = { attackers: gangs, crew: { captain: { active: true }, second: { active: true } }, readings: perCard };
    const model = keptEncounterModel(a);
    expect(keptEncounterModel({ attackers: gangs.map((x) => ({ ...x })), crew: { captain: { active: true }, second: { active: true } }, readings: { ...perCard } })).toBe(model);
    expect(keptEncounterModel({ ...a, crew: { captain: { active: true }, second: { active: true, power: 3 } } })).not.toBe(model);
    expect(keptEncounterModel({ ...a, readings: { ...perCard, retaliator: 'next-below' } })).not.toBe(model);
    expect(keptEncounterModel({ ...a, attackers: attackersFromRow(['hunter', 'vagyr', 'thug']) })).not.toBe(model);
  });
});
