/**
 * The one state-machine shape. A machine is a setup that checks its input and
 * builds the first state, and a table of moves, one per event type, each a
 * pure function from a state and its event to the next state or an error
 * value naming the rule that forbids it. From those it gets `transition` (one
 * event, with the guard and log hooks around the move) and `replay` / `run`
 * (a list of events, a trace per move, stopping at the first refused event
 * and saying which one it was). A game's machine may also say whose turn it
 * is and what is legal now (`turn`): one hook in place of each game's own
 * `whoActs`, `legalMoves`, `pendingOf` or `currentStep`.
 */
import { ok, type Err, type Ok, type Result, type TraceStep } from './result.ts';
import { isRecord } from './validate.ts';

/** An event: a plain object whose `K` field (`type` unless told) names its move. */
export type Tagged<K extends string = 'type'> = { readonly [P in K]: string };

/** The event of type `T` out of the union `E`. */
export type EventOfType<E, K extends string, T> = Extract<E, { readonly [P in K]: T }>;

/** One move: the next state and the steps that produced it, or the rule that forbids the event. */
export type Move<S, E, R extends string = string> = (state: S, event: E) => Result<S, R>;

/** One move for every event type, each given its own event type. */
export type Moves<S, E extends Tagged<K>, R extends string = string, K extends string = 'type'> = {
  readonly [T in E[K]]: Move<S, EventOfType<E, K, T>, R>;
};

/**
 * Whose turn it is and what is legal now, as a game defines it: the seats that
 * may move, the moves the rules allow (in the game's own shape: a button's
 * event, label and rule, or a choice with its options), and what the game
 * waits for in its own terms (a prompt, a step, an actor with a sentence).
 */
export interface TurnSpec<S, W, L> {
  /** The seats (players, captains, sides) that may move now; empty when nobody chooses (the game runs itself, or it is over). */
  who(state: S): readonly string[];
  /** The moves the rules allow now; empty when nobody may move. */
  legal(state: S): readonly L[];
  /** What the game waits for now. */
  waitingFor(state: S): W;
}

/** The turn of one state: each part worked out when it is first read, once. */
export interface Turn<W, L> {
  readonly who: readonly string[];
  readonly legal: readonly L[];
  readonly waitingFor: W;
}

export interface MachineSpec<I, S, E extends Tagged<K>, R extends string = string, K extends string = 'type', W = never, L = never> {
  /** The event field that names the move. */
  key: K;
  /** Check the input and build the first state. */
  setup(input: I): Result<S, R>;
  moves: Moves<S, E, R, K>;
  /** The refusal for an event that is not an object or names no move of this machine. */
  unknown(event: unknown): Err<R>;
  /** A refusal that holds whatever the move (the game is over, it is someone else's turn), checked first. */
  guard?(state: S, event: E): Err<R> | null;
  /** After a move is accepted: record it in the new state and add any follow-up steps. */
  log?(state: S, event: E, trace: readonly TraceStep<R>[]): { state: S; trace: TraceStep<R>[] };
  /** Who acts and what is legal now (a machine that declares `W`, what its game waits for, must give it). */
  turn?: TurnSpec<S, W, L>;
}

/** What one accepted event did. */
export interface MoveRecord<E, R extends string = string> {
  /** Position of the event in the list played. */
  index: number;
  event: E;
  trace: TraceStep<R>[];
}

/** A list of events played: the state reached, every state along the way (the first one included), and a trace per move. */
export interface Run<S, E, R extends string = string> {
  state: S;
  states: S[];
  log: MoveRecord<E, R>[];
}

/** A replay stopped at a refused event: the refusal, the event's position, and the run up to it. */
export interface Refused<S, E, R extends string = string> extends Err<R> {
  index: number;
  reached: Run<S, E, R>;
}

export type RunResult<S, E, R extends string = string> = Ok<Run<S, E, R>, R> | Refused<S, E, R>;

export interface Machine<I, S, E extends Tagged<K>, R extends string = string, K extends string = 'type', W = never, L = never> extends Omit<MachineSpec<I, S, E, R, K, W, L>, 'turn'> {
  /** Whether `event` is an object naming one of the moves. */
  isEvent(event: unknown): event is E;
  /** Apply one event; an illegal one leaves the state as it was and names the rule. */
  transition(state: S, event: E): Result<S, R>;
  /** Play `events` from `state`; the trace of the result is every move's trace in order. */
  run(state: S, events: readonly E[]): RunResult<S, E, R>;
  /** Set up from `input`, then play `events`; the trace starts with the setup's. */
  replay(input: I, events: readonly E[]): RunResult<S, E, R> | Err<R>;
  /** Whose turn it is and what is legal in `state` (only on a machine that defines its turn). */
  turn: [W] extends [never] ? undefined : (state: S) => Turn<W, L>;
}

/** A turn whose parts are each asked of the game when first read, and kept. */
function lazyTurn<S, W, L>(spec: TurnSpec<S, W, L>, state: S): Turn<W, L> {
  const known: { who?: readonly string[]; legal?: readonly L[]; waitingFor?: { value: W } } = {};
  return {
    get who() {
      return (known.who ??= spec.who(state));
    },
    get legal() {
      return (known.legal ??= spec.legal(state));
    },
    get waitingFor() {
      return (known.waitingFor ??= { value: spec.waitingFor(state) }).value;
    },
  };
}

export function defineMachine<I, S, E extends Tagged<K>, R extends string = string, K extends string = 'type', W = never, L = never>(
  spec: MachineSpec<I, S, E, R, K, W, L>,
): Machine<I, S, E, R, K, W, L> {
  const isEvent = (event: unknown): event is E => {
    if (!isRecord(event)) return false;
    const type = event[spec.key];
    return typeof type === 'string' && Object.prototype.hasOwnProperty.call(spec.moves, type);
  };

  const transition = (state: S, event: E): Result<S, R> => {
    if (!isEvent(event)) return spec.unknown(event);
    const refusal = spec.guard?.(state, event);
    if (refusal) return refusal;
    const move = spec.moves[event[spec.key] as E[K]] as Move<S, E, R>;
    const r = move(state, event);
    if (!r.ok || spec.log === undefined) return r;
    const logged = spec.log(r.value, event, r.trace);
    return ok(logged.state, logged.trace);
  };

  const run = (state: S, events: readonly E[], trace: TraceStep<R>[] = []): RunResult<S, E, R> => {
    const reached: Run<S, E, R> = { state, states: [state], log: [] };
    for (const [index, event] of events.entries()) {
      const r = transition(reached.state, event);
      if (!r.ok) return { ...r, index, reached };
      reached.state = r.value;
      reached.states.push(r.value);
      reached.log.push({ index, event, trace: r.trace });
      trace.push(...r.trace);
    }
    return ok(reached, trace);
  };

  const turnSpec = spec.turn;
  return {
    ...spec,
    turn: (turnSpec ? (state: S) => lazyTurn(turnSpec, state) : undefined) as Machine<I, S, E, R, K, W, L>['turn'],
    isEvent,
    transition,
    run: (state, events) => run(state, events),
    replay(input, events) {
      const start = spec.setup(input);
      return start.ok ? run(start.value, events, [...start.trace]) : start;
    },
  };
}

/** The plain error of a refusal, without the run it carries. */
export function refusalError<R extends string>(r: Err<R>): Err<R> {
  const plain: Err<R> = { ok: false, error: r.error, rule: r.rule };
  if (r.field !== undefined) plain.field = r.field;
  return plain;
}

/** `events.3.captain`: the field of a refused event's own field, under the list it came in. */
export function fieldAt(list: string, index: number, field?: string): string {
  return `${list}.${index}${field ? `.${field}` : ''}`;
}
