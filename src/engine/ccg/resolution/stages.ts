/**
 * The Resolution Phase procedures that meet requirements:
 * - stage 2, a committed captain resolves a complication on the contract pursued
 *   (all requirements or none; success sends it to its owner's adventure discard
 *   pile, failure counts as passing and leaves the captain ineligible);
 * - stage 3, an eligible captain resolves the contract (claims its Victory
 *   Points, then subplots; the contract goes to its owner's adventure discard pile
 *   and the slot's controller deals a new contract with a face-down complication);
 * - competition, when several captains complete the same contract.
 * Each function decides one attempt; the round engine keeps the game state.
 */
import { plural } from '../../core/text.ts';
import { RESOLUTION_LIMITS as L, TEXT_LIMITS as T } from '../limits.ts';
import { flag, list, name, optional, read, shape, uniqueBy, whole, type Reader } from '../readers.ts';
import { err, ok, step } from '../result.ts';
import type { CcgResult, Step } from '../result.ts';
import { readAdventureCard, readCards, readContractCard, readPins, readPool, readReserve, readSubplots, readTried } from './input.ts';
import { captainLabel } from './resources.ts';
import { planTrace } from './plan.ts';
import { solveGroups } from './solver.ts';
import type { ControlledCard, ExpenseObligation, Payment, Pin, RequirementGroup, Shortfall } from './requirements.ts';
import { attemptSubplots, checkTried } from './subplots.ts';
import type { SubplotResult } from './subplots.ts';
import type { AdventureCardInput, ContractInput, ResourcePool, SubplotInput } from './types.ts';
import { describeToken } from './tokens.ts';
import type { PoolToken } from './tokens.ts';


interface AttemptInputBase {
  captain: string;
  pool: ResourcePool;
  cards?: ControlledCard[];
  /** Subplot ids the captain tries, in order; all of them when left out. */
  trySubplots?: string[];
  pins?: Pin[];
}

export interface ComplicationAttemptInput extends AttemptInputBase {
  /** Whether the captain is committed to the contract this complication is attached to. */
  committed: boolean;
  /** Whether the captain has already passed in this stage. */
  passed?: boolean;
  complication: AdventureCardInput;
  /** Whether the complication is still face down (it is revealed first). */
  faceDown?: boolean;
  /** Requirements to be met later (the contract, its subplots): tokens they need are kept where possible. */
  reserve?: RequirementGroup[];
}

export interface ContractAttemptInput extends AttemptInputBase {
  /** Whether the captain is eligible (passed in stage 2 with no complication left on the contract). */
  eligible: boolean;
  contract: ContractInput;
  /** Controller of the contract slot, who deals the replacement; the contract's owner when left out. */
  slotController?: string;
}

export interface ResolutionOutcome {
  card: { id: string; name: string; owner?: string };
  resolved: boolean;
  /** Why not, when the card's requirements cannot all be met. */
  shortfalls: Shortfall[];
  /** How the card's own requirements are met. */
  payments: Payment[];
  /** Every token discarded (the card's and the subplots'). */
  spent: PoolToken[];
  pool: ResourcePool;
  jettisoned: ControlledCard[];
  /** Expenses the captain must now pay (card and subplots); the expense engine handles them. */
  expenses: ExpenseObligation[];
  subplots: SubplotResult[];
  vp: { card: number; subplots: number; total: number };
}

export interface ComplicationOutcome extends ResolutionOutcome {
  complicationGoesTo: 'owner-adventure-discard' | 'stays-attached';
  /** After failing, the captain counts as having passed and is ineligible; after success, may act again this stage. */
  captain: { mayActAgain: boolean; treatedAsPassed: boolean; ineligible: boolean };
}

export interface ContractOutcome extends ResolutionOutcome {
  contractGoesTo: 'owner-adventure-discard' | 'stays-in-play';
  /** Who deals the new contract (with a face-down complication) into the slot, when the contract leaves. */
  replacementBy: string | null;
  /** The steps of the card leaving play (the captain uncommitted, the card discarded, the slot refilled), last in the trace; empty when it stays. */
  leaving: Step[];
  /** The captain stays committed when the contract is not resolved. */
  captainCommitted: boolean;
}


const attemptFields = {
  captain: name('The captain', 'ccg.resource-pool', T.name),
  pool: readPool,
  cards: optional(readCards, []),
  trySubplots: readTried,
  pins: optional(readPins, []),
};

/** What `resolveComplication` reads. */
export const readComplicationAttempt: Reader<ComplicationAttemptInput> = shape(
  'A complication attempt',
  {
    ...attemptFields,
    committed: flag('Whether the captain is committed', 'ccg.committed'),
    passed: optional(flag('Whether the captain has passed', 'ccg.round.resolution.stage-2'), false),
    complication: readAdventureCard('complication'),
    faceDown: optional(flag('Whether the complication is face down', 'ccg.round.resolution.stage-2'), false),
    reserve: optional(readReserve, []),
  },
  'ccg.round.resolution.stage-2',
);

/** What `resolveContract` reads. */
export const readContractAttempt: Reader<ContractAttemptInput> = shape(
  'A contract attempt',
  {
    ...attemptFields,
    eligible: flag('Whether the captain is eligible', 'ccg.eligible'),
    contract: readContractCard,
    slotController: optional(name('The controller of the contract slot', 'ccg.contract-slots', T.name), undefined),
  },
  'ccg.round.resolution.stage-3',
);

interface Attempt {
  outcome: ResolutionOutcome;
  trace: Step[];
}

/** Shared by both procedures: meet the card's requirements, then the subplots tried. */
function attempt(
  input: AttemptInputBase,
  card: AdventureCardInput,
  cardVp: number,
  reserve: RequirementGroup[],
  rule: 'ccg.round.resolution.stage-2' | 'ccg.round.resolution.stage-3',
): CcgResult<Attempt> {
  const { pool } = input;
  const cards = input.cards ?? [];
  const subplots = card.subplots ?? [];
  const checked = checkTried(input.trySubplots, subplots, card.name);
  if (!checked.ok) return checked;
  const tryIds = checked.value;
  const pins = input.pins ?? [];
  for (const [i, pin] of pins.entries()) {
    const g = pin.group ?? 'main';
    if (g !== 'main' && !subplots.some((s) => s.id === g)) {
      return err(`Choice ${i + 1} names "${g}", which is neither ${card.name} nor one of its subplots.`, 'ccg.subplot', `pins.${i}.group`);
    }
  }
  const tokens = pool.tokens;
  const main: RequirementGroup = { id: 'main', name: card.name, requirements: card.requirements };
  const trace: Step[] = [];

  const alone = solveGroups([main], tokens, cards, pins.filter((p) => (p.group ?? 'main') === 'main'));
  if (!alone.ok) return alone;
  if (!alone.value.feasible) {
    for (const s of alone.value.shortfalls) trace.push(step(s.text, s.rule));
    trace.push(step(`Not every requirement of ${card.name} can be met, so it is not resolved and nothing is spent.`, rule));
    return ok({
      outcome: {
        card: { id: card.id, name: card.name, ...(card.owner === undefined ? {} : { owner: card.owner }) },
        resolved: false,
        shortfalls: alone.value.shortfalls,
        payments: [],
        spent: [],
        pool,
        jettisoned: [],
        expenses: [],
        subplots: [],
        vp: { card: 0, subplots: 0, total: 0 },
      },
      trace,
    });
  }
  const tried = attemptSubplots(main, subplots, tryIds, tokens, cards, pins, reserve);
  if (!tried.ok) return tried;
  const plan = tried.value.plan;
  const mainPayments = plan.payments.filter((p) => p.group === 'main');
  if (card.requirements.length === 0) trace.push(step(`${card.name} has no requirement to meet.`, rule));
  trace.push(...planTrace({ ...plan, payments: mainPayments }, [main], tokens));
  trace.push(step(`Every requirement of ${card.name} is met, so it is resolved.`, rule));
  if (cardVp > 0) trace.push(step(`${captainLabel(input.captain)} claims the ${plural(cardVp, 'Victory Point')} of ${card.name}.`, 'ccg.victory-points'));
  if (subplots.length > 0 && tryIds.length === 0) trace.push(step(`${captainLabel(input.captain)} chooses not to try any subplot of ${card.name}.`, 'ccg.subplot'));
  trace.push(...tried.value.trace);
  const subplotVp = tried.value.results.reduce((s, r) => s + (r.resolved ? r.vp : 0), 0);
  const remaining = plan.remaining;
  trace.push(
    step(
      `${plural(plan.spent.length, 'token')} ${plan.spent.length === 1 ? 'is' : 'are'} discarded${plan.spent.length ? ` (${plan.spent.map((t) => describeToken(t.token)).join(', ')})` : ''}; ${plural(remaining.length, 'token')} ${remaining.length === 1 ? 'stays' : 'stay'} in the pool.`,
      'ccg.resource-pool',
    ),
  );
  return ok({
    outcome: {
      card: { id: card.id, name: card.name, ...(card.owner === undefined ? {} : { owner: card.owner }) },
      resolved: true,
      shortfalls: [],
      payments: mainPayments,
      spent: plan.spent,
      pool: { captain: pool.captain, tokens: remaining },
      jettisoned: plan.jettisoned,
      expenses: plan.expenses,
      subplots: tried.value.results,
      vp: { card: cardVp, subplots: subplotVp, total: cardVp + subplotVp },
    },
    trace,
  });
}

/**
 * Stage 2 of the Resolution Phase: a committed captain tries to resolve one
 * complication attached to the contract being pursued.
 */
export function resolveComplication(input: ComplicationAttemptInput): CcgResult<ComplicationOutcome> {
  const r = read(readComplicationAttempt, input);
  return r.ok ? complicationAttempt(r.value) : r;
}

/** Stage 2 for checked input (the game machine's own state, or what `resolveComplication` read). */
export function complicationAttempt(input: ComplicationAttemptInput): CcgResult<ComplicationOutcome> {
  if (!input.committed) {
    return err(`${captainLabel(input.captain)} is not committed to the contract this complication is attached to, so cannot try to resolve it.`, 'ccg.committed', 'committed');
  }
  if (input.passed === true) {
    return err(`${captainLabel(input.captain)} has already passed in this stage and may make no further selections.`, 'ccg.round.resolution.stage-2', 'passed');
  }
  const reserve = input.reserve ?? [];
  const c = input.complication;
  const pre: Step[] = [];
  if (input.faceDown === true) pre.push(step(`${c.name} is still face down, so it is revealed before the attempt.`, 'ccg.round.resolution.stage-2'));
  pre.push(step(`${captainLabel(input.captain)} tries to resolve the complication ${c.name}: all of its requirements must be met, or none is.`, 'ccg.round.resolution.stage-2'));
  const reservedIds = new Set(['main', ...(c.subplots ?? []).map((s) => s.id)]);
  const r = attempt(input, c, 0, reserve.map((g) => (reservedIds.has(g.id) ? { ...g, id: `reserve:${g.id}` } : g)), 'ccg.round.resolution.stage-2');
  if (!r.ok) return r;
  const { outcome, trace } = r.value;
  const post: Step[] = [];
  if (outcome.resolved) {
    post.push(step(`${c.name} is resolved and moves to the adventure discard pile of ${ownerWords(c.owner)}.`, 'ccg.complication'));
    post.push(step(`${captainLabel(input.captain)} may make further selections later in this stage.`, 'ccg.round.resolution.stage-2'));
  } else {
    post.push(step(`${c.name} stays attached. Having failed, ${captainLabel(input.captain)} counts as having passed, may make no further selections this phase, and is ineligible.`, 'ccg.eligible'));
  }
  return ok(
    {
      ...outcome,
      complicationGoesTo: outcome.resolved ? 'owner-adventure-discard' : 'stays-attached',
      captain: outcome.resolved
        ? { mayActAgain: true, treatedAsPassed: false, ineligible: false }
        : { mayActAgain: false, treatedAsPassed: true, ineligible: true },
    },
    [...pre, ...trace, ...post],
  );
}

/**
 * Stage 3 of the Resolution Phase: an eligible captain tries to resolve the
 * contract being pursued, then the subplots chosen.
 */
/** "its owner, Captain X", or just "its owner" when the owner is not known. */
const ownerWords = (owner: string | undefined) => (owner === undefined ? 'its owner' : `its owner, ${captainLabel(owner)}`);

export function resolveContract(input: ContractAttemptInput): CcgResult<ContractOutcome> {
  const r = read(readContractAttempt, input);
  return r.ok ? contractAttempt(r.value) : r;
}

/** Stage 3 for checked input (the game machine's own state, or what `resolveContract` read). */
export function contractAttempt(input: ContractAttemptInput): CcgResult<ContractOutcome> {
  if (!input.eligible) {
    return err(
      `${captainLabel(input.captain)} is not eligible: only a captain who passed in stage 2 while the contract had no complication attached may try to resolve it.`,
      'ccg.eligible',
      'eligible',
    );
  }
  const c = input.contract;
  const pre = [step(`${captainLabel(input.captain)}, who is eligible, tries to resolve the contract ${c.name}.`, 'ccg.round.resolution.stage-3')];
  const r = attempt(input, c, c.vp, [], 'ccg.round.resolution.stage-3');
  if (!r.ok) return r;
  const { outcome, trace } = r.value;
  const slot = input.slotController ?? c.owner;
  const post: Step[] = [];
  // The book's order (Contract Resolution Example): subplots are tried before the captain becomes uncommitted and the card leaves play.
  const leaving: Step[] = [];
  if (outcome.resolved) {
    leaving.push(step(`${captainLabel(input.captain)} becomes uncommitted.`, 'ccg.committed'));
    leaving.push(step(`${c.name} moves to the adventure discard pile of ${ownerWords(c.owner)}.`, 'ccg.contract'));
    leaving.push(step(`${slot === undefined ? 'The captain who controls the slot' : `${captainLabel(slot)}, who controls the slot,`} plays the top adventure card as a new contract and attaches another, unseen and face down, as a complication.`, 'ccg.contract-slots'));
    post.push(...leaving);
  } else {
    post.push(step(`${c.name} stays in play and ${captainLabel(input.captain)} stays committed to it.`, 'ccg.committed'));
  }
  return ok(
    {
      ...outcome,
      contractGoesTo: outcome.resolved ? 'owner-adventure-discard' : 'stays-in-play',
      replacementBy: outcome.resolved ? (slot ?? null) : null,
      leaving,
      captainCommitted: !outcome.resolved,
    },
    [...pre, ...trace, ...post],
  );
}

/**
 * Meets subplots on their own, after the card's requirements were met (for
 * instance when the captain plays a card between the two to gain a token).
 */
export interface SubplotsAttemptInput {
  captain: string;
  cardName: string;
  pool: ResourcePool;
  cards?: ControlledCard[];
  subplots: SubplotInput[];
  trySubplots?: string[];
  pins?: Pin[];
}

export interface SubplotsOutcome {
  pool: ResourcePool;
  spent: PoolToken[];
  jettisoned: ControlledCard[];
  expenses: ExpenseObligation[];
  subplots: SubplotResult[];
  vp: number;
}

/** What `resolveSubplots` reads. */
export const readSubplotsAttempt: Reader<SubplotsAttemptInput> = shape(
  'A subplots attempt',
  { ...attemptFields, cardName: name('The name of the card', 'ccg.subplot', T.name), subplots: readSubplots },
  'ccg.subplot',
);

export function resolveSubplots(input: SubplotsAttemptInput): CcgResult<SubplotsOutcome> {
  const r = read(readSubplotsAttempt, input);
  return r.ok ? subplotsAttempt(r.value) : r;
}

/** `resolveSubplots` for checked input. */
export function subplotsAttempt(input: SubplotsAttemptInput): CcgResult<SubplotsOutcome> {
  const { pool } = input;
  const cards = input.cards ?? [];
  const subplots = { value: input.subplots };
  const checked = checkTried(input.trySubplots, subplots.value, input.cardName);
  if (!checked.ok) return checked;
  const tryIds = checked.value;
  const tried = attemptSubplots(null, subplots.value, tryIds, pool.tokens, cards, input.pins ?? []);
  if (!tried.ok) return tried;
  const plan = tried.value.plan;
  const vp = tried.value.results.reduce((s, r) => s + (r.resolved ? r.vp : 0), 0);
  const trace = [
    step(`With the requirements of ${input.cardName} met, ${captainLabel(input.captain)} tries ${tryIds.length === 0 ? 'no subplot' : tryIds.length === 1 ? 'its subplot' : 'its subplots'}.`, 'ccg.subplot'),
    ...tried.value.trace,
  ];
  return ok(
    {
      pool: { captain: pool.captain, tokens: plan.remaining },
      spent: plan.spent,
      jettisoned: plan.jettisoned,
      expenses: plan.expenses,
      subplots: tried.value.results,
      vp,
    },
    trace,
  );
}

// ---------------------------------------------------------------------------
// Competition

export interface CompetitionInput {
  contract: { id: string; name: string; vp: number };
  /** Every captain who completed this contract, with the subplot Victory Points each claimed. */
  completedBy: { captain: string; subplotVp?: number }[];
}

export interface CompetitionAward {
  captain: string;
  contractVp: number;
  subplotVp: number;
  total: number;
}

/**
 * When several captains complete the same contract, each gains 1 Victory Point
 * less from it. Our reading: the reduction applies to the contract's own award,
 * once per captain, never below 0; subplot awards are not reduced.
 */
export function applyCompetition(input: CompetitionInput): CcgResult<CompetitionAward[]> {
  const r = read(readCompetition, input);
  return r.ok ? competition(r.value) : r;
}

/** What `applyCompetition` reads: the contract, and each captain who completed it once. */
export const readCompetition: Reader<CompetitionInput> = shape(
  'A contested contract',
  {
    contract: shape(
      'The contract',
      { id: optional(name('A contract id', 'ccg.competition', T.id), ''), name: name('The name of the contract', 'ccg.competition', T.name), vp: whole('The Victory Points of the contract', 0, L.vp, 'ccg.victory-points') },
      'ccg.competition',
    ),
    completedBy: uniqueBy(
      list(
        'The captains who completed the contract',
        shape('A captain', { captain: name('A captain', 'ccg.competition', T.name), subplotVp: optional(whole('Subplot Victory Points', 0, L.vp * L.subplots, 'ccg.victory-points'), 0) }, 'ccg.competition'),
        0,
        4,
        'ccg.competition',
      ),
      (c) => c.captain,
      'captain',
      (c) => `${captainLabel(c)} is listed twice; a captain completes a contract once.`,
      'ccg.competition',
    ),
  },
  'ccg.competition',
);

/** Competition over checked input. */
export function competition(input: CompetitionInput): CcgResult<CompetitionAward[]> {
  const vp = input.contract.vp;
  const n = input.completedBy.length;
  const trace: Step[] = [];
  const contested = n >= 2;
  const each = contested ? Math.max(0, vp - 1) : vp;
  if (n === 0) trace.push(step(`Nobody completed ${input.contract.name}, so nobody gains its Victory Points.`, 'ccg.competition'));
  else if (!contested) trace.push(step(`Only ${captainLabel(input.completedBy[0]!.captain)} completed ${input.contract.name}, so there is no competition: the full ${plural(vp, 'Victory Point')}.`, 'ccg.competition'));
  else {
    trace.push(step(`${n} captains completed ${input.contract.name}, so each gains 1 Victory Point less from it: ${each} instead of ${vp}${vp === 0 ? ' (an award never goes below 0)' : ''}.`, 'ccg.competition'));
    trace.push(step('The reduction applies to the contract’s own award; subplot awards are claimed in full.', 'ccg.note.competition-subplots'));
  }
  const awards = input.completedBy.map((c) => {
    const subplotVp = c.subplotVp ?? 0;
    return { captain: c.captain, contractVp: each, subplotVp, total: each + subplotVp };
  });
  return ok(awards, trace);
}
