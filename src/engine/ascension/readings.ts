/**
 * The readings a player can switch: each open point of the book that has a
 * second sensible answer (AM notes marked with a toggle) is an option here,
 * with the recommended reading as its default. Every solver takes a
 * `Readings` and applies it; a trace step decided by a reading cites its note.
 * Values are short strings so a set of readings travels in a URL. Why each
 * default is recommended, in words, is in `reading-explanations.ts`, which
 * only the readings panel loads, when it opens.
 */
import { isRecord } from '../core/validate.ts';
import { err, ok, type AscensionResult } from './result.ts';
import type { NoteAnchor } from './rules.ts';

interface Choice<V extends string> {
  value: V;
  label: string;
}

interface ReadingSpec<V extends string> {
  note: NoteAnchor;
  label: string;
  /** The first choice is the recommended default. */
  choices: readonly [Choice<V>, ...Choice<V>[]];
}

const spec = <V extends string>(s: ReadingSpec<V>): ReadingSpec<V> => s;

export const READING_SPECS = {
  naturalRolls: spec({
    note: 'AM-02',
    label: 'Natural 1 and 6',
    choices: [{ value: 'off', label: 'Off: targets clamp to 0–6' }, { value: 'on', label: 'House rule: 1 always succeeds, 6 always fails' }],
  }),
  embassyTreatyDice: spec({
    note: 'AM-05',
    label: 'Embassy dice on a Treaty',
    choices: [{ value: 'one', label: 'One die, as the Treaty rule says' }, { value: 'powered', label: 'One die plus one per level' }],
  }),
  starportTradeDice: spec({
    note: 'AM-06',
    label: 'Dice for Starport trade',
    choices: [{ value: 'overseer', label: 'The overseer\'s dice' }, { value: 'panel', label: 'One die, as a Faction Panel' }],
  }),
  sabotageAtZero: spec({
    note: 'AM-08',
    label: 'Sabotage past zero power',
    choices: [{ value: 'stops', label: 'Stops at zero power' }, { value: 'destroys', label: 'One more success destroys the Outpost' }],
  }),
  securityDetailFlux: spec({
    note: 'AM-10',
    label: 'Security Detail roll',
    choices: [{ value: 'off', label: 'Table ruling' }, { value: 'flux', label: 'Flux on Security dice' }],
  }),
  culturalEmbassy: spec({
    note: 'AM-11',
    label: 'Powered Cultural Embassy',
    choices: [{ value: 'two-plus-level', label: 'Two dice plus one per level' }, { value: 'unpowered-only', label: 'Extra die only when unpowered' }],
  }),
  treatyPower: spec({
    note: 'AM-13',
    label: 'Outpost Power against Trade power',
    choices: [{ value: 'at-least', label: 'At least equal' }, { value: 'exact', label: 'Exactly equal' }],
  }),
  treatyBars: spec({
    note: 'AM-14',
    label: 'Bars a Treaty needs',
    choices: [{ value: 'any', label: 'Any player\'s bars' }, { value: 'own', label: 'Your own bars only' }],
  }),
  factoryDoubling: spec({
    note: 'AM-15',
    label: 'Where a Factory doubles',
    choices: [{ value: 'treaty', label: 'Treaty power only' }, { value: 'everywhere', label: 'Treaty, Budget and Victory Points' }],
  }),
  starportSupply: spec({
    note: 'AM-17',
    label: 'Starport supply levels',
    choices: [{ value: 'minimum', label: 'Minimum levels' }, { value: 'exact', label: 'Exact levels' }],
  }),
  revoltScope: spec({
    note: 'AM-19',
    label: 'Reach of a Revolt',
    choices: [{ value: 'system', label: 'The whole system' }, { value: 'panel', label: 'Its Society panel only' }],
  }),
  blockadeScope: spec({
    note: 'AM-21',
    label: 'Reach of a Blockade',
    choices: [{ value: 'system', label: 'The whole system' }, { value: 'panel', label: 'Its panel only' }],
  }),
  defenseCount: spec({
    note: 'AM-23',
    label: 'Defense Outposts counted',
    choices: [{ value: 'all', label: 'Every Defense Outpost' }, { value: 'exclude-attacker', label: 'Not the attacker\'s own' }],
  }),
  fleetSiege: spec({
    note: 'AM-24',
    label: 'Fleet on siege',
    choices: [{ value: 'alone', label: 'Each ship alone' }, { value: 'pooled', label: 'Pooled fleet roll' }],
  }),
  outpostDestruction: spec({
    note: 'AM-26',
    label: 'Destroying an Outpost',
    choices: [{ value: 'one-more', label: 'One more success after its power' }, { value: 'at-zero', label: 'Destroyed when its power reaches 0' }],
  }),
  soldiers: spec({
    note: 'AM-29',
    label: 'Several Soldiers on assault',
    choices: [{ value: 'single', label: 'Each Soldier alone' }, { value: 'pooled', label: 'Pooled Soldiers' }],
  }),
  assaultCounter: spec({
    note: 'AM-30',
    label: 'World hit number on assault',
    choices: [{ value: 'mirrored', label: 'Mirrored' }, { value: 'attacker', label: 'The Soldier\'s number' }],
  }),
  standardRange: spec({
    note: 'AM-31',
    label: 'Range in Standard combat',
    choices: [{ value: '1', label: 'Range 1' }, { value: '0', label: 'Range 0' }],
  }),
  energyToHit: spec({
    note: 'AM-32',
    label: 'Spinal and beam to-hit',
    choices: [{ value: 'per-die', label: 'Each die hits on its own' }, { value: 'one-roll', label: 'One to-hit roll, all dice for damage' }],
  }),
  shields: spec({
    note: 'AM-33',
    label: 'Shields',
    choices: [{ value: 'stop-faces', label: 'Stop low faces' }, { value: 'subtract', label: 'Subtract from each die' }],
  }),
  missileToHit: spec({
    note: 'AM-34',
    label: 'Missile to Hit',
    choices: [{ value: 'at-most', label: 'At or under' }, { value: 'at-least', label: 'At or over' }],
  }),
  missileDamage: spec({
    note: 'AM-35',
    label: 'Missile damage',
    choices: [{ value: 'new-die', label: 'A fresh die × Missile Size' }, { value: 'hit-die', label: 'The hitting die × Missile Size' }],
  }),
  impactTiming: spec({
    note: 'AM-38',
    label: 'When missiles strike',
    choices: [{ value: 'phase-end', label: 'End of the Attack phase' }, { value: 'ship-end', label: 'End of the firing ship\'s attack' }],
  }),
  rangeTies: spec({
    note: 'AM-39',
    label: 'Identical Range rolls',
    choices: [{ value: 'no-change', label: 'No change' }, { value: 'attacker', label: 'The attacker wins' }],
  }),
  disabledCheck: spec({
    note: 'AM-42',
    label: 'Becoming Disabled',
    choices: [{ value: 'roll', label: 'Roll 5–6' }, { value: 'automatic', label: 'Automatic at half Hull' }],
  }),
  destroyedAt: spec({
    note: 'AM-43',
    label: 'When a ship is destroyed',
    choices: [{ value: 'reaches', label: 'Damage reaches Hull' }, { value: 'exceeds', label: 'Damage exceeds Hull' }],
  }),
  halveJump: spec({
    note: 'AM-44',
    label: 'Jump when Disabled',
    choices: [{ value: 'halved', label: 'Jump halves' }, { value: 'kept', label: 'Jump kept' }],
  }),
  repairClears: spec({
    note: 'AM-45',
    label: 'Repair and Disabled',
    choices: [{ value: 'below-half', label: 'Only under half Hull' }, { value: 'any', label: 'Any repair' }],
  }),
  exploreReach: spec({
    note: 'AM-54',
    label: 'A Jump-1 Scout exploring',
    choices: [{ value: 'at-least-one', label: 'Never below 1' }, { value: 'literal', label: 'Jump − 1, even 0' }],
  }),
  withdrawal: spec({
    note: 'AM-55',
    label: 'Earliest withdrawal (S.M.A.R.T.)',
    choices: [{ value: 'round-3', label: 'From round 3' }, { value: 'round-2', label: 'From round 2' }],
  }),
  planetaryRepeat: spec({
    note: 'AM-56',
    label: 'One Siege or Assault action',
    choices: [{ value: 'repeat', label: 'Repeat until done' }, { value: 'one-pass', label: 'One pass' }],
  }),
} as const;

export type ReadingKey = keyof typeof READING_SPECS;
type ValueOf<K extends ReadingKey> = (typeof READING_SPECS)[K]['choices'][number]['value'];
export type Readings = { readonly [K in ReadingKey]: ValueOf<K> };

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

/**
 * Readings read from a URL or a form: an object of option → value, missing
 * options at their default. An unknown option or value is refused, naming it.
 */
export function parseReadings(input: unknown): AscensionResult<Readings> {
  if (input === undefined || input === null) return ok(DEFAULT_READINGS);
  // No single note governs a malformed set of readings; the first note stands for the notes page.
  if (!isRecord(input)) return err('Readings must be an object of option names and values.', 'ascension.AM-01', 'readings');
  const out: Record<string, string> = { ...DEFAULT_READINGS };
  for (const key of Object.keys(input)) {
    if (!Object.prototype.hasOwnProperty.call(READING_SPECS, key)) {
      return err(`"${key.slice(0, 40)}" is not a reading this engine knows.`, 'ascension.AM-01', `readings.${key.slice(0, 40)}`);
    }
    const option = READING_SPECS[key as ReadingKey];
    const raw = input[key];
    const value = typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : raw;
    const known = option.choices.find((c) => c.value === value);
    if (known === undefined) {
      const allowed = option.choices.map((c) => `"${c.value}"`).join(' or ');
      return err(`${option.label} must be ${allowed}.`, `ascension.${option.note}`, `readings.${key}`);
    }
    out[key] = known.value;
  }
  return ok(out as unknown as Readings);
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
