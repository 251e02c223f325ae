/**
 * Procuring permanents (Procurement Phase) and playing cards or using
 * abilities as actions (Action Phase, Resolution Phase, and inside a piracy
 * action). Card effects are not modelled one by one: a play records its cost,
 * whether it exerts, and the changes it makes until the end of the round.
 */
import { creditsCost } from '../costs/index.ts';
import { checkEnterPlay } from '../cards/index.ts';
import { isSkill } from '../cards/index.ts';
import { err, ok, step, type CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { captainById, cardOf, moveCard, type Draft } from './cards.ts';
import { carryOutJettison, limitsStateOf, toLimitCard } from './limits.ts';
import { pay } from './pay.ts';
import type { CaptainState, GameCard, GameEvent, GameState, Play, RoundEffect } from './types.ts';
import type { Phase } from '../round/index.ts';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

export const PERMANENT_CARD_TYPES = ['crew', 'gear', 'upgrade', 'connection'] as const;
const isPermanentType = (t: string): boolean => (PERMANENT_CARD_TYPES as readonly string[]).includes(t);

const keywordsOf = (card: GameCard): string[] => card.values.keywords ?? [];

function infamousInPlay(state: GameState, captain: string): number {
  return Object.values(state.cards).filter(
    (c) => c.zone === 'play' && c.controller === captain && keywordsOf(c).some((k) => k.trim().toLowerCase() === 'infamous'),
  ).length;
}

/** Cards in a captain's hand they could procure now (permanents). */
export function procurableCards(state: GameState, captain: string): GameCard[] {
  const cap = captainById(state, captain);
  return (cap?.hand ?? []).flatMap((id) => {
    const c = cardOf(state, id);
    return c && isPermanentType(c.type) ? [c] : [];
  });
}

export function procure(d: Draft, e: Ev<'procure'>): CcgResult<null> {
  const rule: RuleId = 'ccg.round.procurement.stage-1';
  const cap = captainById(d.state, e.captain) as CaptainState;
  const card = cardOf(d.state, e.card);
  if (card === undefined || !cap.hand.includes(card.id)) return err(`${card?.name ?? String(e.card)} is not in ${cap.name}'s hand.`, rule, 'card');
  if (!isPermanentType(card.type)) {
    return err(`${card.name} is ${card.type === 'event' ? 'an event' : 'a heroic action'}: only crew, gear, connections and upgrades are procured.`, rule, 'card');
  }
  let attachTo = e.attachTo;
  if (card.type === 'upgrade' && attachTo === undefined) attachTo = cap.ship;
  if ((card.type === 'crew' || card.type === 'connection') && attachTo !== undefined) {
    return err(`${card.name} is ${card.type === 'crew' ? 'a crew member' : 'a connection'} and goes straight into play, attached to nothing.`, 'ccg.attach', 'attachTo');
  }
  if (card.type === 'gear' && attachTo === undefined) return err(`Name the crew member ${card.name} is attached to.`, 'ccg.gear', 'attachTo');

  const cost = creditsCost({
    cardName: card.name,
    printedCost: card.values.cost ?? 0,
    act: 'procure',
    phase: 'procurement',
    infamyTokens: cap.infamy,
    infamousCardsInPlay: infamousInPlay(d.state, cap.id),
    keywords: keywordsOf(card),
  });
  if (!cost.ok) return { ...cost, field: 'card' };
  const limitCard = toLimitCard({ ...card, controller: cap.id, ...(attachTo === undefined ? {} : { attachedTo: attachTo }) });
  const entry = checkEnterPlay(limitsStateOf(d.state), limitCard!);
  if (!entry.ok) return { ...entry, field: entry.field?.startsWith('card.attachedTo') ? 'attachTo' : 'card' };

  d.trace.push(...cost.trace);
  const paid = pay(d, cap.id, cost.value.final, e.pay, `the cost of ${card.name}`, cost.value.restriction, 'pay');
  if (!paid.ok) return paid;
  if (!cap.inGame) return ok(null);
  moveCard(d, card.id, 'play');
  card.controller = cap.id;
  if (attachTo !== undefined) card.attachedTo = attachTo;
  d.trace.push(...entry.trace);
  const where = attachTo === undefined ? 'into play' : `onto ${cardOf(d.state, attachTo)?.name ?? attachTo}`;
  d.trace.push(step(`${cap.name} procures ${card.name} ${where}.`, rule));
  if (entry.value.excesses.length > 0) {
    const j = carryOutJettison(d, entry.value.state, cap.id, e.jettison ?? [], 'jettison', card.id);
    if (!j.ok) return j;
  } else if ((e.jettison ?? []).length > 0) {
    return err(`${cap.name} is within every limit, so nothing is jettisoned.`, 'ccg.jettison', 'jettison');
  }
  return ok(null);
}

function checkEffect(state: GameState, eff: RoundEffect, field: string): CcgResult<null> {
  if (typeof eff !== 'object' || eff === null) return err('Each effect must be an object.', 'ccg.effect', field);
  const target = cardOf(state, eff.card);
  if (target === undefined || target.zone !== 'play') return err(`The effect names ${String(eff.card)}, which is not a card in play.`, 'ccg.effect', `${field}.card`);
  if (typeof eff.source !== 'string' || eff.source.trim() === '') return err('Each effect names its source.', 'ccg.effect', `${field}.source`);
  if (eff.kind === 'value') {
    if (!['attack', 'defense', 'initiative', 'jump'].includes(eff.value)) return err('A value effect changes attack, defense, initiative or jump.', 'ccg.modifier', `${field}.value`);
    if (!Number.isInteger(eff.amount)) return err('A value effect adds or takes away a whole number.', 'ccg.modifier', `${field}.amount`);
    if (target.type !== 'ship') return err(`${target.name} is not a ship; these values belong to ships.`, 'ccg.modifier', `${field}.card`);
    return ok(null);
  }
  if (eff.kind === 'skill') {
    if (!isSkill(eff.skill)) return err(`"${String(eff.skill)}" is not a skill.`, 'ccg.skills', `${field}.skill`);
    if (eff.level !== 'trained' && eff.level !== 'expert') return err('A skill is trained or expert.', 'ccg.skill-levels', `${field}.level`);
    if (target.type !== 'crew') return err(`${target.name} is not a crew member, so it cannot gain a skill.`, 'ccg.skills', `${field}.card`);
    return ok(null);
  }
  return err('An effect is a value change or a skill.', 'ccg.effect', `${field}.kind`);
}

/**
 * A card played from hand (an event or a heroic action) or an ability of a
 * card the captain controls: its cost is paid, the card exerts if asked, a
 * transient card goes to the discard pile (or the bottom of the deck when it
 * replenishes), and its effects last until the end of the round.
 */
export function carryOutPlay(d: Draft, captain: string, play: Play, field: string, rule: RuleId, phase: Phase): CcgResult<GameCard> {
  if (typeof play !== 'object' || play === null) return err('Describe the card played or the ability used.', rule, field);
  const cap = captainById(d.state, captain) as CaptainState;
  const card = cardOf(d.state, play.card);
  if (card === undefined) return err(`There is no card ${String(play.card)}.`, rule, `${field}.card`);
  const fromHand = cap.hand.includes(card.id);
  const inPlay = card.zone === 'play' && card.controller === cap.id;
  if (!fromHand && !inPlay) return err(`${card.name} is neither in ${cap.name}'s hand nor a card ${cap.name} controls in play.`, rule, `${field}.card`);
  if (fromHand && card.type !== 'event' && card.type !== 'heroic-action') {
    return err(`${card.name} is a permanent: it enters play only by being procured in the Procurement Phase.`, 'ccg.round.procurement.stage-1', `${field}.card`);
  }
  if (play.exert) {
    if (!inPlay) return err('Only a card in play can exert.', 'ccg.exert', `${field}.exert`);
    if (card.exerted) return err(`${card.name} is already exerted; only a ready card can exert.`, 'ccg.exert', `${field}.exert`);
  }
  if (play.cost !== undefined && (!Number.isInteger(play.cost) || play.cost < 0)) return err('A cost is a whole number of Credits, 0 or more.', 'ccg.cost', `${field}.cost`);
  for (const [i, eff] of (play.effects ?? []).entries()) {
    const c = checkEffect(d.state, eff, `${field}.effects.${i}`);
    if (!c.ok) return c;
  }
  const cost = creditsCost({
    cardName: fromHand ? card.name : `the ability of ${card.name}`,
    printedCost: play.cost ?? (fromHand ? (card.values.cost ?? 0) : 0),
    act: fromHand ? 'play' : 'ability',
    phase,
    keywords: fromHand ? keywordsOf(card) : [],
  });
  if (!cost.ok) return { ...cost, field: `${field}.cost` };
  d.trace.push(...cost.trace);
  const paid = pay(d, cap.id, cost.value.final, play.pay, fromHand ? `the cost of ${card.name}` : `the cost of using ${card.name}`, cost.value.restriction, `${field}.pay`);
  if (!paid.ok) return paid;
  if (!cap.inGame) return ok(card);
  if (play.exert) {
    card.exerted = true;
    d.trace.push(step(`${card.name} exerts.`, 'ccg.exert'));
  }
  const what = play.text?.trim() ? `: ${play.text.trim()}` : '';
  d.trace.push(step(fromHand ? `${cap.name} plays ${card.name}${what}.` : `${cap.name} uses ${card.name}${what}.`, rule));
  for (const eff of play.effects ?? []) {
    d.state.effects.push({ ...eff });
    const target = cardOf(d.state, eff.card)?.name ?? eff.card;
    d.trace.push(
      step(
        eff.kind === 'value'
          ? `${target} gets ${eff.amount >= 0 ? '+' : ''}${eff.amount} ${eff.value} from ${eff.source} until the end of the round.`
          : `${target} gains ${eff.level} ${eff.skill} from ${eff.source} until the end of the round.`,
        'ccg.modifier',
      ),
    );
  }
  if (fromHand) {
    if (play.replenish) {
      moveCard(d, card.id, 'deck', { bottom: true });
      d.trace.push(step(`${card.name} replenishes: it goes to the bottom of ${cap.name}'s deck.`, 'ccg.keyword.replenish'));
    } else {
      moveCard(d, card.id, 'discard');
      d.trace.push(step(`${card.name} is transient and goes to the discard pile.`, 'ccg.transient'));
    }
  }
  return ok(card);
}

export function act(d: Draft, e: Ev<'act'>, phase: Phase, rule: RuleId): CcgResult<null> {
  const r = carryOutPlay(d, e.captain, e.play, 'play', rule, phase);
  return r.ok ? ok(null) : r;
}
