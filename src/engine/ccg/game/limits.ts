/**
 * The game's cards in play as `limits.ts` sees them, and carrying out the
 * jettisons (or complication discards) a captain chooses to get back within
 * the limits.
 */
import { chooseJettison, type LimitCard, type LimitsState } from '../cards/index.ts';
import { ok, type CcgResult } from '../result.ts';
import { cardOf, discardZoneOf, moveCard, type Draft } from './cards.ts';
import type { CardId, GameCard, GameState } from './types.ts';

export function toLimitCard(card: GameCard): LimitCard | undefined {
  const base = { id: card.id, name: card.name, controller: card.controller };
  const v = card.values;
  const extra = {
    ...(v.keywords ? { keywords: v.keywords } : {}),
    ...(v.subtype ? { subtype: v.subtype } : {}),
    ...(card.attachedTo ? { attachedTo: card.attachedTo } : {}),
  };
  switch (card.type) {
    case 'ship':
      return { ...base, type: 'ship', tonnage: v.tonnage ?? 0, slots: v.slots ?? { crew: 0, computer: 0, hardpoint: 0, hull: 0, internal: 0 }, ...extra };
    case 'crew':
    case 'gear':
    case 'connection':
      return { ...base, type: card.type, ...extra };
    case 'upgrade':
      return { ...base, type: 'upgrade', ...extra, ...(v.tonnage !== undefined ? { tonnage: v.tonnage } : {}) };
    case 'adventure':
      if (card.playedAs === 'contract') {
        return { ...base, type: 'contract', complicationSlots: v.contract?.complicationSlots ?? 0, vp: v.contract?.vp ?? 0, ...(v.keywords ? { keywords: v.keywords } : {}) };
      }
      // Keywords travel too: a Trifling complication takes no slot.
      if (card.playedAs === 'complication' && card.attachedTo) return { ...base, type: 'complication', attachedTo: card.attachedTo, ...(v.keywords ? { keywords: v.keywords } : {}) };
      return undefined;
    default:
      return undefined;
  }
}

export function limitsStateOf(state: GameState, unlimitedComplicationSlots = false): LimitsState {
  const cards = Object.values(state.cards)
    .filter((c) => c.zone === 'play')
    .flatMap((c) => {
      const l = toLimitCard(c);
      return l === undefined ? [] : [l];
    });
  return unlimitedComplicationSlots ? { cards, unlimitedComplicationSlots } : { cards };
}

/**
 * `captain` removes `chosen` to fix the limits exceeded in `limits` (a state in
 * which the new card is already present). Cards in play are jettisoned (to
 * their owners' discard piles); a complication is discarded.
 */
export function carryOutJettison(
  d: Draft,
  limits: LimitsState,
  captain: string,
  chosen: readonly CardId[],
  field: string,
  newCardId?: string,
): CcgResult<CardId[]> {
  const r = chooseJettison(limits, captain, chosen, newCardId === undefined ? {} : { newCardId });
  if (!r.ok) return { ...r, field: r.field === undefined ? field : `${field}${r.field.replace(/^chosen/, '')}` };
  d.trace.push(...r.trace);
  for (const id of chosen) {
    const card = cardOf(d.state, id);
    if (card && card.zone === 'play') moveCard(d, id, discardZoneOf(card));
  }
  return ok(r.value.removed);
}
