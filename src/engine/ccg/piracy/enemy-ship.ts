/**
 * Contracts that require defeating an enemy ship. The fight uses the piracy
 * procedure with the captain choosing to be attacker or defender. The enemy's
 * damage accumulates from round to round (it never repairs) until it reaches
 * the enemy's structure and the enemy is destroyed. Unprinted enemy values are
 * 0. Enemy ships never target upgrades: their damage is one expense.
 */
import { ok, step, type CcgResult, type Step } from '../result.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { choice, compact, maybe, name, optional, own, pathTo, record, refuse, whole, type Reader } from '../readers.ts';
import { displayName, opponentView, valueAgainst, type Combatant, type ShipValueModifier, type ValueBreakdown } from './ship-values.ts';
import { printed, readCombatant, readModifiers } from './read-ship.ts';
import { DAMAGE_LIMITS } from './limits.ts';
import { damageBetween } from './piracy.ts';

export interface EnemyShip {
  name: string;
  /** Printed values; an omitted value is 0. */
  attack?: number;
  defense?: number;
  initiative?: number;
  structure?: number;
  /** Damage the enemy has taken in earlier rounds. */
  damage?: number;
  attackModifiers?: ShipValueModifier[];
  defenseModifiers?: ShipValueModifier[];
}

export interface EnemyShipInput {
  /** The acting captain's side. */
  captain: Combatant;
  /** The role the captain chooses. */
  role: 'attacker' | 'defender';
  enemy: EnemyShip;
}

export interface Volley {
  attackValue: ValueBreakdown;
  defenseValue: ValueBreakdown;
  damage: number;
}

export interface EnemyShipResult {
  role: 'attacker' | 'defender';
  captainFire: Volley;
  /** The enemy's fire as worked out; it lands only if `enemyFired`. */
  enemyFire: Volley;
  /** False when the captain, as attacker, destroyed the enemy before it could fire back. */
  enemyFired: boolean;
  /** The one expense the captain must meet from the enemy's fire (0 for none). */
  captainExpense: number;
  enemyStructure: number;
  enemyDamageBefore: number;
  /** Damage on the enemy after this fight; carry it to the next round. */
  enemyDamageAfter: number;
  /** The enemy is destroyed, which meets the contract's requirement. */
  destroyed: boolean;
}

const VALUES = [
  ['attack', 'Attack Value', 'ccg.attack-value'],
  ['defense', 'Defense Value', 'ccg.defense-value'],
  ['initiative', 'initiative', 'ccg.initiative'],
  ['structure', 'structure', 'ccg.structure'],
] as const;

/**
 * An enemy ship from outside: its name, the values printed on it (left out:
 * not printed), the damage it carries from earlier rounds (up to
 * `DAMAGE_LIMITS.carried`; it must still be below its structure) and its
 * modifiers, each refusal at `<path>.<field>`.
 */
export const readEnemyShip: Reader<EnemyShip> = record('The enemy ship must be an object with a name.', 'ccg.enemy-ship', (v, path) => {
  const called = name("The enemy ship's name", 'ccg.enemy-ship', TEXT_LIMITS.name)(own(v, 'name'), pathTo(path, 'name'));
  if (!called.ok) return called;
  const values: Pick<EnemyShip, 'attack' | 'defense' | 'initiative' | 'structure'> = {};
  for (const [key, label, rule] of VALUES) {
    const r = maybe(printed(`The ${label} of ${called.value}`, rule))(own(v, key), pathTo(path, key));
    if (!r.ok) return r;
    values[key] = r.value;
  }
  const damage = optional(whole(`The damage already on ${called.value}`, 0, DAMAGE_LIMITS.carried, 'ccg.enemy-ship'), 0)(own(v, 'damage'), pathTo(path, 'damage'));
  if (!damage.ok) return damage;
  const structure = values.structure ?? 0;
  if (damage.value > 0 && damage.value >= structure) {
    return refuse(`${called.value} already has ${damage.value} damage against a structure of ${structure}: it is destroyed and cannot be fought again.`, 'ccg.enemy-ship', pathTo(path, 'damage'));
  }
  const attackModifiers = maybe(readModifiers('Attack Value'))(own(v, 'attackModifiers'), pathTo(path, 'attackModifiers'));
  if (!attackModifiers.ok) return attackModifiers;
  const defenseModifiers = maybe(readModifiers('Defense Value'))(own(v, 'defenseModifiers'), pathTo(path, 'defenseModifiers'));
  if (!defenseModifiers.ok) return defenseModifiers;
  return ok(compact({ name: called.value, ...values, damage: damage.value, attackModifiers: attackModifiers.value, defenseModifiers: defenseModifiers.value }));
});

/** A fight against an enemy ship from outside: the captain's side (`captain.<field>`), the role (`role`), the enemy (`enemy.<field>`). */
export const readEnemyShipInput: Reader<EnemyShipInput> = record('Give the captain, the role and the enemy ship.', 'ccg.enemy-ship', (v) => {
  const captain = readCombatant(own(v, 'captain'), 'captain');
  if (!captain.ok) return captain;
  const role = choice('The role the captain chooses', ['attacker', 'defender'] as const, 'ccg.enemy-ship')(own(v, 'role'), 'role');
  if (!role.ok) return role;
  const enemy = readEnemyShip(own(v, 'enemy'), 'enemy');
  return enemy.ok ? ok({ captain: captain.value, role: role.value, enemy: enemy.value }) : enemy;
});

/** One fight against an enemy ship, in the order the captain's role gives: read at the edge (`readEnemyShipInput`), then fought. */
export function fightEnemyShip(input: unknown): CcgResult<EnemyShipResult> {
  const read = readEnemyShipInput(input, '');
  if (!read.ok) return read;
  const { captain, enemy, role } = read.value;
  const trace: Step[] = [];
  const printedValues = { attack: 0, defense: 0, initiative: 0, structure: 0 };
  for (const [key, label] of VALUES) {
    const v = enemy[key];
    if (v === undefined) trace.push(step(`${enemy.name} has no printed ${label}, so it counts as 0.`, 'ccg.enemy-ship'));
    else printedValues[key] = v;
  }
  const before = enemy.damage ?? 0;
  const foe: Combatant = {
    captain: `enemy:${enemy.name}`,
    name: enemy.name,
    ship: { id: `enemy:${enemy.name}`, name: enemy.name, attack: printedValues.attack, defense: printedValues.defense, initiative: printedValues.initiative },
    controls: [],
    attackModifiers: enemy.attackModifiers ?? [],
    defenseModifiers: enemy.defenseModifiers ?? [],
  };

  const who = displayName(captain);
  trace.push(
    step(
      `${who} fights ${enemy.name} by the piracy procedure and chooses to be the ${role}, so ${role === 'attacker' ? `${who} fires first` : `${enemy.name} fires first`}.`,
      'ccg.enemy-ship',
    ),
  );
  const captainSide = { ...captain, controls: captain.controls ?? [] };

  const volley = (shooter: Combatant, target: Combatant): CcgResult<Volley> => {
    const av = valueAgainst('attack', shooter, opponentView(target));
    if (!av.ok) return av;
    const dv = valueAgainst('defense', target, opponentView(shooter));
    if (!dv.ok) return dv;
    const vTrace = [...av.trace, ...dv.trace];
    const damage = damageBetween(av.value.final, dv.value.final);
    vTrace.push(step(`${displayName(shooter)}'s Attack Value ${av.value.final} against ${displayName(target)}'s Defense Value ${dv.value.final} gives ${damage} damage.`, 'ccg.piracy'));
    return ok({ attackValue: av.value, defenseValue: dv.value, damage }, vTrace);
  };

  const mine = volley(captainSide, foe);
  if (!mine.ok) return mine;
  const theirs = volley(foe, captainSide);
  if (!theirs.ok) return theirs;

  const after = before + mine.value.damage;
  // Destroying takes damage: an enemy with no printed structure still needs at least one point.
  const destroyed = after > 0 && after >= printedValues.structure;
  const mineSteps: Step[] = [...mine.trace];
  if (mine.value.damage > 0) {
    mineSteps.push(step(`The ${mine.value.damage} damage goes on ${enemy.name}'s structure, which already had ${before}: it now has ${after} of ${printedValues.structure}.`, 'ccg.enemy-ship'));
  }
  // As attacker the captain fires first; an enemy destroyed by that fire never fires back.
  const enemyFired = !(role === 'attacker' && destroyed);
  const theirSteps: Step[] = enemyFired
    ? [...theirs.trace]
    : [step(`${enemy.name} is destroyed by ${who}'s fire before it can return fire, so it deals no damage.`, 'ccg.note.enemy-ship-return-fire')];
  const expense = enemyFired ? theirs.value.damage : 0;
  if (expense > 0) {
    theirSteps.push(step(`Enemy ships never target upgrades, so all ${expense} damage becomes one expense of ${expense} that ${who} must meet.`, 'ccg.enemy-ship'));
    theirSteps.push(step(`The points form a single expense, as in piracy.`, 'ccg.note.piracy-one-expense'));
  }
  trace.push(...(role === 'attacker' ? [...mineSteps, ...theirSteps] : [...theirSteps, ...mineSteps]));

  trace.push(
    destroyed
      ? step(`${enemy.name} has ${after} damage against a structure of ${printedValues.structure} and is destroyed, so this requirement of the contract is met.`, 'ccg.note.enemy-ship-structure')
      : step(`${enemy.name} has ${after} damage against a structure of ${printedValues.structure}; it does not repair, so the damage stays for the next attempt.`, 'ccg.note.enemy-ship-structure'),
  );

  return ok(
    {
      role,
      captainFire: mine.value,
      enemyFire: theirs.value,
      enemyFired,
      captainExpense: expense,
      enemyStructure: printedValues.structure,
      enemyDamageBefore: before,
      enemyDamageAfter: after,
      destroyed,
    },
    trace,
  );
}
