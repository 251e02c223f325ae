/**
 * Moves of the Ready Phase: resolving to hand size (stage 2), choosing the
 * first captain (stage 3), paying to restore wounds and structure (stage 4)
 * and moving gear (stage 5). Stage 1 (ready everything) is automatic and
 * lives with the other automatic stages in `game-flow.ts`.
 */
import { plural } from '../../core/text.ts';
import { checkGearMove } from '../cards/index.ts';
import { readyPhaseRestore } from '../piracy/index.ts';
import type { CrewState, UpgradeState } from '../piracy/index.ts';
import { err, ok, step, type CcgResult } from '../result.ts';
import { captainById, cardOf, drawCaptainCard, moveCard, type Draft } from './cards.ts';
import { carryOutJettison, limitsStateOf } from './limits.ts';
import { pay } from './pay.ts';
import { initiativeOf } from './values.ts';
import type { CaptainState, GameCard, GameEvent, GameState } from './types.ts';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

const hasKeyword = (card: GameCard, slug: string): boolean =>
  (card.values.keywords ?? []).some((k) => k.trim().toLowerCase().replace(/\s*\(.*\)$/, '') === slug);

/** The parameters of a keyword the card carries, as written: "Hardened (2)" gives ["2"]. */
export function keywordParams(card: GameCard, slug: string): string[] {
  return (card.values.keywords ?? []).flatMap((k) => {
    const m = /^\s*([^(]+?)\s*\((.*)\)\s*$/.exec(k);
    return m && m[1]!.toLowerCase() === slug ? [m[2]!.trim()] : [];
  });
}

/** A keyword's number: Hardened (2) and Hardened (1) on one card add up (each is a source of protection). */
export function keywordTotal(card: GameCard, slug: string): number {
  return keywordParams(card, slug).reduce((n, p) => n + (/^\d+$/.test(p) ? Number(p) : 0), 0);
}

export function crewStateOf(card: GameCard): CrewState {
  return {
    id: card.id,
    name: card.name,
    woundCapacity: Math.max(card.values.woundCapacity ?? 1, card.damage ?? 0, 1),
    wounds: card.damage ?? 0,
    ...(hasKeyword(card, 'mechanical') ? { mechanical: true } : {}),
    ...(hasKeyword(card, 'resilient') ? { resilient: true } : {}),
  };
}

export function upgradeStateOf(card: GameCard): UpgradeState {
  return {
    id: card.id,
    name: card.name,
    structureCapacity: Math.max(card.values.structureCapacity ?? 1, card.damage ?? 0, 1),
    structure: card.damage ?? 0,
    ...(hasKeyword(card, 'resilient') ? { resilient: true } : {}),
    ...(keywordTotal(card, 'hardened') > 0
      ? { hardened: [{ from: card.name, value: keywordTotal(card, 'hardened'), countermeasure: keywordParams(card, 'countermeasure') }] }
      : {}),
    ...(card.values.traits ? { traits: card.values.traits } : {}),
  };
}

/** Crew and upgrades a captain controls that carry damage. */
export function damagedCards(state: GameState, captain: string): GameCard[] {
  return Object.values(state.cards).filter(
    (c) => c.zone === 'play' && c.controller === captain && (c.type === 'crew' || c.type === 'upgrade') && (c.damage ?? 0) > 0,
  );
}

/** Gear a captain could move now: not Integral, not moved yet, on their crew, with another crew of theirs to go to. */
export function movableGear(state: GameState, captain: string): GameCard[] {
  const crew = Object.values(state.cards).filter((c) => c.zone === 'play' && c.type === 'crew' && c.controller === captain);
  if (crew.length < 2) return [];
  const crewIds = new Set(crew.map((c) => c.id));
  return Object.values(state.cards).filter(
    (g) =>
      g.zone === 'play' &&
      g.type === 'gear' &&
      g.controller === captain &&
      g.attachedTo !== undefined &&
      crewIds.has(g.attachedTo) &&
      !hasKeyword(g, 'integral') &&
      !hasKeyword(g, 'hindrance') &&
      !state.progress.movedGear.includes(g.id),
  );
}

export function resolveHand(d: Draft, e: Ev<'resolve-hand'>): CcgResult<null> {
  const cap = captainById(d.state, e.captain) as CaptainState;
  const discard = Array.isArray(e.discard) ? e.discard : [];
  if (!Array.isArray(e.discard)) return err('List the cards to discard (an empty list to keep them all).', 'ccg.round.ready.stage-2', 'discard');
  if (new Set(discard).size !== discard.length) return err('A card is listed twice among the discards.', 'ccg.round.ready.stage-2', 'discard');
  for (const [i, id] of discard.entries()) {
    if (!cap.hand.includes(id)) return err(`${cardOf(d.state, id)?.name ?? id} is not in ${cap.name}'s hand.`, 'ccg.discard-card', `discard.${i}`);
  }
  const excess = cap.hand.length - cap.handSize;
  if (excess > discard.length) {
    return err(
      `${cap.name} holds ${cap.hand.length} cards against a hand size of ${cap.handSize}, so at least ${excess} must be discarded; ${discard.length} are listed.`,
      'ccg.hand-size',
      'discard',
    );
  }
  if (excess > 0) d.trace.push(step(`${cap.name} is ${excess} over the hand size of ${cap.handSize} and discards down to it.`, 'ccg.hand-size'));
  const optional = discard.length - Math.max(0, excess);
  for (const id of discard) moveCard(d, id, 'discard');
  if (optional > 0) d.trace.push(step(`${cap.name} also discards ${plural(optional, 'unwanted card')}.`, 'ccg.round.ready.stage-2'));
  let drawn = 0;
  while (cap.hand.length < cap.handSize && drawCaptainCard(d, cap) !== undefined) drawn++;
  const short = cap.handSize - cap.hand.length;
  d.trace.push(
    step(
      short > 0
        ? `${cap.name} draws ${drawn} and the deck runs out ${short} short of the hand size; a Captain's Deck is never reshuffled.`
        : `${cap.name} draws ${plural(drawn, 'card')}, back to ${cap.handSize}.`,
      short > 0 ? 'ccg.captains-deck' : 'ccg.round.ready.stage-2',
    ),
  );
  d.state.progress.done.push(cap.id);
  return ok(null);
}

export function chooseFirstCaptain(d: Draft, e: Ev<'choose-first-captain'>): CcgResult<null> {
  const first = captainById(d.state, e.first);
  if (first === undefined || !first.inGame) return err(`${String(e.first)} is not a captain in the game.`, 'ccg.round.ready.stage-3', 'first');
  const chooser = captainById(d.state, e.captain) as CaptainState;
  d.state.firstCaptain = first.id;
  d.trace.push(
    step(
      `${chooser.name} has the highest Initiative (${initiativeOf(d.state, chooser.id)}) and chooses ${first.id === chooser.id ? 'to go first' : `${first.name} to go first`} this round.`,
      'ccg.round.ready.stage-3',
    ),
  );
  d.state.progress.done.push(chooser.id);
  return ok(null);
}

export function restore(d: Draft, e: Ev<'restore'>): CcgResult<null> {
  const asked = e.cards ?? (e.card === undefined ? [] : [{ card: e.card, points: e.points as number }]);
  if (!Array.isArray(asked) || asked.length === 0) return err('Name the crew members and upgrades to restore, with the points for each.', 'ccg.restore', 'cards');
  const field = (i: number, f: string) => (e.cards ? `cards.${i}.${f}` : f);
  const crew: CrewState[] = [];
  const upgrades: UpgradeState[] = [];
  for (const [i, x] of asked.entries()) {
    const card = cardOf(d.state, x?.card);
    if (card === undefined || card.zone !== 'play' || card.controller !== e.captain || (card.type !== 'crew' && card.type !== 'upgrade')) {
      return err(`${card?.name ?? String(x?.card)} is not a crew member or upgrade that ${e.captain} controls in play.`, 'ccg.restore', field(i, 'card'));
    }
    if (!Number.isInteger(x.points) || x.points < 1) return err('Restore a whole number of points, at least 1.', 'ccg.round.ready.stage-4', field(i, 'points'));
    if (card.type === 'crew') crew.push(crewStateOf(card));
    else upgrades.push(upgradeStateOf(card));
  }
  const r = readyPhaseRestore({ crew, upgrades, restore: asked.map((x) => ({ card: x.card, points: x.points })) });
  if (!r.ok) {
    const m = /^restore\.(\d+)\.(\w+)/.exec(r.field ?? '');
    return { ...r, field: m ? field(Number(m[1]), m[2]!) : 'points' };
  }
  const names = asked.map((x) => cardOf(d.state, x.card)?.name ?? x.card).join(', ');
  const paid = pay(d, e.captain, r.value.creditsCost, e.pay, `restoring ${names}`, 'none', 'pay');
  if (!paid.ok) return paid;
  d.trace.push(...r.trace);
  for (const c of r.value.cards) {
    const live = cardOf(d.state, c.card);
    if (live && live.zone === 'play') {
      if (c.after > 0) live.damage = c.after;
      else delete live.damage;
    }
  }
  // One cost for the whole stage: the captain's part of it is over.
  d.state.progress.done.push(e.captain);
  d.trace.push(step(`Everything ${captainById(d.state, e.captain)?.name ?? e.captain} restores this phase is one Credits cost, so their part of stage 4 is over.`, 'ccg.note.restore-cost'));
  return ok(null);
}

export function moveGear(d: Draft, e: Ev<'move-gear'>): CcgResult<null> {
  const limits = limitsStateOf(d.state);
  const r = checkGearMove(limits, e.gear, e.to, { movedThisPhase: d.state.progress.movedGear });
  if (!r.ok) return { ...r, field: r.field === 'gearId' ? 'gear' : r.field === 'toCrewId' ? 'to' : r.field };
  const gear = cardOf(d.state, e.gear) as GameCard;
  if (gear.controller !== e.captain) return err(`${gear.name} is not controlled by ${e.captain}.`, 'ccg.round.ready.stage-5', 'gear');
  d.trace.push(...r.trace);
  gear.attachedTo = e.to;
  d.state.progress.movedGear.push(gear.id);
  if (r.value.excesses.length > 0) {
    const j = carryOutJettison(d, r.value.state, e.captain, e.jettison ?? [], 'jettison');
    if (!j.ok) return j;
  } else if ((e.jettison ?? []).length > 0) {
    return err('Nothing needs to be jettisoned after this move.', 'ccg.jettison', 'jettison');
  }
  return ok(null);
}
