/**
 * The planetfall encounter's proven bounds, quickly (A07-A19): the same walk
 * as `encounter-bounds.ts` (groups of the same crew and cards left, each cycle
 * of a group summed as a geometric series, groups done from the largest key
 * down), but with one double per quantity instead of a lower and an upper one
 * rounded outward at every operation. The rows with many gangs struck back
 * card by card (A13) pass through hundreds of thousands of positions, and the
 * outward rounding at each of them was most of the time.
 *
 * Why the single double still gives proven bounds. Write ρ = 1 + 2^-52. Every
 * quantity here is made of non-negative numbers by sums, products and
 * quotients only (the cycle's 1 − Q is summed as the chance of leaving at each
 * of its positions, never subtracted), and each operation in round-to-nearest
 * is off by a factor between 1/ρ and ρ as long as no result falls below the
 * smallest normal double (checked; see `underflow`). A value counted at
 * "level" ℓ is therefore within a factor ρ^ℓ of the true one either way: a
 * sum's level is the larger of its terms' plus one, a product's or quotient's
 * the sum of its factors' plus one. The chances read in (roll-offs from
 * exact fractions) are checked to lie within ρ^ROLL_LEVEL of the truth. The
 * level of every group is bounded from how many groups can come before it (each
 * move on costs a card or an officer), and each group's share of the totals is
 * widened by its level (1 − 2^-52·ℓ below, 1 + 3·2^-53·ℓ above, both covering
 * ρ^∓ℓ) and added to the totals with outward rounding, as the other solver
 * does. Null when a guard trips (a chance read in too far from its fraction, an
 * underflow, a cycle that does not close); the caller then takes the other
 * solver.
 */
import { floatAbove, floatBelow, roundDown, roundUp, type Fraction } from '../../core/dice/index.ts';
import type { BoundedEncounter, FloatBounds } from './encounter-bounds.ts';
import type { EncounterStart } from './encounter-exact.ts';
import type { EncounterModel, Strike } from './encounter-model.ts';
import { rollOffOdds } from './roll-off.ts';
import { encounterLayout, OFFICER_SLOTS, traceCycle } from './encounter-layout.ts';

const rd = roundDown;
const ru = roundUp;
/** Half a unit in the last place of 1: round-to-nearest is off by at most this, relatively. */
const U = 2 ** -53;
/** The smallest normal double: below it the relative error above no longer holds. */
const MIN_NORMAL = 2 ** -1022;
/** Levels allowed between a roll-off's chance as read and its exact fraction. */
const ROLL_LEVEL = 8;

/** One attack's moves as single doubles; `toMask`, `toLeft`, `p`: every move on with a chance above zero. */
interface Moves {
  stay: number;
  leave: number;
  wound: number;
  lost: number;
  toMask: number[];
  toLeft: number[];
  p: number[];
}

/** A double within ρ^ROLL_LEVEL of the fraction (below it), 0 for 0 exactly; NaN when they are further apart. */
function near(f: Fraction): number {
  if (f.equals(0)) return 0;
  const lo = floatBelow(f);
  return floatAbove(f) <= rd(lo * rd(1 + 2 * U * ROLL_LEVEL)) ? lo : Number.NaN;
}

/** The moves of every attack as single doubles, each within ρ^level of its exact chance (`level` below). */
function movesTable(model: EncounterModel) {
  const rolls = new Map<number, { win: number; miss: number }>();
  const roll = (d: number) => {
    let r = rolls.get(d);
    if (!r) {
      const { win, lose, tie } = rollOffOdds(d);
      rolls.set(d, (r = { win: near(win), miss: near(lose.add(tie)) }));
    }
    return r;
  };
  // The cards left after a strike back with their chances: n multiplications on roll-offs of ROLL_LEVEL.
  const survivors = (strike: Strike, n: number): { left: number; p: number }[] => {
    const r = roll(strike.diff);
    if (!strike.perCard) return [{ left: 0, p: r.win }, { left: n, p: r.miss }];
    const out: { left: number; p: number }[] = [];
    let binom = 1;
    for (let k = 0; k <= n; k++) {
      let p = binom;
      for (let j = 0; j < k; j++) p *= r.win;
      for (let j = k; j < n; j++) p *= r.miss;
      out.push({ left: n - k, p });
      binom = (binom * (n - k)) / (k + 1);
    }
    return out;
  };
  return (mask: number, i: number, n: number, target: number): Moves => {
    const m = model.attack(mask, i, n, target);
    const w = roll(m.woundDiff);
    const out: Moves = { stay: 0, leave: 0, wound: w.win, lost: 0, toMask: [], toLeft: [], p: [] };
    const add = (toMask: number, left: number, p: number) => {
      if (toMask === mask && left === n) out.stay = p;
      else if (p !== 0) {
        out.toMask.push(toMask);
        out.toLeft.push(left);
        out.p.push(p);
        out.leave += p;
      }
    };
    for (const s of survivors(m.held, n)) add(mask, s.left, w.miss * s.p);
    if (m.disband || !m.afterWound) {
      out.lost = w.win;
      out.leave += w.win;
    } else for (const s of survivors(m.afterWound, n)) add(mask & ~(1 << target), s.left, w.win * s.p);
    return out;
  };
}

/** Reused between calls: the chance waiting at each slot of each group (a fresh array of this size costs page faults every time). */
let scratch = new Float64Array(0);

/**
 * Carries the chance from `start` through every position; null when a guard
 * trips (see the top of this file).
 */
export function solveRounded(model: EncounterModel, start: EncounterStart): BoundedEncounter | null {
  const layout = encounterLayout(model, start);
  const { counts, A, stride, radix, codes, nextAlive, targets } = layout;
  const officers = Array.from({ length: 16 }, (_, m) => [0, 1, 2, 3].filter((r) => m & (1 << r)).length);

  const movesOf = movesTable(model);
  const table: (Moves | undefined)[] = [];
  const movesAt = (mask: number, i: number, n: number, t: number): Moves => (table[((mask * A + i) * 5 + n) * OFFICER_SLOTS + t] ??= movesOf(mask, i, n, t));

  // Levels (see the top of this file). An edge's chance: the wound roll-off times n + 1 factors of the survivors.
  const maxCount = Math.max(...counts);
  const edgeLevel = (maxCount + 1) * (ROLL_LEVEL + 1) + 1;
  // A chance of leaving: a sum of up to 2(n + 1) of them; a stay is one of them.
  const I = edgeLevel + 2 * (maxCount + 1);
  const L = stride;
  // Sums into one slot: at most one move on from each (attacker, cards beaten, officer, wounded or not).
  const maxIn = counts.reduce((acc, c) => acc + (c + 1) * OFFICER_SLOTS * 2, 0);
  // One group: the entries summed round the cycle (L products of L factors, L sums), 1 − Q summed the same way,
  // their quotient, then down the cycle (I + 2 a step), then times a move's chance.
  const cycleLevel = L * (I + 1) + 1 + L + (L * (I + 1) + I + 1 + L) + 1 + (L - 1) * (I + 2) + I + 1;
  const step = cycleLevel + maxIn;
  // Additions into one of the group's totals: per position the attack, its wound, its loss, and each move on.
  const groupAdds = L * (3 + 2 * (maxCount + 1));
  const startWeight = start.left.reduce((a, b) => a + b, 0) + officers[start.mask]!;

  // A group (keyed crew first, then cards left: a move on lowers the cards, or keeps them and loses an officer, so it
  // always leads to a smaller key) keeps a slot only for each attacker with cards and each officer active, in a
  // block of its own from `offsets[key]`: each attacker's slots run over the officers in rank order.
  const groups = 16 * codes;
  const aliveIn = new Int32Array(codes);
  const rankOf = new Int8Array((1 << A) * A);
  for (let alive = 0; alive < 1 << A; alive++) for (let i = 0, r = 0; i < A; i++) if (alive & (1 << i)) rankOf[alive * A + i] = r++;
  const officerRank = new Int8Array(16 * 4);
  for (let mask = 0; mask < 16; mask++) for (let t = 0, r = 0; t < 4; t++) if (mask & (1 << t)) officerRank[mask * 4 + t] = r++;
  for (let code = 0; code < codes; code++) {
    let alive = 0;
    for (let i = 0; i < A; i++) if (((code / radix[i]!) | 0) % (counts[i]! + 1) > 0) alive |= 1 << i;
    aliveIn[code] = alive;
  }
  const attackersIn = (alive: number) => (alive === 0 ? 0 : rankOf[alive * A + 31 - Math.clz32(alive)]! + 1);
  const offsets = new Int32Array(groups + 1);
  for (let key = 0; key < groups; key++) {
    const mask = (key / codes) | 0;
    const fits = (mask & start.mask) === mask;
    offsets[key + 1] = offsets[key]! + (fits ? attackersIn(aliveIn[key - mask * codes]!) * officers[mask]! : 0);
  }
  const size = offsets[groups]!;
  if (scratch.length < size) scratch = new Float64Array(size);
  const pending = scratch;
  pending.fill(0, 0, size);
  const reached = new Uint8Array(groups);
  const cell = (key: number, alive: number, mask: number, i: number, t: number) => offsets[key]! + rankOf[alive * A + i]! * officers[mask]! + officerRank[mask * 4 + t]!;

  const UNHURT = 0;
  const HURT = 2;
  const LOST = 4;
  const ATTACKS = 6;
  const WOUND = 8;
  const totals = new Float64Array(WOUND + 8);
  const group = new Float64Array(totals.length / 2);
  let positions = 0;
  let underflow = false;
  /** a × b, noting an underflow: a product of two non-zero numbers below the smallest normal double. */
  const mul = (a: number, b: number): number => {
    const r = a * b;
    if (r < MIN_NORMAL && a !== 0 && b !== 0) underflow = true;
    return r;
  };

  const startKey = start.mask * codes + start.left.reduce((acc, n, i) => acc + n * radix[i]!, 0);
  reached[startKey] = 1;
  pending[cell(startKey, aliveIn[startKey - start.mask * codes]!, start.mask, start.next, start.target)] = 1;

  const left = new Int32Array(A);
  const entry = new Float64Array(stride);
  const done = new Uint8Array(stride);
  const cycle = new Int32Array(stride);
  const moves: Moves[] = [];
  const v = new Float64Array(stride);

  for (let key = startKey; key >= 0; key--) {
    if (!reached[key]) continue;
    const mask = (key / codes) | 0;
    const code = key - mask * codes;
    let alive = 0;
    let cards = 0;
    for (let i = 0; i < A; i++) {
      left[i] = ((code / radix[i]!) | 0) % (counts[i]! + 1);
      cards += left[i]!;
      if (left[i]! > 0) alive |= 1 << i;
    }
    entry.fill(0);
    const o = officers[mask]!;
    for (let i = 0, at = offsets[key]!; i < A; i++) {
      if (!(alive & (1 << i))) continue;
      for (let t = 0; t < 4; t++) if (mask & (1 << t)) entry[i * OFFICER_SLOTS + t] = pending[at + officerRank[mask * 4 + t]!]!;
      at += o;
    }
    done.fill(0);
    group.fill(0);
    for (let s0 = 0; s0 < stride; s0++) {
      if (entry[s0] === 0 || done[s0]) continue;
      const n0 = traceCycle(layout, s0, alive, mask, done, cycle);
      if (n0 < 0) return null;
      for (let j = 0; j < n0; j++) {
        const c = cycle[j]!;
        const i = (c / OFFICER_SLOTS) | 0;
        moves[j] = movesAt(mask, i, left[i]!, c % OFFICER_SLOTS);
      }
      // Visits to the cycle's first position: each entry reaches it after k stays, and round it goes.
      let acc = 0;
      let p = 1;
      for (let k = 0; k < n0; k++) {
        const j = (n0 - k) % n0;
        acc += mul(entry[cycle[j]!]!, p);
        p = mul(p, moves[(j - 1 + n0) % n0]!.stay);
      }
      // 1 − Q as the chance of leaving at each position of the cycle, having stayed at those before it.
      let den = 0;
      let stayed = 1;
      for (let j = 0; j < n0; j++) {
        den += mul(moves[j]!.leave, stayed);
        stayed = mul(stayed, moves[j]!.stay);
      }
      if (!(den > 0)) return null;
      v[0] = acc / den;
      if (v[0]! < MIN_NORMAL && acc !== 0) underflow = true;
      for (let j = 1; j < n0; j++) v[j] = entry[cycle[j]!]! + mul(moves[j - 1]!.stay, v[j - 1]!);
      positions += n0;
      for (let j = 0; j < n0; j++) {
        const c = cycle[j]!;
        const i = (c / OFFICER_SLOTS) | 0;
        const t = c % OFFICER_SLOTS;
        const n = left[i]!;
        const m = moves[j]!;
        const here = v[j]!;
        if (here === 0) continue;
        group[ATTACKS / 2] = group[ATTACKS / 2]! + here;
        group[WOUND / 2 + t] = group[WOUND / 2 + t]! + mul(here, m.wound);
        group[LOST / 2] = group[LOST / 2]! + mul(here, m.lost);
        for (let e = 0; e < m.p.length; e++) {
          const toMask = m.toMask[e]!;
          const k = m.toLeft[e]!;
          const toCode = code - (n - k) * radix[i]!;
          const mass = mul(here, m.p[e]!);
          if (toCode === 0) {
            const at = (toMask === model.startMask ? UNHURT : HURT) / 2;
            group[at] = group[at]! + mass;
            continue;
          }
          const toAlive = k > 0 ? alive : alive & ~(1 << i);
          const next = nextAlive[toAlive * A + i]!;
          const tt = targets[toMask * 5 + t + 1]!;
          if (tt < 0) return null;
          const to = toMask * codes + toCode;
          reached[to] = 1;
          const at = cell(to, toAlive, toMask, next, tt);
          pending[at] = pending[at]! + mass;
        }
      }
    }
    // This group's level: at most (groups before it + 2) steps, plus its own sums; its share widened by that.
    const level = (startWeight - cards - officers[mask]! + 2) * step + groupAdds;
    const below = rd(1 - 2 * U * level);
    const above = ru(1 + 3 * U * level);
    if (!(below > 0 && 2 * U * level < 0.5)) return null;
    for (let k = 0; k < group.length; k++) {
      const g = group[k]!;
      if (g === 0) continue;
      totals[2 * k] = rd(totals[2 * k]! + rd(g * below));
      totals[2 * k + 1] = ru(totals[2 * k + 1]! + ru(g * above));
    }
  }
  if (underflow || totals.some((x) => !Number.isFinite(x))) return null;
  const pair = (at: number): FloatBounds => [totals[at]!, totals[at + 1]!];
  return { unhurt: pair(UNHURT), hurt: pair(HURT), lost: pair(LOST), attacks: pair(ATTACKS), wounded: [0, 1, 2, 3].map((r) => pair(WOUND + 2 * r)), positions };
}
