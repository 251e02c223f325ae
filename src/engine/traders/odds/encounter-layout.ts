/**
 * How the two bounded planetfall solvers number their positions: cards left
 * in mixed radix, four officer slots per attacker, and the lookup tables for
 * who attacks next and whom. Shared so that both walk the same positions; the
 * quick one also merges those that play alike (`alikeCodes`) and lays out its
 * blocks from them (`numberingFor`).
 */
import type { EncounterStart } from './encounter-exact.ts';
import type { EncounterModel } from './encounter-model.ts';
import { villainPower } from '../tables/index.ts';

/** A lower and an upper double. */
export type FloatBounds = [number, number];

/** What the two bounded solvers give. */
export interface BoundedEncounter {
  unhurt: FloatBounds;
  hurt: FloatBounds;
  lost: FloatBounds;
  attacks: FloatBounds;
  /** P(each officer is wounded), by index into RANKS. */
  wounded: FloatBounds[];
  /** Positions the chance passed through. */
  positions: number;
}

/** Slots per attacker in a group: a position is attacker × 4 + officer. */
export const OFFICER_SLOTS = 4;

export interface EncounterLayout {
  /** Cards of each attacker at the most (the row's, or more when the start says so). */
  counts: number[];
  /** How many attackers. */
  A: number;
  /** Slots per group. */
  stride: number;
  /** radix[i] = product of (counts[j] + 1) for j < i: cards left, coded in mixed radix. */
  radix: number[];
  /** How many codes of cards left there are. */
  codes: number;
  /** The cards left of attacker i at each code: digits[code × A + i]. */
  digits: Int8Array;
  /** The attackers with cards at each code (bit i set: attacker i has cards). */
  aliveOf: Int32Array;
  /** The cards left in all at each code. */
  cardsOf: Int32Array;
  /** The next attacker with cards after attacker i, for each set of attackers with cards (bit i set: i has cards): nextAlive[alive * A + i]. */
  nextAlive: Int8Array;
  /** The officer attacked after `last` (-1: nobody yet) with each crew: targets[mask * 5 + last + 1]. */
  targets: Int8Array;
}

export function encounterLayout(model: EncounterModel, start: EncounterStart): EncounterLayout {
  const counts = model.attackers.map((a, i) => Math.max(a.count, start.left[i] ?? 0));
  const A = counts.length;
  const radix: number[] = [];
  let codes = 1;
  for (const c of counts) {
    radix.push(codes);
    codes *= c + 1;
  }
  const digits = new Int8Array(codes * A);
  const aliveOf = new Int32Array(codes);
  const cardsOf = new Int32Array(codes);
  for (let code = 0; code < codes; code++) {
    for (let i = 0; i < A; i++) {
      const d = ((code / radix[i]!) | 0) % (counts[i]! + 1);
      digits[code * A + i] = d;
      cardsOf[code] = cardsOf[code]! + d;
      if (d > 0) aliveOf[code] = aliveOf[code]! | (1 << i);
    }
  }
  const nextAlive = new Int8Array((1 << A) * A);
  for (let alive = 0; alive < 1 << A; alive++) {
    for (let i = 0; i < A; i++) {
      let j = -1;
      for (let k = 1; k <= A && j < 0; k++) if (alive & (1 << ((i + k) % A))) j = (i + k) % A;
      nextAlive[alive * A + i] = j;
    }
  }
  const targets = new Int8Array(16 * 5);
  for (let mask = 0; mask < 16; mask++) for (let last = -1; last < 4; last++) targets[mask * 5 + last + 1] = model.targetAfter(mask, last);
  return { counts, A, stride: A * OFFICER_SLOTS, radix, codes, digits, aliveOf, cardsOf, nextAlive, targets };
}

/**
 * The cycle of slots through `s0` in a group (crew `mask`, attackers with
 * cards `alive`): from each slot, the next attacker with cards attacks the
 * officer after the one just attacked. Writes the slots into `cycle`, marks
 * them in `done` and gives the cycle's length; -1 when the slots do not close
 * into a cycle (they always do for the rules as read: a guard, not a case).
 */
export function traceCycle(layout: EncounterLayout, s0: number, alive: number, mask: number, done: Uint8Array, cycle: Int32Array): number {
  const { A, stride, nextAlive, targets } = layout;
  let n = 0;
  let s = s0;
  do {
    if (done[s] || n >= stride) return -1;
    done[s] = 1;
    cycle[n++] = s;
    const next = nextAlive[alive * A + slotAttacker(s)]!;
    const t = targets[mask * 5 + slotOfficer(s) + 1]!;
    if (next < 0 || t < 0) return -1;
    s = next * OFFICER_SLOTS + t;
  } while (s !== s0);
  return n;
}

/** The attacker of a slot. */
export const slotAttacker = (s: number): number => s >> 2;
/** The officer (index into RANKS) of a slot. */
export const slotOfficer = (s: number): number => s & 3;

/**
 * The cards left of each attacker at `code`, written into `left`; gives the
 * set of attackers with cards (bit i set: attacker i has cards).
 */
export function cardsLeft(layout: EncounterLayout, code: number, left: Int32Array): number {
  const { A, digits } = layout;
  let alive = 0;
  for (let i = 0; i < A; i++) {
    left[i] = digits[code * A + i]!;
    if (left[i]! > 0) alive |= 1 << i;
  }
  return alive;
}

/**
 * Each group's slots in cycle order, for every set of attackers with cards and
 * every crew (a "kind" of group: alive × 16 + mask). Only slots on a cycle are
 * kept: under some readings a slot may lead into a cycle without lying on one,
 * and no chance ever waits there (a move arriving at one is a guard that
 * trips, as in `traceCycle`). `order` lists the slots of kind c from
 * `start[c]` (`size[c]` of them), cycle after cycle; `cycleEnd` gives, at each
 * place of `order`, where its cycle ends (counted from `start[c]`);
 * `place[c × stride + slot]` is the slot's place, -1 when it has none.
 */
export interface GroupOrders {
  start: Int32Array;
  size: Int32Array;
  order: Int8Array;
  cycleEnd: Int16Array;
  place: Int16Array;
}

export function groupOrders(layout: EncounterLayout): GroupOrders {
  const { A, stride, nextAlive, targets } = layout;
  const kinds = (1 << A) * 16;
  const start = new Int32Array(kinds);
  const size = new Int32Array(kinds);
  const place = new Int16Array(kinds * stride).fill(-1);
  const order = new Int8Array(kinds * stride);
  const cycleEnd = new Int16Array(kinds * stride);
  const stamp = new Int32Array(stride);
  let stamps = 0;
  let at = 0;
  for (let c = 0; c < kinds; c++) {
    const alive = c >> 4;
    const mask = c & 15;
    start[c] = at;
    stamp.fill(0);
    /** The slot after s in this kind, -1 when there is none. */
    const after = (s: number): number => {
      const next = nextAlive[alive * A + slotAttacker(s)]!;
      const t = targets[mask * 5 + slotOfficer(s) + 1]!;
      return next < 0 || t < 0 || !(mask & (1 << t)) ? -1 : next * OFFICER_SLOTS + t;
    };
    let n = 0;
    for (let s0 = 0; s0 < stride; s0++) {
      if (stamp[s0] || !(alive & (1 << slotAttacker(s0))) || !(mask & (1 << slotOfficer(s0)))) continue;
      // Walk on from s0 until a slot seen before: seen on this walk, it opens a cycle not met yet.
      stamps++;
      let s = s0;
      while (s >= 0 && !stamp[s]) {
        stamp[s] = stamps;
        s = after(s);
      }
      if (s < 0 || stamp[s] !== stamps) continue;
      const first = n;
      let r = s;
      do {
        order[at + n] = r;
        place[c * stride + r] = n;
        n++;
        r = after(r);
      } while (r !== s);
      for (let j = first; j < n; j++) cycleEnd[at + j] = n;
    }
    size[c] = n;
    at += n;
  }
  return { start, size, order: order.subarray(0, at), cycleEnd: cycleEnd.subarray(0, at), place };
}

/**
 * Cards left that play alike. An attacker acts by its cards' power and how
 * many it has, nothing else of its name (A10-A13: the attack, the helpers and
 * the strike back all read the power and the count), and the attackers with
 * cards take turns in the row's order (A11). So two codes whose attackers with
 * cards read the same, power and count, in the same order play alike, the
 * next attacker taken along by its place in that order. Each code is mapped to
 * the one of its like that puts every attacker as early in the row as it can
 * go (the first place after the one before it with the same power and room
 * for its cards): that code is never larger, so the solver's order (largest
 * key first) still meets every group after all the groups that lead to it.
 */
export interface AlikeCodes {
  /** The code standing for each code. */
  canon: Int32Array;
  /** Where attacker i (with cards at `code`) sits in the code standing for it: moved[code × A + i]; -1 for one without cards. */
  moved: Int8Array;
  /** The most codes that one code stands for. */
  most: number;
}

export function alikeCodes(layout: EncounterLayout, powers: readonly number[]): AlikeCodes {
  const { A, codes, counts, radix, digits } = layout;
  const canon = new Int32Array(codes);
  const moved = new Int8Array(codes * A).fill(-1);
  const standsFor = new Int32Array(codes);
  let most = 0;
  for (let code = 0; code < codes; code++) {
    let rep = 0;
    let from = 0;
    for (let i = 0; i < A; i++) {
      const n = digits[code * A + i]!;
      if (n === 0) continue;
      // The earliest place from `from` with this power and room for n cards; i itself at the latest.
      let j = from;
      while (j < i && !(powers[j] === powers[i] && counts[j]! >= n)) j++;
      rep += n * radix[j]!;
      moved[code * A + i] = j;
      from = j + 1;
    }
    canon[code] = rep;
    standsFor[rep] = standsFor[rep]! + 1;
    if (standsFor[rep]! > most) most = standsFor[rep]!;
  }
  return { canon, moved, most };
}

/**
 * How the quick solver numbers a row's positions: the layout, each kind's
 * cycle order, the codes that play alike, and where each group's block lies.
 */
export interface Numbering {
  layout: EncounterLayout;
  orders: GroupOrders;
  alike: AlikeCodes;
  /**
   * A group (keyed cards left first, then crew: code × 16 + mask; a move on lowers the cards, or keeps them and loses
   * an officer, so it always leads to a smaller key, and a lost officer stays within 15 groups) keeps a place only for
   * each slot on a cycle of its kind (an attacker with cards and an officer active), in a block of its own from
   * `offsets[key]`, in the cycle order of its kind; a code standing for another has no block.
   */
  offsets: Int32Array;
  /**
   * Where each slot of each kind lies from the first block of its code (a code's blocks follow one another, crew by
   * crew, each crew the start allows): a move on lands at offsets[code × 16] plus this, -1 for a slot off every cycle.
   */
  within: Int16Array;
  /** Places in all. */
  size: number;
}

/** How many numberings are kept (the one used longest ago is dropped first): a row's is built once, not at every solve. */
const NUMBERINGS_KEPT = 4;
const numberings = new Map<string, Numbering>();

/** Forgets the numberings kept, so that the next solve builds its own (for benchmarks and tests). */
export function clearNumberings(): void {
  numberings.clear();
}

/**
 * The numbering of a row's positions, built once per row shape and kept: it
 * reads only the cards of each attacker at the most, their powers, whom each
 * crew attacks next and the crew at the start, so those make its key.
 */
export function numberingFor(model: EncounterModel, start: EncounterStart): Numbering {
  const powers = model.attackers.map((a) => villainPower(a.card));
  const counts = model.attackers.map((a, i) => Math.max(a.count, start.left[i] ?? 0));
  const targets: number[] = [];
  for (let mask = 0; mask < 16; mask++) for (let last = -1; last < 4; last++) targets.push(model.targetAfter(mask, last));
  const key = `${counts.join()}|${powers.join()}|${targets.join()}|${start.mask}`;
  const known = numberings.get(key);
  if (known !== undefined) {
    numberings.delete(key);
    numberings.set(key, known);
    return known;
  }
  const built = buildNumbering(model, start, powers);
  numberings.set(key, built);
  if (numberings.size > NUMBERINGS_KEPT) numberings.delete(numberings.keys().next().value!);
  return built;
}

function buildNumbering(model: EncounterModel, start: EncounterStart, powers: readonly number[]): Numbering {
  const layout = encounterLayout(model, start);
  const { A, stride, codes, aliveOf } = layout;
  const orders = groupOrders(layout);
  const alike = alikeCodes(layout, powers);
  const groups = 16 * codes;
  const offsets = new Int32Array(groups + 1);
  for (let k = 0; k < groups; k++) {
    const mask = k & 15;
    const fits = (mask & start.mask) === mask && alike.canon[k >> 4] === k >> 4;
    offsets[k + 1] = offsets[k]! + (fits ? orders.size[aliveOf[k >> 4]! * 16 + mask]! : 0);
  }
  const within = new Int16Array((1 << A) * 16 * stride).fill(-1);
  for (let alive = 0; alive < 1 << A; alive++) {
    let off = 0;
    for (let mask = 0; mask < 16; mask++) {
      const kind = alive * 16 + mask;
      if ((mask & start.mask) !== mask) continue;
      for (let slot = 0; slot < stride; slot++) {
        const p = orders.place[kind * stride + slot]!;
        if (p >= 0) within[kind * stride + slot] = off + p;
      }
      off += orders.size[kind]!;
    }
  }
  return { layout, orders, alike, offsets, within, size: offsets[groups]! };
}

/**
 * Where the solvers keep their running totals, each a lower and an upper
 * bound side by side: the outcomes, the attacks, then each officer's wound
 * (WOUND + 2 × index into RANKS); `size` doubles in all.
 */
export const TOTAL_AT = { UNHURT: 0, HURT: 2, LOST: 4, ATTACKS: 6, WOUND: 8, size: 16 } as const;

/** The totals as the solvers give them. */
export function boundedEncounter(totals: Float64Array, positions: number): BoundedEncounter {
  const pair = (at: number): FloatBounds => [totals[at]!, totals[at + 1]!];
  const { UNHURT, HURT, LOST, ATTACKS, WOUND } = TOTAL_AT;
  return { unhurt: pair(UNHURT), hurt: pair(HURT), lost: pair(LOST), attacks: pair(ATTACKS), wounded: [0, 1, 2, 3].map((r) => pair(WOUND + 2 * r)), positions };
}
