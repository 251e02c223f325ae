/**
 * Paying an item's costs when it is added. Either every cost is paid, or none
 * is and the addition is refused: a captain may only generate an effect whose
 * costs they can pay in full, from cards they control.
 */
import { plural } from '../../core/text.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import type { Cost, QueueCaptain, QueueItem } from './types.ts';

const credits = (n: number): string => plural(n, 'Credit');

function describeCard(captain: QueueCaptain, cardId: string): string {
  return captain.cards.find((c) => c.id === cardId)?.name ?? cardId;
}

/** The card a cost refers to: the one it names, else the card generating the effect. */
function costCardId(cost: { cardId?: string }, item: QueueItem): string | null {
  if (cost.cardId !== undefined) return cost.cardId;
  return item.source.kind === 'ability' ? item.source.cardId : null;
}

/**
 * Pay `item`'s costs from its controller. Returns the controller after payment
 * and the trace, or an error naming the first cost that cannot be met.
 */
export function payCosts(controller: QueueCaptain, item: QueueItem, field: string): CcgResult<QueueCaptain> {
  let me: QueueCaptain = { ...controller, cards: [...controller.cards], tokens: [...controller.tokens], discard: [...controller.discard] };
  const trace: Step[] = [];
  for (const [i, cost] of item.costs.entries()) {
    const at = `${field}.costs.${i}`;
    const paid = payOne(me, cost, item, at);
    if (!paid.ok) return paid;
    me = paid.value;
    trace.push(...paid.trace);
  }
  if (item.costs.length === 0) {
    trace.push(step(`${item.name} has no cost to pay.`, 'ccg.cost'));
  } else {
    trace.push(step(`All costs of ${item.name} are paid; once paid they stay paid, whatever happens to the effect.`, 'ccg.cost'));
  }
  return ok(me, trace);
}

function payOne(me: QueueCaptain, cost: Cost, item: QueueItem, at: string): CcgResult<QueueCaptain> {
  switch (cost.kind) {
    case 'credits': {
      if (cost.amount > me.credits) {
        return err(
          `${me.name} cannot pay ${credits(cost.amount)} for ${item.name}: the cards they can expend add up to an Expense Value of only ${me.credits}, and a captain may not try to generate an effect whose costs they cannot pay.`,
          'ccg.cost',
          `${at}.amount`,
        );
      }
      const left = me.credits - cost.amount;
      return ok({ ...me, credits: left }, [step(`${me.name} pays ${credits(cost.amount)} for ${item.name} by expending cards (Expense Value ${left} left to expend).`, 'ccg.cost')]);
    }
    case 'exert': {
      const cardId = costCardId(cost, item);
      if (cardId === null) return err(`The exert cost of ${item.name} names no card, and a card played from hand is not yet in play to exert itself.`, 'ccg.cost', `${at}.cardId`);
      const card = me.cards.find((c) => c.id === cardId);
      if (!card) return err(`${me.name} does not control a card ${cardId} in play to exert for ${item.name}; costs are paid only from cards the captain controls.`, 'ccg.cost', `${at}.cardId`);
      if (card.exerted) return err(`${card.name} is already exerted, so it cannot be exerted to pay for ${item.name}; only a ready card can exert.`, 'ccg.exert', `${at}.cardId`);
      return ok(
        { ...me, cards: me.cards.map((c) => (c.id === cardId ? { ...c, exerted: true } : c)) },
        [step(`${me.name} exerts ${card.name} to pay for ${item.name}.`, 'ccg.exert')],
      );
    }
    case 'jettison': {
      const cardId = costCardId(cost, item);
      if (cardId === null) return err(`The jettison cost of ${item.name} names no card, and a card played from hand is not yet in play to jettison itself.`, 'ccg.cost', `${at}.cardId`);
      const card = me.cards.find((c) => c.id === cardId);
      if (!card) return err(`${me.name} does not control a card ${cardId} in play to jettison for ${item.name}; costs are paid only from cards the captain controls.`, 'ccg.cost', `${at}.cardId`);
      return ok(
        { ...me, cards: me.cards.filter((c) => c.id !== cardId), discard: [...me.discard, { id: card.id, name: card.name }] },
        [step(`${me.name} jettisons ${describeCard(me, cardId)} to pay for ${item.name}; it moves from play to the discard pile.`, 'ccg.jettison')],
      );
    }
    case 'discard-token': {
      const index = me.tokens.indexOf(cost.token);
      if (index < 0) return err(`${me.name} has no ${cost.token} token in the Resource Pool to discard for ${item.name}.`, 'ccg.discard-token', `${at}.token`);
      return ok(
        { ...me, tokens: me.tokens.filter((_, i) => i !== index) },
        [step(`${me.name} discards a ${cost.token} token from the Resource Pool to pay for ${item.name}.`, 'ccg.discard-token')],
      );
    }
  }
}
