/**
 * The piracy tool's state (what is in the URL), its reader, and the bridge to
 * the engine: every number is kept as the text typed, so nothing typed is
 * lost; `toPiracyInput` (and `toEnemyInput` in enemy.ts) read that text into engine input and
 * report each bad field by the same dotted path the engine uses for its own
 * refusals. Pure; no DOM.
 */
import { isRecord } from '../../engine/core/validate.ts';
import type { Parsed } from '../kit/numbers.ts';
import { parseName, parseWhole } from '../kit/numbers.ts';
import type { Combatant, ControlledCard, CardMatch, PermanentType, ShipValueModifier, ValueCondition } from '../../engine/ccg/piracy/index.ts';
import type { DamageAssignment, PiracyInput, PiracySide } from '../../engine/ccg/piracy/index.ts';
import type { UpgradeState } from '../../engine/ccg/piracy/index.ts';

/**
 * The card types a captain controls in play: the engine's PERMANENT_TYPES,
 * repeated here so the page does not load the engine module before the fight
 * is worked out (a unit test keeps the two lists equal).
 */
export const CARD_TYPES: readonly PermanentType[] = ['ship', 'crew', 'gear', 'upgrade', 'connection'];

export type CondKind = 'always' | 'lower-initiative' | 'higher-initiative' | 'controls' | 'opponent-controls';
export const COND_KINDS: readonly CondKind[] = ['always', 'lower-initiative', 'higher-initiative', 'controls', 'opponent-controls'];

export interface ModRow {
  source: string;
  amount: string;
  when: CondKind;
  /** For the "controls" conditions: a card type ('' for any type) and/or a trait. */
  cardType: PermanentType | '';
  trait: string;
  /** The amount when the condition is not met ('' for nothing). */
  otherwise: string;
  /** Id of this side's upgrade that gives the modifier ('' for none). */
  card: string;
}

export interface CardRow {
  name: string;
  type: PermanentType;
  /** Traits, separated by commas. */
  traits: string;
}

export interface UpgradeRow {
  id: string;
  name: string;
  capacity: string;
  damage: string;
  /** Hardened (X) ('' for none). */
  hardened: string;
  /** Countermeasure traits, separated by commas. */
  countermeasure: string;
  traits: string;
}

export interface CriticalRow {
  from: string;
  value: string;
  traits: string;
}

export interface TriggerRow {
  source: string;
  text: string;
  replenish: boolean;
}

export interface SideState {
  name: string;
  ship: string;
  attack: string;
  defense: string;
  initiative: string;
  atk: ModRow[];
  def: ModRow[];
  cards: CardRow[];
  upgrades: UpgradeRow[];
  critical: CriticalRow[];
  triggers: TriggerRow[];
  /** Infamy tokens: for the attacker, before declaring as a pirate; for the defender, held now. */
  infamy: string;
  /** Defender only: did this captain conduct a piracy action of their own this round? */
  pirated: boolean;
}

export interface AssignState {
  /** Points on each upgrade of the side that is hit, by upgrade id ('' = 0). */
  points: Record<string, string>;
  /** Points on expense; '' puts the rest there. */
  expense: string;
}

export interface EnemyState {
  name: string;
  attack: string;
  defense: string;
  initiative: string;
  structure: string;
  damage: string;
  /** Round of the fight, counted by the "next round" button. */
  round: number;
}

export type Mode = 'piracy' | 'enemy';
export type Role = 'attacker' | 'defender';

export interface PiracyState {
  mode: Mode;
  /** The preset the situation was loaded from ('' for none). */
  preset: string;
  attacker: SideState;
  defender: SideState;
  attack: AssignState;
  returnFire: AssignState;
  /** Enemy-ship mode: the captain's role and the enemy. The captain's side is `attacker`. */
  role: Role;
  enemy: EnemyState;
}

// ---------------------------------------------------------------- limits

export const MAX_TEXT = 200;
export const MAX_ROWS = 20;
export const MAX_ROUND = 999;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

// ---------------------------------------------------------------- clean state

export function blankMod(): ModRow {
  return { source: '', amount: '', when: 'always', cardType: '', trait: '', otherwise: '', card: '' };
}
export function blankCard(): CardRow {
  return { name: '', type: 'crew', traits: '' };
}
export function blankUpgrade(id: string): UpgradeRow {
  return { id, name: '', capacity: '1', damage: '0', hardened: '', countermeasure: '', traits: '' };
}
export function blankCritical(): CriticalRow {
  return { from: '', value: '1', traits: '' };
}
export function blankTrigger(): TriggerRow {
  return { source: '', text: '', replenish: false };
}

function blankSide(name: string, ship: string): SideState {
  return { name, ship, attack: '0', defense: '0', initiative: '0', atk: [], def: [], cards: [], upgrades: [], critical: [], triggers: [], infamy: '0', pirated: false };
}

export function blankEnemy(): EnemyState {
  return { name: 'Enemy ship', attack: '', defense: '', initiative: '', structure: '', damage: '0', round: 1 };
}

export function cleanState(): PiracyState {
  return {
    mode: 'piracy',
    preset: '',
    attacker: blankSide('Pirate', 'Pirate ship'),
    defender: blankSide('Defender', 'Target ship'),
    attack: { points: {}, expense: '' },
    returnFire: { points: {}, expense: '' },
    role: 'attacker',
    enemy: blankEnemy(),
  };
}

/** A new upgrade id not used on either side. */
export function freshUpgradeId(state: PiracyState): string {
  const used = new Set([...state.attacker.upgrades, ...state.defender.upgrades].map((u) => u.id));
  let n = used.size + 1;
  while (used.has(`u${n}`)) n += 1;
  return `u${n}`;
}

// ---------------------------------------------------------------- URL reader

type Reader<T> = (raw: unknown, where: string) => Parsed<T>;

const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });


const str: Reader<string> = (raw, where) => {
  if (typeof raw !== 'string') return fail(`${where} is not text.`);
  if (raw.length > MAX_TEXT) return fail(`${where} is longer than ${MAX_TEXT} characters.`);
  return { ok: true, value: raw };
};

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
  source: str,
  amount: str,
  when: oneOf(COND_KINDS),
  cardType: oneOf<PermanentType | ''>(['', ...CARD_TYPES]),
  trait: str,
  otherwise: str,
  card: (raw, where) => (raw === '' ? { ok: true, value: '' } : idReader(raw, where)),
});
const readCard = record<CardRow>({ name: str, type: oneOf(CARD_TYPES), traits: str });
const readUpgrade = record<UpgradeRow>({ id: idReader, name: str, capacity: str, damage: str, hardened: str, countermeasure: str, traits: str });
const readCritical = record<CriticalRow>({ from: str, value: str, traits: str });
const readTrigger = record<TriggerRow>({ source: str, text: str, replenish: bool });

const readSide = record<SideState>({
  name: str,
  ship: str,
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

const readEnemy = record<EnemyState>({ name: str, attack: str, defense: str, initiative: str, structure: str, damage: str, round: readRound });

const readState = record<PiracyState>({
  mode: oneOf<Mode>(['piracy', 'enemy']),
  preset: (raw, where) => (raw === '' ? { ok: true, value: '' } : idReader(raw, where)),
  attacker: readSide,
  defender: readSide,
  attack: readAssign,
  returnFire: readAssign,
  role: oneOf<Role>(['attacker', 'defender']),
  enemy: readEnemy,
});

/** Read a state from a link. Never throws; a bad link gives a sentence saying why. */
export function parsePiracyState(raw: unknown): Parsed<PiracyState> {
  try {
    const r = readState(raw, 'the situation');
    if (!r.ok) return { ok: false, error: `${r.error.charAt(0).toUpperCase()}${r.error.slice(1)}` };
    const s = r.value;
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

// ---------------------------------------------------------------- state → engine input

/** Messages for fields, keyed by the engine's dotted paths ("attacker.ship.attack"). */
export type FieldErrors = Record<string, string>;

const VALUE_MAX = 99;

export class Reading {
  errors: FieldErrors = {};
  whole(textValue: string, path: string, label: string, min = 0, max = VALUE_MAX): number {
    const r = parseWhole(textValue, { min, max, label });
    if (r.ok) return r.value;
    this.errors[path] = r.error;
    return 0;
  }
  /** Blank means `undefined`. */
  optionalWhole(textValue: string, path: string, label: string, min = 0, max = VALUE_MAX): number | undefined {
    if (textValue.trim() === '') return undefined;
    return this.whole(textValue, path, label, min, max);
  }
  name(textValue: string, path: string, label: string, max = 60): string {
    const r = parseName(textValue, { label, max });
    if (r.ok) return r.value;
    this.errors[path] = r.error;
    return textValue.trim() || '?';
  }
  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }
}

export function splitTraits(textValue: string): string[] {
  return textValue
    .split(',')
    .map((t) => t.trim().replace(/\s+/g, ' '))
    .filter((t) => t !== '')
    .slice(0, MAX_ROWS);
}

function readTraits(r: Reading, textValue: string, path: string): string[] {
  const traits = splitTraits(textValue);
  if (traits.some((t) => t.length > 40)) r.errors[path] = 'Each trait must be at most 40 characters.';
  return traits;
}

function readModifiers(r: Reading, mods: readonly ModRow[], path: string, valueName: string): ShipValueModifier[] {
  return mods.map((m, i) => {
    const at = `${path}.${i}`;
    const source = r.name(m.source, `${at}.source`, 'the card or effect that gives it');
    const amount = r.whole(m.amount, `${at}.amount`, `the ${valueName} modifier`, -VALUE_MAX, VALUE_MAX);
    const out: { source: string; amount: number; when?: ValueCondition; otherwise?: number; card?: string } = { source, amount };
    if (m.card !== '') out.card = m.card;
    if (m.when !== 'always') {
      if (m.when === 'lower-initiative') out.when = { kind: 'opponent-lower-initiative' };
      else if (m.when === 'higher-initiative') out.when = { kind: 'opponent-higher-initiative' };
      else {
        const trait = m.trait.trim().replace(/\s+/g, ' ');
        if (m.cardType === '' && trait === '') r.errors[`${at}.when`] = 'Name a card type, a trait, or both.';
        else if (trait.length > 40) r.errors[`${at}.when`] = 'The trait must be at most 40 characters.';
        const when: { kind: 'controls' | 'opponent-controls' } & CardMatch = { kind: m.when };
        if (m.cardType !== '') when.cardType = m.cardType;
        if (trait !== '') when.trait = trait;
        out.when = when;
      }
      const otherwise = r.optionalWhole(m.otherwise, `${at}.otherwise`, 'the amount otherwise', -VALUE_MAX, VALUE_MAX);
      if (otherwise !== undefined) out.otherwise = otherwise;
    }
    return out;
  });
}

export function readCombatant(r: Reading, s: SideState, prefix: string, captain: string): Combatant {
  const controls: ControlledCard[] = s.cards.map((c, i) => ({
    id: `${captain}-card-${i + 1}`,
    name: r.name(c.name, `${prefix}.controls.${i}.name`, 'the card’s name'),
    type: c.type,
    traits: readTraits(r, c.traits, `${prefix}.controls.${i}.traits`),
  }));
  return {
    captain,
    name: r.name(s.name, `${prefix}.name`, 'the captain’s name'),
    ship: {
      id: `${captain}-ship`,
      name: r.name(s.ship, `${prefix}.ship.name`, 'the ship’s name'),
      attack: r.whole(s.attack, `${prefix}.ship.attack`, 'the native Attack Value'),
      defense: r.whole(s.defense, `${prefix}.ship.defense`, 'the native Defense Value'),
      initiative: r.whole(s.initiative, `${prefix}.ship.initiative`, 'the initiative'),
    },
    controls,
    attackModifiers: readModifiers(r, s.atk, `${prefix}.attackModifiers`, 'Attack Value'),
    defenseModifiers: readModifiers(r, s.def, `${prefix}.defenseModifiers`, 'Defense Value'),
  };
}

export function readUpgrades(r: Reading, s: SideState, prefix: string): UpgradeState[] {
  return s.upgrades.map((u, i): UpgradeState => {
    const at = `${prefix}.upgrades.${i}`;
    const name = r.name(u.name, `${at}.name`, 'the upgrade’s name');
    const out: UpgradeState = {
      id: u.id,
      name,
      structureCapacity: r.whole(u.capacity, `${at}.structureCapacity`, 'the structure capacity', 1),
      structure: r.whole(u.damage, `${at}.structure`, 'the damage taken'),
      traits: readTraits(r, u.traits, `${at}.traits`),
    };
    const hardened = r.optionalWhole(u.hardened, `${at}.hardened.0.value`, 'Hardened');
    const countermeasure = readTraits(r, u.countermeasure, `${at}.hardened.0.countermeasure`);
    if (countermeasure.length > 0 && hardened === undefined) r.errors[`${at}.hardened.0.countermeasure`] = 'Countermeasure only changes Hardened: give the upgrade a Hardened value too.';
    if (hardened !== undefined) out.hardened = [{ from: name, value: hardened, countermeasure }];
    return out;
  });
}

/** The upgrade of this side a Critical row names (same name), whose jettisoning takes the Critical with it. */
function upgradeNamed(s: SideState, name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return key === '' ? undefined : s.upgrades.find((u) => u.name.trim().toLowerCase() === key)?.id;
}

function readSideForPiracy(r: Reading, s: SideState, prefix: 'attacker' | 'defender'): PiracySide {
  const side: PiracySide = {
    ...readCombatant(r, s, prefix, prefix),
    upgrades: readUpgrades(r, s, prefix),
    critical: s.critical.map((b, i) => {
      const card = upgradeNamed(s, b.from);
      return {
        from: r.name(b.from, `${prefix}.critical.${i}.from`, 'the card that gives Critical'),
        value: r.whole(b.value, `${prefix}.critical.${i}.value`, 'Critical'),
        traits: readTraits(r, b.traits, `${prefix}.critical.${i}.traits`),
        ...(card ? { card } : {}),
      };
    }),
    onSuccess: s.triggers.map((t, i) => ({
      source: r.name(t.source, `${prefix}.onSuccess.${i}.source`, 'the card'),
      text: r.name(t.text, `${prefix}.onSuccess.${i}.text`, 'what it does', 160),
      replenish: t.replenish,
    })),
  };
  return side;
}

/**
 * The assignment as engine input: one entry per upgrade of the side that is
 * hit, in its order (so field `attack.upgrades.<i>.points` is that upgrade's),
 * then any entry naming an upgrade that is not there, for the engine to refuse.
 */
function readAssignment(r: Reading, a: AssignState, target: SideState, path: string): DamageAssignment {
  const ids = target.upgrades.map((u) => u.id);
  const stale = Object.keys(a.points).filter((k) => !ids.includes(k) && (a.points[k] ?? '').trim() !== '' && (a.points[k] ?? '').trim() !== '0');
  const upgrades = [...ids, ...stale].map((id, i) => {
    const t = a.points[id] ?? '';
    return { upgrade: id, points: t.trim() === '' ? 0 : r.whole(t, `${path}.upgrades.${i}.points`, 'the points') };
  });
  const expense = r.optionalWhole(a.expense, `${path}.expense`, 'the points on expense');
  return expense === undefined ? { upgrades } : { upgrades, expense };
}

export interface PiracyReading {
  input: PiracyInput;
  errors: FieldErrors;
  /** Errors in the sides (values, upgrades, modifiers): the engine cannot run. */
  sidesOk: boolean;
  attackOk: boolean;
  returnFireOk: boolean;
}

export function toPiracyInput(s: PiracyState): PiracyReading {
  const r = new Reading();
  const attacker = readSideForPiracy(r, s.attacker, 'attacker');
  const defender = readSideForPiracy(r, s.defender, 'defender');
  const sidesOk = r.ok;
  const attack = readAssignment(r, s.attack, s.defender, 'attack');
  const afterAttack = Object.keys(r.errors).length;
  const returnFire = readAssignment(r, s.returnFire, s.attacker, 'returnFire');
  const attackOk = sidesOk && !Object.keys(r.errors).some((k) => k.startsWith('attack.'));
  const returnFireOk = attackOk && Object.keys(r.errors).length === afterAttack;
  return { input: { attacker, defender, attack, returnFire }, errors: r.errors, sidesOk, attackOk, returnFireOk };
}
