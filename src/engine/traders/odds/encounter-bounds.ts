/**
 * A planetfall encounter of any row a search can draw, with proven bounds
 * (A07-A19; the recommended choices of `encounter.ts`). The exact fractions of
 * a long row run to thousands of digits, but the encounter itself is small:
 * who is active, the cards left of each attacker, whose attack is next and
 * who is attacked next.
 *
 * Its shape makes it quick. Every attack either changes nothing (no wound,
 * no card beaten: the next attacker strikes the next officer) or moves the
 * encounter on for good (an officer fewer, or cards fewer). So the positions
 * fall into groups of the same crew and cards left; inside a group the next
 * attacker and the next officer turn round a fixed cycle (each in its own
 * rotation), and a group only ever leads to groups with fewer officers or
 * fewer cards. The chance of being in each position is carried forward from
 * the start, group by group in that order; the round trips inside a group are
 * a geometric series summed in closed form. Every number is a lower and an
 * upper double, rounded outward at each operation (`core/dice/bounds.ts`), so
 * the true chance lies between them.
 */
import { floatAbove, floatBelow, roundDown, roundUp } from '../../core/dice/index.ts';
import type { EncounterModel, Strike } from './encounter-model.ts';
import { rollOffOdds } from './roll-off.ts';
import type { EncounterStart } from './encounter-exact.ts';
import { boundedEncounter, cardsLeft, encounterLayout, OFFICER_SLOTS, slotAttacker, slotOfficer, TOTAL_AT, traceCycle } from './encounter-layout.ts';
import type { BoundedEncounter } from './encounter-layout.ts';

export type { BoundedEncounter, FloatBounds } from './encounter-layout.ts';

/** The outward rounding, held locally (a module's export may be reached through a getter on every call). */
const rd = roundDown;
const ru = roundUp;

/** Adds bounds to the lower and upper doubles at `at` and `at + 1`, each rounded outward. */
const add = (a: Float64Array, at: number, lo: number, hi: number): void => {
  a[at] = rd(a[at]! + lo);
  a[at + 1] = ru(a[at + 1]! + hi);
};


/** One attack's moves as bounds: staying in the group, the end of the game, and every move on. */
interface Moves {
  stayLo: number;
  stayHi: number;
  woundLo: number;
  woundHi: number;
  lostLo: number;
  lostHi: number;
  /** Moves on: the crew mask after, the cards of the attacker left after, and the chance. */
  toMask: number[];
  toLeft: number[];
  lo: number[];
  hi: number[];
}


/** A roll-off's chance of a win, and of no win (a loss or a tie), as bounds. */
interface RollBounds {
  winLo: number;
  winHi: number;
  missLo: number;
  missHi: number;
}

/** The cards left after a strike back, each with its chance as bounds. */
interface SurvivorBounds {
  left: number[];
  lo: number[];
  hi: number[];
}

/** The bounded moves of every attack, with the roll-offs each needs converted once. */
function movesTable(model: EncounterModel) {
  const rolls = new Map<number, RollBounds>();
  const roll = (d: number): RollBounds => {
    let r = rolls.get(d);
    if (!r) {
      const { win, lose, tie } = rollOffOdds(d);
      const miss = lose.add(tie);
      rolls.set(d, (r = { winLo: floatBelow(win), winHi: floatAbove(win), missLo: floatBelow(miss), missHi: floatAbove(miss) }));
    }
    return r;
  };
  const survivors = (strike: Strike, n: number): SurvivorBounds => {
    const r = roll(strike.diff);
    if (!strike.perCard) return { left: [0, n], lo: [r.winLo, r.missLo], hi: [r.winHi, r.missHi] };
    // k of the n cards beaten: C(n, k) p^k (1-p)^(n-k), each factor rounded outward.
    const out: SurvivorBounds = { left: [], lo: [], hi: [] };
    let binom = 1;
    for (let k = 0; k <= n; k++) {
      let lo = binom;
      let hi = binom;
      for (let j = 0; j < k; j++) [lo, hi] = [rd(lo * r.winLo), ru(hi * r.winHi)];
      for (let j = k; j < n; j++) [lo, hi] = [rd(lo * r.missLo), ru(hi * r.missHi)];
      out.left.push(n - k);
      out.lo.push(lo);
      out.hi.push(hi);
      binom = (binom * (n - k)) / (k + 1);
    }
    return out;
  };
  const movesOf = (mask: number, i: number, n: number, target: number): Moves => {
    const m = model.attack(mask, i, n, target);
    const w = roll(m.woundDiff);
    const out: Moves = { stayLo: 0, stayHi: 0, woundLo: w.winLo, woundHi: w.winHi, lostLo: 0, lostHi: 0, toMask: [], toLeft: [], lo: [], hi: [] };
    const add = (toMask: number, left: number, lo: number, hi: number) => {
      if (toMask === mask && left === n) {
        out.stayLo = lo;
        out.stayHi = hi;
        return;
      }
      out.toMask.push(toMask);
      out.toLeft.push(left);
      out.lo.push(lo);
      out.hi.push(hi);
    };
    const held = survivors(m.held, n);
    held.left.forEach((left, k) => add(mask, left, rd(w.missLo * held.lo[k]!), ru(w.missHi * held.hi[k]!)));
    if (m.disband || !m.afterWound) {
      out.lostLo = w.winLo;
      out.lostHi = w.winHi;
    } else {
      const after = mask & ~(1 << target);
      const hurt = survivors(m.afterWound, n);
      hurt.left.forEach((left, k) => add(after, left, rd(w.winLo * hurt.lo[k]!), ru(w.winHi * hurt.hi[k]!)));
    }
    return out;
  };
  return movesOf;
}

/**
 * Carries the chance from `start` through every position, with outward
 * rounding; null if the positions of a group do not form cycles (they always
 * do for the rules as read: a guard, not a case).
 */
export function solveBounded(model: EncounterModel, start: EncounterStart): BoundedEncounter | null {
  const layout = encounterLayout(model, start);
  const { A, stride, radix, codes, nextAlive, targets } = layout;

  // The moves of each (crew, attacker, cards, officer), worked out once.
  const movesOf = movesTable(model);
  const table: (Moves | undefined)[] = [];
  const movesAt = (mask: number, i: number, n: number, t: number): Moves => {
    const key = ((mask * A + i) * 5 + n) * OFFICER_SLOTS + t;
    return (table[key] ??= movesOf(mask, i, n, t));
  };

  // Chance waiting to enter each group: for each position its lower bound, then its upper. A group is
  // keyed by cards left, then crew (code * 16 + mask): a move on lowers the cards, or keeps them and
  // loses an officer, so it always leads to a smaller key, and the groups are done from the largest key
  // down. Done in that order, the writes of each kind of move sweep down the array in step, which keeps
  // them near each other in memory.
  const groups = 16 * codes;
  const pending = new Float64Array(groups * stride * 2);
  const reached = new Uint8Array(groups);

  // Running totals, each a lower and an upper bound side by side (see TOTAL_AT).
  const { UNHURT, HURT, LOST, ATTACKS, WOUND } = TOTAL_AT;
  const totals = new Float64Array(TOTAL_AT.size);
  let positions = 0;

  const startKey = start.left.reduce((acc, n, i) => acc + n * radix[i]!, 0) * 16 + start.mask;
  reached[startKey] = 1;
  pending[(startKey * stride + start.next * OFFICER_SLOTS + start.target) * 2] = 1;
  pending[(startKey * stride + start.next * OFFICER_SLOTS + start.target) * 2 + 1] = 1;

  // Scratch for one group.
  const left = new Int32Array(A);
  const entry = new Float64Array(2 * stride);
  const done = new Uint8Array(stride);
  const cycle = new Int32Array(stride);
  const qLo = new Float64Array(stride);
  const qHi = new Float64Array(stride);
  const vLo = new Float64Array(stride);
  const vHi = new Float64Array(stride);
  // This group's share of each total, added to the totals once (fewer roundings on large sums).
  const group = new Float64Array(totals.length);

  for (let key = startKey; key >= 0; key--) {
    if (!reached[key]) continue;
    const mask = key & 15;
    const code = key >> 4;
    const alive = cardsLeft(layout, code, left);
    entry.set(pending.subarray(key * stride * 2, (key + 1) * stride * 2));
    done.fill(0);
    group.fill(0);
    for (let s0 = 0; s0 < stride; s0++) {
      if (entry[2 * s0 + 1] === 0 || done[s0]) continue;
      // The cycle through s0: the next attacker with cards, the next officer after the one attacked.
      const L = traceCycle(layout, s0, alive, mask, done, cycle);
      if (L < 0) return null;
      let QLo = 1;
      let QHi = 1;
      for (let j = 0; j < L; j++) {
        const c = cycle[j]!;
        const i = slotAttacker(c);
        const m = movesAt(mask, i, left[i]!, slotOfficer(c));
        qLo[j] = m.stayLo;
        qHi[j] = m.stayHi;
        QLo = rd(QLo * m.stayLo);
        QHi = ru(QHi * m.stayHi);
      }
      // Visits to the cycle's first position: each entry reaches it after k stays, and round it goes (a geometric series).
      let accLo = 0;
      let accHi = 0;
      let pLo = 1;
      let pHi = 1;
      for (let k = 0; k < L; k++) {
        const j = (L - k) % L;
        accLo = rd(accLo + rd(entry[2 * cycle[j]!]! * pLo));
        accHi = ru(accHi + ru(entry[2 * cycle[j]! + 1]! * pHi));
        const before = (j - 1 + L) % L;
        pLo = rd(pLo * qLo[before]!);
        pHi = ru(pHi * qHi[before]!);
      }
      const denLo = rd(1 - QHi);
      const denHi = ru(1 - QLo);
      if (!(denLo > 0)) return null;
      vLo[0] = rd(accLo / denHi);
      vHi[0] = ru(accHi / denLo);
      for (let j = 1; j < L; j++) {
        vLo[j] = rd(entry[2 * cycle[j]!]! + rd(qLo[j - 1]! * vLo[j - 1]!));
        vHi[j] = ru(entry[2 * cycle[j]! + 1]! + ru(qHi[j - 1]! * vHi[j - 1]!));
      }
      positions += L;
      // What leaves each position of the cycle.
      for (let j = 0; j < L; j++) {
        const c = cycle[j]!;
        const i = slotAttacker(c);
        const t = slotOfficer(c);
        const n = left[i]!;
        const m = movesAt(mask, i, n, t);
        const lo = vLo[j]!;
        const hi = vHi[j]!;
        add(group, ATTACKS, lo, hi);
        add(group, WOUND + 2 * t, rd(lo * m.woundLo), ru(hi * m.woundHi));
        add(group, LOST, rd(lo * m.lostLo), ru(hi * m.lostHi));
        for (let e = 0; e < m.lo.length; e++) {
          const toMask = m.toMask[e]!;
          const k = m.toLeft[e]!;
          const toCode = code - (n - k) * radix[i]!;
          const eLo = rd(lo * m.lo[e]!);
          const eHi = ru(hi * m.hi[e]!);
          if (toCode === 0) {
            add(group, toMask === model.startMask ? UNHURT : HURT, eLo, eHi);
            continue;
          }
          const next = nextAlive[(k > 0 ? alive : alive & ~(1 << i)) * A + i]!;
          const tt = targets[toMask * 5 + t + 1]!;
          if (tt < 0) return null;
          const to = toCode * 16 + toMask;
          reached[to] = 1;
          add(pending, (to * stride + next * OFFICER_SLOTS + tt) * 2, eLo, eHi);
        }
      }
    }
    for (let k = 0; k < totals.length; k += 2) add(totals, k, group[k]!, group[k + 1]!);
  }
  return boundedEncounter(totals, positions);
}
