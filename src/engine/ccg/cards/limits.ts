/**
 * Limits in play: how many crew, connections, gear, upgrades and complications
 * a captain (or a crew member, ship or contract) may hold, and what happens when
 * a card pushes past a limit.
 *
 * The state is a flat list of cards in play. Attached cards name their
 * foundation with `attachedTo`: gear on a crew card, an upgrade on a ship card,
 * a complication on a contract card. Each captain's ship is the ship card they
 * control.
 *
 * Trifling cards (and Hindrances, which are Trifling and Integral) take no slot
 * and count against no limit, but a Trifling crew still obeys the one-name rule.
 * A card may enter play over a limit; its captain then jettisons cards until
 * within the limits (our reading, `ccg.note.over-limit-entry`). A new
 * complication over a contract's slots makes the acting captain discard one
 * already attached. Tonnage, and where a card may attach, forbid the play.
 */
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import { FOUNDATION, isHindrance, isIntegral, isTrifling, readLimitCard, readLimitsState } from './limit-cards.ts';
import { excessKey, excessesOf, explainTrifling, withoutCards } from './limit-count.ts';
import type { EntryCheck, JettisonResult, LimitCard, LimitExcess, LimitsState, MoveCheck, ShipSlots } from './limit-types.ts';

export * from './limit-types.ts';
export { isHindrance, isIntegral, isTrifling, normaliseName } from './limit-cards.ts';

/**
 * Every limit exceeded in `state`. With `captain`, only the excesses that
 * captain must resolve. `newCardId` marks a complication just attached: it is
 * not a candidate for the discard, since only one already attached may go.
 */
export function findExcesses(input: LimitsState, options: { captain?: string; newCardId?: string } = {}): CcgResult<LimitExcess[]> {
  const read = readLimitsState(input, '');
  if (!read.ok) return read;
  const state = read.value;
  const all = excessesOf(state, options.newCardId);
  const mine = options.captain === undefined ? all : all.filter((e) => e.captain === options.captain);
  const relevant = options.captain === undefined ? state.cards : state.cards.filter((c) => c.controller === options.captain);
  const trace: Step[] = explainTrifling(relevant);
  if (mine.length === 0) {
    trace.push(step(`No card limit is exceeded${options.captain === undefined ? '' : ` for captain ${options.captain}`}.`, 'ccg.card-slots'));
  }
  for (const e of mine) trace.push(step(e.text, e.rule));
  if (mine.some((e) => e.kind === 'upgrade-slots')) {
    trace.push(step('Upgrades are counted against the ship’s slots bar, subtype by subtype.', 'ccg.note.card-slots-icon'));
  }
  return ok(mine, trace);
}

/**
 * May `card` enter play in `state`? An error when it may not: a second ship,
 * an upgrade above the ship's tonnage, gear on another captain's crew or an
 * upgrade on another captain's ship without Hindrance, a foundation that is
 * not in play. Otherwise the state with the card added and the limits it now
 * exceeds, which its captain must resolve (see `chooseJettison`).
 */
export function checkEnterPlay(input: LimitsState, newCard: LimitCard): CcgResult<EntryCheck> {
  const read = readLimitsState(input, '');
  if (!read.ok) return read;
  const state = read.value;
  const readCard = readLimitCard(newCard, 'card');
  if (!readCard.ok) return readCard;
  const card = readCard.value;
  if (state.cards.some((c) => c.id === card.id)) {
    return err(`A card with the id ${card.id} is already in play; give the new card its own id.`, 'ccg.cards', 'card.id');
  }
  const trace: Step[] = [];
  const byId = new Map(state.cards.map((c) => [c.id, c]));
  const foundation = card.attachedTo === undefined ? undefined : byId.get(card.attachedTo);
  const wanted = FOUNDATION[card.type];
  if (wanted && (!foundation || foundation.type !== wanted)) {
    return err(`${card.name} must attach to a ${wanted} in play, and ${String(card.attachedTo)} is not one.`, 'ccg.attach', 'card.attachedTo');
  }
  if (card.type === 'ship' && state.cards.some((c) => c.type === 'ship' && c.controller === card.controller)) {
    return err(`Captain ${card.controller} already has a ship in play; each captain has exactly one.`, 'ccg.ship', 'card');
  }
  if (card.type === 'crew' && !state.cards.some((c) => c.type === 'ship' && c.controller === card.controller)) {
    return err(`Captain ${card.controller} has no ship in the state, so there are no crew slots to check against.`, 'ccg.card-slots', 'card.controller');
  }
  if (foundation && (card.type === 'gear' || card.type === 'upgrade') && foundation.controller !== card.controller) {
    if (!isHindrance(card)) {
      const where = card.type === 'gear' ? `${foundation.name}, a crew member controlled by captain ${foundation.controller}` : `${foundation.name}, the ship of captain ${foundation.controller}`;
      return err(
        `${card.name} cannot attach to ${where}: only a Hindrance may be played on an opponent's ${card.type === 'gear' ? 'crew' : 'ship'}.`,
        card.type === 'gear' ? 'ccg.gear' : 'ccg.upgrade',
        'card.attachedTo',
      );
    }
    trace.push(step(`${card.name} is a Hindrance, so captain ${card.controller} may attach it to ${foundation.name}, controlled by captain ${foundation.controller}.`, 'ccg.keyword.hindrance'));
  } else if (foundation) {
    trace.push(step(`${card.name} attaches to ${foundation.name}.`, 'ccg.attach'));
  }
  if (card.type === 'upgrade' && foundation) {
    const need = card.tonnage ?? 0;
    const have = foundation.tonnage ?? 0;
    if (need > have) {
      return err(`${card.name} needs a ship of tonnage ${need}, but ${foundation.name} is rated ${have}, so it cannot be attached.`, 'ccg.upgrade', 'card.tonnage');
    }
    trace.push(step(`${card.name} needs tonnage ${need} and ${foundation.name} is rated ${have}, so it fits.`, 'ccg.upgrade'));
    if (isTrifling(card) && need > 0) trace.push(step('Trifling lifts slot limits, not the tonnage rating.', 'ccg.note.trifling-scope'));
  }
  const next: LimitsState = { ...state, cards: [...state.cards, card] };
  trace.push(...explainTrifling([card]));
  const before = new Set(excessesOf(state).map(excessKey));
  const after = excessesOf(next, card.type === 'complication' ? card.id : undefined);
  const involved = after.filter(
    (e) => e.candidates.includes(card.id) || (e.kind === 'complication-slots' && e.holder === card.attachedTo) || !before.has(excessKey(e)),
  );
  if (involved.length === 0) {
    trace.push(step(`${card.name} fits within every card limit.`, 'ccg.card-slots'));
  } else {
    for (const e of involved) trace.push(step(e.text, e.rule));
    if (involved.some((e) => e.action === 'jettison')) {
      trace.push(step(`${card.name} may still enter play; its captain then chooses and jettisons cards, the new one included, until within the limits.`, 'ccg.note.over-limit-entry'));
    }
  }
  return ok({ state: next, excesses: involved }, trace);
}

/**
 * Validate the cards `captain` chooses to remove for the excesses they must
 * resolve, and return the state after they leave (attached cards leave with
 * their foundation). The choice must bring the captain within every limit and
 * hold no card that could stay: they jettison only until within the limits.
 */
export function chooseJettison(
  input: LimitsState,
  captain: string,
  chosen: readonly string[],
  options: { newCardId?: string } = {},
): CcgResult<JettisonResult> {
  const read = readLimitsState(input, '');
  if (!read.ok) return read;
  const state = read.value;
  if (!Array.isArray(chosen)) return err('The chosen cards must be a list of card ids.', 'ccg.jettison', 'chosen');
  const excesses = excessesOf(state, options.newCardId).filter((e) => e.captain === captain);
  const candidates = new Set(excesses.flatMap((e) => e.candidates));
  const seen = new Set<string>();
  for (const [i, id] of chosen.entries()) {
    if (typeof id !== 'string') return err(`Choice ${i + 1} must be a card id.`, 'ccg.jettison', `chosen.${i}`);
    if (seen.has(id)) return err(`${id} is chosen twice.`, 'ccg.jettison', `chosen.${i}`);
    seen.add(id);
    const card = state.cards.find((c) => c.id === id);
    if (!card) return err(`No card with the id ${id} is in play.`, 'ccg.jettison', `chosen.${i}`);
    if (!candidates.has(id)) {
      const why = excesses.length === 0 ? `captain ${captain} is within every limit` : `${card.name} does not count toward any limit captain ${captain} is over`;
      return err(`${card.name} cannot be chosen: ${why}.`, 'ccg.jettison', `chosen.${i}`);
    }
  }
  const { state: after, removed } = withoutCards(state, chosen);
  const still = excessesOf(after, options.newCardId).filter((e) => e.captain === captain);
  if (still.length > 0) {
    const first = still[0] as LimitExcess;
    return err(`That choice is not enough: ${first.text}`, first.rule, 'chosen');
  }
  for (const [i, id] of chosen.entries()) {
    const rest = chosen.filter((other) => other !== id);
    const fixed = excessesOf(withoutCards(state, rest).state, options.newCardId).filter((e) => e.captain === captain).length === 0;
    if (fixed) {
      const name = state.cards.find((c) => c.id === id)?.name ?? id;
      return err(`${name} need not go: the other choices already bring captain ${captain} within the limits, and cards go only until the limits are met.`, 'ccg.round.procurement.stage-1', `chosen.${i}`);
    }
  }
  const trace: Step[] = [];
  for (const e of excesses) trace.push(step(e.text, e.rule));
  for (const id of removed) {
    const card = state.cards.find((c) => c.id === id) as LimitCard;
    if (chosen.includes(id)) {
      const verb = card.type === 'complication' ? 'is discarded' : 'is jettisoned';
      trace.push(step(`${card.name} (${id}) ${verb}.`, card.type === 'complication' ? 'ccg.round.adventure.stage-1' : 'ccg.jettison'));
    } else {
      const base = state.cards.find((c) => c.id === card.attachedTo);
      trace.push(step(`${card.name} (${id}) leaves play with ${base?.name ?? 'its foundation'}, the card it was attached to.`, 'ccg.attach'));
    }
  }
  if (chosen.length > 0) trace.push(step(`Captain ${captain} is now within every card limit.`, 'ccg.card-slots'));
  else trace.push(step(`Captain ${captain} is within every card limit; nothing needs to go.`, 'ccg.card-slots'));
  return ok({ removed, state: after }, trace);
}

/**
 * May the gear `gearId` move to the crew `toCrewId` (Ready Phase, stage 5)?
 * Integral gear (every Hindrance) never moves; gear moves between crew its
 * captain controls, at most once per Ready Phase (`movedThisPhase` lists gear
 * already moved). Returns the state after the move and any limit it exceeds.
 */
export function checkGearMove(
  input: LimitsState,
  gearId: string,
  toCrewId: string,
  options: { movedThisPhase?: readonly string[] } = {},
): CcgResult<MoveCheck> {
  const read = readLimitsState(input, '');
  if (!read.ok) return read;
  const state = read.value;
  const gear = state.cards.find((c) => c.id === gearId);
  if (!gear || gear.type !== 'gear') return err(`${gearId} is not a gear card in play.`, 'ccg.gear', 'gearId');
  const to = state.cards.find((c) => c.id === toCrewId);
  if (!to || to.type !== 'crew') return err(`${toCrewId} is not a crew card in play.`, 'ccg.crew', 'toCrewId');
  const from = state.cards.find((c) => c.id === gear.attachedTo);
  if (isIntegral(gear)) {
    const why = isHindrance(gear) ? 'it is a Hindrance, and every Hindrance is Integral' : 'it is Integral';
    return err(`${gear.name} cannot be moved: ${why}, so it leaves its crew member only by going out of play.`, 'ccg.keyword.integral', 'gearId');
  }
  if (gear.attachedTo === toCrewId) return err(`${gear.name} is already attached to ${to.name}.`, 'ccg.round.ready.stage-5', 'toCrewId');
  if ((options.movedThisPhase ?? []).includes(gearId)) {
    return err(`${gear.name} has already moved this Ready Phase; gear moves at most once per phase.`, 'ccg.round.ready.stage-5', 'gearId');
  }
  if (from?.controller !== gear.controller || to.controller !== gear.controller) {
    return err(`Captain ${gear.controller} may move ${gear.name} only between crew they control.`, 'ccg.round.ready.stage-5', 'toCrewId');
  }
  const next: LimitsState = { ...state, cards: state.cards.map((c) => (c.id === gearId ? { ...c, attachedTo: toCrewId } : c)) };
  const trace: Step[] = [step(`${gear.name} moves from ${from?.name ?? 'its crew member'} to ${to.name}.`, 'ccg.round.ready.stage-5')];
  const excesses = excessesOf(next).filter((e) => e.candidates.includes(gearId));
  if (excesses.length === 0) trace.push(step(`${to.name} has no other ${gear.subtype ?? ''} gear that counts, so the move fits.`, 'ccg.card-slots'));
  for (const e of excesses) trace.push(step(e.text, e.rule));
  return ok({ state: next, excesses }, trace);
}

/** A ship card with its slots bar, for building states by hand. */
export function shipCard(id: string, controller: string, name: string, tonnage: number, slots: ShipSlots): LimitCard {
  return { id, name, type: 'ship', controller, tonnage, slots };
}
