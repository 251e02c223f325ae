/**
 * The opposed-roll calculator's state (what the link holds): two sides, each
 * a list of rows (a card or officer and how many of it, or a power typed by
 * hand), and whether the exact fractions are shown. Its reader checks every
 * part; the powers it hands the engine come from the engine's tables. Pure.
 */
import { isRecord, isWhole } from '../../../engine/core/validate.ts';
import type { Parsed } from '../../kit/numbers.ts';
import { urlSchema } from '../../kit/url-state.ts';
import { ROLL_OFF_LIMITS } from '../../../engine/traders/odds/index.ts';
import { castMember, isCastKey, OTHER } from '../shared/cast.ts';

export interface Row {
  /** A key of the cast (`captain`, `thug`, `beowulf`, `cutter`, …) or `other`. */
  who: string;
  /** Cards of this name (a gang when 2 or more). */
  count: number;
  /** The power of an `other` row (ignored for the rest). */
  power: number;
}

export interface RollOffState {
  a: Row[];
  b: Row[];
  exact: boolean;
}

/** The engine takes at most eight powers a side. */
export const MAX_PER_SIDE = ROLL_OFF_LIMITS.powers;
export const MAX_COUNT = 4;
export const POWER_RANGE = { min: -5, max: 10 } as const;

export const INITIAL: RollOffState = {
  a: [{ who: 'thug', count: 1, power: 0 }],
  b: [{ who: 'captain', count: 1, power: 0 }],
  exact: false,
};

export const PRESETS: readonly { id: string; label: string; state: RollOffState }[] = [
  { id: 'thug', label: 'Street Thug attacks the Captain', state: INITIAL },
  {
    id: 'gang',
    label: 'Two Vagyr against the Captain and 1st Officer',
    state: { a: [{ who: 'vagyr', count: 2, power: 0 }], b: [{ who: 'captain', count: 1, power: 0 }, { who: 'first', count: 1, power: 0 }], exact: false },
  },
  {
    id: 'strike',
    label: 'The 2nd Officer strikes back at a Bounty Hunter',
    state: { a: [{ who: 'second', count: 1, power: 0 }], b: [{ who: 'hunter', count: 1, power: 0 }], exact: false },
  },
  {
    id: 'shot',
    label: 'The Beowulf fires at a pirate Subsidized Merchant',
    state: { a: [{ who: 'beowulf', count: 1, power: 0 }], b: [{ who: 'pirate-merchant', count: 1, power: 0 }], exact: false },
  },
];

export const rowPower = (r: Row): number => (r.who === OTHER ? r.power : (castMember(r.who)?.power ?? 0));
export const sideCount = (rows: readonly Row[]): number => rows.reduce((n, r) => n + r.count, 0);

/** The powers a side adds to its single 4D6: one per card. */
export const sidePowers = (rows: readonly Row[]): number[] => rows.flatMap((r) => Array.from({ length: r.count }, () => rowPower(r)));

export function sideLabel(rows: readonly Row[]): string {
  if (rows.length === 0) return 'nobody';
  return rows
    .map((r) => {
      const name = r.who === OTHER ? `a card of power ${r.power}` : (castMember(r.who)?.name ?? r.who);
      return r.count > 1 ? `${r.count} × ${name}` : name;
    })
    .join(' + ');
}



function parseSide(raw: unknown, name: string): Parsed<Row[]> {
  if (!Array.isArray(raw) || raw.length > MAX_PER_SIDE) return { ok: false, error: `side ${name} is not a list of at most ${MAX_PER_SIDE} rows.` };
  const rows: Row[] = [];
  for (const r of raw) {
    if (!isRecord(r) || Object.keys(r).some((k) => k !== 'who' && k !== 'count' && k !== 'power')) return { ok: false, error: `a row of side ${name} is damaged.` };
    if (!isCastKey(r.who)) return { ok: false, error: `side ${name} names someone this calculator does not know.` };
    if (!isWhole(r.count, 1, MAX_COUNT)) return { ok: false, error: `a count on side ${name} is not a whole number from 1 to ${MAX_COUNT}.` };
    if (!isWhole(r.power, POWER_RANGE.min, POWER_RANGE.max)) return { ok: false, error: `a power on side ${name} is not a whole number from ${POWER_RANGE.min} to ${POWER_RANGE.max}.` };
    rows.push({ who: r.who, count: r.count, power: r.power });
  }
  if (sideCount(rows) > MAX_PER_SIDE) return { ok: false, error: `side ${name} has more than ${MAX_PER_SIDE} cards.` };
  return { ok: true, value: rows };
}

export function parseRollOffState(raw: unknown): Parsed<RollOffState> {
  if (!isRecord(raw) || Object.keys(raw).some((k) => k !== 'a' && k !== 'b' && k !== 'exact')) return { ok: false, error: 'it does not hold an opposed roll.' };
  const a = parseSide(raw.a, 'A');
  if (!a.ok) return a;
  const b = parseSide(raw.b, 'B');
  if (!b.ok) return b;
  if (typeof raw.exact !== 'boolean') return { ok: false, error: 'its "exact fractions" switch is damaged.' };
  return { ok: true, value: { a: a.value, b: b.value, exact: raw.exact } };
}

/** Links are short: two sides of at most eight rows. */
export const ROLL_OFF_URL = urlSchema(parseRollOffState, { maxLength: 2000, maxDepth: 4 });
