/**
 * The bridge from the piracy tool's state to the engine: the text typed read
 * into engine input, each bad field reported by the same dotted path the
 * engine uses for its own refusals (`toPiracyInput`; `toEnemyInput` is in
 * `enemy.ts`). The names, ship values, modifiers and the numbers of upgrades
 * and of Critical are handed over as typed (`num`): the engine's own readers
 * (`readShip`, `readModifier`, `readControlled`, `readUpgrade`, `readBoost`)
 * read them, and their refusals, each with its rule, are shown beside the
 * fields (`refusals.ts`). What is checked here is the form's own: the
 * assignments' points and the traits typed in one field.
 */
import { parseName, parseWhole } from '../kit/numbers.ts';
import { num, opt } from '../kit/form.ts';
import type { FieldProblem } from '../kit/fields.tsx';
import { DAMAGE_LIMITS } from '../../engine/ccg/piracy/index.ts';
import type { CombatantInput } from '../../engine/ccg/piracy/index.ts';
import type { DamageAssignment, PiracyInput, PiracySideInput, UpgradeInput } from '../../engine/ccg/piracy/index.ts';
import { MAX_NAME, MAX_ROWS, type AssignState, type ModRow, type PiracyState, type SideState } from './state.ts';

/** Messages for fields, keyed by the engine's dotted paths ("attacker.ship.attack"): a sentence of the form's, or an engine refusal with its rule. */
export type FieldErrors = Record<string, FieldProblem>;

/** An upgrade as the form hands it to the engine: its name, id and traits read here, its numbers as typed. */
export type UpgradeFromForm = UpgradeInput & { id: string; name: string; traits: string[] };

const VALUE_MAX: number = DAMAGE_LIMITS.value;

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
  if (traits.some((t) => t.length > MAX_NAME)) r.errors[path] = `Each trait must be at most ${MAX_NAME} characters.`;
  return traits;
}

/** Text as typed, spaces at its ends and runs of spaces inside made one. */
const typed = (textValue: string): string => textValue.trim().replace(/\s+/g, ' ');

/** The modifier rows as the engine takes them, numbers as typed: `readModifier` reads them. */
function modifiersFrom(mods: readonly ModRow[]): Record<string, unknown>[] {
  return mods.map((m) => {
    const out: Record<string, unknown> = { source: typed(m.source), amount: num(m.amount) };
    if (m.card !== '') out.card = m.card;
    if (m.when !== 'always') {
      if (m.when === 'lower-initiative') out.when = { kind: 'opponent-lower-initiative' };
      else if (m.when === 'higher-initiative') out.when = { kind: 'opponent-higher-initiative' };
      else out.when = { kind: m.when, ...(m.cardType === '' ? {} : { cardType: m.cardType }), ...(typed(m.trait) === '' ? {} : { trait: typed(m.trait) }) };
      const otherwise = opt(m.otherwise);
      if (otherwise !== undefined) out.otherwise = otherwise;
    }
    return out;
  });
}

/** A side as the engine takes it (`readCombatant` reads it): names and values as typed, each card's traits split here. */
export function readCombatant(r: Reading, s: SideState, prefix: string, captain: string): CombatantInput & { controls: Record<string, unknown>[] } {
  return {
    captain,
    name: typed(s.name),
    ship: { id: `${captain}-ship`, name: typed(s.ship), attack: num(s.attack), defense: num(s.defense), initiative: num(s.initiative) },
    controls: s.cards.map((c, i) => ({ id: `${captain}-card-${i + 1}`, name: typed(c.name), type: c.type, traits: readTraits(r, c.traits, `${prefix}.controls.${i}.traits`) })),
    attackModifiers: modifiersFrom(s.atk),
    defenseModifiers: modifiersFrom(s.def),
  };
}

export function readUpgrades(r: Reading, s: SideState, prefix: string): UpgradeFromForm[] {
  return s.upgrades.map((u, i): UpgradeFromForm => {
    const at = `${prefix}.upgrades.${i}`;
    const name = typed(u.name);
    const countermeasure = readTraits(r, u.countermeasure, `${at}.hardened.0.countermeasure`);
    const noHardened = u.hardened.trim() === '';
    if (countermeasure.length > 0 && noHardened) r.errors[`${at}.hardened.0.countermeasure`] = 'Countermeasure only changes Hardened: give the upgrade a Hardened value too.';
    return {
      id: u.id,
      name,
      structureCapacity: num(u.capacity),
      structure: num(u.damage),
      traits: readTraits(r, u.traits, `${at}.traits`),
      ...(noHardened ? {} : { hardened: [{ from: name, value: num(u.hardened), countermeasure }] }),
    };
  });
}

/** The upgrade of this side a Critical row names (same name), whose jettisoning takes the Critical with it. */
function upgradeNamed(s: SideState, name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return key === '' ? undefined : s.upgrades.find((u) => u.name.trim().toLowerCase() === key)?.id;
}

function readSideForPiracy(r: Reading, s: SideState, prefix: 'attacker' | 'defender'): PiracySideInput {
  const side: PiracySideInput = {
    ...readCombatant(r, s, prefix, prefix),
    upgrades: readUpgrades(r, s, prefix),
    critical: s.critical.map((b, i) => {
      const card = upgradeNamed(s, b.from);
      return {
        from: typed(b.from),
        value: num(b.value),
        traits: readTraits(r, b.traits, `${prefix}.critical.${i}.traits`),
        ...(card ? { card } : {}),
      };
    }),
    onSuccess: s.triggers.map((t) => ({ source: typed(t.source), text: typed(t.text), replenish: t.replenish })),
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
