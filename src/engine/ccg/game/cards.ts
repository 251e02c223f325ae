/**
 * Moving cards between the piles and the table, keeping each card's `zone`
 * and the captains' ordered piles in step. These helpers work on a draft: the
 * state machine clones the state once per event, then changes the clone.
 */
import { shuffle } from '../../core/rng.ts';
import { step, type Step } from '../result.ts';
import type { CaptainState, CardId, GameCard, GameState, PileZone, Zone } from './types.ts';

/** A draft state with the trace being written for it. */
export interface Draft {
  state: GameState;
  trace: Step[];
}

export function cloneState(state: GameState): GameState {
  return JSON.parse(JSON.stringify(state)) as GameState;
}

export function cardOf(state: GameState, id: CardId): GameCard | undefined {
  return Object.prototype.hasOwnProperty.call(state.cards, id) ? state.cards[id] : undefined;
}

export function captainById(state: GameState, id: string): CaptainState | undefined {
  return state.captains.find((c) => c.id === id);
}

export function captainName(state: GameState, id: string): string {
  return captainById(state, id)?.name ?? id;
}

export function cardName(state: GameState, id: CardId): string {
  return cardOf(state, id)?.name ?? id;
}

const PILE_KEY: Record<PileZone, 'deck' | 'hand' | 'discard' | 'adventureDeck' | 'adventureDiscard'> = {
  deck: 'deck',
  hand: 'hand',
  discard: 'discard',
  'adventure-deck': 'adventureDeck',
  'adventure-discard': 'adventureDiscard',
};

export function isPileZone(zone: Zone): zone is PileZone {
  return zone !== 'play' && zone !== 'removed';
}

export function pileOf(captain: CaptainState, zone: PileZone): CardId[] {
  return captain[PILE_KEY[zone]];
}

/** Cards attached to `id` (directly). */
export function attachedTo(state: GameState, id: CardId): GameCard[] {
  return Object.values(state.cards).filter((c) => c.zone === 'play' && c.attachedTo === id);
}

/** Where a card goes when it leaves play or is discarded: its owner's discard pile of the right kind. */
export function discardZoneOf(card: GameCard): PileZone {
  return card.type === 'adventure' ? 'adventure-discard' : 'discard';
}

function takeOut(state: GameState, card: GameCard): void {
  if (!isPileZone(card.zone)) return;
  const owner = captainById(state, card.owner);
  if (owner === undefined) return;
  const pile = pileOf(owner, card.zone);
  const at = pile.indexOf(card.id);
  if (at >= 0) pile.splice(at, 1);
}

function clearPlayState(card: GameCard): void {
  delete card.attachedTo;
  delete card.playedAs;
  delete card.faceDown;
  delete card.exerted;
  delete card.damage;
  card.controller = card.owner;
}

/**
 * Move a card to a zone. Piles belong to the card's owner (a card never enters
 * another captain's pile). `bottom` puts it under a deck instead of on top of
 * the pile. A card leaving play takes the cards attached to it along to their
 * owners' discard piles.
 */
export function moveCard(d: Draft, id: CardId, to: Zone, opts: { bottom?: boolean } = {}): void {
  const card = cardOf(d.state, id);
  if (card === undefined) return;
  const leavingPlay = card.zone === 'play' && to !== 'play';
  takeOut(d.state, card);
  if (leavingPlay) {
    for (const child of attachedTo(d.state, id)) {
      moveCard(d, child.id, discardZoneOf(child));
      d.trace.push(step(`${child.name} leaves play with ${card.name}, the card it was attached to.`, 'ccg.attach'));
    }
    clearPlayState(card);
  }
  card.zone = to;
  if (isPileZone(to)) {
    const owner = captainById(d.state, card.owner);
    if (owner !== undefined) {
      const pile = pileOf(owner, to);
      // Decks are listed top first; discard piles and hands list the newest card last.
      if (to === 'deck' || to === 'adventure-deck') {
        if (opts.bottom) pile.push(id);
        else pile.unshift(id);
      } else pile.push(id);
    }
  }
}

/** Draw the top card of a captain's deck into hand; false when the deck is empty (it is never reshuffled). */
export function drawCaptainCard(d: Draft, captain: CaptainState): CardId | undefined {
  const top = captain.deck[0];
  if (top === undefined) return undefined;
  moveCard(d, top, 'hand');
  return top;
}

/**
 * Take the top adventure card of a captain's Adventure Deck (to be played), reshuffling the
 * adventure discard pile into a new deck first when the deck is empty. Undefined when both are empty.
 */
export function drawAdventureCard(d: Draft, captain: CaptainState): CardId | undefined {
  if (captain.adventureDeck.length === 0 && captain.adventureDiscard.length > 0) {
    const [order, rng] = shuffle(d.state.rng, captain.adventureDiscard);
    d.state.rng = rng;
    captain.adventureDiscard = [];
    captain.adventureDeck = order;
    for (const id of order) {
      const c = cardOf(d.state, id);
      if (c) c.zone = 'adventure-deck';
    }
    d.trace.push(
      step(`${captain.name}'s Adventure Deck is empty, so the ${order.length} cards of the adventure discard pile are shuffled into a new deck.`, 'ccg.adventure-deck'),
    );
  }
  const top = captain.adventureDeck.shift();
  if (top === undefined) return undefined;
  const card = cardOf(d.state, top);
  if (card) card.zone = 'play';
  return top;
}

/** Put a drawn adventure card on the table as a contract in a slot, or as a complication on a contract. */
export function playAsContract(d: Draft, id: CardId, controller: string): void {
  const card = cardOf(d.state, id);
  if (!card) return;
  card.zone = 'play';
  card.playedAs = 'contract';
  card.controller = controller;
  delete card.attachedTo;
  delete card.faceDown;
}

export function playAsComplication(d: Draft, id: CardId, contract: CardId, faceDown: boolean, controller: string): void {
  const card = cardOf(d.state, id);
  if (!card) return;
  card.zone = 'play';
  card.playedAs = 'complication';
  card.attachedTo = contract;
  card.controller = controller;
  if (faceDown) card.faceDown = true;
  else delete card.faceDown;
}

/** Complications attached to a contract. */
export function complicationsOn(state: GameState, contract: CardId): GameCard[] {
  return attachedTo(state, contract).filter((c) => c.playedAs === 'complication');
}

/** Contracts in play, in slot order. */
export function contractsInPlay(state: GameState): GameCard[] {
  return state.slots.flatMap((s) => {
    const c = s.contract === null ? undefined : cardOf(state, s.contract);
    return c === undefined ? [] : [c];
  });
}

export function inGameCaptains(state: GameState): CaptainState[] {
  return state.captains.filter((c) => c.inGame);
}
