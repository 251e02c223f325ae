/**
 * The four contract slots: who controls which, by the number of captains in
 * the game (two captains: two each; three: one each and the fourth to the
 * captain with the fewest Victory Points; four: one each; solo: all four), and
 * refilling a slot whenever its contract leaves play.
 */
import { pick } from '../../core/rng.ts';
import { step } from '../result.ts';
import {
  captainById,
  complicationsOn,
  discardZoneOf,
  drawAdventureCard,
  inGameCaptains,
  moveCard,
  playAsComplication,
  playAsContract,
  type Draft,
} from './cards.ts';
import { initiativeOf } from './values.ts';
import type { CaptainId, CardId, ContractSlot, GameState } from './types.ts';

export const CONTRACT_SLOT_COUNT = 4;

/** Slots each captain controls for a number of captains (the three-captain fourth slot aside). */
export function slotsPerCaptain(captains: number, solo: boolean): number {
  if (solo) return CONTRACT_SLOT_COUNT;
  if (captains === 2) return 2;
  return 1;
}

/**
 * The controller of the three-captain game's fourth slot: fewest Victory
 * Points, then highest Initiative, then at random (our reading,
 * ccg.note.fourth-contract-slot: decided at setup, after a bankruptcy, and each
 * time the slot must be refilled, since it follows the current standings).
 */
export function fourthSlotController(d: Draft): CaptainId {
  const captains = inGameCaptains(d.state);
  const fewest = Math.min(...captains.map((c) => c.vp));
  const low = captains.filter((c) => c.vp === fewest);
  if (low.length === 1) {
    const only = low[0]!;
    d.trace.push(step(`${only.name} has the fewest Victory Points (${fewest}) and controls the fourth contract slot.`, 'ccg.contract-slots'));
    return only.id;
  }
  const topInit = Math.max(...low.map((c) => initiativeOf(d.state, c.id)));
  const high = low.filter((c) => initiativeOf(d.state, c.id) === topInit);
  if (high.length === 1) {
    const only = high[0]!;
    d.trace.push(
      step(`${low.map((c) => c.name).join(' and ')} share the fewest Victory Points; ${only.name} has the higher Initiative and controls the fourth contract slot.`, 'ccg.contract-slots'),
    );
    return only.id;
  }
  const [chosen, rng] = pick(d.state.rng, high);
  d.state.rng = rng;
  d.trace.push(
    step(`${high.map((c) => c.name).join(' and ')} are level on Victory Points and Initiative; ${chosen.name} is drawn at random to control the fourth contract slot.`, 'ccg.contract-slots'),
  );
  return chosen.id;
}

/**
 * Give every slot a controller for the current number of captains, keeping
 * each captain's slots where the new count allows.
 */
export function assignSlots(d: Draft): void {
  const captains = inGameCaptains(d.state);
  const n = captains.length;
  if (n === 0) return;
  const quota = slotsPerCaptain(n, d.state.solo);
  const held = new Map<CaptainId, number>(captains.map((c) => [c.id, 0]));
  const slots = d.state.slots;
  if (n !== 3) for (const s of slots) delete s.floating;
  for (const s of slots) {
    const mine = s.controller === null ? undefined : held.get(s.controller);
    if (mine !== undefined && mine < quota && !(n === 3 && s.floating)) held.set(s.controller as string, mine + 1);
    else {
      s.controller = null;
      delete s.floating;
    }
  }
  for (const s of slots) {
    if (s.controller !== null) continue;
    const taker = captains.find((c) => (held.get(c.id) ?? 0) < quota);
    if (taker !== undefined) {
      s.controller = taker.id;
      held.set(taker.id, (held.get(taker.id) ?? 0) + 1);
    }
  }
  if (n === 3) {
    const free = slots.find((s) => s.controller === null);
    if (free) {
      free.floating = true;
      free.controller = fourthSlotController(d);
    }
  }
  const summary = captains.map((c) => `${c.name} ${slots.filter((s) => s.controller === c.id).length}`).join(', ');
  d.trace.push(
    step(
      d.state.solo
        ? `Playing alone, ${captains[0]?.name ?? 'the captain'} controls all four contract slots.`
        : `With ${n} captains the contract slots are controlled as follows: ${summary}.`,
      'ccg.contract-slots',
    ),
  );
}

export function slotOfContract(state: GameState, contract: CardId): ContractSlot | undefined {
  return state.slots.find((s) => s.contract === contract);
}

/**
 * The slot's controller plays a new contract face up from their Adventure Deck
 * and attaches an unseen complication face down. Refills nothing when the
 * controller has no adventure cards left. `redecide` settles the control of
 * the three-captain fourth slot again first (when a contract leaves it).
 */
export function fillSlot(d: Draft, slot: ContractSlot, opts: { redecide?: boolean } = {}): void {
  if (slot.contract !== null) return;
  if (opts.redecide && slot.floating && inGameCaptains(d.state).length === 3) slot.controller = fourthSlotController(d);
  const controller = slot.controller === null ? undefined : captainById(d.state, slot.controller);
  if (controller === undefined) return;
  const contract = drawAdventureCard(d, controller);
  if (contract === undefined) {
    d.trace.push(step(`${controller.name} has no adventure cards left, so contract slot ${slot.index + 1} stays empty.`, 'ccg.contract-slots'));
    return;
  }
  playAsContract(d, contract, controller.id);
  slot.contract = contract;
  const name = d.state.cards[contract]?.name ?? contract;
  d.trace.push(step(`${controller.name} plays ${name} face up as the contract in slot ${slot.index + 1}.`, 'ccg.contract-slots'));
  const hidden = drawAdventureCard(d, controller);
  if (hidden === undefined) {
    d.trace.push(step(`${controller.name} has no adventure card left to attach as a hidden complication.`, 'ccg.contract-slots'));
    return;
  }
  playAsComplication(d, hidden, contract, true, controller.id);
  d.trace.push(step(`${controller.name} attaches the next adventure card to ${name} face down, unseen, as a complication.`, 'ccg.contract-slots'));
}

/**
 * A contract leaves play (resolved, abandoned by its last pursuer, or removed
 * with a bankrupt owner): it and its complications go to their owners'
 * adventure discard piles (or out of the game with a bankrupt owner), anyone
 * still pursuing it becomes uncommitted (our reading,
 * ccg.note.contract-leaves-play), and the slot's controller refills the slot.
 */
export function contractLeavesPlay(d: Draft, contract: CardId, opts: { refill?: boolean } = {}): void {
  const slot = slotOfContract(d.state, contract);
  const card = d.state.cards[contract];
  if (card === undefined) return;
  for (const c of complicationsOn(d.state, contract)) moveCard(d, c.id, discardZoneOf(c));
  const owner = captainById(d.state, card.owner);
  moveCard(d, contract, owner?.inGame === false ? 'removed' : 'adventure-discard');
  if (slot) slot.contract = null;
  for (const cap of inGameCaptains(d.state)) {
    if (cap.activity.kind === 'contract' && cap.activity.contract === contract) {
      cap.activity = { kind: 'uncommitted' };
      d.trace.push(step(`${card.name} has left play, so ${cap.name} is no longer pursuing it and becomes uncommitted, with no penalty.`, 'ccg.note.contract-leaves-play'));
    }
  }
  if (slot && opts.refill !== false) fillSlot(d, slot, { redecide: true });
}
