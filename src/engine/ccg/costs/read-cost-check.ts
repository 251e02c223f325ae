/**
 * The edge of the check of every cost of a play or ability: the captain, the
 * Credits cost and its restriction, the cards in play, the Resource Pool, the
 * other costs and Limited, read once with the CCG readers. Each refusal names
 * its rule and the field (`inPlay.2.controller`, `otherCosts.1.token.skill`).
 * The hand and deck paying the Credits part are read with the payment
 * (`readPayment`, under `funds`). `canPayCosts` decides from what was read.
 */
import { RESOLUTION_LIMITS, TEXT_LIMITS } from '../limits.ts';
import { ok } from '../result.ts';
import { choice, compact, flag, list, maybe, name, optional, own, pathTo, record, refuse, text, uniqueBy, variant, shape, map, whole, type Reader } from '../readers.ts';
import { readSpec, readToken, type ResourceToken, type TokenSpec } from '../resolution/index.ts';
import type { PaymentRestriction } from './expenses/types.ts';

/** A card in play, as far as costs care. */
export interface CostCard {
  id: string;
  name?: string;
  controller: string;
  exerted?: boolean;
}

export type NonCreditsCost = { kind: 'exert'; cardId?: string } | { kind: 'jettison'; cardId?: string } | { kind: 'discard-token'; token: TokenSpec };

/** The check's input once read: every default filled in. */
export interface CostCheckRead {
  captain: string;
  effectName?: string;
  sourceCardId?: string;
  credits: number;
  restriction: Exclude<PaymentRestriction, 'expense'>;
  /** Read with the payment, when the Credits part is checked. */
  funds: unknown;
  otherCosts: NonCreditsCost[];
  inPlay: CostCard[];
  resourcePool: ResourceToken[];
  limited: boolean;
  limitedUsedThisRound: boolean;
}

/** The most cards in play this reads: far past any table. */
const MAX_IN_PLAY = 200;
/** The most other costs one play or ability has. */
const MAX_COSTS = 12;
/** The largest Credits cost this reads. */
const MAX_CREDITS = 999;

const costCard: Reader<CostCard> = record('Every card in play must be an object with an id and its controller.', 'ccg.cards', (v, path) => {
  const id = name('The id of every card in play', 'ccg.cards', TEXT_LIMITS.id)(own(v, 'id'), pathTo(path, 'id'));
  if (!id.ok) return id;
  const called = maybe(text('The name of a card in play', 'ccg.cards', TEXT_LIMITS.name))(own(v, 'name'), pathTo(path, 'name'));
  if (!called.ok) return called;
  const label = called.value?.trim() || id.value;
  const controller = name(`The captain who controls ${label}`, 'ccg.control-vs-ownership', TEXT_LIMITS.id)(own(v, 'controller'), pathTo(path, 'controller'));
  if (!controller.ok) return controller;
  const exerted = maybe(flag(`Whether ${label} is exerted`, 'ccg.exert'))(own(v, 'exerted'), pathTo(path, 'exerted'));
  if (!exerted.ok) return exerted;
  return ok(compact({ id: id.value, name: called.value, controller: controller.value, exerted: exerted.value }));
});

const ofCard = <K extends 'exert' | 'jettison'>(kind: K): Reader<{ kind: K; cardId?: string }> =>
  map(shape('A cost', { cardId: maybe(name('The card a cost names', 'ccg.cost', TEXT_LIMITS.id)) }, 'ccg.cost'), (c) => compact({ kind, ...c }));

const otherCost: Reader<NonCreditsCost> = variant(
  'Each other cost',
  {
    exert: ofCard('exert'),
    jettison: ofCard('jettison'),
    'discard-token': map(shape('A cost', { token: readSpec }, 'ccg.cost'), (c) => ({ kind: 'discard-token' as const, token: c.token })),
  },
  'ccg.cost',
);

/** The cost check's input from outside. */
export const readCostCheck: Reader<CostCheckRead> = record('The cost check needs the captain attempting the play.', 'ccg.cost', (v, path) => {
  const at = (key: string) => pathTo(path, key);
  const captain = name('The captain attempting the play', 'ccg.control-vs-ownership', TEXT_LIMITS.id)(own(v, 'captain'), at('captain'));
  if (!captain.ok) return captain;
  const effectName = maybe(text('The name of the effect', 'ccg.cost', TEXT_LIMITS.name))(own(v, 'effectName'), at('effectName'));
  if (!effectName.ok) return effectName;
  const sourceCardId = maybe(name('The card generating the effect', 'ccg.effect', TEXT_LIMITS.id))(own(v, 'sourceCardId'), at('sourceCardId'));
  if (!sourceCardId.ok) return sourceCardId;
  const credits = optional(whole('The Credits cost', 0, MAX_CREDITS, 'ccg.cost'), 0)(own(v, 'credits'), at('credits'));
  if (!credits.ok) return credits;
  const restriction = optional(choice('The restriction on a cost', ['none', 'cash', 'equity'] as const, 'ccg.cost'), 'none')(own(v, 'restriction'), at('restriction'));
  if (!restriction.ok) return restriction;
  const limited = optional(flag('Whether the effect is Limited', 'ccg.limited'), false)(own(v, 'limited'), at('limited'));
  if (!limited.ok) return limited;
  const used = optional(flag('Whether the Limited effect was used this round', 'ccg.limited'), false)(own(v, 'limitedUsedThisRound'), at('limitedUsedThisRound'));
  if (!used.ok) return used;
  const inPlay = uniqueBy(list('The cards in play', costCard, 0, MAX_IN_PLAY, 'ccg.cost'), (c) => c.id, 'id', (id) => `The card id "${id}" is used twice in play.`, 'ccg.cards')(own(v, 'inPlay') ?? [], at('inPlay'));
  if (!inPlay.ok) return inPlay;
  const pool = list('The Resource Pool', readToken, 0, RESOLUTION_LIMITS.poolTokens, 'ccg.resource-pool')(own(v, 'resourcePool') ?? [], at('resourcePool'));
  if (!pool.ok) return pool;
  const costs = list('The other costs', otherCost, 0, MAX_COSTS, 'ccg.cost')(own(v, 'otherCosts') ?? [], at('otherCosts'));
  if (!costs.ok) return costs;
  const nameless = costs.value.findIndex((c) => c.kind !== 'discard-token' && c.cardId === undefined);
  if (nameless >= 0 && sourceCardId.value === undefined) {
    const kind = costs.value[nameless]?.kind ?? 'exert';
    return refuse(`The ${kind} cost names no card and no card is generating the effect, so there is nothing to ${kind}.`, 'ccg.cost', pathTo(pathTo(at('otherCosts'), nameless), 'cardId'));
  }
  return ok(
    compact({
      captain: captain.value,
      effectName: effectName.value,
      sourceCardId: sourceCardId.value,
      credits: credits.value,
      restriction: restriction.value,
      funds: own(v, 'funds'),
      otherCosts: costs.value,
      inPlay: inPlay.value,
      resourcePool: pool.value,
      limited: limited.value,
      limitedUsedThisRound: used.value,
    }),
  );
});
