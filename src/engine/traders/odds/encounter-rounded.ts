/**
 * The planetfall encounter's proven bounds, quickly (A07-A19): the same walk
 * as `encounter-bounds.ts` (groups of the same crew and cards left, each cycle
 * of a group summed as a geometric series, groups done from the largest key
 * down), but with one double per quantity instead of a lower and an upper one
 * rounded outward at every operation. The rows with many gangs struck back
 * card by card (A13) pass through hundreds of thousands of positions, and the
 * outward rounding at each of them was most of the time. It also merges the
 * positions that play alike (`alikeCodes` in `encounter-layout.ts`: attackers
 * of the same power with the same cards, in the same order, whatever their
 * names): on the longest row struck back card by card, 337,869 positions
 * instead of 660,300, the totals unchanged (the moves from merged positions
 * are the same moves). Where each position's moves on land (a cell of the
 * waiting chances, or the encounter won) reads neither the start nor any
 * chance, so it is worked out the first time a walk passes through the
 * position and kept with the model's moves (`Landings` in
 * `encounter-moves.ts`): a row asked again, from any start, reads one list in
 * order instead of four tables per move. The same additions happen in the same
 * order, so the doubles are the same, bit for bit, and the argument below
 * stands unchanged.
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
 * move on costs a card or an officer; a merged group is reached no sooner), a
 * slot's sum counted as one addition per move that can land there (times the
 * most codes one code stands for, as merged moves land together), and each
 * group's share of the totals is
 * widened by its level (1 − 2^-52·ℓ below, 1 + 3·2^-53·ℓ above, both covering
 * ρ^∓ℓ) and added to the totals with outward rounding, as the other solver
 * does. Null when a guard trips (a chance read in too far from its fraction, an
 * underflow, a cycle that does not close); the caller then takes the other
 * solver.
 */
import { roundDown, roundUp } from '../../core/dice/index.ts';
import type { EncounterStart } from './encounter-exact.ts';
import type { EncounterModel } from './encounter-model.ts';
import { fillMoves, keptMoves, landingsOf, NOWHERE, ROLL_LEVEL, WON_UNHURT, type FlatMoves } from './encounter-moves.ts';
import { boundedEncounter, numberingFor, TOTAL_AT, type AlikeCodes, type BoundedEncounter, type EncounterLayout, type GroupOrders } from './encounter-layout.ts';

/** Slots per attacker (as in `encounter-layout.ts`, held here: an imported binding may cost a getter call per use). */
const OFFICER_SLOTS = 4;

const rd = roundDown;
const ru = roundUp;
/** Half a unit in the last place of 1: round-to-nearest is off by at most this, relatively. */
const U = 2 ** -53;
/** The smallest normal double: below it the relative error above no longer holds. */
const MIN_NORMAL = 2 ** -1022;

/** Reused between calls: the chance waiting at each slot of each group (a fresh array of this size costs page faults every time). */
let scratch = new Float64Array(0);

/** How many officers each crew mask has active. */
const OFFICERS_IN = Array.from({ length: 16 }, (_, m) => [0, 1, 2, 3].filter((r) => m & (1 << r)).length);

/**
 * Carries the chance from `start` through every position; null when a guard
 * trips (see the top of this file).
 *
 * One pass over the groups from the largest key down (every move on goes to a
 * smaller key), each group's chances in a block of typed array laid out in
 * the cycle order of its kind (`groupOrders`), so a cycle is a run of places
 * and a move on lands at `offsets[key] + place`. Only the codes that stand for
 * their like (`alikeCodes`) have groups: a move on to any other lands in the
 * group of the code standing for it.
 */
export function solveRounded(model: EncounterModel, start: EncounterStart): BoundedEncounter | null {
  const numbering = numberingFor(model, start);
  const { layout, orders, alike, offsets, within, size } = numbering;
  const { counts, A, stride, radix, aliveOf } = layout;

  const maxCount = Math.max(...counts);
  const fm = keptMoves(model, maxCount, layout);
  if (fm.landings?.numbering !== numbering) fm.landings = { numbering, first: new Int32Array(size).fill(-1), cells: new Int32Array(size), used: 0 };

  // Levels (see the top of this file). An edge's chance: the wound roll-off times n + 1 factors of the survivors.
  const edgeLevel = (maxCount + 1) * (ROLL_LEVEL + 1) + 1;
  // A chance of leaving: a sum of up to 2(n + 1) of them; a stay is one of them.
  const I = edgeLevel + 2 * (maxCount + 1);
  const L = stride;
  // Sums into one slot: at most one move on from each (code it stands for, attacker, cards beaten, officer, wounded or not).
  const maxIn = alike.most * counts.reduce((acc, c) => acc + (c + 1) * OFFICER_SLOTS * 2, 0);
  // One group: the entries summed round the cycle (L products of L factors, L sums), 1 − Q summed the same way,
  // their quotient, then down the cycle (I + 2 a step), then times a move's chance.
  const cycleLevel = L * (I + 1) + 1 + L + (L * (I + 1) + I + 1 + L) + 1 + (L - 1) * (I + 2) + I + 1;
  const step = cycleLevel + maxIn;
  // Additions into one of the group's totals: per position the attack, its wound, its loss, and each move on.
  const groupAdds = L * (3 + 2 * (maxCount + 1));
  const startWeight = start.left.reduce((a, b) => a + b, 0) + OFFICERS_IN[start.mask]!;
  // A group's level is at most (groups before it + 2) steps plus its own sums, and each move on costs a card or an
  // officer: so by the cards left in all and the officers active, each level and the widening of the group's share.
  const weights = startWeight + 1;
  const below = new Float64Array(weights * 5);
  const above = new Float64Array(weights * 5);
  for (let cards = 0; cards < weights; cards++) {
    for (let o = 0; o < 5; o++) {
      const level = Math.max(0, startWeight - cards - o + 2) * step + groupAdds;
      if (!(2 * U * level < 0.5)) return null;
      below[cards * 5 + o] = rd(1 - 2 * U * level);
      above[cards * 5 + o] = ru(1 + 3 * U * level);
    }
  }

  if (scratch.length < size) scratch = new Float64Array(size);
  scratch.fill(0, 0, size);

  const rawCode = start.left.reduce((acc, n, i) => acc + n * radix[i]!, 0);
  const startCode = alike.canon[rawCode]!;
  const startNext = alike.moved[rawCode * A + start.next]!;
  if (startNext < 0) return null;
  const startPlace = orders.place[(aliveOf[startCode]! * 16 + start.mask) * stride + startNext * OFFICER_SLOTS + start.target]!;
  if (startPlace < 0) return null;
  scratch[offsets[startCode * 16 + start.mask]! + startPlace] = 1;

  const totals = new Float64Array(TOTAL_AT.size);
  const positions = walk(layout, orders, within, alike, fm, offsets, scratch, startCode * 16 + start.mask, model.startMask, maxCount, below, above, OFFICERS_IN, totals);
  if (positions < 0 || totals.some((x) => !Number.isFinite(x))) return null;
  return boundedEncounter(totals, positions);
}

/**
 * Where the moves on from the positions of `code` land, by attacker i and cards beaten k (at i × (maxCount + 1) + k):
 * the first block of the code standing for it in `landKey` (-1: no cards left anywhere, the encounter won), and in
 * `landSlot` the row of `within` for its kind less its crew, plus the slot of the next attacker.
 */
function codeLandings(layout: EncounterLayout, alike: AlikeCodes, offsets: Int32Array, code: number, maxCount: number, landKey: Int32Array, landSlot: Int32Array): void {
  const { A, stride, radix, digits, aliveOf, nextAlive } = layout;
  const { canon, moved } = alike;
  for (let i = 0; i < A; i++) {
    const n = digits[code * A + i]!;
    for (let k = 0; k <= n; k++) {
      const d = code - k * radix[i]!;
      const c = canon[d]!;
      const nx = d === 0 ? -1 : moved[d * A + nextAlive[aliveOf[d]! * A + i]!]!;
      landKey[i * (maxCount + 1) + k] = d === 0 ? -1 : offsets[c * 16]!;
      landSlot[i * (maxCount + 1) + k] = aliveOf[c]! * 16 * stride + nx * OFFICER_SLOTS;
    }
  }
}

/** Scratch for one cycle, grown as needed: the attack at each place, its stay, and the chance of being there. */
let att = new Int32Array(0);
let q = new Float64Array(0);

/**
 * The walk itself, on typed arrays only: every group from `startKey` down,
 * its cycles summed, its share of the totals widened by its level and added to
 * `totals` with outward rounding. Gives the positions passed through, -1 when
 * a guard trips (an underflow, a cycle that does not close, nobody to attack).
 */
function walk(
  layout: EncounterLayout,
  orders: GroupOrders,
  within: Int16Array,
  alike: AlikeCodes,
  fm: FlatMoves,
  offsets: Int32Array,
  pending: Float64Array,
  startKey: number,
  startMask: number,
  maxCount: number,
  below: Float64Array,
  above: Float64Array,
  officers: number[],
  totals: Float64Array,
): number {
  const { A, stride, digits, aliveOf, cardsOf } = layout;
  const { order, cycleEnd } = orders;
  const kindStart = orders.start;
  const { stay, leave, wound, lost, minP, from, to, p: edgeP, ready } = fm;
  const lands = fm.landings!;
  const first = lands.first;
  let cells = lands.cells;
  if (att.length < stride) {
    att = new Int32Array(stride);
    q = new Float64Array(stride);
  }
  const { UNHURT, HURT, LOST, ATTACKS, WOUND } = TOTAL_AT;
  const group = new Float64Array(totals.length / 2);
  const perAttacker = (maxCount + 1) * OFFICER_SLOTS;
  const perMask = A * perAttacker;
  // Where the moves on from the code at hand land (`codeLandings`), worked out only for a position met the first time.
  const landKey = new Int32Array(A * (maxCount + 1));
  const landSlot = new Int32Array(A * (maxCount + 1));
  let landCode = -1;
  let positions = 0;
  let underflow = false;

  for (let key = startKey; key >= 0; key--) {
    const base = offsets[key]!;
    const end = offsets[key + 1]!;
    if (base === end) continue;
    const mask = key & 15;
    const code = key >> 4;
    const alive = aliveOf[code]!;
    const ks = kindStart[alive * 16 + mask]!;
    let touched = false;
    for (let at = 0, n0 = end - base; at < n0; ) {
      const stop = cycleEnd[ks + at]!;
      let any = false;
      for (let j = base + at; j < base + stop; j++) if (pending[j] !== 0) any = true;
      if (!any) {
        at = stop;
        continue;
      }
      touched = true;
      const len = stop - at;
      const e0 = base + at;
      const o0 = ks + at;
      for (let j = 0; j < len; j++) {
        const s = order[o0 + j]!;
        const i = s >> 2;
        const n = digits[code * A + i]!;
        const x = mask * perMask + i * perAttacker + n * OFFICER_SLOTS + (s & 3);
        if (!ready[x]) fillMoves(fm, x, mask, i, n, s & 3);
        att[j] = x;
        q[j] = stay[x]!;
      }
      // Visits to the cycle's first place: each entry reaches it after k stays (the entry at place j after the
      // stays at places j .. len − 1), and round it goes.
      let acc = pending[e0]!;
      let pr = q[len - 1]!;
      for (let j = len - 1; j > 0; j--) {
        const a = pending[e0 + j]!;
        const r = a * pr;
        if (r < MIN_NORMAL && a !== 0 && pr !== 0) underflow = true;
        acc += r;
        const pq = pr * q[j - 1]!;
        if (pq < MIN_NORMAL && pr !== 0 && q[j - 1] !== 0) underflow = true;
        pr = pq;
      }
      // 1 − Q as the chance of leaving at each place of the cycle, having stayed at those before it.
      let den = 0;
      let stayed = 1;
      for (let j = 0; j < len; j++) {
        const l = leave[att[j]!]!;
        const r = l * stayed;
        if (r < MIN_NORMAL && l !== 0 && stayed !== 0) underflow = true;
        den += r;
        const qj = q[j]!;
        const ns = stayed * qj;
        if (ns < MIN_NORMAL && qj !== 0 && stayed !== 0) underflow = true;
        stayed = ns;
      }
      if (!(den > 0)) return -1;
      let here = acc / den;
      if (here < MIN_NORMAL && acc !== 0) underflow = true;
      positions += len;
      for (let j = 0; j < len; j++) {
        if (j > 0) {
          const qv = q[j - 1]! * here;
          if (qv < MIN_NORMAL && q[j - 1] !== 0 && here !== 0) underflow = true;
          here = pending[e0 + j]! + qv;
        }
        if (here === 0) continue;
        const s = order[o0 + j]!;
        const i = s >> 2;
        const x = att[j]!;
        const w = here * wound[x]!;
        if (w < MIN_NORMAL && wound[x] !== 0) underflow = true;
        const l = here * lost[x]!;
        if (l < MIN_NORMAL && lost[x] !== 0) underflow = true;
        group[ATTACKS / 2] = group[ATTACKS / 2]! + here;
        group[WOUND / 2 + (s & 3)] = group[WOUND / 2 + (s & 3)]! + w;
        group[LOST / 2] = group[LOST / 2]! + l;
        // Every move on kept has a chance above zero, and so has `here`: a product below the normals is an underflow,
        // and the smallest of them is `here` times the smallest chance (Infinity, and no moves, when there is none).
        if (here * minP[x]! < MIN_NORMAL) underflow = true;
        let ptr = first[e0 + j]!;
        if (ptr < 0) {
          // The first walk through this position: where its moves on land, from the code's table (made once per code).
          if (landCode !== code) {
            landCode = code;
            codeLandings(layout, alike, offsets, code, maxCount, landKey, landSlot);
          }
          ptr = landingsOf(lands, fm, e0 + j, x, i * (maxCount + 1), landKey, landSlot, within, startMask);
          cells = lands.cells;
        }
        for (let e = from[x]!, last = to[x]!; e < last; e++) {
          const mass = here * edgeP[e]!;
          const cell = cells[ptr++]!;
          if (cell >= 0) pending[cell] = pending[cell]! + mass;
          else if (cell === NOWHERE) return -1;
          else {
            const out = (cell === WON_UNHURT ? UNHURT : HURT) / 2;
            group[out] = group[out]! + mass;
          }
        }
      }
      at = stop;
    }
    if (!touched) continue;
    // This group's level (see `below` and `above`): its share widened by it.
    const wAt = cardsOf[code]! * 5 + officers[mask]!;
    const lo = below[wAt]!;
    const hi = above[wAt]!;
    for (let k = 0; k < group.length; k++) {
      const g = group[k]!;
      if (g === 0) continue;
      totals[2 * k] = rd(totals[2 * k]! + rd(g * lo));
      totals[2 * k + 1] = ru(totals[2 * k + 1]! + ru(g * hi));
      group[k] = 0;
    }
  }
  return underflow ? -1 : positions;
}
