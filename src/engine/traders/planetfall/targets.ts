/**
 * Who fights in a planetfall encounter: the target of each attack (t-2-a,
 * A07-A09), who strikes back for a wounded target (t-2-d-ii, A15), and the
 * strongest helpers a gang allows (A12). The game and the odds both ask here,
 * so a reading switch changes them together.
 */
import type { Readings } from '../readings/index.ts';
import { RANKS, rankOrder, type Rank } from '../tables/index.ts';

/** An officer as a fight sees him: his rank, his actual power, and whether he can act. */
export interface Fighter {
  rank: Rank;
  power: number;
  active: boolean;
}

const byRank = (a: Rank, b: Rank) => rankOrder(a) - rankOrder(b);

/** The active ranks, highest first. */
export function activeRanks(fighters: readonly Fighter[]): Rank[] {
  return fighters.filter((f) => f.active).map((f) => f.rank).sort(byRank);
}

/**
 * The officer the next attack goes to, or null when nobody is active. Rotation
 * (A07 a): the next active rank below `last`, wrapping to the Captain; the top
 * when nobody has been attacked yet. Alternation (A07 b): the highest active
 * rank other than `last`. A lone active officer takes every attack (A09).
 */
export function nextTarget(active: readonly Rank[], last: Rank | null, order: Readings['targetOrder']): Rank | null {
  if (active.length === 0) return null;
  if (last === null) return active[0]!;
  if (order === 'alternation') return active.find((r) => r !== last) ?? active[0]!;
  const below = active.find((r) => rankOrder(r) > rankOrder(last));
  return below ?? active[0]!;
}

/** Who strikes back for a wounded `target` (A15): the highest active officer, or the first active one below him, wrapping. */
export function retaliatorFor(active: readonly Rank[], target: Rank, reading: Readings['retaliator']): Rank | null {
  if (active.length === 0) return null;
  if (reading === 'highest') return active[0]!;
  return active.find((r) => rankOrder(r) > rankOrder(target)) ?? active[0]!;
}

/**
 * The strongest helpers for `lead` against a gang of `cards` cards: up to
 * cards-1 other active officers, highest power first, leaving out anyone whose
 * power would lower the total (a replacement at -1) or add nothing.
 */
export function strongestHelpers(fighters: readonly Fighter[], lead: Rank, cards: number): Rank[] {
  return fighters
    .filter((f) => f.active && f.rank !== lead && f.power > 0)
    .sort((a, b) => b.power - a.power || byRank(a.rank, b.rank))
    .slice(0, Math.max(0, cards - 1))
    .map((f) => f.rank)
    .sort(byRank);
}

/** Every legal set of helpers for `lead` against a gang of `cards` cards: subsets of the other active officers of size 0..cards-1. */
export function helperChoices(fighters: readonly Fighter[], lead: Rank, cards: number): Rank[][] {
  const others = RANKS.filter((r) => r !== lead && fighters.some((f) => f.rank === r && f.active));
  const out: Rank[][] = [];
  for (let mask = 0; mask < 1 << others.length; mask++) {
    const set = others.filter((_, i) => mask & (1 << i));
    if (set.length <= cards - 1) out.push(set);
  }
  return out.sort((a, b) => a.length - b.length);
}

/** What an untreated or treated wound does (t-2-c, A17, A19). */
export type WoundFate = 'first-aid' | 'disband' | 'care-or-die';

/**
 * The fate of a wound to `target`, given who is active after it: first aid
 * when the 3rd Officer is active and is not the one hurt; otherwise the crew
 * disbands when neither pilot is active, else the wounded officer needs care.
 */
export function woundFate(activeAfter: readonly Rank[], target: Rank): WoundFate {
  if (target !== 'third' && activeAfter.includes('third')) return 'first-aid';
  if (!activeAfter.includes('captain') && !activeAfter.includes('first')) return 'disband';
  return 'care-or-die';
}
