/**
 * A planetfall encounter solved exactly, as one absorbing chain on the dice
 * kernel (`solveChain`): each step is one attack and its strike back. The
 * chain's state is who is still active, the cards left of each attacker,
 * whose attack is next and who is attacked next (all that matters of who was
 * attacked last: A07, A08). Exact fractions grow long quickly, so this is for
 * small rows; `encounter-bounds.ts` takes the rest.
 */
import { solveChain, type ChainMove, type Fraction } from '../../core/dice/index.ts';
import { survivors, type EncounterModel } from './encounter-model.ts';
import { rollOffOdds } from './roll-off.ts';

export interface EncounterStart {
  mask: number;
  left: readonly number[];
  next: number;
  target: number;
}

export type EncounterEnd = 'unhurt' | 'hurt' | 'lost';

export interface ExactEncounter {
  outcomes: Map<EncounterEnd, Fraction>;
  /** Expected attacks (`attacks`) and P(each officer is wounded), by index into RANKS as text ('0'..'3'). */
  expected: Map<string, Fraction>;
  states: number;
}

/** The attacker after `from` (wrapping) with cards left, or -1 when none has. */
export function firstAliveAfter(left: readonly number[], from: number): number {
  for (let k = 0; k < left.length; k++) {
    const i = (from + k) % left.length;
    if (left[i]! > 0) return i;
  }
  return -1;
}

/**
 * Solves the encounter from `start`; `counted` asks for the expected attacks
 * and wounds as well. Throws a RangeError when the chain has more than
 * `maxStates` states (the caller turns that into the bounds).
 */
export function solveExact(model: EncounterModel, start: EncounterStart, counted: boolean, maxStates: number): ExactEncounter {
  const counts = (target: number, wounded: boolean): Record<string, number> => (wounded ? { attacks: 1, [String(target)]: 1 } : { attacks: 1 });

  const after = (s: EncounterStart, mask: number, left: number[], chance: Fraction, wounded: boolean): ChainMove<EncounterStart, EncounterEnd> => {
    const c = counts(s.target, wounded);
    const following = firstAliveAfter(left, s.next + 1);
    if (following === -1) return { chance, outcome: mask === model.startMask ? 'unhurt' : 'hurt', counts: c };
    return { chance, to: { mask, left, next: following, target: model.targetAfter(mask, s.target) }, counts: c };
  };

  const moves = (s: EncounterStart): ChainMove<EncounterStart, EncounterEnd>[] => {
    const i = s.next;
    const n = s.left[i]!;
    const m = model.attack(s.mask, i, n, s.target);
    const withLeft = (k: number) => s.left.map((x, j) => (j === i ? k : x));
    const out: ChainMove<EncounterStart, EncounterEnd>[] = [];
    const { win: wound, lose, tie } = rollOffOdds(m.woundDiff);
    const safe = lose.add(tie);
    if (!safe.equals(0)) for (const r of survivors(m.held, n)) out.push(after(s, s.mask, withLeft(r.left), safe.mul(r.chance), false));
    if (!wound.equals(0)) {
      if (m.disband || !m.afterWound) out.push({ chance: wound, outcome: 'lost', counts: counts(s.target, true) });
      else {
        const mask = s.mask & ~(1 << s.target);
        for (const r of survivors(m.afterWound, n)) out.push(after(s, mask, withLeft(r.left), wound.mul(r.chance), true));
      }
    }
    return out;
  };

  const solution = solveChain<EncounterStart, EncounterEnd>({
    start,
    key: (s) => `${s.mask}|${s.left.join('')}|${s.next}|${s.target}`,
    moves,
    counted: counted ? ['attacks', ...model.present.map(String)] : [],
    maxStates,
  });
  return solution;
}
