/**
 * The readings a tool lets the reader switch (the spec's toggles), kept in
 * its state as the options changed from the recommended reading only. The
 * engine's option list is not needed to show a tool's first answer, so it is
 * read here, by the code that works answers out, by the link readers
 * (`link.ts`), and by the readings panel when it opens. Pure; no DOM.
 */
import { DEFAULT_READINGS, READING_SPECS, parseReadings, type ReadingKey, type Readings } from '../../../engine/ascension/index.ts';

/** Options changed from the recommended reading: key → the value chosen. */
export type Changed = Readonly<Partial<Record<ReadingKey, string>>>;

/** A reading changed from the recommended one, as the line under an answer names it (the words come from `reading-labels.ts`, loaded by the line). */
export interface ChangedReading {
  key: ReadingKey;
  value: string;
  note: string;
}

/** The readings the engine applies for a tool's changed options. */
export function readingsOf(changed: Changed): Readings {
  const r = parseReadings(changed);
  return r.ok ? r.value : DEFAULT_READINGS;
}

/** A change of one option: the default value is dropped, so a link holds only what differs. */
export function setReading(changed: Changed, key: ReadingKey, value: string): Changed {
  const next: Partial<Record<ReadingKey, string>> = { ...changed };
  if (value === DEFAULT_READINGS[key]) delete next[key];
  else next[key] = value;
  return next;
}

/** The changed readings of a tool, for the line under its answer. */
export function changedReadingsOf(keys: readonly ReadingKey[], changed: Changed): ChangedReading[] {
  return keys.filter((k) => changed[k] !== undefined).map((k) => ({ key: k, value: changed[k]!, note: READING_SPECS[k].note }));
}

export { READING_SPECS, DEFAULT_READINGS };
