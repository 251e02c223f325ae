/**
 * Requirements of contracts, complications and subplots, and the solver that
 * says whether a captain can meet them and with which tokens and cards.
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
import { err, ok, step } from '../result.ts';
import type { CcgResult, Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { validatePool } from './resources.ts';
import type { ResourcePool } from './resources.ts';
import { describePoolToken, describeSpec, poolFlexibility, specName, tokenFlexibility, tokenPays, validateSpec } from './tokens.ts';
import type { PoolToken, TokenSpec } from './tokens.ts';
import { hallWitness, maxMatching, minCostAssignment, type Matching } from './matching.ts';

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

function cardCriteria(r: { cardType?: RequirementCardType; trait?: string }): string {
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
      return `an expense of ${r.amount} Credit${r.amount === 1 ? '' : 's'}`;
    case 'control':
      return `control ${cardCriteria(r)}`;
    case 'elective':
      return `one of your choice: ${r.options.map(describeRequirement).join('; or ')}`;
  }
}

// ---------------------------------------------------------------------------
// Validation

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isCardType = (v: unknown): v is RequirementCardType => (REQUIREMENT_CARD_TYPES as readonly unknown[]).includes(v);

function validateCardCriteria(r: Record<string, unknown>, field: string, kind: 'jettison' | 'control'): CcgResult<null> {
  if (r.cardType !== undefined && !isCardType(r.cardType)) {
    return err(`"${String(r.cardType)}" is not a card type a requirement can name (ship, crew, gear, upgrade or connection).`, kind === 'jettison' ? 'ccg.jettison' : 'ccg.control-vs-ownership', `${field}.cardType`);
  }
  if (r.trait !== undefined && !nonEmpty(r.trait)) return err('A trait must be a name.', 'ccg.trait', `${field}.trait`);
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
    if (!isRecord(c) || !nonEmpty(c.id) || !nonEmpty(c.name)) return err(`The card at ${f} needs an id and a name.`, 'ccg.control-vs-ownership', f);
    if (ids.has(c.id)) return err(`Two cards share the id "${c.id}".`, 'ccg.control-vs-ownership', `${f}.id`);
    ids.add(c.id);
    if (!isCardType(c.type)) return err(`"${String(c.type)}" is not a card type that stays in play (ship, crew, gear, upgrade or connection).`, 'ccg.permanents', `${f}.type`);
    if (c.traits !== undefined && (!Array.isArray(c.traits) || !c.traits.every(nonEmpty))) {
      return err(`The traits of ${c.name} must be a list of names.`, 'ccg.trait', `${f}.traits`);
    }
  }
  return ok(cards as ControlledCard[]);
}

// ---------------------------------------------------------------------------
// The solver

const MAX_ELECTIVE_COMBINATIONS = 4096;

interface Item {
  ref: RequirementRef;
  groupName: string;
  groupIndex: number;
  req: SimpleRequirement;
}

const traitMatches = (card: ControlledCard, trait: string): boolean =>
  (card.traits ?? []).some((t) => t.trim().toLowerCase() === trait.trim().toLowerCase());

function cardMatches(card: ControlledCard, r: { cardType?: RequirementCardType; trait?: string }): boolean {
  if (r.cardType !== undefined && card.type !== r.cardType) return false;
  if (r.trait !== undefined && !traitMatches(card, r.trait)) return false;
  return true;
}

const specsOf = (r: SimpleRequirement): TokenSpec[] => (r.kind === 'token' ? [r.token] : r.kind === 'choice' ? r.options : []);

export function refName(ref: RequirementRef, groupName: string): string {
  const opt = ref.option === undefined ? '' : `, option ${ref.option + 1}`;
  return `${groupName}, requirement ${ref.requirement + 1}${opt}`;
}

function itemName(it: Item): string {
  return `${refName(it.ref, it.groupName)} (${describeRequirement(it.req)})`;
}

interface Evaluation {
  plan?: Plan;
  shortfalls: Shortfall[];
  /** Lexicographic score of a feasible plan: fewer jettisoned cards, then fewer Credits, then less flexibility spent. */
  score: [number, number, number];
}

const joinNames = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** Meets one flattened list of requirements (electives already decided), or says why not. */
function evaluate(items: Item[], tokens: readonly PoolToken[], cards: readonly ControlledCard[], pins: ResolvedPins): Evaluation {
  const shortfalls: Shortfall[] = [];
  const payments: Payment[] = [];

  // Tokens: pinned first, then the matching for the rest.
  const pinnedTokenIds = new Set<string>();
  const tokenItems: number[] = [];
  items.forEach((it, i) => {
    if (it.req.kind !== 'token' && it.req.kind !== 'choice') return;
    const pinned = pins.tokens.get(keyOf(it.ref));
    if (pinned) {
      pinnedTokenIds.add(pinned.id);
      payments.push({ ...it.ref, how: 'token', token: pinned, chosen: true });
    } else {
      tokenItems.push(i);
    }
  });
  const free = tokens.filter((t) => !pinnedTokenIds.has(t.id));
  const adj = tokenItems.map((i) => {
    const specs = specsOf(items[i]!.req);
    const cols: number[] = [];
    free.forEach((t, c) => {
      if (specs.some((s) => tokenPays(t.token, s))) cols.push(c);
    });
    // Least flexible first, so even the feasibility pass leans the right way.
    return cols.sort((a, b) => tokenFlexibility(free[a]!.token) - tokenFlexibility(free[b]!.token) || a - b);
  });
  const matching = maxMatching(adj, free.length);
  if (matching.size < tokenItems.length) {
    shortfalls.push(...tokenShortfalls(items, tokenItems, adj, matching, free));
  } else {
    const cost = adj.map((cols) => {
      const row = new Array<number | null>(free.length).fill(null);
      for (const c of cols) row[c] = tokenFlexibility(free[c]!.token);
      return row;
    });
    const assignment = minCostAssignment(cost, free.length) ?? [];
    tokenItems.forEach((i, k) => {
      const t = free[assignment[k]!]!;
      payments.push({ ...items[i]!.ref, how: 'token', token: t });
    });
  }

  // Cards to jettison: a matching too, as a card goes only once. Cards no control
  // requirement could use are offered first.
  const controlItems = items.filter((it) => it.req.kind === 'control');
  const neededForControl = (c: ControlledCard) => controlItems.some((it) => cardMatches(c, it.req as { cardType?: RequirementCardType; trait?: string }));
  const pinnedCardIds = new Set<string>();
  const jettisonItems: number[] = [];
  items.forEach((it, i) => {
    if (it.req.kind !== 'jettison') return;
    const pinned = pins.cards.get(keyOf(it.ref));
    if (pinned) {
      pinnedCardIds.add(pinned.id);
      payments.push({ ...it.ref, how: 'jettison', card: pinned, chosen: true });
    } else jettisonItems.push(i);
  });
  const freeCards = cards.filter((c) => c.type !== 'ship' && !pinnedCardIds.has(c.id));
  const cardAdj = jettisonItems.map((i) => {
    const r = items[i]!.req as { cardType?: RequirementCardType; trait?: string };
    return freeCards
      .map((c, k) => ({ c, k }))
      .filter(({ c }) => cardMatches(c, r))
      .sort((x, y) => Number(neededForControl(x.c)) - Number(neededForControl(y.c)) || x.k - y.k)
      .map(({ k }) => k);
  });
  const cardMatching = keepControlWitnesses(
    jettisonItems.map((i) => items[i]!),
    cardAdj,
    freeCards,
    controlItems,
    cards,
    pinnedCardIds,
  );
  if (cardMatching.size < jettisonItems.length) {
    jettisonItems.forEach((i, k) => {
      if (cardMatching.rowToCol[k] !== -1) return;
      const w = hallWitness(cardAdj, cardMatching, k);
      const its = w.rows.map((r) => items[jettisonItems[r]!]!);
      const it = items[i]!;
      const r = it.req as { cardType?: RequirementCardType; trait?: string };
      const text =
        w.cols.length === 0
          ? `${itemName(it)} cannot be met: the captain controls no ${cardCriteria(r).replace(/^an? /, '')} that can be jettisoned.`
          : `${joinNames(its.map(itemName))} need ${its.length} different cards to jettison, but only ${w.cols.length} of the captain's cards fit: ${freeCards.filter((_, k2) => w.cols.includes(k2)).map((c) => c.name).join(', ')}.`;
      shortfalls.push({ refs: its.map((x) => x.ref), text, missing: [cardCriteria(r)], rule: 'ccg.jettison' });
    });
  } else {
    jettisonItems.forEach((i, k) => payments.push({ ...items[i]!.ref, how: 'jettison', card: freeCards[cardMatching.rowToCol[k]!]! }));
  }

  // Control: nothing is spent. A card jettisoned for an earlier group is gone by then.
  const jettisonedBy = new Map<string, number>();
  for (const p of payments) if (p.how === 'jettison') {
    const g = items.find((it) => keyOf(it.ref) === keyOf(p))?.groupIndex ?? 0;
    jettisonedBy.set(p.card.id, Math.min(g, jettisonedBy.get(p.card.id) ?? g));
  }
  for (const it of controlItems) {
    const r = it.req as { cardType?: RequirementCardType; trait?: string };
    const matches = cards.filter((c) => cardMatches(c, r) && (jettisonedBy.get(c.id) ?? Number.POSITIVE_INFINITY) >= it.groupIndex);
    if (matches.length === 0) {
      const gone = cards.filter((c) => cardMatches(c, r));
      shortfalls.push({
        refs: [it.ref],
        text:
          gone.length === 0
            ? `${itemName(it)} cannot be met: the captain controls no ${cardCriteria(r).replace(/^an? /, '')}.`
            : `${itemName(it)} cannot be met: the only fitting card${gone.length === 1 ? ' is' : 's are'} jettisoned for an earlier requirement (${gone.map((c) => c.name).join(', ')}).`,
        missing: [cardCriteria(r)],
        rule: r.trait ? 'ccg.trait' : 'ccg.control-vs-ownership',
      });
    } else {
      payments.push({ ...it.ref, how: 'control', cards: matches });
    }
  }

  const expenses: ExpenseObligation[] = [];
  for (const it of items) {
    if (it.req.kind !== 'expense') continue;
    payments.push({ ...it.ref, how: 'expense', amount: it.req.amount });
    expenses.push({ ...it.ref, amount: it.req.amount });
  }

  if (shortfalls.length > 0) return { shortfalls, score: [0, 0, 0] };
  const order = new Map(items.map((it, i) => [keyOf(it.ref), i]));
  payments.sort((a, b) => (order.get(keyOf(a)) ?? 0) - (order.get(keyOf(b)) ?? 0));
  const spentIds = new Set(payments.flatMap((p) => (p.how === 'token' ? [p.token.id] : [])));
  const spent = tokens.filter((t) => spentIds.has(t.id));
  const remaining = tokens.filter((t) => !spentIds.has(t.id));
  const jettisoned = payments.flatMap((p) => (p.how === 'jettison' ? [p.card] : []));
  const plan: Plan = {
    payments,
    spent,
    remaining,
    jettisoned,
    expenses,
    flexibilitySpent: poolFlexibility(spent),
    flexibilityLeft: poolFlexibility(remaining),
  };
  return { plan, shortfalls: [], score: [jettisoned.length, expenses.reduce((s, e) => s + e.amount, 0), plan.flexibilitySpent] };
}

function tokenShortfalls(items: Item[], tokenItems: number[], adj: number[][], matching: ReturnType<typeof maxMatching>, free: readonly PoolToken[]): Shortfall[] {
  const out: Shortfall[] = [];
  const reported = new Set<string>();
  tokenItems.forEach((i, k) => {
    if (matching.rowToCol[k] !== -1) return;
    const it = items[i]!;
    const w = hallWitness(adj, matching, k);
    const key = w.rows.join(',');
    if (reported.has(key)) return;
    reported.add(key);
    const its = w.rows.map((r) => items[tokenItems[r]!]!);
    const unpaid = w.rows.filter((r) => matching.rowToCol[r] === -1).map((r) => items[tokenItems[r]!]!);
    const missing = unpaid.map((u) => (u.req.kind === 'token' ? describeSpec(u.req.token) : `one token of ${specsOf(u.req).map(specName).join(' or ')}`));
    const skill = specsOf(it.req).some((s) => s.kind === 'skill');
    const rule: RuleId = skill ? 'ccg.skills' : 'ccg.capabilities';
    let text: string;
    if (w.cols.length === 0) {
      const near = nearMiss(it, free);
      text = `${itemName(it)} cannot be met: no token in the pool pays it${near}.`;
    } else {
      const names = w.cols.map((c) => describePoolToken(free[c]!));
      text = `${joinNames(its.map(itemName))} need ${its.length} different tokens, but only ${w.cols.length} token${w.cols.length === 1 ? '' : 's'} in the pool can pay any of them: ${names.join('; ')}. Missing: ${missing.join(', ')}.`;
    }
    out.push({ refs: its.map((x) => x.ref), text, missing, rule: w.cols.length === 0 && skill && nearMiss(it, free) !== '' ? 'ccg.skill-levels' : rule });
  });
  return out;
}

/** Says so when a trained token of the right skill is there but the requirement is expert. */
function nearMiss(it: Item, free: readonly PoolToken[]): string {
  const specs = specsOf(it.req);
  const trainedOnly = free.filter((t) => t.token.kind === 'skill' && specs.some((s) => s.kind === 'skill' && s.level === 'expert' && t.token.kind === 'skill' && s.skill === t.token.skill));
  return trainedOnly.length > 0 ? ` (the pool has ${trainedOnly.map(describePoolToken).join(', ')}, but a trained token never pays an expert requirement)` : '';
}

const keyOf = (r: RequirementRef): string => `${r.group}#${r.requirement}`;

interface ResolvedPins {
  tokens: Map<string, PoolToken>;
  cards: Map<string, ControlledCard>;
  options: Map<string, number>;
}

function resolvePins(pins: Pin[], groups: RequirementGroup[], tokens: readonly PoolToken[], cards: readonly ControlledCard[]): CcgResult<ResolvedPins> {
  const out: ResolvedPins = { tokens: new Map(), cards: new Map(), options: new Map() };
  const usedTokens = new Set<string>();
  const usedCards = new Set<string>();
  if (!Array.isArray(pins)) return err('The captain’s choices must be a list.', 'ccg.resource-pool', 'pins');
  for (const [i, pin] of pins.entries()) {
    const f = `pins.${i}`;
    if (!isRecord(pin)) return err(`Choice ${i + 1} must be an object.`, 'ccg.resource-pool', f);
    const gid = pin.group ?? 'main';
    const group = groups.find((g) => g.id === gid);
    if (!group) return err(`Choice ${i + 1} names "${String(gid)}", which is not among the requirements being met.`, 'ccg.contract', `${f}.group`);
    const req = typeof pin.requirement === 'number' && Number.isInteger(pin.requirement) ? group.requirements[pin.requirement] : undefined;
    if (!req) return err(`${group.name} has no requirement ${String(pin.requirement)} (requirements are counted from 0).`, 'ccg.contract', `${f}.requirement`);
    const key = keyOf({ group: gid, requirement: pin.requirement });
    let simple: SimpleRequirement;
    if (req.kind === 'elective') {
      if (typeof pin.option !== 'number' || !Number.isInteger(pin.option) || !req.options[pin.option]) {
        return err(`Requirement ${pin.requirement + 1} of ${group.name} is elective: choose one of its ${req.options.length} options (counted from 0).`, 'ccg.subplot', `${f}.option`);
      }
      if (out.options.has(key) && out.options.get(key) !== pin.option) return err(`Two different options are chosen for requirement ${pin.requirement + 1} of ${group.name}.`, 'ccg.subplot', `${f}.option`);
      out.options.set(key, pin.option);
      simple = req.options[pin.option]!;
    } else {
      if (pin.option !== undefined) return err(`Requirement ${pin.requirement + 1} of ${group.name} is not elective, so it has no options.`, 'ccg.subplot', `${f}.option`);
      simple = req;
    }
    if (pin.token !== undefined) {
      const t = tokens.find((x) => x.id === pin.token);
      if (!t) return err(`There is no token "${String(pin.token)}" in the Resource Pool.`, 'ccg.resource-pool', `${f}.token`);
      if (simple.kind !== 'token' && simple.kind !== 'choice') return err(`${group.name}, requirement ${pin.requirement + 1} is not met with a token.`, 'ccg.token', `${f}.token`);
      const specs = specsOf(simple);
      if (!specs.some((s) => tokenPays(t.token, s))) {
        const expertNeed = specs.some((s) => s.kind === 'skill' && s.level === 'expert' && t.token.kind === 'skill' && t.token.skill === s.skill);
        return err(
          expertNeed
            ? `${describePoolToken(t)} cannot pay ${describeRequirement(simple)}: a trained token never pays an expert requirement.`
            : `${describePoolToken(t)} does not pay ${describeRequirement(simple)}.`,
          expertNeed ? 'ccg.skill-levels' : t.token.kind === 'skill' ? 'ccg.skills' : 'ccg.capabilities',
          `${f}.token`,
        );
      }
      if (usedTokens.has(t.id)) return err(`Token ${t.id} is chosen twice; a token is discarded once and pays one requirement.`, 'ccg.capabilities', `${f}.token`);
      usedTokens.add(t.id);
      out.tokens.set(key, t);
    }
    if (pin.card !== undefined) {
      const c = cards.find((x) => x.id === pin.card);
      if (!c) return err(`The captain controls no card "${String(pin.card)}".`, 'ccg.control-vs-ownership', `${f}.card`);
      if (simple.kind !== 'jettison') return err(`${group.name}, requirement ${pin.requirement + 1} does not jettison a card.`, 'ccg.jettison', `${f}.card`);
      if (c.type === 'ship') return err('A ship cannot be jettisoned to meet a requirement.', 'ccg.ship', `${f}.card`);
      if (!cardMatches(c, simple)) return err(`${c.name} is not ${cardCriteria(simple)}.`, simple.trait ? 'ccg.trait' : 'ccg.jettison', `${f}.card`);
      if (usedCards.has(c.id)) return err(`${c.name} is chosen twice; a card can be jettisoned only once.`, 'ccg.jettison', `${f}.card`);
      usedCards.add(c.id);
      out.cards.set(key, c);
    }
  }
  return ok(out);
}

/** Every way to decide the elective requirements (pinned ones are fixed). */
function electiveCombinations(groups: RequirementGroup[], pins: ResolvedPins): CcgResult<Item[][]> {
  let combos: Item[][] = [[]];
  for (const [gi, g] of groups.entries()) {
    for (const [ri, r] of g.requirements.entries()) {
      const base = { groupName: g.name, groupIndex: gi };
      if (r.kind !== 'elective') {
        combos = combos.map((c) => [...c, { ...base, ref: { group: g.id, requirement: ri }, req: r }]);
        continue;
      }
      const pinned = pins.options.get(keyOf({ group: g.id, requirement: ri }));
      const options = pinned === undefined ? r.options.map((o, oi) => ({ o, oi })) : [{ o: r.options[pinned]!, oi: pinned }];
      if (combos.length * options.length > MAX_ELECTIVE_COMBINATIONS) {
        return err(
          `The elective requirements offer more than ${MAX_ELECTIVE_COMBINATIONS} ways to choose; choose some options first.`,
          'ccg.subplot',
          'pins',
        );
      }
      combos = combos.flatMap((c) => options.map(({ o, oi }) => [...c, { ...base, ref: { group: g.id, requirement: ri, option: oi }, req: o }]));
    }
  }
  return ok(combos);
}

const MAX_WITNESS_COMBINATIONS = 4096;

/**
 * The cards to jettison, as a matching. A card jettisoned for one group's
 * requirement is gone before a later group (a subplot) is met, so where a later
 * group must control a card, the matching tries to leave it one: each way of
 * choosing the card that later requirement points at is tried, and the first
 * matching that jettisons none of those cards early is taken. Without such a
 * way, it is the plain matching, and the control shortfall is reported.
 */
function keepControlWitnesses(
  jettison: readonly Item[],
  adj: readonly (readonly number[])[],
  freeCards: readonly ControlledCard[],
  control: readonly Item[],
  cards: readonly ControlledCard[],
  pinned: ReadonlySet<string>,
): Matching {
  const plain = maxMatching(adj, freeCards.length);
  if (plain.size < jettison.length) return plain;
  const exposed = control.filter((ci) => jettison.some((j) => j.groupIndex < ci.groupIndex));
  if (exposed.length === 0) return plain;
  // For each exposed requirement, the cards it could point at (a pinned jettison is already gone).
  const options = exposed.map((ci) => cards.filter((c) => !pinned.has(c.id) && cardMatches(c, ci.req as { cardType?: RequirementCardType; trait?: string })).map((c) => c.id));
  if (options.some((o) => o.length === 0)) return plain;
  const total = options.reduce((n, o) => n * o.length, 1);
  if (total > MAX_WITNESS_COMBINATIONS) return plain;
  const pick = new Array<number>(options.length).fill(0);
  for (let n = 0; n < total; n++) {
    const kept = exposed.map((ci, e) => ({ id: options[e]![pick[e]!]!, group: ci.groupIndex }));
    const allowed = adj.map((row, j) =>
      row.filter((k) => !kept.some((w) => w.id === freeCards[k]!.id && jettison[j]!.groupIndex < w.group)),
    );
    const m = maxMatching(allowed, freeCards.length);
    if (m.size === jettison.length) return m;
    for (let e = 0; e < pick.length; e++) {
      pick[e] = (pick[e]! + 1) % options[e]!.length;
      if (pick[e] !== 0) break;
    }
  }
  return plain;
}

const better = (a: [number, number, number], b: [number, number, number]): boolean =>
  a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];

/**
 * Meets several groups at once (a card's requirements, then its subplots), each
 * requirement paid by its own token or card. Internal to the requirement modules;
 * inputs must already be validated.
 */
export function solveGroups(
  groups: RequirementGroup[],
  tokens: readonly PoolToken[],
  cards: readonly ControlledCard[],
  pins: Pin[],
): CcgResult<Solution> {
  const resolved = resolvePins(pins, groups, tokens, cards);
  if (!resolved.ok) return resolved;
  const combos = electiveCombinations(groups, resolved.value);
  if (!combos.ok) return combos;
  let best: Evaluation | undefined;
  const failures: Evaluation[] = [];
  for (const items of combos.value) {
    const e = evaluate(items, tokens, cards, resolved.value);
    if (e.plan) {
      if (!best || better(e.score, best.score)) best = e;
    } else failures.push(e);
  }
  if (best?.plan) return ok({ feasible: true, plan: best.plan });
  const first = failures[0];
  if (combos.value.length === 1 && first) {
    return ok({ feasible: false, shortfalls: first.shortfalls, summary: first.shortfalls.map((s) => s.text).join(' ') });
  }
  // Several ways were tried: report each one's reasons, without repeating a sentence.
  const seen = new Set<string>();
  const shortfalls = failures.flatMap((f) => f.shortfalls).filter((s) => (seen.has(s.text) ? false : (seen.add(s.text), true)));
  return ok({
    feasible: false,
    shortfalls,
    summary: `None of the ${combos.value.length} ways to choose among the elective requirements can be met. ${shortfalls.map((s) => s.text).join(' ')}`,
  });
}

/** Trace of a plan: one sentence per requirement, with the rule that lets it be met that way. */
export function planTrace(plan: Plan, groups: RequirementGroup[], tokens: readonly PoolToken[]): Step[] {
  const trace: Step[] = [];
  const name = (g: string) => groups.find((x) => x.id === g)?.name ?? g;
  const req = (p: RequirementRef): SimpleRequirement | undefined => {
    const r = groups.find((x) => x.id === p.group)?.requirements[p.requirement];
    return r?.kind === 'elective' ? r.options[p.option ?? 0] : r;
  };
  const left = new Set(plan.remaining.map((t) => t.id));
  for (const p of plan.payments) {
    const r = req(p);
    if (!r) continue;
    const where = refName(p, name(p.group));
    const elective = p.option !== undefined ? ` (the option chosen for this elective requirement)` : '';
    switch (p.how) {
      case 'token': {
        const t = p.token.token;
        const rule: RuleId = t.kind === 'capability' ? 'ccg.capabilities' : 'ccg.skills';
        const chosen = p.chosen ? ', the token the captain chose' : '';
        trace.push(step(`${where}${elective}: discard ${describePoolToken(p.token)}${chosen} for ${describeRequirement(r)}.`, rule));
        if (t.kind === 'skill' && t.level === 'expert' && specsOf(r).some((s) => s.kind === 'skill' && s.skill === t.skill && s.level === 'trained')) {
          trace.push(step(`An expert token pays a trained requirement of its skill.`, 'ccg.skill-levels'));
        }
        if (t.kind === 'capability' && tokenFlexibility(t) === 2) {
          trace.push(step(`An advanced capability token pays either of its two parts, but only one requirement.`, 'ccg.capabilities'));
        }
        if (p.chosen) break;
        const kept = tokens.filter((x) => left.has(x.id) && specsOf(r).some((s) => tokenPays(x.token, s)) && tokenFlexibility(x.token) > tokenFlexibility(t));
        if (kept.length > 0) {
          trace.push(step(`${kept.map(describePoolToken).join(' and ')} could also pay it, but ${kept.length === 1 ? 'is' : 'are'} kept because ${kept.length === 1 ? 'it pays' : 'they pay'} more kinds of requirement.`, 'ccg.resource-pool'));
        }
        break;
      }
      case 'jettison':
        trace.push(step(`${where}${elective}: jettison ${p.card.name}${p.chosen ? ', the card the captain chose' : ''} (${describeRequirement(r)}).`, 'ccg.jettison'));
        break;
      case 'expense':
        trace.push(step(`${where}${elective}: the captain must pay an expense of ${p.amount} Credit${p.amount === 1 ? '' : 's'}; the expense is paid by expending cards.`, 'ccg.expenses'));
        break;
      case 'control':
        trace.push(step(`${where}${elective}: met without spending anything, as the captain controls ${p.cards.map((c) => c.name).join(', ')}.`, r.kind === 'control' && r.trait ? 'ccg.trait' : 'ccg.control-vs-ownership'));
        if (p.cards.every((c) => plan.jettisoned.some((j) => j.id === c.id))) {
          trace.push(step(`That card is also jettisoned for another requirement; this one is met first, while the captain still controls it.`, 'ccg.note.requirements-one-by-one'));
        }
        break;
    }
  }
  return trace;
}

/**
 * Can this pool (and these cards) meet these requirements, and how? Returns the
 * plan that leaves the most flexible pool, or, when none exists, which
 * requirements cannot be met and what is missing.
 */
export function solveRequirements(input: SolveInput): CcgResult<Solution> {
  if (!isRecord(input)) return err('Give the pool and the requirements to meet.', 'ccg.resource-pool');
  const pool = validatePool(input.pool);
  if (!pool.ok) return pool;
  const cards = validateCards(input.cards ?? []);
  if (!cards.ok) return cards;
  const reqs = validateRequirements(input.requirements, 'requirements');
  if (!reqs.ok) return reqs;
  const reserve = input.reserve ?? [];
  if (!Array.isArray(reserve)) return err('The requirements kept in reserve must be a list of groups.', 'ccg.resource-pool', 'reserve');
  const main: RequirementGroup = { id: 'main', name: 'The requirements', requirements: reqs.value };
  for (const [i, g] of reserve.entries()) {
    if (!isRecord(g) || !nonEmpty(g.id) || !nonEmpty(g.name)) return err(`Reserved group ${i + 1} needs an id and a name.`, 'ccg.resource-pool', `reserve.${i}`);
    if (g.id === 'main' || reserve.slice(0, i).some((x) => x.id === g.id)) return err(`The group id "${g.id}" is used twice.`, 'ccg.resource-pool', `reserve.${i}.id`);
    const v = validateRequirements(g.requirements, `reserve.${i}.requirements`);
    if (!v.ok) return v;
  }
  const tokens = pool.value.tokens;
  const alone = solveGroups([main], tokens, cards.value, input.pins ?? []);
  if (!alone.ok) return alone;
  const trace: Step[] = [];
  if (!alone.value.feasible) {
    for (const s of alone.value.shortfalls) trace.push(step(s.text, s.rule));
    return ok(alone.value, trace);
  }
  // Keep tokens for the reserved groups where the main requirements allow it.
  let solution = alone.value;
  const kept: RequirementGroup[] = [];
  for (const g of reserve) {
    const joint = solveGroups([main, ...kept, g], tokens, cards.value, input.pins ?? []);
    if (joint.ok && joint.value.feasible) {
      kept.push(g);
      solution = joint.value;
    }
  }
  const plan = restrictPlan(solution.plan, 'main', tokens);
  trace.push(...planTrace(plan, [main], tokens));
  if (kept.length > 0) {
    trace.push(step(`The tokens are chosen so that ${joinNames(kept.map((g) => g.name))} can still be met afterwards.`, 'ccg.resource-pool'));
  }
  trace.push(step(`All ${reqs.value.length} requirement${reqs.value.length === 1 ? ' is' : 's are'} met; ${plan.remaining.length} token${plan.remaining.length === 1 ? '' : 's'} stay in the pool.`, 'ccg.resource-pool'));
  return ok({ feasible: true, plan }, trace);
}

/** The part of a joint plan that belongs to some groups: their payments, and the pool without their tokens only. */
export function restrictPlan(plan: Plan, groups: string | string[], tokens: readonly PoolToken[]): Plan {
  const ids = new Set(Array.isArray(groups) ? groups : [groups]);
  const payments = plan.payments.filter((p) => ids.has(p.group));
  const spentIds = new Set(payments.flatMap((p) => (p.how === 'token' ? [p.token.id] : [])));
  const spent = tokens.filter((t) => spentIds.has(t.id));
  const remaining = tokens.filter((t) => !spentIds.has(t.id));
  return {
    payments,
    spent,
    remaining,
    jettisoned: payments.flatMap((p) => (p.how === 'jettison' ? [p.card] : [])),
    expenses: plan.expenses.filter((e) => ids.has(e.group)),
    flexibilitySpent: poolFlexibility(spent),
    flexibilityLeft: poolFlexibility(remaining),
  };
}
