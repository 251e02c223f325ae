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

/** How a changed reading is named under an answer: its note, the option and the choice. */
export interface ChangedText {
  note: string;
  label: string;
  choice: string;
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

/** The label of a reading's chosen value. */
export function choiceLabel(key: ReadingKey, value: string): string {
  const spec = READING_SPECS[key];
  return (spec.choices as readonly { value: string; label: string }[]).find((c) => c.value === value)?.label ?? value;
}

/** The changed readings of a tool, named for the line under its answer. */
export function changedTexts(keys: readonly ReadingKey[], changed: Changed): ChangedText[] {
  return keys.filter((k) => changed[k] !== undefined).map((k) => ({ note: READING_SPECS[k].note, label: READING_SPECS[k].label, choice: choiceLabel(k, changed[k]!) }));
}

export { READING_SPECS, DEFAULT_READINGS };
