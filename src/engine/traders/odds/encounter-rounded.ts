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
import type { EncounterStart } from './encounter-exact.ts';
import type { EncounterModel, Strike } from './encounter-model.ts';
import { rollOffOdds } from './roll-off.ts';
import { boundedEncounter, encounterLayout, groupOrders, TOTAL_AT, type BoundedEncounter, type EncounterLayout } from './encounter-layout.ts';

/** Slots per attacker (as in `encounter-layout.ts`, held here: an imported binding may cost a getter call per use). */
const OFFICER_SLOTS = 4;

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
 * The moves of every attack in flat arrays, filled the first time an attack is
 * needed: for attack x, `stay[x]`, `leave[x]`, `wound[x]`, `lost[x]`, and its
 * moves on from `from[x]` to `to[x]`: the chance, how far the group's key goes
 * down, whether the attacker is left without cards, and the officer attacked
 * next.
 */
interface FlatMoves {
  ready: Uint8Array;
  stay: Float64Array;
  leave: Float64Array;
  wound: Float64Array;
  lost: Float64Array;
  from: Int32Array;
  to: Int32Array;
  p: Float64Array;
  keyDown: Int32Array;
  codeDown: Int32Array;
  emptied: Uint8Array;
  toMask: Int8Array;
  target: Int8Array;
  /** Moves on filled so far. */
  edges: number;
  movesOf: ReturnType<typeof movesTable>;
  layout: EncounterLayout;
}

function flatMoves(attacks: number, edges: number, movesOf: ReturnType<typeof movesTable>, layout: EncounterLayout): FlatMoves {
  return {
    edges: 0,
    movesOf,
    layout,
    ready: new Uint8Array(attacks),
    stay: new Float64Array(attacks),
    leave: new Float64Array(attacks),
    wound: new Float64Array(attacks),
    lost: new Float64Array(attacks),
    from: new Int32Array(attacks),
    to: new Int32Array(attacks),
    p: new Float64Array(edges),
    keyDown: new Int32Array(edges),
    codeDown: new Int32Array(edges),
    emptied: new Uint8Array(edges),
    toMask: new Int8Array(edges),
    target: new Int8Array(edges),
  };
}

/**
 * Fills attack x's moves (crew `mask`, attacker i with n cards, officer t)
 * into the flat arrays. Module-level, like `mul`, so that the solver's loop
 * calls the same function every time (a closure made afresh per call sends
 * the optimised loop back to be compiled again).
 */
function fillMoves(fm: FlatMoves, x: number, mask: number, i: number, n: number, t: number): void {
  const m = fm.movesOf(mask, i, n, t);
  const { radix, targets } = fm.layout;
  fm.stay[x] = m.stay;
  fm.leave[x] = m.leave;
  fm.wound[x] = m.wound;
  fm.lost[x] = m.lost;
  fm.from[x] = fm.edges;
  for (let e = 0; e < m.p.length; e++) {
    const at = fm.edges++;
    const beaten = n - m.toLeft[e]!;
    fm.p[at] = m.p[e]!;
    fm.codeDown[at] = beaten * radix[i]!;
    fm.keyDown[at] = beaten * radix[i]! * 16 + mask - m.toMask[e]!;
    fm.emptied[at] = m.toLeft[e] === 0 ? 1 : 0;
    fm.toMask[at] = m.toMask[e]!;
    fm.target[at] = targets[m.toMask[e]! * 5 + t + 1]!;
  }
  fm.to[x] = fm.edges;
  fm.ready[x] = 1;
}

/** Set when a product of two non-zero numbers falls below the smallest normal double; reset by each solve. */
let underflow = false;
/** a × b, noting an underflow. */
function mul(a: number, b: number): number {
  const r = a * b;
  if (r < MIN_NORMAL && a !== 0 && b !== 0) underflow = true;
  return r;
}

/**
 * Carries the chance from `start` through every position; null when a guard
 * trips (see the top of this file).
 *
 * One pass over the groups from the largest key down (every move on goes to a
 * smaller key), each group's chances in a block of typed array laid out in
 * the cycle order of its kind (`groupOrders`), so a cycle is a run of places
 * and a move on lands at `offsets[key] + place`.
 */
export function solveRounded(model: EncounterModel, start: EncounterStart): BoundedEncounter | null {
  const layout = encounterLayout(model, start);
  const { counts, A, stride, radix, codes, digits, aliveOf, cardsOf, nextAlive, targets } = layout;
  const orders = groupOrders(layout);
  const { order, cycleEnd, place } = orders;
  const kindStart = orders.start;
  const kindSize = orders.size;
  const officers = Array.from({ length: 16 }, (_, m) => [0, 1, 2, 3].filter((r) => m & (1 << r)).length);

  const maxCount = Math.max(...counts);
  const fm = flatMoves(16 * A * (maxCount + 1) * OFFICER_SLOTS, 16 * A * (maxCount + 1) * OFFICER_SLOTS * 2 * (maxCount + 1), movesTable(model), layout);

  // Levels (see the top of this file). An edge's chance: the wound roll-off times n + 1 factors of the survivors.
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

  // A group (keyed cards left first, then crew: code × 16 + mask; a move on lowers the cards, or keeps them and loses
  // an officer, so it always leads to a smaller key, and a lost officer stays within 15 groups) keeps a place only for
  // each slot on a cycle of its kind (an attacker with cards and an officer active), in a block of its own from
  // `offsets[key]`, in the cycle order of its kind.
  const groups = 16 * codes;
  const offsets = new Int32Array(groups + 1);
  for (let key = 0; key < groups; key++) {
    const mask = key & 15;
    const fits = (mask & start.mask) === mask;
    offsets[key + 1] = offsets[key]! + (fits ? kindSize[aliveOf[key >> 4]! * 16 + mask]! : 0);
  }
  const size = offsets[groups]!;
  if (scratch.length < size) scratch = new Float64Array(size);
  const pending = scratch;
  pending.fill(0, 0, size);

  const { UNHURT, HURT, LOST, ATTACKS, WOUND } = TOTAL_AT;
  const totals = new Float64Array(TOTAL_AT.size);
  const group = new Float64Array(totals.length / 2);
  let positions = 0;
  underflow = false;

  const startCode = start.left.reduce((acc, n, i) => acc + n * radix[i]!, 0);
  const startKey = startCode * 16 + start.mask;
  const startKind = aliveOf[startCode]! * 16 + start.mask;
  const startPlace = place[startKind * stride + start.next * OFFICER_SLOTS + start.target]!;
  if (startPlace < 0) return null;
  pending[offsets[startKey]! + startPlace] = 1;

  // Scratch for one cycle: the attack at each place, its stay, and the chance of being there.
  const att = new Int32Array(stride);
  const q = new Float64Array(stride);
  const v = new Float64Array(stride);
  const firstAttack = new Int32Array(A);
  const { stay, leave, wound, lost, from, to, p: edgeP, keyDown, codeDown, emptied, toMask: edgeMask, target: edgeTarget, ready } = fm;

  const startMask = model.startMask;
  for (let key = startKey; key >= 0; key--) {
    const base = offsets[key]!;
    const end = offsets[key + 1]!;
    if (base === end) continue;
    const mask = key & 15;
    const code = key >> 4;
    const alive = aliveOf[code]!;
    const kind = alive * 16 + mask;
    const ks = kindStart[kind]!;
    let touched = false;
    for (let i = 0; i < A; i++) firstAttack[i] = ((mask * A + i) * (maxCount + 1) + digits[code * A + i]!) * OFFICER_SLOTS;
    for (let at = 0, n0 = end - base; at < n0; ) {
      const stop = cycleEnd[ks + at]!;
      let any = false;
      for (let j = at; j < stop; j++) if (pending[base + j] !== 0) any = true;
      if (!any) {
        at = stop;
        continue;
      }
      touched = true;
      const len = stop - at;
      const e0 = base + at;
      for (let j = 0; j < len; j++) {
        const s = order[ks + at + j]!;
        const i = (s >> 2);
        const x = firstAttack[i]! + (s & 3);
        if (!ready[x]) fillMoves(fm, x, mask, i, digits[code * A + i]!, s & 3);
        att[j] = x;
        q[j] = stay[x]!;
      }
      // Visits to the cycle's first place: each entry reaches it after k stays, and round it goes.
      let acc = 0;
      let pr = 1;
      for (let k = 0; k < len; k++) {
        const j = (len - k) % len;
        acc += mul(pending[e0 + j]!, pr);
        pr = mul(pr, q[(j - 1 + len) % len]!);
      }
      // 1 − Q as the chance of leaving at each place of the cycle, having stayed at those before it.
      let den = 0;
      let stayed = 1;
      for (let j = 0; j < len; j++) {
        den += mul(leave[att[j]!]!, stayed);
        stayed = mul(stayed, q[j]!);
      }
      if (!(den > 0)) return null;
      v[0] = acc / den;
      if (v[0]! < MIN_NORMAL && acc !== 0) underflow = true;
      for (let j = 1; j < len; j++) v[j] = pending[e0 + j]! + mul(q[j - 1]!, v[j - 1]!);
      positions += len;
      for (let j = 0; j < len; j++) {
        const here = v[j]!;
        if (here === 0) continue;
        const s = order[ks + at + j]!;
        const i = (s >> 2);
        const x = att[j]!;
        group[ATTACKS / 2] = group[ATTACKS / 2]! + here;
        group[WOUND / 2 + (s & 3)] = group[WOUND / 2 + (s & 3)]! + mul(here, wound[x]!);
        group[LOST / 2] = group[LOST / 2]! + mul(here, lost[x]!);
        for (let e = from[x]!, last = to[x]!; e < last; e++) {
          const mass = mul(here, edgeP[e]!);
          if (code === codeDown[e]) {
            const out = (edgeMask[e] === startMask ? UNHURT : HURT) / 2;
            group[out] = group[out]! + mass;
            continue;
          }
          const toAlive = emptied[e] ? alive & ~(1 << i) : alive;
          const tt = edgeTarget[e]!;
          if (tt < 0) return null;
          const spot = place[(toAlive * 16 + edgeMask[e]!) * stride + nextAlive[toAlive * A + i]! * OFFICER_SLOTS + tt]!;
          if (spot < 0) return null;
          const cell = offsets[key - keyDown[e]!]! + spot;
          pending[cell] = pending[cell]! + mass;
        }
      }
      at = stop;
    }
    if (!touched) continue;
    // This group's level: at most (groups before it + 2) steps, plus its own sums; its share widened by that.
    const level = (startWeight - cardsOf[code]! - officers[mask]! + 2) * step + groupAdds;
    const below = rd(1 - 2 * U * level);
    const above = ru(1 + 3 * U * level);
    if (!(below > 0 && 2 * U * level < 0.5)) return null;
    for (let k = 0; k < group.length; k++) {
      const g = group[k]!;
      if (g === 0) continue;
      totals[2 * k] = rd(totals[2 * k]! + rd(g * below));
      totals[2 * k + 1] = ru(totals[2 * k + 1]! + ru(g * above));
    }
    group.fill(0);
  }
  if (underflow || totals.some((x) => !Number.isFinite(x))) return null;
  return boundedEncounter(totals, positions);
}
