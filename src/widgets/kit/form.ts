/**
 * Typed text to engine input, and the engine's refusals back to the fields.
 * A tool keeps every field as the text typed, so nothing is lost; `num`
 * hands the engine a number when the text is one and the text itself when
 * not, so the engine's own sentence says what is wrong (a number past a
 * limit is refused with the limit stated, never cut to fit). The engine
 * stops at the first bad field: `solveAll` asks again with that field set to
 * its clean value, to name every bad field at once. A calculator's answer is
 * `Checked`: the value and its trace, or every refusal, so no answer is ever
 * shown while a field is bad (the kit's calculator shell shows "one thing to
 * fix first" instead). Pure; no DOM; the kit names no game.
 */
import type { Err, Result, TraceStep } from '../../engine/core/result.ts';

/** A refusal shown beside a field: the engine's sentence and the rule behind it. */
export interface Refusal {
  error: string;
  rule: string;
}

/** Refusals by the dotted path of the engine field (`fleet.0.missiles`). */
export type Refusals = Readonly<Record<string, Refusal>>;

/** What a form cannot be worked out from: each field's refusal, and one that names no single field. */
export interface Unchecked {
  ok: false;
  fields: Refusals;
  general: Err | null;
}

/** The text of a numeric field as the engine reads it: a number when it is written as one, else the text (empty text too, so a required field left empty is refused, never read as "none"). */
export function num(text: string): unknown {
  const t = text.trim();
  if (/^[+-]?\d{1,15}(\.\d{1,15})?$/.test(t)) return Number(t);
  return t.slice(0, 40);
}

/** The same for a field the engine may do without: empty means left out (the engine's default). */
export const opt = (text: string): unknown => (text.trim() === '' ? undefined : num(text));

const isIndex = (key: string) => /^\d+$/.test(key);

/** The value at a dotted path; a list index past the end reads the list's last item (the clean state has one of each). */
function valueAt(root: unknown, path: string[]): { found: boolean; value?: unknown } {
  let at: unknown = root;
  for (const key of path) {
    if (Array.isArray(at) && isIndex(key)) {
      if (at.length === 0) return { found: false };
      at = at[Math.min(Number(key), at.length - 1)];
    } else if (typeof at === 'object' && at !== null && Object.prototype.hasOwnProperty.call(at, key)) {
      at = (at as Record<string, unknown>)[key];
    } else return { found: false };
  }
  return { found: true, value: at };
}

/** A copy of `root` with the leaf at `path` replaced; null when the path holds no leaf (a list or an object). */
function replaced(root: unknown, path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(root) && isIndex(key) && Number(key) < root.length) {
    const copy = root.slice();
    copy[Number(key)] = replaced(root[Number(key)], rest, value);
    return copy;
  }
  if (typeof root === 'object' && root !== null && !Array.isArray(root)) {
    return { ...(root as Record<string, unknown>), [key]: replaced((root as Record<string, unknown>)[key], rest, value) };
  }
  return root;
}

const isLeaf = (v: unknown) => v === undefined || v === null || typeof v !== 'object';

/** A form worked out: the engine's value and trace, or what to fix first. */
export type Checked<T> = { ok: true; value: T; trace: TraceStep[] } | Unchecked;

/**
 * Runs `solve` on `input`. Each refusal of one field is recorded and the
 * field set to its value in `clean` (the tool's clean input), then asked
 * again, until the input is read whole. A refusal that names no single typed
 * field is `general`; it is kept only when no field was replaced (else it
 * may come from a replaced value).
 */
export function solveAll<T>(solve: (input: unknown) => Result<T>, input: unknown, clean: unknown, limit = 40): Checked<T> {
  const fields: Record<string, Refusal> = {};
  let current = input;
  for (let i = 0; i < limit; i++) {
    const r = solve(current);
    if (r.ok) return Object.keys(fields).length === 0 ? { ok: true, value: r.value, trace: r.trace } : { ok: false, fields, general: null };
    const path = r.field?.split('.') ?? [];
    const here = r.field === undefined ? { found: false } : valueAt(current, path);
    const fallback = valueAt(clean, path);
    if (r.field === undefined || fields[r.field] !== undefined || !here.found || !isLeaf(here.value) || !fallback.found || !isLeaf(fallback.value)) {
      const general = Object.keys(fields).length === 0 ? r : null;
      if (r.field !== undefined && general && fields[r.field] === undefined) fields[r.field] = { error: r.error, rule: r.rule };
      return { ok: false, fields, general };
    }
    fields[r.field] = { error: r.error, rule: r.rule };
    current = replaced(current, path, fallback.value);
  }
  return { ok: false, fields, general: null };
}
