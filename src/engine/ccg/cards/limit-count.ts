/**
 * Counting a limits state: every limit exceeded, with the cards that may go
 * to fix it, and the state once cards leave (attached cards leave with their
 * foundation).
 */
import { plural } from '../../core/text.ts';
import { step, type Step } from '../result.ts';
import { isHindrance, isTrifling, normaliseName } from './limit-cards.ts';
import { UPGRADE_SUBTYPES, type LimitCard, type LimitExcess, type LimitsState } from './limit-types.ts';

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

const idsOf = (cards: readonly LimitCard[]) => cards.map((c) => c.id);
const namesOf = (cards: readonly LimitCard[]) => cards.map((c) => `${c.name} (${c.id})`).join(', ');

/** Every limit exceeded in a valid state, in a stable order. */
export function excessesOf(state: LimitsState, newCardId?: string): LimitExcess[] {
  const out: LimitExcess[] = [];
  const cards = state.cards;
  const ships = cards.filter((c) => c.type === 'ship');
  const captains = [...new Set(cards.filter((c) => c.type === 'crew' || c.type === 'connection' || c.type === 'ship').map((c) => c.controller))].sort();

  for (const captain of captains) {
    const ship = ships.find((s) => s.controller === captain);
    const crew = cards.filter((c) => c.type === 'crew' && c.controller === captain);
    const counted = crew.filter((c) => !isTrifling(c));
    if (ship?.slots && counted.length > ship.slots.crew) {
      out.push({
        kind: 'crew-slots', captain, holder: captain, allowed: ship.slots.crew, count: counted.length,
        remove: counted.length - ship.slots.crew, candidates: idsOf(counted), action: 'jettison', rule: 'ccg.card-slots',
        text: `Captain ${captain} controls ${plural(counted.length, 'crew card')} that take a slot, but ${ship.name} has ${plural(ship.slots.crew, 'crew slot')}; ${plural(counted.length - ship.slots.crew, 'crew card')} must be jettisoned.`,
      });
    }
    for (const [, same] of groupBy(crew, (c) => normaliseName(c.name))) {
      if (same.length < 2) continue;
      const name = (same[0] as LimitCard).name;
      const trifling = same.some(isTrifling) ? ' Trifling does not lift this rule.' : '';
      out.push({
        kind: 'crew-name', captain, holder: captain, name, allowed: 1, count: same.length, remove: same.length - 1,
        candidates: idsOf(same), action: 'jettison', rule: same.some(isTrifling) ? 'ccg.keyword.trifling' : 'ccg.round.procurement.stage-1',
        text: `Captain ${captain} controls ${same.length} crew named ${name} (${idsOf(same).join(', ')}); a captain may control only one crew of a name.${trifling}`,
      });
    }
    const connections = cards.filter((c) => c.type === 'connection' && c.controller === captain && !isTrifling(c));
    for (const [subtype, same] of groupBy(connections, (c) => c.subtype ?? '')) {
      if (same.length < 2) continue;
      out.push({
        kind: 'connection-subtype', captain, holder: captain, subtype, allowed: 1, count: same.length, remove: same.length - 1,
        candidates: idsOf(same), action: 'jettison', rule: 'ccg.card-slots',
        text: `Captain ${captain} has ${same.length} ${subtype} connections (${namesOf(same)}); only one connection of each subtype is allowed.`,
      });
    }
  }

  for (const crew of cards.filter((c) => c.type === 'crew')) {
    const gear = cards.filter((c) => c.type === 'gear' && c.attachedTo === crew.id && !isTrifling(c));
    for (const [subtype, same] of groupBy(gear, (c) => c.subtype ?? '')) {
      if (same.length < 2) continue;
      out.push({
        kind: 'gear-subtype', captain: crew.controller, holder: crew.id, subtype, allowed: 1, count: same.length, remove: same.length - 1,
        candidates: idsOf(same), action: 'jettison', rule: 'ccg.card-slots',
        text: `${crew.name} carries ${same.length} ${subtype} gear (${namesOf(same)}); a crew member may carry only one gear of each subtype.`,
      });
    }
  }

  for (const ship of ships) {
    const upgrades = cards.filter((c) => c.type === 'upgrade' && c.attachedTo === ship.id);
    const counted = upgrades.filter((c) => !isTrifling(c));
    for (const subtype of UPGRADE_SUBTYPES) {
      const same = counted.filter((c) => c.subtype === subtype);
      const slots = ship.slots?.[subtype] ?? 0;
      if (same.length <= slots) continue;
      out.push({
        kind: 'upgrade-slots', captain: ship.controller, holder: ship.id, subtype, allowed: slots, count: same.length,
        remove: same.length - slots, candidates: idsOf(same), action: 'jettison', rule: 'ccg.card-slots',
        text: `${ship.name} carries ${same.length} ${subtype} upgrades (${namesOf(same)}) but has ${plural(slots, `${subtype} slot`)}.`,
      });
    }
    for (const up of upgrades) {
      if ((up.tonnage ?? 0) <= (ship.tonnage ?? 0)) continue;
      out.push({
        kind: 'tonnage', captain: ship.controller, holder: ship.id, name: up.name, allowed: 0, count: 1,
        remove: 1, candidates: [up.id], action: 'jettison', rule: 'ccg.upgrade',
        text: `${up.name} needs a ship of tonnage ${up.tonnage ?? 0} but ${ship.name} is rated ${ship.tonnage ?? 0}.`,
      });
    }
  }

  if (!state.unlimitedComplicationSlots) {
    for (const contract of cards.filter((c) => c.type === 'contract')) {
      const attached = cards.filter((c) => c.type === 'complication' && c.attachedTo === contract.id && !isTrifling(c));
      const slots = contract.complicationSlots ?? 0;
      if (attached.length <= slots) continue;
      const earlier = attached.filter((c) => c.id !== newCardId);
      const isNew = attached.length !== earlier.length;
      const chooser = isNew ? (cards.find((c) => c.id === newCardId)?.controller ?? contract.controller) : contract.controller;
      out.push({
        kind: 'complication-slots', captain: chooser, holder: contract.id, allowed: slots, count: attached.length,
        remove: attached.length - slots, candidates: idsOf(earlier), action: 'discard',
        rule: 'ccg.round.adventure.stage-1',
        text: `${contract.name} has ${plural(attached.length, 'complication')} attached but ${plural(slots, 'complication slot')}; ${isNew ? `captain ${chooser} discards` : 'discard'} ${plural(attached.length - slots, 'complication')} already attached to make room.`,
      });
    }
  }
  return out;
}

export function excessKey(e: LimitExcess): string {
  const who = e.kind === 'tonnage' ? (e.candidates[0] ?? '') : e.name === undefined ? '' : normaliseName(e.name);
  return `${e.kind}|${e.holder}|${e.subtype ?? ''}|${who}`;
}

/** Remove cards and, recursively, the cards attached to them (they leave with their foundation). */
export function withoutCards(state: LimitsState, ids: readonly string[]): { state: LimitsState; removed: string[] } {
  const gone = new Set(ids);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of state.cards) {
      if (!gone.has(c.id) && c.attachedTo !== undefined && gone.has(c.attachedTo)) {
        gone.add(c.id);
        grew = true;
      }
    }
  }
  const removed = state.cards.filter((c) => gone.has(c.id)).map((c) => c.id);
  return { state: { ...state, cards: state.cards.filter((c) => !gone.has(c.id)) }, removed };
}

export function explainTrifling(cards: readonly LimitCard[]): Step[] {
  return cards.filter(isTrifling).map((c) =>
    step(
      isHindrance(c)
        ? `${c.name} is a Hindrance, so it is Trifling: it takes no slot and counts against no limit.`
        : `${c.name} is Trifling: it takes no slot and counts against no limit${c.type === 'crew' ? ', though the one-name rule for crew still applies' : ''}.`,
      isHindrance(c) ? 'ccg.keyword.hindrance' : 'ccg.keyword.trifling',
    ),
  );
}
