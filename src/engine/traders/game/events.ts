/**
 * An event's own fields, read once when the event reaches the game: helpers
 * and officers named by rank, a yes or no, a count of hits. What an event
 * may do at this point of the game (is that officer active, are there that
 * many hits to mend) is the move's to decide, on the typed event. A dice
 * total or a card entered at the table is read against what the step asks
 * (`flow.ts`, `readEntered`).
 */
import type { EventOfType } from '../../core/machine.ts';
import { flag, optional, rank, shape, text, whole, list, type Reader } from '../input/index.ts';
import { ok, type TradersResult } from '../rules/index.ts';
import { HITS_TO_DESTROY, RANKS, type Rank } from '../tables/index.ts';
import type { GameEvent, GameEventType } from './types.ts';

/** A value read later, against the step (a dice total, a card). */
const atStep: Reader<unknown> = (value) => ok(value);

const helpers = optional<Rank[] | undefined>(list('The helpers', rank('A helper', 'traders.A12'), 0, RANKS.length - 1, 'traders.A12'), undefined);

const FIELDS: { readonly [T in GameEventType]: Record<string, Reader<unknown>> } = {
  defend: { helpers },
  retaliate: { helpers, by: optional<Rank | undefined>(rank('The officer striking back', 'traders.A15'), undefined) },
  'hold-back': {},
  care: { pay: flag('Whether the care is paid', 'traders.A18') },
  accept: {},
  refuse: {},
  'fly-empty': {},
  hire: { rank: rank('The rank to hire', 'traders.t-3-d-ii') },
  repair: { hits: whole('The hits to repair', 1, HITS_TO_DESTROY - 1, 'traders.A32') },
  'take-off': {},
  'pay-layover': {},
  keep: { officer: text('The officer kept', 'traders.t-3-d-v', 40, 1) },
  continue: {},
  roll: { total: atStep },
  draw: { card: atStep },
};

const READERS = /* @__PURE__ */ Object.fromEntries(Object.entries(FIELDS).map(([type, fields]) => [type, shape(`A ${type} event`, fields, 'traders.t-0-turn')])) as Record<GameEventType, Reader<Record<string, unknown>>>;

/** The event's fields read (left-out optional ones undefined), or the refusal naming the field and its rule. */
export function readEvent<T extends GameEventType>(event: EventOfType<GameEvent, 'type', T>): TradersResult<EventOfType<GameEvent, 'type', T>> {
  const r = READERS[event.type](event, '');
  return r.ok ? ok({ ...r.value, type: event.type } as EventOfType<GameEvent, 'type', T>) : r;
}
