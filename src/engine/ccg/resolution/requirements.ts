/**
 * Requirements of contracts, complications and subplots: their kinds, how they
 * read, and the checks of their shape. The solver is `solver.ts`.
 *
 * Token requirements are a matching problem: each requirement takes a distinct
 * token that pays it. The solver first finds a maximum matching (can every
 * requirement be paid at all?), then the minimum-cost complete assignment where a
 * token's cost is its flexibility (see `tokenFlexibility`), so the pool left over
 * has the greatest total flexibility any complete assignment can leave. Both steps
 * are polynomial; nothing is chosen greedily.
 *
 * Kinds of requirement (Resolution Phase, stages 2 and 3):
 * - `token`: discard a token that pays the icon (capability, or skill at a level);
 * - `choice`: discard one token that pays any one of several icons;
 * - `jettison`: jettison a card you control, of a type and/or with a trait;
 * - `expense`: incur an expense of some Credits (reported as an obligation for the
 *   expense engine; nothing is paid here);
 * - `control`: control a card of a type and/or with a trait (nothing is spent);
 * - `elective`: one of several requirements, chosen by the captain (subplots).
 */
import { plural } from '../../core/text.ts';
import { isRecord, isText } from '../../core/validate.ts';
import { err, ok } from '../result.ts';
import type { CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { validatePool, type ResourcePool } from './resources.ts';
import { describeSpec, specName, validateSpec } from './tokens.ts';
import type { PoolToken, TokenSpec } from './tokens.ts';

// ---------------------------------------------------------------------------
// Types

/** Card types a requirement can name for a card in play. */
export const REQUIREMENT_CARD_TYPES = ['ship', 'crew', 'gear', 'upgrade', 'connection'] as const;
export type RequirementCardType = (typeof REQUIREMENT_CARD_TYPES)[number];

/** A card the captain controls, as far as requirements care. */
export interface ControlledCard {
  id: string;
  name: string;
  type: RequirementCardType;
  traits?: string[];
}

export type SimpleRequirement =
  | { kind: 'token'; token: TokenSpec; label?: string }
  | { kind: 'choice'; options: TokenSpec[]; label?: string }
  | { kind: 'jettison'; cardType?: RequirementCardType; trait?: string; label?: string }
  | { kind: 'expense'; amount: number; label?: string }
  | { kind: 'control'; cardType?: RequirementCardType; trait?: string; label?: string };

export type Requirement = SimpleRequirement | { kind: 'elective'; options: SimpleRequirement[]; label?: string };

/** A named list of requirements met all together or not at all: a card's requirements, or one subplot's. */
export interface RequirementGroup {
  id: string;
  name: string;
  requirements: Requirement[];
}

/**
 * A choice the captain makes instead of leaving it to the solver: which token pays
 * a requirement, which card is jettisoned, or which option of an elective is taken.
 * `group` defaults to the main requirements (`'main'`).
 */
export interface Pin {
  group?: string;
  requirement: number;
  option?: number;
  token?: string;
  card?: string;
}

/** Where a requirement sits: its group, its index there, and the option taken if it is elective. */
export interface RequirementRef {
  group: string;
  requirement: number;
  option?: number;
}

export type Payment =
  | (RequirementRef & { how: 'token'; token: PoolToken; /** The captain named this token (a pin). */ chosen?: true })
  | (RequirementRef & { how: 'jettison'; card: ControlledCard; /** The captain named this card (a pin). */ chosen?: true })
  | (RequirementRef & { how: 'expense'; amount: number })
  | (RequirementRef & { how: 'control'; cards: ControlledCard[] });

/** An expense the captain must now pay; the expense engine decides how. */
export interface ExpenseObligation extends RequirementRef {
  amount: number;
}

export interface Plan {
  /** One payment per requirement, in group and requirement order. */
  payments: Payment[];
  spent: PoolToken[];
  /** Tokens left in the pool, in their original order. */
  remaining: PoolToken[];
  jettisoned: ControlledCard[];
  expenses: ExpenseObligation[];
  /** Total flexibility of the tokens spent and of those left (see `tokenFlexibility`). */
  flexibilitySpent: number;
  flexibilityLeft: number;
}

/** Why some requirements cannot all be met: which ones, and what is missing. */
export interface Shortfall {
  refs: RequirementRef[];
  /** A whole sentence for a person. */
  text: string;
  /** What would have to be added for this part to be met ("a Survey token"). */
  missing: string[];
  rule: RuleId;
}

export type Solution =
  | { feasible: true; plan: Plan }
  | { feasible: false; shortfalls: Shortfall[]; summary: string };

export interface SolveInput {
  pool: ResourcePool;
  cards?: ControlledCard[];
  requirements: Requirement[];
  pins?: Pin[];
  /**
   * Requirements the captain expects to meet later (the contract after its
   * complication, a subplot): among the best plans, the solver keeps tokens for
   * as many of these groups as it can, in the order given. Nothing is spent for them.
   */
  reserve?: RequirementGroup[];
}

// ---------------------------------------------------------------------------
// Descriptions

const LABELS: Record<RequirementCardType, string> = { ship: 'ship', crew: 'crew', gear: 'gear', upgrade: 'upgrade', connection: 'connection' };

export function cardCriteria(r: { cardType?: RequirementCardType; trait?: string }): string {
  const type = r.cardType ? `${r.cardType === 'upgrade' ? 'an' : 'a'} ${LABELS[r.cardType]} card` : 'a card';
  return r.trait ? `${type} with the trait ${r.trait}` : type;
}

/** A plain description of what a requirement asks: "a trained Admin or trained Social token". */
export function describeRequirement(r: Requirement): string {
  switch (r.kind) {
    case 'token':
      return describeSpec(r.token);
    case 'choice':
      return `one token of ${r.options.map(specName).join(' or ')}`;
    case 'jettison':
      return `jettison ${cardCriteria(r)}`;
    case 'expense':
      return `an expense of ${plural(r.amount, 'Credit')}`;
    case 'control':
      return `control ${cardCriteria(r)}`;
    case 'elective':
      return `one of your choice: ${r.options.map(describeRequirement).join('; or ')}`;
  }
}

/** The requirement's place in words: "Mid Passage Mark, requirement 2, option 1". */
export function refName(ref: RequirementRef, groupName: string): string {
  const opt = ref.option === undefined ? '' : `, option ${ref.option + 1}`;
  return `${groupName}, requirement ${ref.requirement + 1}${opt}`;
}

/** The token icons a requirement accepts. */
export const specsOf = (r: SimpleRequirement): TokenSpec[] => (r.kind === 'token' ? [r.token] : r.kind === 'choice' ? r.options : []);


// ---------------------------------------------------------------------------
// Validation

const isCardType = (v: unknown): v is RequirementCardType => (REQUIREMENT_CARD_TYPES as readonly unknown[]).includes(v);

function validateCardCriteria(r: Record<string, unknown>, field: string, kind: 'jettison' | 'control'): CcgResult<null> {
  if (r.cardType !== undefined && !isCardType(r.cardType)) {
    return err(`"${String(r.cardType)}" is not a card type a requirement can name (ship, crew, gear, upgrade or connection).`, kind === 'jettison' ? 'ccg.jettison' : 'ccg.control-vs-ownership', `${field}.cardType`);
  }
  if (r.trait !== undefined && !isText(r.trait)) return err('A trait must be a name.', 'ccg.trait', `${field}.trait`);
  if (kind === 'jettison' && r.cardType === 'ship') {
    return err('A ship never leaves play while its captain is in the game, so it cannot be jettisoned to meet a requirement.', 'ccg.ship', `${field}.cardType`);
  }
  if (kind === 'control' && r.cardType === undefined && r.trait === undefined) {
    return err('A requirement to control a card must name a card type or a trait.', 'ccg.control-vs-ownership', field);
  }
  return ok(null);
}

function validateSimple(r: unknown, field: string): CcgResult<SimpleRequirement> {
  if (!isRecord(r)) return err(`The requirement at ${field} must be an object with a kind.`, 'ccg.contract', field);
  const label = r.label === undefined || typeof r.label === 'string' ? {} : null;
  if (label === null) return err('A requirement label must be text.', 'ccg.contract', `${field}.label`);
  switch (r.kind) {
    case 'token': {
      const s = validateSpec(r.token, `${field}.token`);
      return s.ok ? ok(r as SimpleRequirement) : s;
    }
    case 'choice': {
      if (!Array.isArray(r.options) || r.options.length === 0) {
        return err('A choice of tokens must list at least one token.', 'ccg.token', `${field}.options`);
      }
      for (const [i, o] of r.options.entries()) {
        const s = validateSpec(o, `${field}.options.${i}`);
        if (!s.ok) return s;
      }
      return ok(r as SimpleRequirement);
    }
    case 'jettison':
    case 'control': {
      const c = validateCardCriteria(r, field, r.kind);
      return c.ok ? ok(r as SimpleRequirement) : c;
    }
    case 'expense':
      if (typeof r.amount !== 'number' || !Number.isInteger(r.amount) || r.amount < 1) {
        return err(`An expense is a whole number of Credits, 1 or more, not ${String(r.amount)}.`, 'ccg.expenses', `${field}.amount`);
      }
      return ok(r as SimpleRequirement);
    case 'elective':
      return err('An elective requirement cannot hold another elective requirement.', 'ccg.subplot', `${field}.kind`);
    default:
      return err(
        `"${String(r.kind)}" is not a kind of requirement (token, choice, jettison, expense, control or elective).`,
        'ccg.contract',
        `${field}.kind`,
      );
  }
}

export function validateRequirement(r: unknown, field: string): CcgResult<Requirement> {
  if (isRecord(r) && r.kind === 'elective') {
    if (!Array.isArray(r.options) || r.options.length < 2) {
      return err('An elective requirement offers at least two requirements to choose from.', 'ccg.subplot', `${field}.options`);
    }
    for (const [i, o] of r.options.entries()) {
      const v = validateSimple(o, `${field}.options.${i}`);
      if (!v.ok) return v;
    }
    return ok(r as Requirement);
  }
  return validateSimple(r, field);
}

export function validateRequirements(list: unknown, field: string): CcgResult<Requirement[]> {
  if (!Array.isArray(list)) return err('The requirements must be a list.', 'ccg.contract', field);
  for (const [i, r] of list.entries()) {
    const v = validateRequirement(r, `${field}.${i}`);
    if (!v.ok) return v;
  }
  return ok(list as Requirement[]);
}

export function validateCards(cards: unknown, field = 'cards'): CcgResult<ControlledCard[]> {
  if (!Array.isArray(cards)) return err('The cards in play must be a list.', 'ccg.control-vs-ownership', field);
  const ids = new Set<string>();
  for (const [i, c] of cards.entries()) {
    const f = `${field}.${i}`;
    if (!isRecord(c) || !isText(c.id) || !isText(c.name)) return err(`The card at ${f} needs an id and a name.`, 'ccg.control-vs-ownership', f);
    if (ids.has(c.id)) return err(`Two cards share the id "${c.id}".`, 'ccg.control-vs-ownership', `${f}.id`);
    ids.add(c.id);
    if (!isCardType(c.type)) return err(`"${String(c.type)}" is not a card type that stays in play (ship, crew, gear, upgrade or connection).`, 'ccg.permanents', `${f}.type`);
    if (c.traits !== undefined && (!Array.isArray(c.traits) || !c.traits.every((t) => isText(t)))) {
      return err(`The traits of ${c.name} must be a list of names.`, 'ccg.trait', `${f}.traits`);
    }
  }
  return ok(cards as ControlledCard[]);
}

/** What a check starts from: the captain's Resource Pool and the cards they control (none unless told), each checked. */
export function validatePoolAndCards(input: { pool: unknown; cards?: unknown }): CcgResult<{ pool: ResourcePool; cards: ControlledCard[] }> {
  const pool = validatePool(input.pool);
  if (!pool.ok) return pool;
  const cards = validateCards(input.cards ?? []);
  return cards.ok ? ok({ pool: pool.value, cards: cards.value }) : cards;
}
