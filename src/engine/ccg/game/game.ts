/**
 * The game state machine: `setupGame` builds a game, `transition(state,
 * event)` applies one move and runs the round on to the next choice,
 * `whoActs` and `availableMoves` say who must act now and what they may do.
 * The state is plain JSON; a move that breaks a rule is refused with the rule.
 */
import { defineMachine, fieldAt, refusalError, type EventOfType, type Moves } from '../../core/machine.ts';
import { addPass } from '../../core/turn-order.ts';
import { TEXT_LIMITS } from '../limits.ts';
import { atLeast, optional, shape, text } from '../readers.ts';
import { err, ok, step, type CcgErr, type CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { stageDef } from '../round/index.ts';
import { captainById, cloneState, type Draft } from './cards.ts';
import { pointOf, stageKey } from './order.ts';
import { actorNow, optionsNow, rotate, settle } from './flow.ts';
import { chooseFirstCaptain, moveGear, resolveHand, restore } from './ready.ts';
import { chooseActivity, placeComplication, soloPlaceHidden } from './adventure.ts';
import { act, procure } from './play.ts';
import { collect, passInStageTwo, piracy, resolveComplication, resolveContract } from './resolution.ts';
import { pay } from './pay.ts';
import { setupGame, type GameSetup } from './setup.ts';
import type { Actor, GameEvent, GameEventType, GameState, MoveOption } from './types.ts';

export type * from './types.ts';
export { setupGame, startGame, readSetup, DEFAULT_HAND_SIZE, OPENING_HAND, type GameSetup, type CaptainSetup, type ReadGameSetup } from './setup.ts';
export type { CardInput } from './validate.ts';
export { auditZones, checkGameState } from './audit.ts';
export { initiativeOrder } from './order.ts';
export { abandonmentPenalty, jumpsTo, soloHiddenPlan } from './adventure.ts';
export { slotsPerCaptain } from './slots.ts';

/** The moves each stage accepts (besides `incur-expense`, accepted at any time). */
export const STAGE_MOVES: Readonly<Record<string, readonly GameEventType[]>> = {
  'ready.2': ['resolve-hand'],
  'ready.3': ['choose-first-captain'],
  'ready.4': ['restore', 'end-turn'],
  'ready.5': ['move-gear', 'end-turn'],
  'adventure.1': ['place-complication'],
  'adventure.2': ['choose-activity'],
  'solo-adventure.1': ['place-complication'],
  'solo-adventure.2': ['place-complication'],
  'solo-adventure.3': ['choose-activity'],
  'procurement.1': ['procure', 'end-turn'],
  'action.1': ['act', 'pass'],
  'resource.1': ['collect'],
  'resolution.2': ['resolve-complication', 'piracy', 'act', 'pass'],
  'resolution.3': ['resolve-contract', 'end-turn'],
};

/** Where a move is made: the stage key (`action.1`) and the stage's rule. */
interface At {
  key: string;
  rule: RuleId;
}

/** A move as written: it changes the draft's copy of the state and adds its steps to the draft's trace. */
type OnDraft<T extends GameEventType> = (d: Draft, e: EventOfType<GameEvent, 'type', T>, at: At) => CcgResult<null>;

/** The moves, in the order the refusal of an unknown move lists them. */
/** An expense an effect makes a captain incur: its Credits and, in a few words, where it comes from. */
const EXPENSE = shape(
  'An expense',
  { amount: atLeast('An expense in Credits', 0, 'ccg.expenses'), reason: optional(text('Where the expense comes from', 'ccg.expenses', TEXT_LIMITS.effect), '') },
  'ccg.expenses',
);

const ON_DRAFT: { [T in GameEventType]: OnDraft<T> } = {
  'resolve-hand': (d, e) => resolveHand(d, e),
  'choose-first-captain': (d, e) => chooseFirstCaptain(d, e),
  restore: (d, e) => restore(d, e),
  'move-gear': (d, e) => moveGear(d, e),
  'place-complication': (d, e, { key }) =>
    key === 'solo-adventure.1' ? soloPlaceHidden(d, e.captain, e.contract, e.discard) : placeComplication(d, e, key === 'adventure.1' ? 'hidden' : 'solo-open'),
  'choose-activity': (d, e) => chooseActivity(d, e, d.state.solo),
  procure: (d, e) => procure(d, e),
  act: (d, e, { key, rule }) => {
    const s = d.state;
    const r = act(d, e, s.phase === 'resolution' ? 'resolution' : 'action', rule);
    if (!r.ok) return r;
    if (key === 'action.1') s.progress.passStreak = 0;
    rotate(d, e.captain);
    return ok(null);
  },
  pass: (d, e, { key, rule }) => {
    const s = d.state;
    const name = captainById(s, e.captain)?.name ?? e.captain;
    if (key === 'action.1') {
      s.progress.passStreak += 1;
      d.trace.push(step(`${name} passes; they may still act later if anyone acts after them.`, rule));
    } else {
      s.progress.passed = addPass(s.progress.passed, e.captain);
      d.trace.push(step(`${name} passes and makes no further choice in this stage.`, rule));
      passInStageTwo(d, e.captain);
    }
    rotate(d, e.captain);
    return ok(null);
  },
  collect: (d, e) => collect(d, e),
  'resolve-complication': (d, e) => {
    const r = resolveComplication(d, e);
    if (r.ok) rotate(d, e.captain);
    return r;
  },
  piracy: (d, e) => {
    const r = piracy(d, e);
    if (r.ok) rotate(d, e.captain);
    return r;
  },
  'resolve-contract': (d, e) => resolveContract(d, e),
  'end-turn': (d, e, { rule }) => {
    d.state.progress.done.push(e.captain);
    d.trace.push(step(`${captainById(d.state, e.captain)?.name ?? e.captain} is done with this stage.`, rule));
    return ok(null);
  },
  'incur-expense': (d, e) => {
    const asked = EXPENSE(e, '');
    if (!asked.ok) return asked;
    const { amount, reason } = asked.value;
    const r = pay(d, e.captain, amount, e.pay, `an expense of ${amount} from ${reason.trim() || 'an effect'}`, 'expense', 'pay');
    return r.ok ? ok(null) : r;
  },
};

const EVENT_TYPES = Object.keys(ON_DRAFT) as GameEventType[];

/** A move as the machine takes it: on a copy of the state, then the round runs on to the next choice. */
function onCopy<T extends GameEventType>(move: OnDraft<T>) {
  return (state: GameState, event: EventOfType<GameEvent, 'type', T>): CcgResult<GameState> => {
    const d: Draft = { state: cloneState(state), trace: [] };
    try {
      const r = move(d, event, { key: stageKey(pointOf(state)), rule: stageRule(state) });
      if (!r.ok) return r;
      settle(d);
    } catch {
      // Only a state that does not add up gets here (vet outside states with checkGameState).
      return err('The game state does not add up, so the move cannot be worked out; check the saved game.', 'ccg.cards');
    }
    return ok(d.state, d.trace);
  };
}

const GAME_MOVES = Object.fromEntries(EVENT_TYPES.map((t) => [t, onCopy(ON_DRAFT[t] as OnDraft<GameEventType>)])) as unknown as Moves<GameState, GameEvent, RuleId>;

const stageRule = (state: GameState): RuleId => stageDef(state.phase, state.stage)?.rule ?? 'ccg.round.setup';

/** Whether this captain may make this move now: the game goes on, the stage takes the move, and it is their turn. */
function mayMove(state: GameState, event: GameEvent): CcgErr | null {
  const actor = actorNow(state);
  const rule = stageRule(state);
  if (state.status === 'over') return err(actor.kind === 'nobody' ? actor.reason : 'The game is over.', 'ccg.victory', 'type');
  const cap = typeof event.captain === 'string' ? captainById(state, event.captain) : undefined;
  if (cap === undefined || !cap.inGame) return err(`${String(event.captain)} is not a captain in the game.`, rule, 'captain');
  if (event.type === 'incur-expense') return null;
  const allowed = STAGE_MOVES[stageKey(pointOf(state))] ?? [];
  if (!allowed.includes(event.type)) {
    return err(
      allowed.length === 0 ? 'No move is made in this stage; it runs by itself.' : `In this stage the moves are: ${allowed.join(', ')}; not ${event.type}.`,
      rule,
      'type',
    );
  }
  if (actor.kind === 'nobody') return err(actor.reason, actor.rule, 'captain');
  if (actor.kind === 'captain' && actor.captain !== cap.id) {
    return err(`It is ${captainById(state, actor.captain)?.name ?? actor.captain}'s turn, not ${cap.name}'s.`, actor.rule, 'captain');
  }
  if (actor.kind === 'simultaneous' && !actor.captains.includes(cap.id)) {
    return err(`${cap.name} has already made this stage's choice.`, actor.rule, 'captain');
  }
  return null;
}

export const gameMachine = defineMachine<GameSetup, GameState, GameEvent, RuleId, 'type', Actor, MoveOption>({
  key: 'type',
  setup: setupGame,
  moves: GAME_MOVES,
  unknown: () => err(`The move must be one of: ${EVENT_TYPES.join(', ')}.`, 'ccg.round.setup', 'type'),
  guard: mayMove,
  turn: {
    who(state) {
      const actor = actorNow(state);
      return actor.kind === 'captain' ? [actor.captain] : actor.kind === 'simultaneous' ? actor.captains : [];
    },
    legal: optionsNow,
    waitingFor: actorNow,
  },
});

/** Who must act now: the machine's `turn(state).waitingFor`. */
export const whoActs = (state: GameState): Actor => gameMachine.turn(state).waitingFor;

/** The moves open now, to the captain or captains who act: the machine's `turn(state).legal`. */
export const availableMoves = (state: GameState): MoveOption[] => [...gameMachine.turn(state).legal];

/**
 * Apply one event. The state given is not changed; the result holds the new
 * state (run on to the next choice) and the trace of everything that happened.
 */
export function transition(state: GameState, event: GameEvent): CcgResult<GameState> {
  return gameMachine.transition(state, event);
}

/** Apply events one after another; stops at the first refused one, naming its index. */
export function replay(state: GameState, events: readonly GameEvent[]): CcgResult<GameState> {
  const r = gameMachine.run(state, events);
  return r.ok ? ok(r.value.state, r.trace) : { ...refusalError(r), field: fieldAt('events', r.index, r.field) };
}

