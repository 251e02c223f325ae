/**
 * The piracy action of the Resolution Phase (stage 2): the pirate's ship
 * attacks an opposing captain's ship, the damage goes to the defender's
 * upgrades or to one expense, the defender returns fire the same way, and the
 * pirate becomes uncommitted.
 */
import { plural } from '../../core/text.ts';
import { structureDamage, type DamageAssignment, type DamageBoost, type DamageOutcome, type UpgradeDamage, type UpgradeState } from './damage.ts';
import { distinctCards, readAssignment, readBoosts, readUpgrade, type UpgradeInput } from './read-damage.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import { maybe } from '../readers.ts';
import { readCombatant, readSuccessTriggers, type CombatantInput, type SuccessTrigger } from './read-ship.ts';
import {
  displayName,
  opponentView,
  valueAgainst,
  type Combatant,
  type ControlledCard,
  type OpponentView,
  type ValueBreakdown,
} from './ship-values.ts';

/** One side of a piracy action. */
export interface PiracySide extends Combatant {
  /** Upgrades attached to this side's ship: the only cards that can take its structure damage. */
  upgrades?: UpgradeState[];
  /** Critical carried by this side's fire, one entry per card that supplies it. */
  critical?: DamageBoost[];
  /** Effects of the attacker's cards that wait for a successful attack. */
  onSuccess?: SuccessTrigger[];
}

/** A side as it comes from outside: its ship, cards and modifiers (`readCombatant`), upgrades and Critical (`readUpgrade`, `readBoosts`) are read at the edge. */
export type PiracySideInput = CombatantInput & { upgrades?: readonly UpgradeInput[]; critical?: readonly unknown[]; onSuccess?: unknown };

/** A piracy action whose sides are already typed (the books' examples). */
export interface PiracySituation {
  attacker: PiracySide;
  defender: PiracySide;
  attack?: DamageAssignment;
  returnFire?: DamageAssignment;
}

export interface PiracyInput {
  attacker: PiracySideInput;
  defender: PiracySideInput;
  /** The attacker's assignment of its damage (step 2), as `readAssignment` reads it: a `DamageAssignment`, its numbers as typed until read. */
  attack?: unknown;
  /** The defender's assignment of its return fire (step 4), read the same way. */
  returnFire?: unknown;
}

/** One side firing on the other. */
export interface Strike {
  /** Captain id of the side that fires. */
  from: string;
  /** Captain id of the side that is hit. */
  against: string;
  attackValue: ValueBreakdown;
  defenseValue: ValueBreakdown;
  /** Attack Value minus Defense Value, never below 0. */
  damage: number;
  /** Each upgrade hit, after Hardened and Critical. */
  upgrades: DamageOutcome[];
  /** Points put on expense: one expense of this amount (0 for none). */
  expense: number;
}

export interface PiracyResult {
  attack: Strike;
  /** True when the attack inflicted damage (Attack Value above Defense Value). */
  success: boolean;
  returnFire: Strike;
  /** The one expense the defender must meet (0 for none). */
  defenderExpense: number;
  /** The one expense the attacker must meet (0 for none). */
  attackerExpense: number;
  /** Success effects that now happen (empty when the attack failed). */
  triggered: SuccessTrigger[];
  /** The sides' upgrades after the fight: damage added, jettisoned ones removed. */
  attackerUpgrades: UpgradeState[];
  defenderUpgrades: UpgradeState[];
  /** Ids of upgrades jettisoned in the fight. */
  jettisoned: string[];
  /** The pirate's captain id; the pirate is now uncommitted. */
  pirate: string;
  pirateCommitted: false;
  /** Piracy itself changes no Infamy; this captain has now conducted a piracy action (see Resolution stage 4). */
  conductedPiracy: string;
}

/** Damage of one side on the other: Attack Value minus Defense Value, never below 0. */
export function damageBetween(attackValue: number, defenseValue: number): number {
  return Math.max(0, attackValue - defenseValue);
}

function controlsWithUpgrades(side: PiracySide): ControlledCard[] {
  const listed = side.controls ?? [];
  const ids = new Set(listed.map((c) => c.id));
  const upgrades = (side.upgrades ?? []).filter((u) => !ids.has(u.id)).map((u): ControlledCard => ({ id: u.id, name: u.name, type: 'upgrade', traits: u.traits ?? [] }));
  return [...listed, ...upgrades];
}

function asCombatant(side: PiracySide): Combatant {
  return { ...side, controls: controlsWithUpgrades(side) };
}

/** A side read at the edge: its ship, cards and modifiers (`readCombatant`), its upgrades (distinct ids) and Critical (`<path>.upgrades.<i>.<field>`). */
function readSide(side: PiracySideInput, path: string): CcgResult<PiracySide> {
  const combatant = readCombatant(side, path);
  if (!combatant.ok) return combatant;
  const upgrades = distinctCards('The upgrades', readUpgrade, 'ccg.upgrade')(side.upgrades ?? [], `${path}.upgrades`);
  if (!upgrades.ok) return upgrades;
  const critical = readBoosts('Critical', 'ccg.keyword.critical')(side.critical ?? [], `${path}.critical`);
  if (!critical.ok) return critical;
  const onSuccess = maybe(readSuccessTriggers)(side.onSuccess, `${path}.onSuccess`);
  if (!onSuccess.ok) return onSuccess;
  return ok({ ...combatant.value, ...(onSuccess.value === undefined ? {} : { onSuccess: onSuccess.value }), upgrades: upgrades.value, critical: critical.value });
}

interface Placement {
  upgrades: UpgradeDamage[];
  expense: number;
}

/** Check an assignment already read (`readAssignment`) against the damage and the target's upgrades. */
function place(
  damage: number,
  assignment: DamageAssignment | undefined,
  target: PiracySide,
  other: PiracySide,
  path: string,
  trace: Step[],
): CcgResult<Placement> {
  const who = displayName(other);
  const targetName = displayName(target);
  const targetUpgrades = target.upgrades ?? [];
  if (assignment === undefined) {
    if (damage > 0) {
      const why = targetUpgrades.length === 0 ? `${targetName} has no upgrades attached, so every point must go to expense` : 'no assignment was given, so every point goes to expense';
      trace.push(step(`${who} has ${plural(damage, 'point')} of damage to assign; ${why}.`, 'ccg.piracy'));
    }
    return ok({ upgrades: [], expense: damage });
  }
  const entries = assignment.upgrades ?? [];
  const seen = new Set<string>();
  let onUpgrades = 0;
  for (const [i, e] of entries.entries()) {
    const at = `${path}.upgrades.${i}`;
    if (!targetUpgrades.some((u) => u.id === e.upgrade)) {
      const own = (other.upgrades ?? []).find((u) => u.id === e.upgrade);
      const msg = own
        ? `${own.name} is attached to ${displayName(other)}'s own ship; damage can only go on upgrades attached to ${targetName}'s ship.`
        : `There is no upgrade "${e.upgrade}" attached to ${targetName}'s ship.`;
      return err(msg, 'ccg.piracy', `${at}.upgrade`);
    }
    if (seen.has(e.upgrade)) return err(`The upgrade "${e.upgrade}" is listed twice; give all its points in one entry.`, 'ccg.piracy', `${at}.upgrade`);
    seen.add(e.upgrade);
    onUpgrades += e.points;
  }
  const expense = assignment.expense ?? damage - onUpgrades;
  if (onUpgrades + expense !== damage || expense < 0) {
    return err(
      `The assignment places ${plural(onUpgrades, 'point')} on upgrades and ${Math.max(0, expense)} on expense, but the damage is ${damage}: every point must be placed, and no more.`,
      'ccg.piracy',
      assignment.expense === undefined ? `${path}.upgrades` : `${path}.expense`,
    );
  }
  if (damage > 0) {
    trace.push(step(`${who} places ${onUpgrades} of the ${plural(damage, 'point')} on upgrades attached to ${targetName}'s ship and ${expense} on expense.`, 'ccg.piracy'));
  }
  return ok({ upgrades: entries.filter((e) => e.points > 0), expense });
}

interface StrikeOutcome {
  strike: Strike;
  targetUpgradesAfter: UpgradeState[];
  jettisoned: string[];
}

function strike(
  shooter: PiracySide,
  target: PiracySide,
  assignment: DamageAssignment | undefined,
  path: string,
  excluded: ReadonlySet<string>,
  trace: Step[],
): CcgResult<StrikeOutcome> {
  const shooterView: OpponentView = opponentView(asCombatant(shooter), excluded);
  const targetView: OpponentView = opponentView(asCombatant(target), excluded);
  const av = valueAgainst('attack', asCombatant(shooter), targetView, excluded);
  if (!av.ok) return av;
  const dv = valueAgainst('defense', asCombatant(target), shooterView, excluded);
  if (!dv.ok) return dv;
  trace.push(...av.trace, ...dv.trace);
  const damage = damageBetween(av.value.final, dv.value.final);
  const shooterName = displayName(shooter);
  const targetName = displayName(target);
  trace.push(
    step(
      damage > 0
        ? `${shooterName}'s Attack Value ${av.value.final} minus ${targetName}'s Defense Value ${dv.value.final} is ${damage} damage.`
        : `${shooterName}'s Attack Value ${av.value.final} does not exceed ${targetName}'s Defense Value ${dv.value.final}, so ${shooterName} inflicts no damage.`,
      'ccg.piracy',
    ),
  );
  const placed = place(damage, assignment, target, shooter, path, trace);
  if (!placed.ok) return placed;

  const sourceName = `${shooterName}'s fire`;
  // Critical supplied by a card jettisoned earlier in the fight left play with it.
  const critical = (shooter.critical ?? []).filter((b) => b.card === undefined || !excluded.has(b.card));
  for (const b of (shooter.critical ?? []).filter((x) => !critical.includes(x))) {
    if (placed.value.upgrades.length > 0) trace.push(step(`The Critical of ${b.from} no longer counts: ${b.from} was jettisoned earlier in this piracy action.`, 'ccg.note.return-fire-values'));
  }
  const outcomes: DamageOutcome[] = [];
  const jettisoned: string[] = [];
  const after = new Map((target.upgrades ?? []).map((u) => [u.id, u] as const));
  for (const hit of placed.value.upgrades) {
    const upgrade = after.get(hit.upgrade);
    if (!upgrade) continue; // place() has checked every id
    if ((upgrade.hardened ?? []).some((h) => h.value > 0)) {
      trace.push(
        step(
          `${hit.points === 1 ? 'The 1 point' : `All ${hit.points} points`} ${shooterName} puts on ${upgrade.name} ${hit.points === 1 ? 'comes' : 'come'} from one source, the firing ship, so its Hardened applies once.`,
          'ccg.note.piracy-damage-source',
        ),
      );
    }
    const r = structureDamage(upgrade, hit.points, { name: sourceName, critical });
    if (!r.ok) return r;
    trace.push(...r.trace);
    const lost = r.value.after - upgrade.structureCapacity;
    if (lost > 0) {
      trace.push(step(`${lost} of those points go beyond what ${upgrade.name} could take and are lost.`, 'ccg.structure'));
    }
    outcomes.push(r.value);
    if (r.value.jettisoned) {
      after.delete(upgrade.id);
      jettisoned.push(upgrade.id);
    } else {
      after.set(upgrade.id, { ...upgrade, structure: r.value.after });
    }
  }
  const expense = placed.value.expense;
  if (expense > 0) {
    trace.push(
      step(
        expense === 1
          ? `The 1 point on expense is one expense of 1 that ${targetName} must meet.`
          : `The ${expense} points on expense form one expense of ${expense} that ${targetName} must meet, not ${expense} separate expenses of 1.`,
        'ccg.note.piracy-one-expense',
      ),
    );
    trace.push(step(`${targetName} meets the expense of ${expense} by expending cards for their Expense Value.`, 'ccg.expenses'));
  }
  return ok({
    strike: {
      from: shooter.captain,
      against: target.captain,
      attackValue: av.value,
      defenseValue: dv.value,
      damage,
      upgrades: outcomes,
      expense,
    },
    targetUpgradesAfter: [...after.values()],
    jettisoned,
  });
}

/**
 * Resolve one piracy action: attack, success, return fire, uncommit. The
 * input holds both sides as they stand when the pirate acts, and each side's
 * assignment of its damage. Return fire is worked out after the attack, so an
 * upgrade the attack jettisons no longer adds to the defender's values.
 */
export function resolvePiracy(input: PiracyInput): CcgResult<PiracyResult> {
  const readA = readSide(input.attacker, 'attacker');
  if (!readA.ok) return readA;
  const readD = readSide(input.defender, 'defender');
  if (!readD.ok) return readD;
  const attacker = readA.value;
  const defender = readD.value;
  const attack = maybe(readAssignment)(input.attack, 'attack');
  if (!attack.ok) return attack;
  const returnFire = maybe(readAssignment)(input.returnFire, 'returnFire');
  if (!returnFire.ok) return returnFire;
  if (attacker.captain === defender.captain) {
    return err('A pirate must target a ship controlled by an opposing captain, not their own.', 'ccg.piracy', 'defender.captain');
  }
  const attackerIds = new Set((attacker.upgrades ?? []).map((u) => u.id));
  const shared = (defender.upgrades ?? []).findIndex((u) => attackerIds.has(u.id));
  if (shared >= 0) return err('An upgrade id appears on both ships; every card needs its own id.', 'ccg.upgrade', `defender.upgrades.${shared}.id`);

  const pirate = displayName(attacker);
  const target = displayName(defender);
  const trace: Step[] = [
    step(`${pirate} is the attacker and targets ${target}'s ${defender.ship.name}; ${target} is the defender.`, 'ccg.piracy'),
  ];

  const first = strike(attacker, defender, attack.value, 'attack', new Set(), trace);
  if (!first.ok) return first;
  const success = first.value.strike.damage > 0;
  trace.push(
    step(
      success ? `${pirate} inflicted damage, so the piracy action succeeds.` : `${pirate} inflicted no damage, so the piracy action fails.`,
      'ccg.piracy',
    ),
  );
  const triggered = success ? (attacker.onSuccess ?? []) : [];
  for (const t of triggered) {
    trace.push(
      t.replenish
        ? step(`Because the attack inflicted damage, ${t.source} replenishes: ${t.text}.`, 'ccg.keyword.replenish')
        : step(`Because the piracy action succeeded, ${t.source}: ${t.text}.`, 'ccg.piracy'),
    );
  }

  const gone = new Set(first.value.jettisoned);
  const defenderAfterAttack: PiracySide = { ...defender, upgrades: first.value.targetUpgradesAfter };
  trace.push(step(`${target} now returns fire against ${pirate}'s ${attacker.ship.name}.`, 'ccg.piracy'));
  if (gone.size > 0) {
    const names = (defender.upgrades ?? []).filter((u) => gone.has(u.id)).map((u) => u.name);
    trace.push(
      step(`The return fire is worked out after the attack, so ${names.join(' and ')}, jettisoned by the attack, no longer count${names.length === 1 ? 's' : ''} for ${target}.`, 'ccg.note.return-fire-values'),
    );
  }
  const second = strike(defenderAfterAttack, attacker, returnFire.value, 'returnFire', gone, trace);
  if (!second.ok) return second;
  trace.push(
    step(
      `The return fire does not change the outcome: the piracy action ${success ? 'still succeeds' : 'still fails'}.`,
      'ccg.piracy',
    ),
  );
  trace.push(step(`The piracy action is over and ${pirate} becomes uncommitted.`, 'ccg.committed'));
  trace.push(
    step(`${pirate} has conducted a piracy action this round, so ${pirate} will not lose an Infamy token at Resolution stage 4.`, 'ccg.round.resolution.stage-4'),
  );

  return ok(
    {
      attack: first.value.strike,
      success,
      returnFire: second.value.strike,
      defenderExpense: first.value.strike.expense,
      attackerExpense: second.value.strike.expense,
      triggered,
      attackerUpgrades: second.value.targetUpgradesAfter,
      defenderUpgrades: first.value.targetUpgradesAfter,
      jettisoned: [...first.value.jettisoned, ...second.value.jettisoned],
      pirate: attacker.captain,
      pirateCommitted: false,
      conductedPiracy: attacker.captain,
    },
    trace,
  );
}
