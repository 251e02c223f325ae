/**
 * Consistency checks on a game state: every card in exactly one place, that
 * place agreeing with the card's `zone`, piles holding only their owner's
 * cards of the right kind, attachments pointing at cards in play. Used to
 * vet a state read back from a URL, and by the property tests.
 */
import { isCaptainCount, isRoundPhaseId, stageDef } from '../round/index.ts';
import { err, ok, type CcgResult } from '../result.ts';
import { readPool } from '../resolution/index.ts';
import { isRecord, isWhole } from '../../core/validate.ts';
import { checkValues } from './validate.ts';
import { GAME_CARD_TYPES, ZONES, type CaptainState, type GameCard, type GameCardType, type GameState, type PileZone } from './types.ts';

const PILES: readonly [PileZone, 'deck' | 'hand' | 'discard' | 'adventureDeck' | 'adventureDiscard'][] = [
  ['deck', 'deck'],
  ['hand', 'hand'],
  ['discard', 'discard'],
  ['adventure-deck', 'adventureDeck'],
  ['adventure-discard', 'adventureDiscard'],
];

/** Every inconsistency found, as sentences (empty when the state is sound). */
export function auditZones(state: GameState): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const cap of state.captains) {
    for (const [zone, key] of PILES) {
      for (const id of cap[key]) {
        const card = state.cards[id];
        const here = `${cap.id}'s ${zone}`;
        if (card === undefined) {
          problems.push(`${here} lists ${id}, which is not a card of the game.`);
          continue;
        }
        const before = seen.get(id);
        if (before !== undefined) problems.push(`${id} is both in ${before} and in ${here}.`);
        seen.set(id, here);
        if (card.zone !== zone) problems.push(`${id} is in ${here} but its zone says ${card.zone}.`);
        if (card.owner !== cap.id) problems.push(`${id} is in ${here} but belongs to ${card.owner}.`);
        const adventure = card.type === 'adventure';
        if (adventure !== (zone === 'adventure-deck' || zone === 'adventure-discard')) problems.push(`${id} is in the wrong kind of pile (${zone}).`);
      }
    }
  }
  for (const card of Object.values(state.cards)) {
    if (!(ZONES as readonly string[]).includes(card.zone)) problems.push(`${card.id} has an unknown zone ${String(card.zone)}.`);
    const listed = seen.has(card.id);
    const inPile = card.zone !== 'play' && card.zone !== 'removed';
    if (inPile && !listed) problems.push(`${card.id} says it is in ${card.zone} but no pile lists it.`);
    if (!inPile && listed) problems.push(`${card.id} says it is in ${card.zone} but a pile lists it.`);
    if (card.zone === 'play' && card.attachedTo !== undefined && state.cards[card.attachedTo]?.zone !== 'play') {
      problems.push(`${card.id} is attached to ${card.attachedTo}, which is not in play.`);
    }
    if (card.zone !== 'play' && (card.attachedTo !== undefined || card.playedAs !== undefined)) problems.push(`${card.id} is out of play but still marked as attached or played.`);
    if (card.type === 'adventure' && card.zone === 'play' && card.playedAs === undefined) problems.push(`${card.id} is an adventure card in play as neither contract nor complication.`);
  }
  const inSlots = new Set<string>();
  for (const slot of state.slots) {
    if (slot.contract === null) continue;
    const c = state.cards[slot.contract];
    if (c === undefined || c.zone !== 'play' || c.playedAs !== 'contract') problems.push(`Slot ${slot.index + 1} holds ${slot.contract}, which is not a contract in play.`);
    if (inSlots.has(slot.contract)) problems.push(`${slot.contract} fills two slots.`);
    inSlots.add(slot.contract);
  }
  for (const c of Object.values(state.cards)) {
    if (c.zone === 'play' && c.playedAs === 'contract' && !inSlots.has(c.id)) problems.push(`The contract ${c.id} is in play but in no slot.`);
  }
  return problems;
}

/** Check a value (for instance parsed from a URL) is a sound game state before using it. */
export function checkGameState(value: unknown): CcgResult<GameState> {
  if (!isRecord(value) || value.version !== 1) return err('This is not a saved game of this version.', 'ccg.round.setup', 'version');
  const v = value as Partial<GameState> & Record<string, unknown>;
  if (!isWhole(v.rng) || !isWhole(v.threshold, 1) || !isWhole(v.round, 1) || typeof v.solo !== 'boolean') {
    return err('The saved game has bad numbers (random state, threshold or round).', 'ccg.round.setup');
  }
  if (!Array.isArray(v.captains) || !isCaptainCount(v.captains.length)) return err('The saved game must list one to four captains.', 'ccg.round.setup', 'captains');
  if (!isRecord(v.cards) || !Array.isArray(v.slots) || v.slots.length !== 4) return err('The saved game is missing its cards or its four contract slots.', 'ccg.round.setup');
  if (typeof v.phase !== 'string' || !isRoundPhaseId(v.phase) || !isWhole(v.stage, 1) || stageDef(v.phase, v.stage) === undefined) {
    return err('The saved game is not at a stage of the round.', 'ccg.round.setup', 'phase');
  }
  if (v.phase === 'solo-adventure' && !v.solo) return err('Only a solo game has the solo Adventure Phase.', 'ccg.round.solo-adventure', 'phase');
  if (v.phase === 'adventure' && v.solo) return err('A solo game uses the solo Adventure Phase.', 'ccg.round.solo-adventure', 'phase');
  if (!isRecord(v.progress) || !Array.isArray(v.eligible) || !Array.isArray(v.effects) || !Array.isArray(v.eliminated)) {
    return err('The saved game is missing part of its round record.', 'ccg.round.setup');
  }
  if (v.status !== 'playing' && v.status !== 'over') return err('The saved game has an unknown status.', 'ccg.round.setup', 'status');
  for (const [i, c] of v.captains.entries()) {
    if (!isRecord(c) || typeof c.id !== 'string' || !isWhole(c.vp) || !isWhole(c.infamy) || !isWhole(c.handSize) || typeof c.inGame !== 'boolean') {
      return err(`Captain ${i + 1} of the saved game is incomplete.`, 'ccg.round.setup', `captains.${i}`);
    }
    for (const key of ['deck', 'hand', 'discard', 'adventureDeck', 'adventureDiscard', 'pool'] as const) {
      if (!Array.isArray(c[key])) return err(`Captain ${c.id} of the saved game has no ${key} list.`, 'ccg.round.setup', `captains.${i}.${key}`);
    }
  }
  const captainIds = new Set(v.captains.map((c) => (c as { id: string }).id));
  for (const [id, c] of Object.entries(v.cards)) {
    if (!isRecord(c) || c.id !== id || typeof c.name !== 'string' || typeof c.owner !== 'string' || typeof c.controller !== 'string' || !isRecord(c.values)) {
      return err(`The card ${id} of the saved game is incomplete.`, 'ccg.cards', `cards.${id}`);
    }
    if (!captainIds.has(c.owner) || !captainIds.has(c.controller)) return err(`The card ${id} names a captain who is not in the game.`, 'ccg.control-vs-ownership', `cards.${id}.owner`);
    if (typeof c.type !== 'string' || !(GAME_CARD_TYPES as readonly string[]).includes(c.type)) return err(`The card ${id} has an unknown type.`, 'ccg.cards', `cards.${id}.type`);
    if (typeof c.zone !== 'string' || !(ZONES as readonly string[]).includes(c.zone)) return err(`The card ${id} is in an unknown place.`, 'ccg.cards', `cards.${id}.zone`);
    const bad = checkValues(c.values, c.type as GameCardType, c.name, `cards.${id}.values`);
    if (bad) return bad;
  }
  for (const [i, c] of (v.captains as CaptainState[]).entries()) {
    const ship = (v.cards as Record<string, GameCard>)[c.ship];
    if (ship === undefined || ship.type !== 'ship' || ship.owner !== c.id) return err(`Captain ${c.id} of the saved game has no ship of their own.`, 'ccg.ship', `captains.${i}.ship`);
    const a = c.activity as unknown;
    const okActivity =
      isRecord(a) && (a.kind === 'uncommitted' || a.kind === 'piracy' || (a.kind === 'contract' && typeof a.contract === 'string' && (v.cards as Record<string, unknown>)[a.contract] !== undefined));
    if (!okActivity) return err(`Captain ${c.id} of the saved game has an unknown activity.`, 'ccg.committed', `captains.${i}.activity`);
    const pool = readPool({ captain: c.id, tokens: c.pool }, `captains.${i}.pool`);
    if (!pool.ok) return pool;
  }
  const p = v.progress as Record<string, unknown>;
  for (const key of ['done', 'passed', 'movedGear', 'completed'] as const) {
    if (!Array.isArray(p[key])) return err('The saved game is missing part of its stage record.', 'ccg.round.setup', `progress.${key}`);
  }
  if (!isWhole(p.passStreak) || (p.active !== null && typeof p.active !== 'string')) return err('The saved game has a bad stage record.', 'ccg.round.setup', 'progress');
  for (const [i, slot] of (v.slots as unknown[]).entries()) {
    if (!isRecord(slot) || slot.index !== i || (slot.controller !== null && typeof slot.controller !== 'string') || (slot.contract !== null && typeof slot.contract !== 'string')) {
      return err(`Contract slot ${i + 1} of the saved game is malformed.`, 'ccg.contract-slots', `slots.${i}`);
    }
  }
  const state = value as unknown as GameState;
  const problems = auditZones(state);
  if (problems.length > 0) return err(`The saved game does not add up: ${problems[0]}`, 'ccg.cards');
  return ok(state);
}
