/**
 * Small strict readers for the states the tools keep in links and storage:
 * every value checked for its type, length and keys, nothing else read.
 * `parsed(fn)` turns a reader that throws `Bad` into one that returns a
 * sentence. Lengths are checked before lists are walked. Pure; no DOM.
 */
import type { Parsed } from '../../kit/numbers.ts';

export class Bad extends Error {}

const fail = (what: string): never => {
  throw new Bad(what);
};

/** An object with no keys but `keys` (a key may be missing: its reader gets undefined). */
export function record(v: unknown, keys: readonly string[], what: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(`${what} is damaged`);
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!keys.includes(k)) fail(`${what} holds something this tool never writes`);
  return o;
}

/** Text typed into a field: a string of at most `max` characters (a missing one reads as `fallback`). */
export function text(v: unknown, what: string, max = 40, fallback?: string): string {
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'string' || v.length > max) fail(`${what} is damaged`);
  return v as string;
}

export function oneOf<T extends string>(v: unknown, values: readonly T[], what: string, fallback?: T): T {
  if (v === undefined && fallback !== undefined) return fallback;
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) fail(`${what} is not one this tool knows`);
  return v as T;
}

export function bool(v: unknown, what: string, fallback = false): boolean {
  if (v === undefined) return fallback;
  if (typeof v !== 'boolean') fail(`${what} is damaged`);
  return v as boolean;
}

export function list<T>(v: unknown, min: number, max: number, what: string, item: (x: unknown, i: number) => T): T[] {
  if (!Array.isArray(v)) fail(`${what} is damaged`);
  const a = v as unknown[];
  if (a.length < min || a.length > max) fail(`${what} has ${a.length} entries; this tool keeps ${min === max ? min : `${min} to ${max}`}`);
  return a.map(item);
}

/** A reader that throws `Bad` as one that returns the state or the sentence. */
export function parsed<T>(read: (raw: unknown) => T): (raw: unknown) => Parsed<T> {
  return (raw) => {
    try {
      return { ok: true, value: read(raw) };
    } catch (e) {
      if (e instanceof Bad) return { ok: false, error: `${e.message}.` };
      return { ok: false, error: 'its contents are not a state this tool can read.' };
    }
  };
}
