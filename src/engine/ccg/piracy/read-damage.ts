/**
 * The edge of damage and wounds: an upgrade, a crew, the source of the
 * damage and the points, read once with the CCG readers. Each refusal names
 * the rule that sets its limit and the dotted path of the field
 * (`upgrade.hardened.1.value`, `attacker.upgrades.0.structure`). The damage
 * itself (`damage.ts`), piracy and restoring take what was read and never
 * check it again. Limits: `DAMAGE_LIMITS` (`piracy/limits.ts`), which the piracy
 * tool's form keeps too.
 */
import { ok, type CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { DAMAGE_LIMITS } from './limits.ts';
import { readTraits } from './read-traits.ts';
import { compact, flag, list, maybe, name, own, pathTo, record, refuse, uniqueBy, whole, type Reader } from '../readers.ts';
import { structureDamage, woundsOn, type DamageAssignment, type UpgradeDamage, type ArmorSource, type CrewState, type DamageBoost, type DamageOutcome, type HardenedSource, type StructureSource, type UpgradeState, type WoundSource } from './damage.ts';

const { value: MAX_VALUE, rows: MAX_ROWS } = DAMAGE_LIMITS;

/** An upgrade as it comes from outside (a form, a link): any field may be of any type until `readUpgrade` has read it. */
export type UpgradeInput = { readonly [K in keyof UpgradeState]?: unknown };

/** A value on a card, from `min` to the limit. */
const amount = (what: string, min: number, rule: RuleId): Reader<number> => whole(what, min, MAX_VALUE, rule);

/** What a damaged card of one kind holds: its capacity and damage fields, and the words and rules for them. */
interface DamageKind {
  kind: string;
  rule: RuleId;
  capacity: 'structureCapacity' | 'woundCapacity';
  damage: 'structure' | 'wounds';
  capacityWords: string;
  damageWords: string;
  damageRule: RuleId;
}

/**
 * The fields every damaged card shares, read in the order a person fixes them:
 * its id and name (so the sentences about its numbers can name it), its
 * capacity, the damage already on it (below the capacity, else the card would
 * have been jettisoned), whether it is Resilient, and its traits.
 */
function damagedCard(v: Record<string, unknown>, path: string, k: DamageKind): CcgResult<{ id: string; name: string; capacity: number; damage: number; resilient?: boolean; traits?: string[] }> {
  const id = name(`The id of every ${k.kind}`, k.rule, TEXT_LIMITS.id)(own(v, 'id'), pathTo(path, 'id'));
  if (!id.ok) return id;
  const called = name(`The name of every ${k.kind}`, k.rule, TEXT_LIMITS.name)(own(v, 'name'), pathTo(path, 'name'));
  if (!called.ok) return called;
  const capacity = amount(`The ${k.capacityWords} of ${called.value}`, 1, k.damageRule)(own(v, k.capacity), pathTo(path, k.capacity));
  if (!capacity.ok) return capacity;
  const damage = amount(`The ${k.damageWords} on ${called.value}`, 0, k.damageRule)(own(v, k.damage), pathTo(path, k.damage));
  if (!damage.ok) return damage;
  if (damage.value >= capacity.value) {
    return refuse(
      `${called.value} already has ${damage.value} ${k.damageWords} against a capacity of ${capacity.value}, so it would have been jettisoned.`,
      'ccg.jettison',
      pathTo(path, k.damage),
    );
  }
  const resilient = maybe(flag(`Whether ${called.value} is Resilient`, 'ccg.keyword.resilient'))(own(v, 'resilient'), pathTo(path, 'resilient'));
  if (!resilient.ok) return resilient;
  const traitsOf = maybe(readTraits(`The traits of ${called.value}`, 'ccg.trait'))(own(v, 'traits'), pathTo(path, 'traits'));
  if (!traitsOf.ok) return traitsOf;
  return ok({ id: id.value, name: called.value, capacity: capacity.value, damage: damage.value, resilient: resilient.value, traits: traitsOf.value });
}

/** Hardened (X) on an upgrade: from which card, its value, and the traits its Countermeasure names. */
const hardenedSource = (upgrade: string): Reader<HardenedSource> =>
  record(`Each source of Hardened on ${upgrade} must say where it comes from and its value.`, 'ccg.keyword.hardened', (v, path) => {
    const from = name('The card that gives Hardened', 'ccg.keyword.hardened', TEXT_LIMITS.name)(own(v, 'from'), pathTo(path, 'from'));
    if (!from.ok) return from;
    const countermeasure = maybe(readTraits(`The Countermeasure traits of ${from.value}`, 'ccg.keyword.countermeasure'))(own(v, 'countermeasure'), pathTo(path, 'countermeasure'));
    if (!countermeasure.ok) return countermeasure;
    if (own(v, 'value') === undefined && (countermeasure.value ?? []).length > 0) {
      return refuse(`Countermeasure only changes Hardened: give ${upgrade} a Hardened value too.`, 'ccg.keyword.countermeasure', pathTo(path, 'value'));
    }
    const value = amount(`Hardened on ${upgrade}`, 0, 'ccg.keyword.hardened')(own(v, 'value'), pathTo(path, 'value'));
    return value.ok ? ok(compact({ from: from.value, value: value.value, countermeasure: countermeasure.value })) : value;
  });

/** Armor (X) on a crew: from which card, its value, and whether that card has Reflec. */
const armorSource = (crew: string): Reader<ArmorSource> =>
  record(`Each source of Armor on ${crew} must say where it comes from and its value.`, 'ccg.keyword.armor', (v, path) => {
    const from = name('The card that gives Armor', 'ccg.keyword.armor', TEXT_LIMITS.name)(own(v, 'from'), pathTo(path, 'from'));
    if (!from.ok) return from;
    const value = amount(`Armor on ${crew}`, 0, 'ccg.keyword.armor')(own(v, 'value'), pathTo(path, 'value'));
    if (!value.ok) return value;
    const reflec = maybe(flag(`Whether ${from.value} has Reflec`, 'ccg.keyword.reflec'))(own(v, 'reflec'), pathTo(path, 'reflec'));
    return reflec.ok ? ok(compact({ from: from.value, value: value.value, reflec: reflec.value })) : reflec;
  });

const UPGRADE: DamageKind = {
  kind: 'upgrade',
  rule: 'ccg.upgrade',
  capacity: 'structureCapacity',
  damage: 'structure',
  capacityWords: 'structure capacity',
  damageWords: 'structure damage',
  damageRule: 'ccg.structure',
};
const CREW: DamageKind = { kind: 'crew', rule: 'ccg.crew', capacity: 'woundCapacity', damage: 'wounds', capacityWords: 'wound capacity', damageWords: 'wounds', damageRule: 'ccg.wound' };

/** An upgrade as damage, piracy and restoring take it. */
export const readUpgrade: Reader<UpgradeState> = record('An upgrade must be an object with an id, a name and its structure.', 'ccg.upgrade', (v, path) => {
  const card = damagedCard(v, path, UPGRADE);
  if (!card.ok) return card;
  const { id, name: called, capacity, damage, resilient, traits: traitsOf } = card.value;
  const hardened = maybe(list(`The sources of Hardened on ${called}`, hardenedSource(called), 0, MAX_ROWS, 'ccg.keyword.hardened'))(own(v, 'hardened'), pathTo(path, 'hardened'));
  if (!hardened.ok) return hardened;
  return ok(compact({ id, name: called, structureCapacity: capacity, structure: damage, hardened: hardened.value, resilient, traits: traitsOf }));
});

/** A crew as wounds and restoring take it. */
export const readCrew: Reader<CrewState> = record('A crew must be an object with an id, a name and its wounds.', 'ccg.crew', (v, path) => {
  const card = damagedCard(v, path, CREW);
  if (!card.ok) return card;
  const { id, name: called, capacity, damage, resilient, traits: traitsOf } = card.value;
  const armor = maybe(list(`The sources of Armor on ${called}`, armorSource(called), 0, MAX_ROWS, 'ccg.keyword.armor'))(own(v, 'armor'), pathTo(path, 'armor'));
  if (!armor.ok) return armor;
  const mechanical = maybe(flag(`Whether ${called} is Mechanical`, 'ccg.keyword.mechanical'))(own(v, 'mechanical'), pathTo(path, 'mechanical'));
  if (!mechanical.ok) return mechanical;
  return ok(compact({ id, name: called, woundCapacity: capacity, wounds: damage, armor: armor.value, mechanical: mechanical.value, resilient, traits: traitsOf }));
});

/**
 * Critical (X) or Armor Penetration (X) carried by a source, one entry per
 * card that supplies it: `label` is the keyword's name, `rule` its rule.
 */
export const readBoost = (label: string, rule: RuleId): Reader<DamageBoost> =>
  record(`Each source of ${label} must say where it comes from and its value.`, rule, (v, path) => {
    const from = name(`The card that gives ${label}`, rule, TEXT_LIMITS.name)(own(v, 'from'), pathTo(path, 'from'));
    if (!from.ok) return from;
    const value = amount(`${label} from ${from.value}`, 0, rule)(own(v, 'value'), pathTo(path, 'value'));
    if (!value.ok) return value;
    const card = maybe(name(`The card that supplies ${label} from ${from.value}`, rule, TEXT_LIMITS.id))(own(v, 'card'), pathTo(path, 'card'));
    if (!card.ok) return card;
    const traitsOf = maybe(readTraits(`The traits of ${from.value}`, rule))(own(v, 'traits'), pathTo(path, 'traits'));
    if (!traitsOf.ok) return traitsOf;
    return ok(compact({ from: from.value, value: value.value, card: card.value, traits: traitsOf.value }));
  });

/** The sources of one keyword a side's fire carries (Critical, Armor Penetration). */
export const readBoosts = (label: string, rule: RuleId): Reader<DamageBoost[]> => list(`The sources of ${label}`, readBoost(label, rule), 0, MAX_ROWS, rule);

/** Whatever inflicts structure damage, with the Critical it carries. */
export const readStructureSource: Reader<StructureSource> = record('The source of the structure damage must be an object with a name.', 'ccg.structure', (v, path) => {
  const called = name('The source of the structure damage', 'ccg.structure', TEXT_LIMITS.name)(own(v, 'name'), pathTo(path, 'name'));
  if (!called.ok) return called;
  const critical = maybe(readBoosts('Critical', 'ccg.keyword.critical'))(own(v, 'critical'), pathTo(path, 'critical'));
  return critical.ok ? ok(compact({ name: called.value, critical: critical.value })) : critical;
});

/** Whatever inflicts wounds, with the Armor Penetration it carries. */
export const readWoundSource: Reader<WoundSource> = record('The source of the wounds must be an object with a name.', 'ccg.wound', (v, path) => {
  const called = name('The source of the wounds', 'ccg.wound', TEXT_LIMITS.name)(own(v, 'name'), pathTo(path, 'name'));
  if (!called.ok) return called;
  const penetration = maybe(readBoosts('Armor Penetration', 'ccg.keyword.armor-penetration'))(own(v, 'armorPenetration'), pathTo(path, 'armorPenetration'));
  return penetration.ok ? ok(compact({ name: called.value, armorPenetration: penetration.value })) : penetration;
});

/** One entry of a piracy assignment: an upgrade of the side that is hit, and the points put on it (a whole number up to `DAMAGE_LIMITS.value`). */
export const readUpgradeDamage: Reader<UpgradeDamage> = record('Each entry of an assignment must name an upgrade and its points.', 'ccg.piracy', (v, path) => {
  const upgrade = name('The upgrade an entry names', 'ccg.piracy', TEXT_LIMITS.id)(own(v, 'upgrade'), pathTo(path, 'upgrade'));
  if (!upgrade.ok) return upgrade;
  const points = amount('Points assigned to an upgrade', 0, 'ccg.piracy')(own(v, 'points'), pathTo(path, 'points'));
  return points.ok ? ok({ upgrade: upgrade.value, points: points.value }) : points;
});

/**
 * Where a side in a piracy action puts its damage: points on upgrades and on
 * expense. Whether they add up to the damage and name the other side's
 * upgrades is the piracy action's own check, once the damage is known. The
 * list may name, besides each upgrade, upgrades that are gone (a form's stale
 * entries), so it holds up to twice the rows.
 */
export const readAssignment: Reader<DamageAssignment> = record('An assignment of damage must be an object.', 'ccg.piracy', (v, path) => {
  const upgrades = maybe(list('The upgrades an assignment names', readUpgradeDamage, 0, 2 * MAX_ROWS, 'ccg.piracy'))(own(v, 'upgrades'), pathTo(path, 'upgrades'));
  if (!upgrades.ok) return upgrades;
  const expense = maybe(amount('Points assigned to expense', 0, 'ccg.piracy'))(own(v, 'expense'), pathTo(path, 'expense'));
  return expense.ok ? ok(compact({ upgrades: upgrades.value, expense: expense.value })) : expense;
});

/** Points of structure damage or wounds dealt at once. */
export const readStructurePoints: Reader<number> = amount('Structure damage', 0, 'ccg.structure');
export const readWoundPoints: Reader<number> = amount('Wounds', 0, 'ccg.wound');

/** Cards with distinct ids, each read by `card`; the second of two equal ids is refused at its own `id`. */
export const distinctCards = <T extends { id: string }>(what: string, card: Reader<T>, rule: RuleId): Reader<T[]> =>
  uniqueBy(list(what, card, 0, MAX_ROWS, rule), (c) => c.id, 'id', (id) => `The card id "${id}" is used twice; every card needs its own id.`, rule);

/**
 * Structure damage from outside: the upgrade (`upgrade.<field>`), the points
 * (`points`) and the source (`source.<field>`) are read, then dealt
 * (`structureDamage`).
 */
export function applyStructureDamage(upgrade: unknown, points: unknown, source: unknown): CcgResult<DamageOutcome> {
  const card = readUpgrade(upgrade, 'upgrade');
  if (!card.ok) return card;
  const dealt = readStructurePoints(points, 'points');
  if (!dealt.ok) return dealt;
  const from = readStructureSource(source, 'source');
  return from.ok ? structureDamage(card.value, dealt.value, from.value) : from;
}

/** Wounds from outside: the crew (`crew.<field>`), the points and the source read, then dealt (`woundsOn`). */
export function applyWounds(crew: unknown, points: unknown, source: unknown): CcgResult<DamageOutcome> {
  const card = readCrew(crew, 'crew');
  if (!card.ok) return card;
  const dealt = readWoundPoints(points, 'points');
  if (!dealt.ok) return dealt;
  const from = readWoundSource(source, 'source');
  return from.ok ? woundsOn(card.value, dealt.value, from.value) : from;
}
