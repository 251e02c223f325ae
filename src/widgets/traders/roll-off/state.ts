/**
 * The opposed-roll calculator's state (what the link holds): two sides, each
 * a list of rows (a card or officer and how many of it, or a power typed by
 * hand, kept as typed so nothing is lost), and whether the exact fractions
 * are shown. Its reader checks the shape; a typed power is judged by the
 * engine (`rollOff`), with its limit stated. Pure.
 */
import { isRecord, isWhole } from '../../../engine/core/validate.ts';
import { ROLL_OFF_LIMITS } from '../../../engine/traders/odds/index.ts';
import type { Example } from '../../kit/Presets.tsx';
import { TYPED_MAX } from '../../kit/limits.ts';
import type { Parsed } from '../../kit/numbers.ts';
import { urlSchema } from '../../kit/url-state.ts';
import { castMember, CAST, isCastKey, OTHER } from '../shared/cast.ts';

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
export const MAX_COUNT = 4;

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

export function sideLabel(rows: readonly Row[]): string {
  if (rows.length === 0) return 'nobody';
  return rows
    .map((r) => {
      const name = r.who === OTHER ? `a card of power ${r.power.trim()}` : (castMember(r.who)?.name ?? r.who);
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
    // A power is the text typed (links written before it was kept as typed hold a number).
    const power = typeof r.power === 'number' && isWhole(r.power, -ROLL_OFF_LIMITS.power, ROLL_OFF_LIMITS.power) ? String(r.power) : r.power;
    if (typeof power !== 'string' || power.length > TYPED_MAX) return { ok: false, error: `a power on side ${name} is not text of at most ${TYPED_MAX} characters.` };
    rows.push({ who: r.who, count: r.count, power });
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
