/**
 * What a link to the opposed-roll calculator holds, read back: two sides of
 * known people (or typed powers, kept as typed: the engine judges them), at
 * most eight cards a side. Loaded only when a link holds state. Pure.
 */
import { isRecord, isWhole } from '../../../engine/core/validate.ts';
import { ROLL_OFF_LIMITS } from '../../../engine/traders/tables/index.ts';
import { TYPED_MAX } from '../../kit/limits.ts';
import type { Parsed } from '../../kit/numbers.ts';
import { urlSchema } from '../../kit/url-state.ts';
import { isCastKey } from '../shared/cast.ts';
import { MAX_COUNT, MAX_PER_SIDE, sideCount, type RollOffState, type Row } from './state.ts';

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
