/**
 * The shape every engine decision returns: a value with the trace of steps that
 * produced it, or an error value that names the rule that forbids the input.
 * Nothing in the engine throws to its caller.
 */

/**
 * One step of a decision: what happened, and the rule (a registry id) that decides it;
 * where the text states our reading of an unclear rule, `reading` is the id of that
 * reading's note (the tools show the "Our reading" label with it).
 */
export interface TraceStep<R extends string = string> {
  text: string;
  rule: R;
  reading?: R;
}

export interface Ok<T, R extends string = string> {
  ok: true;
  value: T;
  trace: TraceStep<R>[];
}

export interface Err<R extends string = string> {
  ok: false;
  /** A whole sentence a person can act on. */
  error: string;
  /** The rule that makes the input or move illegal. */
  rule: R;
  /** Dotted path of the offending input field, when one field is to blame (e.g. `hand.2.ev`). */
  field?: string;
}

export type Result<T, R extends string = string> = Ok<T, R> | Err<R>;

export function ok<T, R extends string>(value: T, trace: TraceStep<R>[] = []): Ok<T, R> {
  return { ok: true, value, trace };
}

export function err<R extends string>(error: string, rule: R, field?: string): Err<R> {
  return field === undefined ? { ok: false, error, rule } : { ok: false, error, rule, field };
}

export function step<R extends string>(text: string, rule: R): TraceStep<R> {
  return { text, rule };
}
