/**
 * Reading a piracy tool state from a link: every group of values checked key
 * by key (a key this tool never writes is refused), every text bounded, every
 * choice one the tool offers. Never throws; a bad link gives a sentence.
 */
import { isRecord } from '../../engine/core/validate.ts';
import type { Parsed } from '../kit/numbers.ts';
import { urlSchema } from '../kit/url-state.ts';
import { readEditionSetting } from '../edition/link.ts';
import type { PermanentType } from '../../engine/ccg/piracy/index.ts';
import {
  CARD_TYPES,
  COND_KINDS,
  ID_PATTERN,
  MAX_ROUND,
  MAX_EFFECT,
  MAX_NAME,
  MAX_ROWS,
  MAX_TEXT,
  MAX_TRAITS,
  type AssignState,
  type CardRow,
  type CriticalRow,
  type EnemyState,
  type ModRow,
  type Mode,
  type PiracyState,
  type Role,
  type SideState,
  type TriggerRow,
  type UpgradeRow,
} from './state.ts';

type Reader<T> = (raw: unknown, where: string) => Parsed<T>;

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });


/** Text of at most `max` characters: the field's own limit, so a link holds no more than the field keeps. */
const textOf =
  (max: number): Reader<string> =>
  (raw, where) => {
    if (typeof raw !== 'string') return fail(`${where} is not text.`);
    if (raw.length > max) return fail(`${where} is longer than ${max} characters.`);
    return { ok: true, value: raw };
  };
const str = textOf(MAX_TEXT);
const name = textOf(MAX_NAME);
const traits = textOf(MAX_TRAITS);
const effect = textOf(MAX_EFFECT);

const bool: Reader<boolean> = (raw, where) => (typeof raw === 'boolean' ? { ok: true, value: raw } : fail(`${where} is not yes or no.`));

function oneOf<T extends string>(options: readonly T[]): Reader<T> {
  return (raw, where) => (typeof raw === 'string' && (options as readonly string[]).includes(raw) ? { ok: true, value: raw as T } : fail(`${where} is not one of the choices this tool offers.`));
}

function rows<T>(read: Reader<T>): Reader<T[]> {
  return (raw, where) => {
    if (!Array.isArray(raw)) return fail(`${where} is not a list.`);
    if (raw.length > MAX_ROWS) return fail(`${where} has more than ${MAX_ROWS} entries.`);
    const out: T[] = [];
    for (const [i, item] of raw.entries()) {
      const r = read(item, `entry ${i + 1} of ${where}`);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return { ok: true, value: out };
  };
}

/** Read an object whose every key is listed in `shape`; unknown keys are refused. */
function record<T>(shape: { [K in keyof T]: Reader<T[K]> }): Reader<T> {
  return (raw, where) => {
    if (!isRecord(raw)) return fail(`${where} is missing or not a group of values.`);
    for (const key of Object.keys(raw)) {
      if (!Object.prototype.hasOwnProperty.call(shape, key)) return fail(`${where} holds "${key.slice(0, 30)}", which this tool never writes.`);
    }
    const out = {} as T;
    for (const key of Object.keys(shape) as (keyof T)[]) {
      const r = shape[key](raw[key as string], `${where}’s ${String(key)}`);
      if (!r.ok) return r;
      out[key] = r.value;
    }
    return { ok: true, value: out };
  };
}

const idReader: Reader<string> = (raw, where) => (typeof raw === 'string' && ID_PATTERN.test(raw) ? { ok: true, value: raw } : fail(`${where} is not an id this tool writes.`));

const readMod = record<ModRow>({
  source: name,
  amount: str,
  when: oneOf(COND_KINDS),
  cardType: oneOf<PermanentType | ''>(['', ...CARD_TYPES]),
  trait: name,
  otherwise: str,
  card: (raw, where) => (raw === '' ? { ok: true, value: '' } : idReader(raw, where)),
});
const readCard = record<CardRow>({ name, type: oneOf(CARD_TYPES), traits });
const readUpgrade = record<UpgradeRow>({ id: idReader, name, capacity: str, damage: str, hardened: str, countermeasure: traits, traits });
const readCritical = record<CriticalRow>({ from: name, value: str, traits });
const readTrigger = record<TriggerRow>({ source: name, text: effect, replenish: bool });

const readSide = record<SideState>({
  name,
  ship: name,
  attack: str,
  defense: str,
  initiative: str,
  atk: rows(readMod),
  def: rows(readMod),
  cards: rows(readCard),
  upgrades: rows(readUpgrade),
  critical: rows(readCritical),
  triggers: rows(readTrigger),
  infamy: str,
  pirated: bool,
});

const readPoints: Reader<Record<string, string>> = (raw, where) => {
  if (!isRecord(raw)) return fail(`${where} is not a group of values.`);
  const keys = Object.keys(raw);
  if (keys.length > MAX_ROWS) return fail(`${where} has more than ${MAX_ROWS} entries.`);
  const out: Record<string, string> = {};
  for (const k of keys) {
    if (!ID_PATTERN.test(k)) return fail(`${where} names an upgrade id this tool never writes.`);
    const r = str(raw[k], `${where} for ${k}`);
    if (!r.ok) return r;
    out[k] = r.value;
  }
  return { ok: true, value: out };
};

const readAssign = record<AssignState>({ points: readPoints, expense: str });

const readRound: Reader<number> = (raw, where) =>
  typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= MAX_ROUND ? { ok: true, value: raw } : fail(`${where} is not a round number from 1 to ${MAX_ROUND}.`);

const readEnemy = record<EnemyState>({ name, attack: str, defense: str, initiative: str, structure: str, damage: str, round: readRound });

const readState = record<PiracyState>({
  mode: oneOf<Mode>(['piracy', 'enemy']),
  preset: (raw, where) => (raw === '' ? { ok: true, value: '' } : idReader(raw, where)),
  attacker: readSide,
  defender: readSide,
  attack: readAssign,
  returnFire: readAssign,
  role: oneOf<Role>(['attacker', 'defender']),
  enemy: readEnemy,
  edition: (raw, where) => {
    const r = readEditionSetting(raw);
    return r.ok ? r : fail(`${where} must be "earlier", "later" or "compare".`);
  },
});

/** Read a state from a link. Never throws; a bad link gives a sentence saying why. */
export function parsePiracyState(raw: unknown): Parsed<PiracyState> {
  try {
    const r = readState(raw, 'the situation');
    if (!r.ok) return { ok: false, error: `${r.error.charAt(0).toUpperCase()}${r.error.slice(1)}` };
    const s = r.value;
    if (s.edition === undefined) delete s.edition;
    const ids = [...s.attacker.upgrades, ...s.defender.upgrades].map((u) => u.id);
    if (new Set(ids).size !== ids.length) return fail('Two upgrades in it share one id.');
    for (const side of [s.attacker, s.defender]) {
      const own = new Set(side.upgrades.map((u) => u.id));
      for (const m of [...side.atk, ...side.def]) {
        if (m.card !== '' && !own.has(m.card)) return fail('A modifier in it names an upgrade that is not on that ship.');
      }
    }
    return { ok: true, value: s };
  } catch {
    return fail('It could not be read.');
  }
}

/** The piracy tool's link: the default length and depth limits, and this reader. */
export const PIRACY_LINK = urlSchema(parsePiracyState);
