/**
 * The readings a player can switch: each open point of the book that has a
 * second sensible answer (AM notes marked with a toggle) is an option here,
 * with the recommended reading as its default. Every solver takes a
 * `Readings` and applies it; a trace step decided by a reading cites its note.
 * Values are short strings so a set of readings travels in a URL. The words
 * on each option and choice are in `reading-labels.ts`, and why each default
 * is recommended in `reading-explanations.ts`: the workers that solve under
 * the readings carry neither, and a tool loads them when it shows a reading.
 */
// The kernel's readers, typed with the Ascension rule ids: this file sits beside the registry that `input/readers.ts` binds, so it imports them from the kernel itself.
import { choice, optional, type Reader as KernelReader } from '../core/read.ts';
import { closed } from '../core/read-structure.ts';
import { ok, type AscensionResult } from './result.ts';
import type { AscensionRuleId, NoteAnchor } from './rules.ts';

type Reader<T> = KernelReader<T, AscensionRuleId>;

interface ReadingSpec<V extends string> {
  note: NoteAnchor;
  /** The first choice is the recommended default. */
  choices: readonly [{ value: V }, ...{ value: V }[]];
}

const spec = <V extends string>(s: ReadingSpec<V>): ReadingSpec<V> => s;

export const READING_SPECS = {
  naturalRolls: spec({ note: 'AM-02', choices: [{ value: 'off' }, { value: 'on' }] }),
  embassyTreatyDice: spec({ note: 'AM-05', choices: [{ value: 'one' }, { value: 'powered' }] }),
  starportTradeDice: spec({ note: 'AM-06', choices: [{ value: 'overseer' }, { value: 'panel' }] }),
  sabotageAtZero: spec({ note: 'AM-08', choices: [{ value: 'stops' }, { value: 'destroys' }] }),
  securityDetailFlux: spec({ note: 'AM-10', choices: [{ value: 'off' }, { value: 'flux' }] }),
  culturalEmbassy: spec({ note: 'AM-11', choices: [{ value: 'two-plus-level' }, { value: 'unpowered-only' }] }),
  treatyPower: spec({ note: 'AM-13', choices: [{ value: 'at-least' }, { value: 'exact' }] }),
  treatyBars: spec({ note: 'AM-14', choices: [{ value: 'any' }, { value: 'own' }] }),
  factoryDoubling: spec({ note: 'AM-15', choices: [{ value: 'treaty' }, { value: 'everywhere' }] }),
  starportSupply: spec({ note: 'AM-17', choices: [{ value: 'minimum' }, { value: 'exact' }] }),
  revoltScope: spec({ note: 'AM-19', choices: [{ value: 'system' }, { value: 'panel' }] }),
  blockadeScope: spec({ note: 'AM-21', choices: [{ value: 'system' }, { value: 'panel' }] }),
  defenseCount: spec({ note: 'AM-23', choices: [{ value: 'all' }, { value: 'exclude-attacker' }] }),
  fleetSiege: spec({ note: 'AM-24', choices: [{ value: 'alone' }, { value: 'pooled' }] }),
  outpostDestruction: spec({ note: 'AM-26', choices: [{ value: 'one-more' }, { value: 'at-zero' }] }),
  soldiers: spec({ note: 'AM-29', choices: [{ value: 'single' }, { value: 'pooled' }] }),
  assaultCounter: spec({ note: 'AM-30', choices: [{ value: 'mirrored' }, { value: 'attacker' }] }),
  standardRange: spec({ note: 'AM-31', choices: [{ value: '1' }, { value: '0' }] }),
  energyToHit: spec({ note: 'AM-32', choices: [{ value: 'per-die' }, { value: 'one-roll' }] }),
  shields: spec({ note: 'AM-33', choices: [{ value: 'stop-faces' }, { value: 'subtract' }] }),
  missileToHit: spec({ note: 'AM-34', choices: [{ value: 'at-most' }, { value: 'at-least' }] }),
  missileDamage: spec({ note: 'AM-35', choices: [{ value: 'new-die' }, { value: 'hit-die' }] }),
  impactTiming: spec({ note: 'AM-38', choices: [{ value: 'phase-end' }, { value: 'ship-end' }] }),
  rangeTies: spec({ note: 'AM-39', choices: [{ value: 'no-change' }, { value: 'attacker' }] }),
  disabledCheck: spec({ note: 'AM-42', choices: [{ value: 'roll' }, { value: 'automatic' }] }),
  destroyedAt: spec({ note: 'AM-43', choices: [{ value: 'reaches' }, { value: 'exceeds' }] }),
  halveJump: spec({ note: 'AM-44', choices: [{ value: 'halved' }, { value: 'kept' }] }),
  repairClears: spec({ note: 'AM-45', choices: [{ value: 'below-half' }, { value: 'any' }] }),
  exploreReach: spec({ note: 'AM-54', choices: [{ value: 'at-least-one' }, { value: 'literal' }] }),
  withdrawal: spec({ note: 'AM-55', choices: [{ value: 'round-3' }, { value: 'round-2' }] }),
  planetaryRepeat: spec({ note: 'AM-56', choices: [{ value: 'repeat' }, { value: 'one-pass' }] }),
} as const;

export type ReadingKey = keyof typeof READING_SPECS;
/** The values option `K` can take. */
export type ReadingValue<K extends ReadingKey> = (typeof READING_SPECS)[K]['choices'][number]['value'];
export type Readings = { readonly [K in ReadingKey]: ReadingValue<K> };

export const READING_KEYS = Object.keys(READING_SPECS) as ReadingKey[];

/** The recommended readings: the first choice of every option. */
export const DEFAULT_READINGS: Readings = Object.freeze(
  Object.fromEntries(READING_KEYS.map((key) => [key, READING_SPECS[key].choices[0].value])),
) as unknown as Readings;

/** Readings with some options changed; keys left out keep their default. */
export function withReadings(changes: Partial<Readings> = {}): Readings {
  return { ...DEFAULT_READINGS, ...changes };
}

/** The keys whose value differs from the recommended reading. */
export function changedReadings(readings: Readings): ReadingKey[] {
  return READING_KEYS.filter((key) => readings[key] !== DEFAULT_READINGS[key]);
}

/** The rule a set of readings as a whole answers to: no single note governs it, so the first note stands for the notes page. */
const READINGS_RULE: AscensionRuleId = 'ascension.AM-01';

/** One option's value: one of its choices, refused with the option's own note. A number in a link (`standardRange: 0`) is read as its text. */
function optionReader<K extends ReadingKey>(key: K): Reader<ReadingValue<K>> {
  const { note, choices } = READING_SPECS[key];
  const one = choice<ReadingValue<K>, AscensionRuleId>(`The reading of ${note} (${key})`, choices.map((c) => c.value as ReadingValue<K>), `ascension.${note}`);
  return (value, path) => one(typeof value === 'number' ? String(value) : value, path);
}

/** A set of readings: an object of option → value, each option known, each left out at its recommended value. */
export const readReadings: Reader<Readings> = closed<{ [K in ReadingKey]: Reader<ReadingValue<K>> }, AscensionRuleId>(
  'The set of readings',
  Object.fromEntries(READING_KEYS.map((key) => [key, optional<ReadingValue<typeof key>, AscensionRuleId>(optionReader(key), DEFAULT_READINGS[key])])) as { [K in ReadingKey]: Reader<ReadingValue<K>> },
  READINGS_RULE,
);

/**
 * Readings read from a URL or a form (`readReadings` at the field
 * `readings`): left out or null, the recommended ones. An unknown option or
 * value is refused, naming it, with its note's rule.
 */
export function parseReadings(input: unknown): AscensionResult<Readings> {
  return input === undefined || input === null ? ok(DEFAULT_READINGS) : readReadings(input, 'readings');
}

/** How each note is applied: a switchable option, a value the player types, or a fixed reading. */
export type NoteHandling = { kind: 'option'; key: ReadingKey } | { kind: 'input'; field: string } | { kind: 'fixed' };

const INPUT_NOTES: Partial<Record<NoteAnchor, string>> = {
  'AM-03': 'systemTl: the player types the Tech Level of the Society that decides',
  'AM-20': 'picks: the player chooses which bar a loss comes off when several qualify',
  'AM-40': 'move: the Range winner chooses closer or further, one band',
  'AM-53': 'keepSlotForSociety: the planetfall tool asks',
};

export function noteHandling(note: NoteAnchor): NoteHandling {
  const key = READING_KEYS.find((k) => READING_SPECS[k].note === note);
  if (key !== undefined) return { kind: 'option', key };
  const field = INPUT_NOTES[note];
  return field === undefined ? { kind: 'fixed' } : { kind: 'input', field };
}
