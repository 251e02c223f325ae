/**
 * The requirement solver: whether a captain can meet a set of requirements, and
 * with which tokens and cards. A maximum matching decides whether every token
 * requirement can be paid; a minimum-cost assignment then keeps the most
 * flexible pool (see the note at the top of `requirements.ts`).
 */
import { listAnd, plural } from '../../core/text.ts';
import { err, ok, step } from '../result.ts';
import type { CcgResult, Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { describePoolToken, describePoolTokens, describeSpec, interchangeableTrimmed, kindKey, poolFlexibility, specName, tokenFlexibility, tokenPays } from './tokens.ts';
import type { PoolToken } from './tokens.ts';
import { hallWitness, maxMatching, minCostAssignment, type Matching } from './matching.ts';
import { optional, read, refine, refuse, shape, type Reader } from '../readers.ts';
import { cardCriteria, describeRequirement, refName, specsOf } from './requirements.ts';
import type { ControlledCard, ExpenseObligation, Payment, Pin, Plan, Requirement, RequirementCardType, RequirementGroup, Shortfall, SimpleRequirement, Solution } from './requirements.ts';
import { readCards, readPins, readPool, readRequirements, readReserve } from './input.ts';
import type { ResourcePool } from './types.ts';
import { planTrace, restrictPlan } from './plan.ts';
import { better, electiveWays, itemFloor, keyOf, walkWays } from './electives.ts';
import type { Item, ResolvedPins, Score } from './electives.ts';


const traitMatches = (card: ControlledCard, trait: string): boolean =>
  (card.traits ?? []).some((t) => t.trim().toLowerCase() === trait.trim().toLowerCase());

function cardMatches(card: ControlledCard, r: { cardType?: RequirementCardType; trait?: string }): boolean {
  if (r.cardType !== undefined && card.type !== r.cardType) return false;
  if (r.trait !== undefined && !traitMatches(card, r.trait)) return false;
  return true;
}

function itemName(it: Item): string {
  return `${refName(it.ref, it.groupName)} (${describeRequirement(it.req)})`;
}

interface Evaluation {
  plan?: Plan;
  shortfalls: Shortfall[];
  /** Lexicographic score of a feasible plan: fewer jettisoned cards, then fewer Credits, then less flexibility spent. */
  score: Score;
}

/** Meets one flattened list of requirements (electives already decided), or says why not. */
function evaluate(items: Item[], tokens: readonly PoolToken[], cards: readonly ControlledCard[], pins: ResolvedPins, explain = true): Evaluation {
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
  const unpinned = tokens.filter((t) => !pinnedTokenIds.has(t.id));
  const free = interchangeableTrimmed(unpinned, tokenItems.map((i) => specsOf(items[i]!.req)));
  // Which tokens pay a requirement depends only on their kind, so kinds are tested, not tokens.
  const flexibility = free.map((t) => tokenFlexibility(t.token));
  const columnsOfKind = new Map<string, { token: PoolToken['token']; cols: number[] }>();
  free.forEach((t, c) => {
    const k = kindKey(t.token);
    const entry = columnsOfKind.get(k);
    if (entry) entry.cols.push(c);
    else columnsOfKind.set(k, { token: t.token, cols: [c] });
  });
  const adj = tokenItems.map((i) => {
    const specs = specsOf(items[i]!.req);
    const cols: number[] = [];
    for (const { token, cols: of } of columnsOfKind.values()) if (specs.some((s) => tokenPays(token, s))) cols.push(...of);
    // Least flexible first, so even the feasibility pass leans the right way.
    return cols.sort((a, b) => flexibility[a]! - flexibility[b]! || a - b);
  });
  const matching = maxMatching(adj, free.length);
  if (matching.size < tokenItems.length) {
    if (!explain) return { shortfalls: [], score: [0, 0, 0] };
    shortfalls.push(...tokenShortfalls(items, tokenItems, adj, matching, free, unpinned));
  } else {
    const cost = adj.map((cols) => {
      const row = new Array<number | null>(free.length).fill(null);
      for (const c of cols) row[c] = flexibility[c]!;
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
          : `${listAnd(its.map(itemName))} need ${its.length} different cards to jettison, but only ${w.cols.length} of the captain's cards fit: ${freeCards.filter((_, k2) => w.cols.includes(k2)).map((c) => c.name).join(', ')}.`;
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

function tokenShortfalls(
  items: Item[],
  tokenItems: number[],
  adj: number[][],
  matching: ReturnType<typeof maxMatching>,
  free: readonly PoolToken[],
  wholePool: readonly PoolToken[],
): Shortfall[] {
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
      const near = nearMiss(it, wholePool);
      text = `${itemName(it)} cannot be met: no token in the pool pays it${near}.`;
    } else {
      const names = describePoolTokens(w.cols.map((c) => free[c]!));
      text = `${listAnd(its.map(itemName))} need ${its.length} different tokens, but only ${plural(w.cols.length, 'token')} in the pool can pay any of them: ${names.join('; ')}. Missing: ${missing.join(', ')}.`;
    }
    out.push({ refs: its.map((x) => x.ref), text, missing, rule: w.cols.length === 0 && skill && nearMiss(it, wholePool) !== '' ? 'ccg.skill-levels' : rule });
  });
  return out;
}

/** Says so when a trained token of the right skill is there but the requirement is expert. */
function nearMiss(it: Item, free: readonly PoolToken[]): string {
  const specs = specsOf(it.req);
  const trainedOnly = free.filter((t) => t.token.kind === 'skill' && specs.some((s) => s.kind === 'skill' && s.level === 'expert' && t.token.kind === 'skill' && s.skill === t.token.skill));
  return trainedOnly.length > 0 ? ` (the pool has ${describePoolTokens(trainedOnly).join(', ')}, but a trained token never pays an expert requirement)` : '';
}

function resolvePins(pins: Pin[], groups: RequirementGroup[], tokens: readonly PoolToken[], cards: readonly ControlledCard[]): CcgResult<ResolvedPins> {
  const out: ResolvedPins = { tokens: new Map(), cards: new Map(), options: new Map() };
  const usedTokens = new Set<string>();
  const usedCards = new Set<string>();
  for (const [i, pin] of pins.entries()) {
    const f = `pins.${i}`;
    const gid = pin.group ?? 'main';
    const group = groups.find((g) => g.id === gid);
    if (!group) return err(`Choice ${i + 1} names "${String(gid)}", which is not among the requirements being met.`, 'ccg.contract', `${f}.group`);
    const req = group.requirements[pin.requirement];
    if (!req) return err(`${group.name} has no requirement ${pin.requirement} (requirements are counted from 0).`, 'ccg.contract', `${f}.requirement`);
    const key = keyOf({ group: gid, requirement: pin.requirement });
    let simple: SimpleRequirement;
    if (req.kind === 'elective') {
      if (pin.option === undefined || !req.options[pin.option]) {
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
      if (!t) return err(`The token chosen for ${group.name}, requirement ${pin.requirement + 1}, is not in the Resource Pool (it may have been taken out of it).`, 'ccg.resource-pool', `${f}.token`);
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
      if (usedTokens.has(t.id)) return err(`The same token, ${describePoolToken(t)}, is chosen twice; a token is discarded once and pays one requirement.`, 'ccg.capabilities', `${f}.token`);
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

/** The reasons listed when no way of deciding electives works. */
const LISTED_SHORTFALLS = 6;

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
  const ways = electiveWays(groups, resolved.value);
  if (!ways.ok) return ways;
  let best: Evaluation | undefined;
  const failures: Evaluation[] = [];
  walkWays(ways.value, itemFloor(tokens, resolved.value), (least, items) => {
    // A way that cannot beat the best found so far is not worked out (it could only tie or lose).
    if (best && !better(least, best.score)) return;
    // Once a way succeeds, why others fail is never said, so it is not worked out.
    const e = evaluate(items(), tokens, cards, resolved.value, !best);
    if (e.plan) {
      if (!best || better(e.score, best.score)) best = e;
    } else if (!best) failures.push(e);
  });
  if (best?.plan) return ok({ feasible: true, plan: best.plan });
  const first = failures[0];
  if (ways.value.count === 1 && first) {
    return ok({ feasible: false, shortfalls: first.shortfalls, summary: first.shortfalls.map((s) => s.text).join(' ') });
  }
  // Several ways were tried: report their reasons, without repeating a sentence, and only the first
  // few of them: thousands of ways give thousands of reasons, which no reader goes through (and
  // which made a text of megabytes that froze the page drawing it).
  const seen = new Set<string>();
  const all = failures.flatMap((f) => f.shortfalls).filter((s) => (seen.has(s.text) ? false : (seen.add(s.text), true)));
  const shortfalls = all.slice(0, LISTED_SHORTFALLS);
  const more = all.length - shortfalls.length;
  const rest = more > 0 ? ` And ${more} other ${more === 1 ? 'reason' : 'reasons'} of the same kind for the other ways.` : '';
  return ok({
    feasible: false,
    shortfalls,
    summary: `None of the ${ways.value.count} ways to choose among the elective requirements can be met. ${shortfalls.map((s) => s.text).join(' ')}${rest}`,
  });
}

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


/** What `solveRequirements` reads: the pool, the cards, the requirements, the captain's choices and the groups kept in reserve. */
export const readSolveInput: Reader<SolveInput> = refine(
  shape(
    'The pool and the requirements to meet',
    { pool: readPool, cards: optional(readCards, []), requirements: readRequirements, pins: optional(readPins, []), reserve: optional(readReserve, []) },
    'ccg.resource-pool',
  ),
  (input) => {
    const i = (input.reserve ?? []).findIndex((g) => g.id === 'main');
    return i < 0 ? null : refuse('The group id "main" is used twice.', 'ccg.resource-pool', `reserve.${i}.id`);
  },
);

/**
 * Can this pool (and these cards) meet these requirements, and how? Returns the
 * plan that leaves the most flexible pool, or, when none exists, which
 * requirements cannot be met and what is missing.
 */
export function solveRequirements(input: SolveInput): CcgResult<Solution> {
  const r = read(readSolveInput, input);
  return r.ok ? solveChecked(r.value) : r;
}

/** `solveRequirements` for checked input. */
export function solveChecked(input: SolveInput): CcgResult<Solution> {
  const { pool } = input;
  const cards = input.cards ?? [];
  const reqs: Requirement[] = input.requirements;
  const reserve = input.reserve ?? [];
  const main: RequirementGroup = { id: 'main', name: 'The requirements', requirements: reqs };
  const tokens = pool.tokens;
  const alone = solveGroups([main], tokens, cards, input.pins ?? []);
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
    const joint = solveGroups([main, ...kept, g], tokens, cards, input.pins ?? []);
    if (joint.ok && joint.value.feasible) {
      kept.push(g);
      solution = joint.value;
    }
  }
  const plan = restrictPlan(solution.plan, 'main', tokens);
  trace.push(...planTrace(plan, [main], tokens));
  if (kept.length > 0) {
    trace.push(step(`The tokens are chosen so that ${listAnd(kept.map((g) => g.name))} can still be met afterwards.`, 'ccg.resource-pool'));
  }
  trace.push(step(`All ${reqs.length} requirement${reqs.length === 1 ? ' is' : 's are'} met; ${plural(plan.remaining.length, 'token')} stay in the pool.`, 'ccg.resource-pool'));
  return ok({ feasible: true, plan }, trace);
}

