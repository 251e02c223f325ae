/**
 * The planetfall quick solver's moves (`encounter-rounded.ts`), as single
 * doubles in flat arrays: each attack's chances of staying, leaving, a wound
 * and the crew's loss, and its moves on, each within ρ^level of its exact
 * chance (the error argument at the top of `encounter-rounded.ts`); and where
 * each position's moves on land in a row's numbering. Both are worked out as
 * walks need them and kept with the model (neither reads the start).
 */
import { floatAbove, floatBelow, roundDown, type Fraction } from '../../core/dice/index.ts';
import type { EncounterModel, Strike } from './encounter-model.ts';
import { rollOffOdds } from './roll-off.ts';
import { OFFICER_SLOTS, type EncounterLayout, type Numbering } from './encounter-layout.ts';

const rd = roundDown;
/** Half a unit in the last place of 1: round-to-nearest is off by at most this, relatively. */
const U = 2 ** -53;
/** Levels allowed between a roll-off's chance as read and its exact fraction. */
export const ROLL_LEVEL = 8;

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

/**
 * Each model's moves, filled as walks need them and kept as long as the model
 * is (the caller keeps the models of the rows asked last): a row asked again
 * finds them ready. They read the model only, never the start.
 */
const movesKept = new WeakMap<EncounterModel, FlatMoves>();

/** The moves kept for `model`, laid out for attackers of `maxCount` cards at the most (made afresh when that differs). */
export function keptMoves(model: EncounterModel, maxCount: number, layout: EncounterLayout): FlatMoves {
  let fm = movesKept.get(model);
  if (fm === undefined || fm.maxCount !== maxCount || fm.layout.A !== layout.A) {
    fm = flatMoves(maxCount, movesTable(model), layout);
    movesKept.set(model, fm);
  }
  return fm;
}

/**
 * The moves of every attack in flat arrays, filled the first time an attack is
 * needed: for attack x, `stay[x]`, `leave[x]`, `wound[x]`, `lost[x]`, and its
 * moves on from `from[x]` to `to[x]`: the chance, the attacker's cards beaten,
 * the crew after, and where
 * the move lands in a group's table of places (`placeAt`: crew after × stride
 * + officer attacked next, -1 when nobody is left to attack).
 */
export interface FlatMoves {
  ready: Uint8Array;
  stay: Float64Array;
  leave: Float64Array;
  wound: Float64Array;
  lost: Float64Array;
  /** The smallest chance of a move on of each attack (Infinity when it has none): rounding keeps order, so `here` times it is the smallest product of its moves. */
  minP: Float64Array;
  from: Int32Array;
  to: Int32Array;
  p: Float64Array;
  beaten: Int8Array;
  toMask: Int8Array;
  placeAt: Int32Array;
  /** Moves on filled so far. */
  edges: number;
  /** The most cards of an attacker these tables were laid out for. */
  maxCount: number;
  movesOf: ReturnType<typeof movesTable>;
  layout: EncounterLayout;
  /** Where the moves on from each position land, for the numbering they were worked out in (`Landings`). */
  landings: Landings | null;
}

/**
 * Where each position's moves on land, worked out the first time a walk
 * passes through the position and kept with the model's moves for its
 * numbering (neither reads the start, so a row asked again, from anywhere,
 * finds them ready): from `first[cell]` (-1: not yet), one entry per move on
 * of the position's attack, in the order of its moves: the cell it lands in,
 * or WON_UNHURT, WON_HURT, or NOWHERE (a guard: nobody to attack, a slot off
 * every cycle).
 */
export interface Landings {
  numbering: Numbering;
  first: Int32Array;
  cells: Int32Array;
  used: number;
}
export const WON_UNHURT = -1;
export const WON_HURT = -2;
export const NOWHERE = -3;

function flatMoves(maxCount: number, movesOf: ReturnType<typeof movesTable>, layout: EncounterLayout): FlatMoves {
  const attacks = 16 * layout.A * (maxCount + 1) * OFFICER_SLOTS;
  const edges = attacks * 2 * (maxCount + 1);
  return {
    edges: 0,
    maxCount,
    movesOf,
    layout,
    ready: new Uint8Array(attacks),
    stay: new Float64Array(attacks),
    leave: new Float64Array(attacks),
    wound: new Float64Array(attacks),
    lost: new Float64Array(attacks),
    minP: new Float64Array(attacks),
    from: new Int32Array(attacks),
    to: new Int32Array(attacks),
    p: new Float64Array(edges),
    beaten: new Int8Array(edges),
    toMask: new Int8Array(edges),
    placeAt: new Int32Array(edges),
    landings: null,
  };
}

/**
 * Fills attack x's moves (crew `mask`, attacker i with n cards, officer t)
 * into the flat arrays. Module-level, so that the solver's loop calls the same
 * function every time (a closure made afresh per call sends the optimised loop
 * back to be compiled again).
 */
export function fillMoves(fm: FlatMoves, x: number, mask: number, i: number, n: number, t: number): void {
  const m = fm.movesOf(mask, i, n, t);
  const { targets, stride } = fm.layout;
  fm.stay[x] = m.stay;
  fm.leave[x] = m.leave;
  fm.wound[x] = m.wound;
  fm.lost[x] = m.lost;
  fm.from[x] = fm.edges;
  fm.minP[x] = Math.min(...m.p);
  for (let e = 0; e < m.p.length; e++) {
    const at = fm.edges++;
    const toMask = m.toMask[e]!;
    const tt = targets[toMask * 5 + t + 1]!;
    fm.p[at] = m.p[e]!;
    fm.beaten[at] = n - m.toLeft[e]!;
    fm.toMask[at] = toMask;
    fm.placeAt[at] = tt < 0 ? -1 : toMask * stride + tt;
  }
  fm.to[x] = fm.edges;
  fm.ready[x] = 1;
}


/**
 * Works out where the moves on from the position at `cell` (attack x; its
 * attacker's row of `landKey` and `landSlot` from `row`) land, writes them at
 * the end of `lands.cells` (grown as needed) and gives where they start.
 */
export function landingsOf(lands: Landings, fm: FlatMoves, cell: number, x: number, row: number, landKey: Int32Array, landSlot: Int32Array, within: Int16Array, startMask: number): number {
  const { beaten, toMask, placeAt } = fm;
  const from = fm.from[x]!;
  const to = fm.to[x]!;
  if (lands.used + to - from > lands.cells.length) {
    const grown = new Int32Array(Math.ceil(1.5 * lands.cells.length) + to - from);
    grown.set(lands.cells);
    lands.cells = grown;
  }
  const start = lands.used;
  for (let e = from; e < to; e++) {
    const lk = landKey[row + beaten[e]!]!;
    const pa = placeAt[e]!;
    const spot = lk < 0 || pa < 0 ? -1 : within[landSlot[row + beaten[e]!]! + pa]!;
    lands.cells[lands.used++] = lk < 0 ? (toMask[e] === startMask ? WON_UNHURT : WON_HURT) : spot < 0 ? NOWHERE : lk + spot;
  }
  lands.first[cell] = start;
  return start;
}

