/**
 * Contracts that require defeating an enemy ship. The fight uses the piracy
 * procedure with the captain choosing to be attacker or defender. The enemy's
 * damage accumulates from round to round (it never repairs) until it reaches
 * the enemy's structure and the enemy is destroyed. Unprinted enemy values are
 * 0. Enemy ships never target upgrades: their damage is one expense.
 */
import { isWhole } from '../../core/validate.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import {
  checkCombatant,
  displayName,
  opponentView,
  shipValue,
  type Combatant,
  type ShipValueModifier,
  type ValueBreakdown,
} from './ship-values.ts';
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

/** One fight against an enemy ship, in the order the captain's role gives. */
export function fightEnemyShip(input: EnemyShipInput): CcgResult<EnemyShipResult> {
  const { captain, enemy, role } = input;
  const bad = checkCombatant(captain, 'captain');
  if (bad) return bad;
  if (role !== 'attacker' && role !== 'defender') return err('The captain must choose to be the attacker or the defender.', 'ccg.enemy-ship', 'role');
  const trace: Step[] = [];
  const printed = { attack: 0, defense: 0, initiative: 0, structure: 0 };
  for (const [key, label, rule] of VALUES) {
    const v = enemy[key];
    if (v === undefined) {
      trace.push(step(`${enemy.name} has no printed ${label}, so it counts as 0.`, 'ccg.enemy-ship'));
    } else if (!isWhole(v)) {
      return err(`The ${label} of ${enemy.name} must be a whole number of 0 or more.`, rule, `enemy.${key}`);
    } else {
      printed[key] = v;
    }
  }
  const before = enemy.damage ?? 0;
  if (!isWhole(before)) return err(`The damage already on ${enemy.name} must be a whole number of 0 or more.`, 'ccg.enemy-ship', 'enemy.damage');
  if (before > 0 && before >= printed.structure) {
    return err(`${enemy.name} already has ${before} damage against a structure of ${printed.structure}: it is destroyed and cannot be fought again.`, 'ccg.enemy-ship', 'enemy.damage');
  }
  const foe: Combatant = {
    captain: `enemy:${enemy.name}`,
    name: enemy.name,
    ship: { id: `enemy:${enemy.name}`, name: enemy.name, attack: printed.attack, defense: printed.defense, initiative: printed.initiative },
    controls: [],
    attackModifiers: enemy.attackModifiers ?? [],
    defenseModifiers: enemy.defenseModifiers ?? [],
  };
  const badFoe = checkCombatant(foe, 'enemy');
  if (badFoe) return badFoe;

  const who = displayName(captain);
  trace.push(
    step(
      `${who} fights ${enemy.name} by the piracy procedure and chooses to be the ${role}, so ${role === 'attacker' ? `${who} fires first` : `${enemy.name} fires first`}.`,
      'ccg.enemy-ship',
    ),
  );
  const captainSide = { ...captain, controls: captain.controls ?? [] };

  const volley = (shooter: Combatant, target: Combatant): CcgResult<Volley> => {
    const av = shipValue('attack', shooter, opponentView(target));
    if (!av.ok) return av;
    const dv = shipValue('defense', target, opponentView(shooter));
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
  const destroyed = after > 0 && after >= printed.structure;
  const mineSteps: Step[] = [...mine.trace];
  if (mine.value.damage > 0) {
    mineSteps.push(step(`The ${mine.value.damage} damage goes on ${enemy.name}'s structure, which already had ${before}: it now has ${after} of ${printed.structure}.`, 'ccg.enemy-ship'));
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
      ? step(`${enemy.name} has ${after} damage against a structure of ${printed.structure} and is destroyed, so this requirement of the contract is met.`, 'ccg.note.enemy-ship-structure')
      : step(`${enemy.name} has ${after} damage against a structure of ${printed.structure}; it does not repair, so the damage stays for the next attempt.`, 'ccg.note.enemy-ship-structure'),
  );

  return ok(
    {
      role,
      captainFire: mine.value,
      enemyFire: theirs.value,
      enemyFired,
      captainExpense: expense,
      enemyStructure: printed.structure,
      enemyDamageBefore: before,
      enemyDamageAfter: after,
      destroyed,
    },
    trace,
  );
}
