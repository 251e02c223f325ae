/**
 * The edge of ship values: a side of a fight (its captain, ship, the cards it
 * controls and its Attack and Defense modifiers) and an enemy ship, read once
 * with the CCG readers. Each refusal names the rule that sets its limit and
 * the dotted path of the field (`attacker.ship.defense`,
 * `captain.attackModifiers.1.when.cardType`, `enemy.structure`). Ship values
 * (`valueAgainst`), piracy and the enemy-ship fight take what was read and never
 * check it again; `shipValue` is the edge of `valueAgainst`. Limits: `DAMAGE_LIMITS` (`piracy/limits.ts`), which the piracy
 * tool's form keeps too.
 */
import { ok, type CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { DAMAGE_LIMITS } from './limits.ts';
import { readTraits } from './read-traits.ts';
import { choice, compact, decimal, flag, list, maybe, name, own, pathTo, record, refuse, text, variant, whole, type Reader } from '../readers.ts';
import { PERMANENT_TYPES, valueAgainst, type OpponentView, type ValueBreakdown, type CardMatch, type Combatant, type ControlledCard, type ShipCard, type ShipValueModifier, type ValueCondition } from './ship-values.ts';

const { value: MAX_VALUE, rows: MAX_ROWS } = DAMAGE_LIMITS;

/** A side as it comes from outside (a form, a link): any field may be of any type until `readCombatant` has read it. */
export type CombatantInput = { readonly [K in keyof Combatant]?: unknown };

/** A value printed on a ship, from 0 to the limit. */
export const printed = (what: string, rule: RuleId): Reader<number> => whole(what, 0, MAX_VALUE, rule);

/** Traits, each a short name: a list, or one text separated by commas (`readTraits`). */
const traits = (what: string): Reader<string[]> => readTraits(what, 'ccg.trait');

/** A card type a captain controls in play. */
const permanentType = (what: string): Reader<ControlledCard['type']> => choice(what, PERMANENT_TYPES, 'ccg.permanents');

/** "Controls a card of this type and/or with this trait": at least one of the two. */
const cardMatch = <K extends 'controls' | 'opponent-controls'>(kind: K): Reader<{ kind: K } & CardMatch> =>
  record('A "controls" condition must be an object.', 'ccg.modifier', (v, path) => {
    const cardType = maybe(permanentType('The card type a condition names'))(own(v, 'cardType'), pathTo(path, 'cardType'));
    if (!cardType.ok) return cardType;
    const trait = maybe(text('The trait a condition names', 'ccg.modifier', TEXT_LIMITS.name))(own(v, 'trait'), pathTo(path, 'trait'));
    if (!trait.ok) return trait;
    const named = trait.value?.trim() || undefined;
    if (cardType.value === undefined && named === undefined) return refuse('A "controls" condition must name a card type, a trait, or both.', 'ccg.modifier', path);
    return ok(compact({ kind, cardType: cardType.value, trait: named }));
  });

/** A condition on a modifier, chosen by its `kind`. */
export const readCondition: Reader<ValueCondition> = variant(
  'A condition',
  {
    'opponent-lower-initiative': () => ok({ kind: 'opponent-lower-initiative' as const }),
    'opponent-higher-initiative': () => ok({ kind: 'opponent-higher-initiative' as const }),
    controls: cardMatch('controls'),
    'opponent-controls': cardMatch('opponent-controls'),
  },
  'ccg.modifier',
);

/**
 * A change to the Attack or Defense Value (`valueName`): its source, then
 * either an amount added (with what it adds when its condition fails) or a
 * factor, its condition, and the card it comes from.
 */
export const readModifier = (valueName: string): Reader<ShipValueModifier> =>
  record(`Each ${valueName} modifier must be an object with a source and an amount.`, 'ccg.modifier', (v, path): CcgResult<ShipValueModifier> => {
    const source = name(`The source of each ${valueName} modifier`, 'ccg.modifier', TEXT_LIMITS.name)(own(v, 'source'), pathTo(path, 'source'));
    if (!source.ok) return source;
    const when = maybe(readCondition)(own(v, 'when'), pathTo(path, 'when'));
    if (!when.ok) return when;
    const card = maybe(name(`The card that gives the modifier from ${source.value}`, 'ccg.modifier', TEXT_LIMITS.id))(own(v, 'card'), pathTo(path, 'card'));
    if (!card.ok) return card;
    if (own(v, 'amount') === undefined && own(v, 'factor') !== undefined) {
      const factor = decimal(`The factor of the modifier from ${source.value}`, 0, MAX_VALUE, 'ccg.modifier')(own(v, 'factor'), pathTo(path, 'factor'));
      return factor.ok ? ok(compact({ source: source.value, factor: factor.value, when: when.value, card: card.value })) : factor;
    }
    const signed = (what: string): Reader<number> => whole(what, -MAX_VALUE, MAX_VALUE, 'ccg.modifier');
    const amount = signed(`The ${valueName} modifier from ${source.value}`)(own(v, 'amount'), pathTo(path, 'amount'));
    if (!amount.ok) return amount;
    const otherwise = maybe(signed(`The amount otherwise of the modifier from ${source.value}`))(own(v, 'otherwise'), pathTo(path, 'otherwise'));
    if (!otherwise.ok) return otherwise;
    return ok(compact({ source: source.value, amount: amount.value, when: when.value, otherwise: otherwise.value, card: card.value }));
  });

/** The modifiers of one value, in the order they apply. */
export const readModifiers = (valueName: string): Reader<ShipValueModifier[]> => list(`The ${valueName} modifiers`, readModifier(valueName), 0, MAX_ROWS, 'ccg.modifier');

/** A card a captain controls in play, as far as conditions care: an id, a name, a type, its traits. */
export const readControlled: Reader<ControlledCard> = record('Each card a side controls must be an object with an id, a name and a type.', 'ccg.permanents', (v, path) => {
  const id = name('The id of each card a side controls', 'ccg.permanents', TEXT_LIMITS.id)(own(v, 'id'), pathTo(path, 'id'));
  if (!id.ok) return id;
  const called = name('The name of each card a side controls', 'ccg.permanents', TEXT_LIMITS.name)(own(v, 'name'), pathTo(path, 'name'));
  if (!called.ok) return called;
  const type = permanentType(`The type of ${called.value}`)(own(v, 'type'), pathTo(path, 'type'));
  if (!type.ok) return type;
  const traitsOf = maybe(traits(`The traits of ${called.value}`))(own(v, 'traits'), pathTo(path, 'traits'));
  return traitsOf.ok ? ok(compact({ id: id.value, name: called.value, type: type.value, traits: traitsOf.value })) : traitsOf;
});

/** A side's ship: an id, a name, and its native Attack Value, Defense Value and initiative. */
export const readShip: Reader<ShipCard> = record('The ship must be an object with a name and its values.', 'ccg.ship', (v, path) => {
  const id = name('The id of the ship', 'ccg.ship', TEXT_LIMITS.id)(own(v, 'id'), pathTo(path, 'id'));
  if (!id.ok) return id;
  const called = name("The ship's name", 'ccg.ship', TEXT_LIMITS.name)(own(v, 'name'), pathTo(path, 'name'));
  if (!called.ok) return called;
  const attack = printed(`The native Attack Value of ${called.value}`, 'ccg.attack-value')(own(v, 'attack'), pathTo(path, 'attack'));
  if (!attack.ok) return attack;
  const defense = printed(`The native Defense Value of ${called.value}`, 'ccg.defense-value')(own(v, 'defense'), pathTo(path, 'defense'));
  if (!defense.ok) return defense;
  const initiative = printed(`The initiative of ${called.value}`, 'ccg.initiative')(own(v, 'initiative'), pathTo(path, 'initiative'));
  if (!initiative.ok) return initiative;
  const traitsOf = maybe(traits(`The traits of ${called.value}`))(own(v, 'traits'), pathTo(path, 'traits'));
  if (!traitsOf.ok) return traitsOf;
  return ok(compact({ id: id.value, name: called.value, attack: attack.value, defense: defense.value, initiative: initiative.value, traits: traitsOf.value }));
});

/** The name a side's captain is shown by. */
export const readCaptainName: Reader<string> = name("The captain's name", 'ccg.ship', TEXT_LIMITS.name);

/**
 * One side of a fight: the captain's id and name, the ship, the cards the
 * captain controls (its upgrades among them, so up to twice the rows) and
 * the modifiers of each value.
 */
export const readCombatant: Reader<Combatant> = record('Each side must be an object with a captain and a ship.', 'ccg.ship', (v, path) => {
  const captain = name('The captain id of every side', 'ccg.ship', TEXT_LIMITS.id)(own(v, 'captain'), pathTo(path, 'captain'));
  if (!captain.ok) return captain;
  const called = maybe(readCaptainName)(own(v, 'name'), pathTo(path, 'name'));
  if (!called.ok) return called;
  const ship = readShip(own(v, 'ship'), pathTo(path, 'ship'));
  if (!ship.ok) return ship;
  const controls = maybe(list('The cards a side controls', readControlled, 0, 2 * MAX_ROWS, 'ccg.permanents'))(own(v, 'controls'), pathTo(path, 'controls'));
  if (!controls.ok) return controls;
  const attackModifiers = maybe(readModifiers('Attack Value'))(own(v, 'attackModifiers'), pathTo(path, 'attackModifiers'));
  if (!attackModifiers.ok) return attackModifiers;
  const defenseModifiers = maybe(readModifiers('Defense Value'))(own(v, 'defenseModifiers'), pathTo(path, 'defenseModifiers'));
  if (!defenseModifiers.ok) return defenseModifiers;
  return ok(
    compact({ captain: captain.value, name: called.value, ship: ship.value, controls: controls.value, attackModifiers: attackModifiers.value, defenseModifiers: defenseModifiers.value }),
  );
});

/**
 * The Attack Value or Defense Value of `self`'s ship against `opponent`, from
 * outside: `self` is read (`self.<field>`), then valued (`valueAgainst`).
 */
export function shipValue(which: 'attack' | 'defense', self: unknown, opponent: OpponentView, excluded: ReadonlySet<string> = new Set()): CcgResult<ValueBreakdown> {
  const side = readCombatant(self, 'self');
  return side.ok ? valueAgainst(which, side.value, opponent, excluded) : side;
}

/** Something the attacker's cards do once the piracy action succeeds. */
export interface SuccessTrigger {
  source: string;
  /** What happens, in a few words the reader types. */
  text: string;
  /** The card replenishes (moves to the bottom of its controller's deck). */
  replenish?: boolean;
}

/** One effect of a successful attack: the card, what it does (at most `TEXT_LIMITS.effect` characters) and whether it replenishes. */
export const readSuccessTrigger: Reader<SuccessTrigger> = record('Each effect of a successful attack must be a group of values.', 'ccg.piracy', (v, path) => {
  const source = name('The card of each effect of a successful attack', 'ccg.piracy', TEXT_LIMITS.name)(own(v, 'source'), pathTo(path, 'source'));
  if (!source.ok) return source;
  const did = name(`What ${source.value} does on a successful attack`, 'ccg.piracy', TEXT_LIMITS.effect)(own(v, 'text'), pathTo(path, 'text'));
  if (!did.ok) return did;
  const replenish = maybe(flag(`Whether ${source.value} replenishes`, 'ccg.keyword.replenish'))(own(v, 'replenish'), pathTo(path, 'replenish'));
  if (!replenish.ok) return replenish;
  return ok({ source: source.value, text: did.value, ...(replenish.value === undefined ? {} : { replenish: replenish.value }) });
});

/** The effects of a successful attack, one per card, at most `DAMAGE_LIMITS.rows`. */
export const readSuccessTriggers: Reader<SuccessTrigger[]> = list('The effects of a successful attack', readSuccessTrigger, 0, MAX_ROWS, 'ccg.piracy');
