/**
 * The ways of deciding elective requirements, for the solver. A set of groups
 * with electives has as many ways as the product of their option counts (up to
 * 4,096); each way is one flat list of simple requirements. The ways are
 * walked one at a time, in a fixed order (the first elective varies slowest),
 * and never built all at once: the solver first adds up a way's least possible
 * score, option by option, and builds the list only for a way that could beat
 * the best found so far.
 */
import { err, ok } from '../result.ts';
import type { CcgResult } from '../result.ts';
import { specsOf } from './requirements.ts';
import type { ControlledCard, RequirementGroup, RequirementRef, SimpleRequirement } from './requirements.ts';
import { kindKey, tokenFlexibility, tokenPays } from './tokens.ts';
import type { PoolToken, TokenSpec } from './tokens.ts';

export const MAX_ELECTIVE_COMBINATIONS = 4096;

/** One simple requirement to meet, with where it comes from. */
export interface Item {
  ref: RequirementRef;
  groupName: string;
  groupIndex: number;
  req: SimpleRequirement;
}

export const keyOf = (r: RequirementRef): string => `${r.group}#${r.requirement}`;

/** The captain's choices, read against the pool and the cards. */
export interface ResolvedPins {
  tokens: Map<string, PoolToken>;
  cards: Map<string, ControlledCard>;
  options: Map<string, number>;
}

/** A score: cards jettisoned, Credits of expenses, flexibility of the tokens spent (less is better in that order). */
export type Score = [number, number, number];

export const better = (a: Score, b: Score): boolean => (a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2]);

/** Each requirement in order, with the simple requirements it may stand for (one unless it is an open elective). */
export interface Ways {
  slots: Item[][];
  /** How many ways there are: the product of the slots' sizes. */
  count: number;
}

export function electiveWays(groups: readonly RequirementGroup[], pins: ResolvedPins): CcgResult<Ways> {
  const slots: Item[][] = [];
  let count = 1;
  for (const [gi, g] of groups.entries()) {
    for (const [ri, r] of g.requirements.entries()) {
      const base = { groupName: g.name, groupIndex: gi };
      if (r.kind !== 'elective') {
        slots.push([{ ...base, ref: { group: g.id, requirement: ri }, req: r }]);
        continue;
      }
      const pinned = pins.options.get(keyOf({ group: g.id, requirement: ri }));
      const options = pinned === undefined ? r.options.map((o, oi) => ({ o, oi })) : [{ o: r.options[pinned]!, oi: pinned }];
      if (count * options.length > MAX_ELECTIVE_COMBINATIONS) {
        return err(`The elective requirements offer more than ${MAX_ELECTIVE_COMBINATIONS} ways to choose; choose some options first.`, 'ccg.subplot', 'pins');
      }
      count *= options.length;
      slots.push(options.map(({ o, oi }) => ({ ...base, ref: { group: g.id, requirement: ri, option: oi }, req: o })));
    }
  }
  return ok({ slots, count });
}

/**
 * The least score one requirement could add: a card to jettison and its Credits
 * are fixed by the requirement, and a token requirement spends at least the
 * least flexible token in the pool that pays it.
 */
export function itemFloor(tokens: readonly PoolToken[], pins: ResolvedPins): (it: Item) => Score {
  // Tokens of one kind pay the same requirements: one of each kind is enough to look at.
  const kinds = new Map<string, PoolToken['token']>();
  for (const t of tokens) {
    const k = kindKey(t.token);
    if (!kinds.has(k)) kinds.set(k, t.token);
  }
  const cheapest = new Map<string, number>();
  const leastFlexible = (spec: TokenSpec): number => {
    const key = spec.kind === 'capability' ? spec.capability : `${spec.skill}:${spec.level}`;
    let f = cheapest.get(key);
    if (f === undefined) {
      f = Number.POSITIVE_INFINITY;
      for (const t of kinds.values()) if (tokenPays(t, spec)) f = Math.min(f, tokenFlexibility(t));
      if (!Number.isFinite(f)) f = 1;
      cheapest.set(key, f);
    }
    return f;
  };
  return (it) => {
    if (it.req.kind === 'jettison') return [1, 0, 0];
    if (it.req.kind === 'expense') return [0, it.req.amount, 0];
    if (it.req.kind === 'token' || it.req.kind === 'choice') {
      const pinned = pins.tokens.get(keyOf(it.ref));
      return [0, 0, pinned ? tokenFlexibility(pinned.token) : Math.min(...specsOf(it.req).map(leastFlexible))];
    }
    return [0, 0, 0];
  };
}

/**
 * Calls `visit` with each way in order: its least possible score (the sum of
 * its requirements' floors) and a function that builds its list of
 * requirements. Stops early when `visit` returns false.
 */
export function walkWays(ways: Ways, floor: (it: Item) => Score, visit: (least: Score, items: () => Item[]) => boolean | void): void {
  const { slots } = ways;
  const floors = slots.map((s) => s.map(floor));
  const pick = new Array<number>(slots.length).fill(0);
  for (let n = 0; n < ways.count; n++) {
    const least: Score = [0, 0, 0];
    for (let i = 0; i < slots.length; i++) {
      const f = floors[i]![pick[i]!]!;
      least[0] += f[0];
      least[1] += f[1];
      least[2] += f[2];
    }
    if (visit(least, () => slots.map((s, i) => s[pick[i]!]!)) === false) return;
    // The last slot varies fastest.
    for (let i = slots.length - 1; i >= 0; i--) {
      pick[i] = (pick[i]! + 1) % slots[i]!.length;
      if (pick[i] !== 0) break;
    }
  }
}
