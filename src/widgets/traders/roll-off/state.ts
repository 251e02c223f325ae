/**
 * The opposed-roll calculator's state (what the link holds): two sides, each
 * a list of rows (a card or officer and how many of it, or a power typed by
 * hand, kept as typed so nothing is lost), and whether the exact fractions
 * are shown. A link's reader (`link.ts`) checks the shape; a typed power is
 * judged by the engine (`rollOff`), with its limit stated. Pure.
 */
import { ROLL_OFF_LIMITS } from '../../../engine/traders/tables/index.ts';
import type { Example } from '../../kit/Presets.tsx';
import { castMember, CAST, OTHER } from '../shared/cast.ts';

export interface Row {
  /** A key of the cast (`captain`, `thug`, `beowulf`, `cutter`, …) or `other`. */
  who: string;
  /** Cards of this name (a gang when 2 or more). */
  count: number;
  /** The power of an `other` row, as typed (ignored for the rest). */
  power: string;
}

export interface RollOffState {
  a: Row[];
  b: Row[];
  exact: boolean;
}

/** The engine takes at most eight powers a side: one per card. */
export const MAX_PER_SIDE = ROLL_OFF_LIMITS.powers;
export const MAX_COUNT = ROLL_OFF_LIMITS.count;

const row = (who: string, count = 1): Row => ({ who, count, power: '0' });

export const INITIAL: RollOffState = { a: [row('thug')], b: [row('captain')], exact: false };

export const EXAMPLES: readonly Example<RollOffState>[] = [
  { id: 'thug', label: 'Street Thug attacks the Captain', source: 'Our example of an attack: the Thug’s power 1 against the Captain’s 3, so the Thug rolls 2 behind.', state: INITIAL },
  {
    id: 'gang',
    label: 'Two Vagyr against the Captain and 1st Officer',
    source: 'Our example of a gang: the two Vagyr cards roll one 4D6 together, and the 1st Officer adds his power to the Captain’s.',
    state: { a: [row('vagyr', 2)], b: [row('captain'), row('first')], exact: false },
  },
  { id: 'strike', label: 'The 2nd Officer strikes back at a Bounty Hunter', source: 'Our example of a strike back: the officer is side A.', state: { a: [row('second')], b: [row('hunter')], exact: false } },
  { id: 'shot', label: 'The Beowulf fires at a pirate Subsidized Merchant', source: 'Our example of one shot in a space battle: ship against ship.', state: { a: [row('beowulf')], b: [row('pirate-merchant')], exact: false } },
];

export const sideCount = (rows: readonly Row[]): number => rows.reduce((n, r) => n + r.count, 0);

/** The row "Add someone" adds: the first of the cast not yet on the side (each officer is one card), else a power typed by hand. */
export function newRow(rows: readonly Row[]): Row {
  const free = CAST.find((c) => !rows.some((r) => r.who === c.key));
  return row(free?.key ?? OTHER);
}

/** A power as typed, a phone's minus sign read as one. */
export const typedPower = (r: Row): string => r.power.trim().replace(/[\u2212\u2013]/g, '-');

export function sideLabel(rows: readonly Row[]): string {
  if (rows.length === 0) return 'nobody';
  return rows
    .map((r) => {
      const name = r.who === OTHER ? `a card of power ${typedPower(r)}` : (castMember(r.who)?.name ?? r.who);
      return r.count > 1 ? `${r.count} × ${name}` : name;
    })
    .join(' + ');
}

/** What the worker is asked: the two sides, the display switch left out. */
export type RollOffAsked = Pick<RollOffState, 'a' | 'b'>;

export const questionOf = (s: RollOffState): RollOffAsked => ({ a: s.a, b: s.b });
