/**
 * The game as a machine on the shared kernel: `setupGame` builds the first
 * state; each event is checked against the step the game waits for, applied
 * to a copy of the state, and play runs on to the next decision. Refusals
 * name the rule that forbids the event and, where one field is to blame, that
 * field.
 */
import { defineMachine, type EventOfType, type Moves } from '../../core/machine.ts';
import { isRecord } from '../../core/validate.ts';
import { err, ok, type TradersErr, type TradersResult, type TradersRuleId } from '../rules/index.ts';
import { CARE_COST, formatMoney } from '../tables/index.ts';
import { cloneState, type Draft } from './draft.ts';
import { defend, decideCare, holdBack, retaliate } from './fight.ts';
import { readEvent } from './events.ts';
import { advance, chanceNeeds, isChance, readEntered } from './flow.ts';
import { accept, flyEmpty, refuse } from './market.ts';
import { movesNow, pendingNow, type LegalMove, type Pending } from './legal.ts';
import { hire, payLayover, repair } from './port.ts';
import { setupGame } from './setup.ts';
import { keep } from './space.ts';
import { STEP_EVENTS, stepPrompt, stepRule } from './steps.ts';
import { EVENT_TYPES, type GameEvent, type GameEventType, type GameInput, type GameState, type LogEntry, type StepOf } from './types.ts';

type Handler<T extends GameEventType> = (d: Draft, e: EventOfType<GameEvent, 'type', T>) => TradersErr | null;

/** Narrows the step for a handler; the guard has already checked that the step takes this event. */
const stepAs = <K extends GameState['at']['kind']>(d: Draft, _kind: K) => d.s.at as StepOf<K>;

const HANDLERS: { [T in GameEventType]: Handler<T> } = {
  defend: (d, e) => defend(d, stepAs(d, 'defend'), e.helpers),
  retaliate: (d, e) => retaliate(d, stepAs(d, 'retaliate'), e.helpers, e.by),
  'hold-back': (d) => {
    holdBack(d, stepAs(d, 'retaliate'));
    return null;
  },
  care: (d, e) => {
    if (e.pay && d.s.money < CARE_COST) return err(`Care costs ${formatMoney(CARE_COST)} and the crew has ${formatMoney(d.s.money)}.`, 'traders.t-2-c-ii', 'pay');
    decideCare(d, stepAs(d, 'care'), e.pay);
    return null;
  },
  accept: (d) => accept(d),
  refuse: (d) => refuse(d),
  'fly-empty': (d) => flyEmpty(d),
  hire: (d, e) => hire(d, stepAs(d, 'port'), e.rank),
  repair: (d, e) => repair(d, e.hits),
  'take-off': (d) => {
    d.s.at = { kind: 'take-off' };
    return null;
  },
  'pay-layover': (d) => {
    payLayover(d);
    return null;
  },
  keep: (d, e) => keep(d, stepAs(d, 'keep'), e.officer),
  continue: (d) => {
    d.s.at = { kind: 'next-turn' };
    return null;
  },
  roll: (d, e) => entered(d, e.total, 'total'),
  draw: (d, e) => entered(d, e.card, 'card'),
};

/** A value typed in at the table for the current chance step, read against what the step asks. */
function entered(d: Draft, value: unknown, field: 'total' | 'card'): TradersErr | null {
  const s = d.s;
  if (s.mode === 'digital') return err('In digital play the engine rolls and draws; dice and cards are entered only in table mode.', stepRule(s), 'type');
  const need = chanceNeeds(s)[s.got.length];
  if (need === undefined) return err('No roll or card is awaited now.', stepRule(s), 'type');
  const r = readEntered(s, need)(value, field);
  if (!r.ok) return r;
  s.got.push(r.value);
  return null;
}

/** A move on a copy of the state, its event's fields read first (`events.ts`). */
function onCopy<T extends GameEventType>(handler: Handler<T>) {
  return (state: GameState, raw: EventOfType<GameEvent, 'type', T>): TradersResult<GameState> => {
    const event = readEvent(raw);
    if (!event.ok) return event;
    const d: Draft = { s: cloneState(state), trace: [] };
    const refusal = handler(d, event.value);
    if (refusal) return refusal;
    advance(d);
    return ok(d.s, d.trace);
  };
}

const MOVES = Object.fromEntries(EVENT_TYPES.map((t) => [t, onCopy(HANDLERS[t] as Handler<GameEventType>)])) as unknown as Moves<GameState, GameEvent, TradersRuleId>;

/** Each kind of move in the player's words, for a refusal. */
const MOVE_WORDS: Readonly<Record<GameEventType, string>> = {
  defend: 'a defence',
  retaliate: 'striking back',
  'hold-back': 'letting the villain be',
  care: 'a choice about intensive care',
  accept: 'taking the offer',
  refuse: 'refusing the offer',
  'fly-empty': 'leaving without cargo',
  hire: 'hiring a replacement',
  repair: 'a repair',
  'take-off': 'taking off',
  'pay-layover': 'paying for a layover week',
  keep: 'keeping an officer',
  continue: 'beginning the next turn',
  roll: 'a dice total',
  draw: 'a card drawn',
};

/** Whether the game waits for this kind of event now; the refusal, in the player's words, otherwise. */
function guard(state: GameState, event: GameEvent): TradersErr | null {
  if (state.status !== 'playing') return err(`The game is over: ${state.end?.text ?? ''}`.trim(), state.end?.rule ?? 'traders.t-0-end', 'type');
  const allowed = STEP_EVENTS[state.at.kind] ?? [];
  const chance = isChance(state.at);
  if (chance && state.mode === 'digital' && (event.type === 'roll' || event.type === 'draw')) return null;
  if (!allowed.includes(event.type)) {
    const prompt = stepPrompt(state).replace(/\.$/, '');
    const asked = !chance
      ? `The game asks: ${prompt.charAt(0).toLowerCase()}${prompt.slice(1)}`
      : state.mode === 'table'
        ? `The game waits for ${chanceNeeds(state)[state.got.length]?.label ?? 'a roll or a card'} to be entered`
        : 'The site rolls the dice and draws the cards here';
    return err(`${asked}; ${MOVE_WORDS[event.type]} is not one of the moves now.`, stepRule(state), 'type');
  }
  return null;
}

export const TRADERS_GAME = /* @__PURE__ */ defineMachine<GameInput, GameState, GameEvent, TradersRuleId, 'type', Pending, LegalMove>({
  key: 'type',
  setup: setupGame,
  moves: MOVES,
  unknown: (event) =>
    err(
      isRecord(event) && typeof event.type === 'string' ? `There is no move called "${event.type.slice(0, 30)}".` : 'A move is an object with a type.',
      'traders.t-0-turn',
      'type',
    ),
  guard,
  log(state, _event, trace) {
    // The moves number their steps as they write them (draft.ts), so the entries join the log as they are.
    return { state: { ...state, moves: state.moves + 1, log: state.log.concat(trace as LogEntry[]) }, trace: [...trace] };
  },
  // A solo game: the player acts until it is over; what the game waits for is a decision, a roll or card to enter, or nothing.
  turn: {
    who: (state) => (state.status === 'playing' ? [PLAYER] : []),
    legal: movesNow,
    waitingFor: pendingNow,
  },
});

/** The one seat of the solo game. */
export const PLAYER = 'player';

/** Every event the game accepts now, with its label and rule (empty once the game is over). */
export const legalMoves = (s: GameState): readonly LegalMove[] => TRADERS_GAME.turn(s).legal;

/** What the game waits for now. */
export const pendingOf = (s: GameState): Pending => TRADERS_GAME.turn(s).waitingFor;

/** Apply one event; an illegal one leaves the state as it was and names the rule. */
export const transition = (state: GameState, event: GameEvent): TradersResult<GameState> => TRADERS_GAME.transition(state, event);

/** Set up from `input` and play `events` (undo is a replay of a shorter list). */
export const replay = (input: GameInput, events: readonly GameEvent[]) => TRADERS_GAME.replay(input, events);
