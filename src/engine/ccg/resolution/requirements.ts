/**
 * Requirements of contracts, complications and subplots: their kinds, how they
 * read, and their types. The solver is `solver.ts`; the readers of their shape `input.ts`.
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
 *
 * Their shapes are read at the edge by `input.ts`.
 */
import { plural } from '../../core/text.ts';
import type { RuleId } from '../rules.ts';
import { describeSpec, specName } from './tokens.ts';
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
