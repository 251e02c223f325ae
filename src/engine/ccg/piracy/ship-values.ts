/**
 * A ship's Attack Value and Defense Value in a fight: the native value plus
 * modifiers from gear, upgrades and events, some of them conditional on the
 * opposing ship (its initiative) or on the cards either captain controls.
 * The arithmetic is `applyModifiers`: negatives kept, floor 0 at the end.
 */
import { ok, step, type CcgResult, type Step } from '../result.ts';
import { applyModifiers, type Modifier, type ModifiedValue } from '../cards/index.ts';

/** Card types a captain can control in play. */
export type PermanentType = 'ship' | 'crew' | 'gear' | 'upgrade' | 'connection';
export const PERMANENT_TYPES: readonly PermanentType[] = ['ship', 'crew', 'gear', 'upgrade', 'connection'];

export interface ShipCard {
  id: string;
  name: string;
  /** Native Attack Value. */
  attack: number;
  /** Native Defense Value. */
  defense: number;
  initiative: number;
  traits?: string[];
}

/** A card in play, as far as conditions care. */
export interface ControlledCard {
  id: string;
  name: string;
  type: PermanentType;
  traits?: string[];
}

/** A card of this type and/or with this trait (at least one of the two). */
export interface CardMatch {
  cardType?: PermanentType;
  trait?: string;
}

export type ValueCondition =
  /** This ship's initiative is higher than the opposing ship's. */
  | { kind: 'opponent-lower-initiative' }
  /** This ship's initiative is lower than the opposing ship's. */
  | { kind: 'opponent-higher-initiative' }
  /** This ship's captain controls a matching card. */
  | ({ kind: 'controls' } & CardMatch)
  /** The opposing captain controls a matching card. */
  | ({ kind: 'opponent-controls' } & CardMatch);

/**
 * A change to Attack or Defense Value. With `when`, it applies only if the
 * condition holds; `otherwise` (for additive ones) is the amount used when it
 * does not ("+2, or +3 if you control ...": amount 3, otherwise 2).
 */
export type ShipValueModifier =
  | { source: string; amount: number; when?: ValueCondition; otherwise?: number; card?: string }
  | { source: string; factor: number; when?: ValueCondition; card?: string };

/** One side of a fight: a captain, their ship, and the modifiers in play for it. */
export interface Combatant {
  /** Captain id. */
  captain: string;
  /** Name shown in the trace; the id when omitted. */
  name?: string;
  ship: ShipCard;
  /** Cards the captain controls other than the ship (upgrades, crew, gear, connections). */
  controls?: ControlledCard[];
  attackModifiers?: ShipValueModifier[];
  defenseModifiers?: ShipValueModifier[];
}

/** What the other side looks like to a condition. */
export interface OpponentView {
  name: string;
  shipName: string;
  initiative: number;
  controls: readonly ControlledCard[];
}

export interface ConditionCheck {
  source: string;
  /** The condition in words. */
  condition: string;
  met: boolean;
}

export interface ValueBreakdown extends ModifiedValue {
  /** 'attack' or 'defense'. */
  value: 'attack' | 'defense';
  label: string;
  /** The modifiers that applied, with the amount used. */
  applied: Modifier[];
  conditions: ConditionCheck[];
}

export function displayName(c: { captain: string; name?: string }): string {
  return c.name ?? c.captain;
}

export function opponentView(c: Combatant, excluded: ReadonlySet<string> = new Set()): OpponentView {
  return {
    name: displayName(c),
    shipName: c.ship.name,
    initiative: c.ship.initiative,
    controls: (c.controls ?? []).filter((card) => !excluded.has(card.id)),
  };
}

function describeMatch(m: CardMatch): string {
  const type = m.cardType ?? 'card';
  const article = /^[aeiou]/i.test(m.trait ?? type) ? 'an' : 'a';
  return m.trait ? `${article} ${m.trait} ${type}` : `${article} ${type}`;
}

function matches(card: ControlledCard, m: CardMatch): boolean {
  const typeOk = m.cardType === undefined || card.type === m.cardType;
  const traitOk = m.trait === undefined || (card.traits ?? []).some((t) => t.trim().toLowerCase() === m.trait?.trim().toLowerCase());
  return typeOk && traitOk;
}

function evaluate(cond: ValueCondition, self: Combatant, selfControls: readonly ControlledCard[], opp: OpponentView): { text: string; met: boolean; why: string } {
  const me = displayName(self);
  switch (cond.kind) {
    case 'opponent-lower-initiative':
    case 'opponent-higher-initiative': {
      const mine = self.ship.initiative;
      const met = cond.kind === 'opponent-lower-initiative' ? opp.initiative < mine : opp.initiative > mine;
      const text = cond.kind === 'opponent-lower-initiative' ? 'against a ship with lower initiative' : 'against a ship with higher initiative';
      return { text, met, why: `${self.ship.name} has initiative ${mine} and ${opp.shipName} has ${opp.initiative}` };
    }
    case 'controls': {
      const found = selfControls.find((c) => matches(c, cond));
      return { text: `if ${me} controls ${describeMatch(cond)}`, met: found !== undefined, why: found ? `${me} controls ${found.name}` : `${me} controls none` };
    }
    case 'opponent-controls': {
      const found = opp.controls.find((c) => matches(c, cond));
      return { text: `if ${opp.name} controls ${describeMatch(cond)}`, met: found !== undefined, why: found ? `${opp.name} controls ${found.name}` : `${opp.name} controls none` };
    }
  }
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${Math.abs(n)}`;
}

/**
 * The Attack Value or Defense Value of `self`'s ship against `opponent`, for
 * a side already read (`readCombatant`, `read-ship.ts`; `shipValue` there is
 * the two in one). Modifiers tied to a card in `excluded` (jettisoned earlier
 * in the fight) no longer apply.
 */
export function valueAgainst(
  which: 'attack' | 'defense',
  self: Combatant,
  opponent: OpponentView,
  excluded: ReadonlySet<string> = new Set(),
): CcgResult<ValueBreakdown> {
  const valueName = which === 'attack' ? 'Attack Value' : 'Defense Value';
  const rule = which === 'attack' ? 'ccg.attack-value' : 'ccg.defense-value';
  // An enemy ship is its own side: "Raider", not "Raider's Raider".
  const owner = displayName(self);
  const label = owner === self.ship.name ? `${valueName} of ${self.ship.name}` : `${valueName} of ${owner}'s ${self.ship.name}`;
  const selfControls = (self.controls ?? []).filter((c) => !excluded.has(c.id));
  const list = (which === 'attack' ? self.attackModifiers : self.defenseModifiers) ?? [];
  const trace: Step[] = [];
  const applied: Modifier[] = [];
  const conditions: ConditionCheck[] = [];
  for (const m of list) {
    if (m.card !== undefined && excluded.has(m.card)) {
      trace.push(step(`${m.source} no longer counts towards the ${valueName}: the card that gave it has left play.`, 'ccg.modifier'));
      continue;
    }
    if (m.when === undefined) {
      applied.push('amount' in m ? { source: m.source, amount: m.amount } : { source: m.source, factor: m.factor });
      continue;
    }
    const e = evaluate(m.when, self, selfControls, opponent);
    conditions.push({ source: m.source, condition: e.text, met: e.met });
    const condRule = m.when.kind.endsWith('initiative') ? 'ccg.initiative' : 'ccg.modifier';
    if ('amount' in m) {
      if (e.met) {
        applied.push({ source: m.source, amount: m.amount });
        trace.push(step(`${m.source} gives ${signed(m.amount)} ${e.text}; ${e.why}, so the condition is met.`, condRule));
      } else if (m.otherwise !== undefined) {
        applied.push({ source: m.source, amount: m.otherwise });
        trace.push(step(`${m.source} would give ${signed(m.amount)} ${e.text}, but ${e.why}, so it gives ${signed(m.otherwise)}.`, condRule));
      } else {
        trace.push(step(`${m.source} gives ${signed(m.amount)} only ${e.text}; ${e.why}, so the condition is not met and it adds nothing.`, condRule));
      }
    } else if (e.met) {
      applied.push({ source: m.source, factor: m.factor });
      trace.push(step(`${m.source} multiplies by ${m.factor} ${e.text}; ${e.why}, so the condition is met.`, condRule));
    } else {
      trace.push(step(`${m.source} multiplies by ${m.factor} only ${e.text}; ${e.why}, so the condition is not met.`, condRule));
    }
  }
  const r = applyModifiers(self.ship[which], applied, label, rule);
  // The native value first, then why each conditional modifier did or did not apply, then the arithmetic.
  const [nativeStep, ...arithmetic] = r.trace;
  const ordered = nativeStep ? [nativeStep, ...trace, ...arithmetic] : trace;
  return ok({ ...r.value, value: which, label, applied, conditions }, ordered);
}
