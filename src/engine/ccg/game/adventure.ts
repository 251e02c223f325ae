/**
 * Moves of the Adventure Phase (and its solo form): playing complications on
 * contracts, and choosing the round's activity, with abandonment penalties,
 * jumps to a new contract, and the cost and Infamy of piracy.
 */
import { plural } from '../../core/text.ts';
import { checkEnterPlay } from '../cards/index.ts';
import { declarePiracy } from '../round/index.ts';
import { placeFaceDownComplication, type HiddenComplicationPlacement, type SoloContract } from '../solo/index.ts';
import { err, ok, step, type CcgResult } from '../result.ts';
import { applyModifiers } from '../cards/index.ts';
import {
  captainById,
  cardOf,
  complicationsOn,
  contractsInPlay,
  drawAdventureCard,
  inGameCaptains,
  moveCard,
  playAsComplication,
  type Draft,
} from './cards.ts';
import { carryOutJettison, limitsStateOf, toLimitCard } from './limits.ts';
import { pay } from './pay.ts';
import { contractLeavesPlay } from './slots.ts';
import { shipValueOf } from './values.ts';
import type { CaptainState, CardId, GameCard, GameEvent, GameState } from './types.ts';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

export type PlacementMode = 'hidden' | 'solo-open';

const vpOf = (c: GameCard): number => c.values.contract?.vp ?? 0;
const slotsOf = (c: GameCard): number => c.values.contract?.complicationSlots ?? 0;

/** The contracts in play as the solo placement of `solo.ts` sees them. */
function soloContracts(state: GameState): SoloContract[] {
  return contractsInPlay(state).map((c) => ({
    id: c.id,
    name: c.name,
    vp: vpOf(c),
    complicationSlots: slotsOf(c),
    complications: complicationsOn(state, c.id).map((k) => ({
      id: k.id,
      ...((k.values.keywords ?? []).some((w) => /^(trifling|hindrance)$/i.test(w.trim())) ? { trifling: true } : {}),
    })),
  }));
}

/**
 * Where the solo game's hidden complication goes now (`solo.ts` decides:
 * the highest-VP contract with room, else the lowest-VP one after a discard;
 * ties drawn with the game's RNG). `choice` is true when the captain must
 * pick which attached complication to discard.
 */
export function soloHiddenPlan(state: GameState, discard?: CardId): CcgResult<HiddenComplicationPlacement & { choice: boolean }> {
  const r = placeFaceDownComplication({ contracts: soloContracts(state), rng: state.rng, ...(discard === undefined ? {} : { discard }) });
  if (!r.ok) return r;
  return ok({ ...r.value, choice: r.value.mustDiscard && r.value.discardCandidates.length > 1 }, r.trace);
}

/** The solo hidden complication, placed where `soloHiddenPlan` says, with the captain's discard when one is needed. */
export function soloPlaceHidden(d: Draft, captain: string, contract: CardId | undefined, discard: CardId | undefined): CcgResult<null> {
  const rule = 'ccg.round.solo-adventure.stage-1';
  const cap = captainById(d.state, captain) as CaptainState;
  const first = soloHiddenPlan(d.state);
  if (!first.ok) return first;
  const needed = first.value.mustDiscard ? (discard ?? (first.value.discardCandidates.length === 1 ? first.value.discardCandidates[0] : undefined)) : discard;
  const plan = soloHiddenPlan(d.state, needed);
  if (!plan.ok) return plan;
  const target = plan.value.contract;
  if (contract !== undefined && contract !== target) {
    return err(`The hidden complication goes to ${cardOf(d.state, target)?.name ?? target}, not where the captain chooses.`, rule, 'contract');
  }
  if (plan.value.mustDiscard && plan.value.discard === null) {
    return err(`Every contract is full: name which complication on ${cardOf(d.state, target)?.name ?? target} to discard.`, rule, 'discard');
  }
  d.trace.push(...plan.trace);
  d.state.rng = plan.value.rng;
  if (plan.value.discard !== null) moveCard(d, plan.value.discard, 'adventure-discard');
  const drawn = drawAdventureCard(d, cap);
  if (drawn === undefined) return err(`${cap.name} has no adventure card left to play as a complication.`, rule);
  playAsComplication(d, drawn, target, true, cap.id);
  d.trace.push(step(`The top adventure card goes, unseen, face down onto ${cardOf(d.state, target)?.name ?? target}.`, rule));
  d.state.progress.done.push(cap.id);
  return ok(null);
}

/** A captain who can draw an adventure card (deck, or a discard pile to reshuffle). */
export function hasAdventureCard(cap: CaptainState): boolean {
  return cap.adventureDeck.length + cap.adventureDiscard.length > 0;
}

export function placeComplication(d: Draft, e: Ev<'place-complication'>, mode: PlacementMode): CcgResult<null> {
  const rule = mode === 'hidden' ? 'ccg.round.adventure.stage-1' : 'ccg.round.solo-adventure.stage-2';
  const cap = captainById(d.state, e.captain) as CaptainState;
  const contract = typeof e.contract === 'string' ? cardOf(d.state, e.contract) : undefined;
  if (contract === undefined || contract.zone !== 'play' || contract.playedAs !== 'contract') {
    return err(`${contract?.name ?? String(e.contract)} is not a contract in play; name the contract to attach the complication to.`, rule, 'contract');
  }
  const before = limitsStateOf(d.state);
  const drawn = drawAdventureCard(d, cap);
  if (drawn === undefined) return err(`${cap.name} has no adventure card left to play as a complication.`, rule);
  playAsComplication(d, drawn, contract.id, mode !== 'solo-open', cap.id);
  const card = cardOf(d.state, drawn) as GameCard;
  const entry = checkEnterPlay(before, toLimitCard(card)!);
  if (!entry.ok) return entry;
  d.trace.push(
    step(
      mode === 'solo-open'
        ? `${cap.name} draws ${card.name} and attaches it face up to ${contract.name} as a complication.`
        : `${cap.name} draws an adventure card, looks at it, and attaches it face down to ${contract.name} as a complication.`,
      rule,
    ),
  );
  if (entry.value.excesses.length > 0) {
    if (e.discard === undefined) {
      return err(
        `${contract.name} has only ${plural(slotsOf(contract), 'complication slot')}, so name a complication already attached to discard.`,
        'ccg.card-slots',
        'discard',
      );
    }
    const j = carryOutJettison(d, entry.value.state, cap.id, [e.discard], 'discard', drawn);
    if (!j.ok) return j;
  } else if (e.discard !== undefined) {
    return err(`${contract.name} has room for the new complication, so nothing is discarded.`, 'ccg.card-slots', 'discard');
  }
  d.state.progress.done.push(cap.id);
  return ok(null);
}

/** The abandonment penalty of a contract: its own, modified by its complications, floored at 0. */
export function abandonmentPenalty(state: GameState, contract: GameCard): CcgResult<number> {
  const mods = complicationsOn(state, contract.id)
    .filter((c) => (c.values.complication?.abandonmentModifier ?? 0) !== 0)
    .map((c) => ({ source: c.name, amount: c.values.complication?.abandonmentModifier ?? 0 }));
  const r = applyModifiers(contract.values.contract?.abandonment ?? 0, mods, `abandonment penalty of ${contract.name}`, 'ccg.abandonment');
  return ok(r.value.final, r.trace);
}

/** Jumps needed to reach a contract, or undefined when the ship cannot cover the distance (Jump 0). */
export function jumpsTo(state: GameState, captain: string, contract: GameCard): number | undefined {
  const distance = contract.values.contract?.distance ?? 0;
  if (distance === 0) return 0;
  const jump = shipValueOf(state, captain, 'jump');
  if (jump === 0) return undefined;
  return Math.ceil(distance / jump);
}

function abandon(d: Draft, cap: CaptainState, contractId: CardId, payment: Ev<'choose-activity'>['payAbandonment']): CcgResult<null> {
  const contract = cardOf(d.state, contractId);
  if (contract === undefined || contract.zone !== 'play') {
    cap.activity = { kind: 'uncommitted' };
    return ok(null);
  }
  const penalty = abandonmentPenalty(d.state, contract);
  if (!penalty.ok) return penalty;
  d.trace.push(...penalty.trace);
  d.trace.push(step(`${cap.name} abandons ${contract.name} and pays its penalty of ${penalty.value} Credits.`, 'ccg.abandonment'));
  const paid = pay(d, cap.id, penalty.value, payment, `the abandonment penalty of ${contract.name}`, 'none', 'payAbandonment');
  if (!paid.ok) return paid;
  cap.activity = { kind: 'uncommitted' };
  if (!cap.inGame) return ok(null);
  const others = inGameCaptains(d.state).filter((c) => c.activity.kind === 'contract' && c.activity.contract === contractId);
  if (others.length === 0) {
    d.trace.push(step(`Nobody else pursues ${contract.name}, so it leaves play and its slot is refilled.`, 'ccg.abandonment'));
    contractLeavesPlay(d, contractId);
  } else {
    d.trace.push(step(`${others.map((c) => c.name).join(' and ')} still pursue${others.length === 1 ? 's' : ''} ${contract.name}, so it stays in play.`, 'ccg.abandonment'));
  }
  return ok(null);
}

export function chooseActivity(d: Draft, e: Ev<'choose-activity'>, solo: boolean): CcgResult<null> {
  const rule = solo ? 'ccg.round.solo-adventure.stage-3' : 'ccg.round.adventure.stage-2';
  const cap = captainById(d.state, e.captain) as CaptainState;
  if (e.activity !== 'uncommitted' && e.activity !== 'contract' && e.activity !== 'piracy') {
    return err('The activity is uncommitted, contract or piracy.', rule, 'activity');
  }
  if (solo && e.activity === 'piracy') return err('Piracy is not an option in a solo game: pursue a contract or stay uncommitted.', rule, 'activity');
  let target: GameCard | undefined;
  if (e.activity === 'contract') {
    target = e.contract === undefined ? undefined : cardOf(d.state, e.contract);
    if (target === undefined || target.zone !== 'play' || target.playedAs !== 'contract') {
      return err(`${target?.name ?? String(e.contract)} is not a contract in play to pursue.`, rule, 'contract');
    }
  } else if (e.contract !== undefined) {
    return err('Name a contract only when pursuing one.', rule, 'contract');
  }
  const current = cap.activity;
  const continuing = current.kind === 'contract' && target !== undefined && current.contract === target.id;
  if (current.kind === 'contract' && !continuing) {
    const a = abandon(d, cap, current.contract, e.payAbandonment);
    if (!a.ok) return a;
    if (!cap.inGame) return ok(null);
  } else if (e.payAbandonment !== undefined && (e.payAbandonment.hand?.length || e.payAbandonment.deck)) {
    return err(`${cap.name} abandons no contract, so there is no penalty to pay.`, 'ccg.abandonment', 'payAbandonment');
  }
  if (current.kind === 'piracy') d.trace.push(step(`${cap.name}'s declaration of piracy from last round is over.`, rule));

  if (e.activity === 'uncommitted') {
    d.trace.push(step(`${cap.name} stays uncommitted this round.`, rule));
  } else if (e.activity === 'contract' && target !== undefined) {
    if (continuing) {
      d.trace.push(step(`${cap.name} keeps pursuing ${target.name}; no travel is needed.`, rule));
    } else {
      const jumps = jumpsTo(d.state, cap.id, target);
      const distance = target.values.contract?.distance ?? 0;
      const jump = shipValueOf(d.state, cap.id, 'jump');
      if (jumps === undefined) {
        return err(`${target.name} is at distance ${distance} and ${cap.name}'s ship has Jump 0, so it cannot get there.`, 'ccg.jump-and-distance', 'contract');
      }
      d.trace.push(
        step(
          jumps === 0
            ? `${target.name} is at distance 0, so ${cap.name} needs no jump to pursue it.`
            : `${target.name} is at distance ${distance}; ${cap.name}'s ship covers ${jump} per jump, so ${plural(jumps, 'jump')} at 1 Credit each: ${plural(jumps, 'Credit')}.`,
          'ccg.jump-and-distance',
        ),
      );
      if (jumps > 1) d.trace.push(step('All the jumps to one contract are paid as a single cost.', 'ccg.note.jump-cost'));
      const paid = pay(d, cap.id, jumps, e.pay, `${plural(jumps, 'jump')} to ${target.name}`, 'none', 'pay');
      if (!paid.ok) return paid;
      if (!cap.inGame) return ok(null);
      d.trace.push(step(`${cap.name} commits to ${target.name}.`, rule));
    }
    cap.activity = { kind: 'contract', contract: target.id };
  } else {
    const declared = declarePiracy({ captain: cap.id, name: cap.name, infamy: cap.infamy, committedContract: null });
    if (!declared.ok) return declared;
    const paid = pay(d, cap.id, declared.value.creditsCost, e.pay, 'the cost of declaring piracy', 'none', 'pay');
    if (!paid.ok) return paid;
    d.trace.push(...declared.trace);
    if (!cap.inGame) return ok(null);
    cap.infamy = declared.value.infamyAfter;
    cap.activity = { kind: 'piracy' };
  }
  d.state.progress.done.push(cap.id);
  return ok(null);
}
