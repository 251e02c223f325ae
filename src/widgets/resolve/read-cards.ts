/**
 * Reading the adventure cards of the form (requirements, subplots, the
 * captain's choices) into engine input. A bad field gets its message beside it
 * with its rule; the limits are the engine's (`LIMITS`), and so is the reader
 * of a requirement (`readRequirement`, whose refusal keeps its rule).
 */
import { parseName, parseWhole } from '../kit/numbers.ts';
import type { RuleId } from '../../engine/ccg/index.ts';
import { readRequirement } from '../../engine/ccg/resolution/index.ts';
import type { AdventureCardInput, CardAttempt, Pin, Requirement, SimpleRequirement, SubplotInput } from '../../engine/ccg/resolution/index.ts';
import { specFromKey } from './pool.ts';
import { LIMITS, type CardRow, type ReqRow, type SimpleReqRow } from './state.ts';
import type { FieldErrors } from './view.ts';

/** A whole number typed in a field, within the engine's limits; the refusal carries the rule the limit serves. */
export function readWhole(text: string, path: string, what: { label: string; min: number; max: number; rule: RuleId }, errors: FieldErrors): number | undefined {
  const n = parseWhole(text, what);
  if (n.ok) return n.value;
  errors[path] = { error: n.error, rule: what.rule };
  return undefined;
}

function simpleRequirement(row: SimpleReqRow, path: string, errors: FieldErrors): SimpleRequirement | undefined {
  switch (row.kind) {
    case 'token':
      return { kind: 'token', token: specFromKey(row.spec) };
    case 'choice':
      return { kind: 'choice', options: row.options.map(specFromKey) };
    case 'expense': {
      const n = readWhole(row.amount, `${path}.amount`, { min: 1, max: LIMITS.expense, label: 'the expense in Credits', rule: 'ccg.expenses' }, errors);
      return n === undefined ? undefined : { kind: 'expense', amount: n };
    }
    case 'jettison':
    case 'control': {
      const trait = row.trait.trim();
      return { kind: row.kind, ...(row.cardType !== '' ? { cardType: row.cardType } : {}), ...(trait !== '' ? { trait } : {}) };
    }
  }
}

function requirement(row: ReqRow, path: string, errors: FieldErrors): Requirement | undefined {
  let r: Requirement | undefined;
  if (row.kind === 'elective') {
    const options = row.options.map((o, i) => simpleRequirement(o, `${path}.options.${i}`, errors));
    if (options.some((o) => o === undefined)) return undefined;
    r = { kind: 'elective', options: options as SimpleRequirement[] };
  } else {
    r = simpleRequirement(row, path, errors);
  }
  if (!r) return undefined;
  const v = readRequirement(r, path);
  if (!v.ok) {
    errors[v.field ?? path] = { error: v.error, rule: v.rule };
    return undefined;
  }
  return v.value;
}

function requirements(rows: ReqRow[], path: string, errors: FieldErrors): Requirement[] | undefined {
  const out = rows.map((r, i) => requirement(r, `${path}.reqs.${i}`, errors));
  return out.some((r) => r === undefined) ? undefined : (out as Requirement[]);
}

/** A name typed in a field: not blank, at most the engine's length for a name. */
export function readName(text: string, path: string, label: string, errors: FieldErrors, rule: RuleId = 'ccg.cards'): string | undefined {
  const n = parseName(text, { label, max: LIMITS.name });
  if (n.ok) return n.value;
  errors[path] = { error: n.error, rule };
  return undefined;
}

export function readVp(text: string, path: string, errors: FieldErrors): number | undefined {
  return readWhole(text, path, { min: 0, max: LIMITS.vp, label: 'the Victory Points', rule: 'ccg.victory-points' }, errors);
}

/** An adventure card read from the form, and the field each of the captain's choices (pins) came from. */
export interface CardReading {
  attempt: CardAttempt & { trySubplots: string[]; pins: Pin[] };
  pinFields: string[];
}

function addChoices(out: CardReading, rows: ReqRow[], group: string, path: string): void {
  rows.forEach((row, requirement) => {
    const at = `${path}.reqs.${requirement}`;
    if (row.kind === 'elective') {
      if (row.pick !== undefined) {
        out.attempt.pins.push({ group, requirement, option: row.pick });
        out.pinFields.push(`${at}.pick`);
      }
    } else if ((row.kind === 'token' || row.kind === 'choice') && row.pin !== undefined) {
      out.attempt.pins.push({ group, requirement, token: row.pin });
      out.pinFields.push(`${at}.pin`);
    }
  });
}

/** The tool does not ask whose card it is, so the engine's trace names no owner. */
export function readCard(row: CardRow, path: string, id: string, errors: FieldErrors, what: string): CardReading | undefined {
  const before = Object.keys(errors).length;
  const n = readName(row.name, `${path}.name`, `the name of the ${what}`, errors, what === 'contract' ? 'ccg.contract' : 'ccg.complication');
  const reqs = requirements(row.reqs, path, errors);
  const subplots: SubplotInput[] = [];
  const out: CardReading = { attempt: { card: { id, name: n ?? '', requirements: [] }, trySubplots: [], pins: [] }, pinFields: [] };
  addChoices(out, row.reqs, 'main', path);
  row.subplots.forEach((s, i) => {
    const sp = `${path}.subplots.${i}`;
    const sn = readName(s.name, `${sp}.name`, 'the name of the subplot', errors, 'ccg.subplot');
    const sv = readVp(s.vp, `${sp}.vp`, errors);
    const sr = requirements(s.reqs, sp, errors);
    if (sn !== undefined && sv !== undefined && sr) {
      const sid = `${id}-subplot-${i + 1}`;
      subplots.push({ id: sid, name: sn, vp: sv, requirements: sr });
      if (s.on) out.attempt.trySubplots.push(sid);
      addChoices(out, s.reqs, sid, sp);
    }
  });
  if (Object.keys(errors).length > before || n === undefined || !reqs) return undefined;
  const card: AdventureCardInput = { id, name: n, requirements: reqs, subplots };
  return { ...out, attempt: { ...out.attempt, card } };
}
