/**
 * Reading numbers typed into a field: whole numbers only, within a range, with
 * a message meant to sit next to the field. Pure; shared by every tool.
 */
export type Parsed<T> = { ok: true; value: T } | Refused;

/**
 * Why a value was refused. A link's reader also keeps the rule and the field
 * (the link's dotted path) of its refusal, and may give a state to show in
 * place of the clean one (`instead`): the form holding the link's values,
 * what the notice says of it, and the form's field (`at`, as the form names
 * it) that shows the refusal's sentence (`error`) beside itself with its rule;
 * `form` holds the link's values for a form kept apart from the state (the
 * queue stepper's table form).
 */
export interface Refused {
  ok: false;
  error: string;
  rule?: string;
  field?: string;
  /** `state` is the tool's state (typed loosely, so a refusal passes between readers of other types unchanged). */
  instead?: { state: unknown; says: string; at: string; error: string; form?: unknown } | undefined;
}

/** A field read with the form's words and refused past an engine limit: its message carries the rule that sets the limit. */
export type Ruled<T> = { ok: true; value: T } | { ok: false; error: { error: string; rule: string } };
export const withRule = <T>(r: Parsed<T>, rule: string): Ruled<T> => (r.ok ? r : { ok: false, error: { error: r.error, rule } });

export function parseWhole(text: string, { min, max, label }: { min: number; max: number; label: string }): Parsed<number> {
  const t = text.trim();
  if (t === '') return { ok: false, error: `Enter ${label}.` };
  if (!/^-?\d+$/.test(t)) return { ok: false, error: `${capitalise(label)} must be a whole number.` };
  const n = Number(t);
  if (n < min || n > max) return { ok: false, error: `${capitalise(label)} must be from ${min} to ${max}.` };
  return { ok: true, value: n };
}

export function parseName(text: string, { label, max = 60 }: { label: string; max?: number }): Parsed<string> {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t === '') return { ok: false, error: `Enter ${label}.` };
  if (t.length > max) return { ok: false, error: `${capitalise(label)} is too long (at most ${max} characters).` };
  return { ok: true, value: t };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
