/**
 * The game state machine: `setupGame` builds a game, `transition(state,
 * event)` applies one move and runs the round on to the next choice,
 * `whoActs` and `availableMoves` say who must act now and what they may do.
 * The state is plain JSON; a move that breaks a rule is refused with the rule.
 */
import { err, ok, step, type CcgResult } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { stageDef } from '../round/index.ts';
import { captainById, cloneState, type Draft } from './cards.ts';
import { pointOf, stageKey } from './order.ts';
import { rotate, settle, whoActs } from './flow.ts';
import { chooseFirstCaptain, moveGear, resolveHand, restore } from './ready.ts';
import { chooseActivity, placeComplication, soloPlaceHidden } from './adventure.ts';
import { act, procure } from './play.ts';
import { collect, passInStageTwo, piracy, resolveComplication, resolveContract } from './resolution.ts';
import { pay } from './pay.ts';
import type { GameEvent, GameEventType, GameState } from './types.ts';

export type * from './types.ts';
export { setupGame, DEFAULT_HAND_SIZE, OPENING_HAND, type GameSetup, type CaptainSetup } from './setup.ts';
export type { CardInput } from './validate.ts';
export { whoActs, availableMoves } from './flow.ts';
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

const EVENT_TYPES: readonly GameEventType[] = [
  'resolve-hand',
  'choose-first-captain',
  'restore',
  'move-gear',
  'place-complication',
  'choose-activity',
  'procure',
  'act',
  'pass',
  'collect',
  'resolve-complication',
  'piracy',
  'resolve-contract',
  'end-turn',
  'incur-expense',
];

function dispatch(d: Draft, e: GameEvent, key: string, rule: RuleId): CcgResult<null> {
  const s = d.state;
  switch (e.type) {
    case 'resolve-hand':
      return resolveHand(d, e);
    case 'choose-first-captain':
      return chooseFirstCaptain(d, e);
    case 'restore':
      return restore(d, e);
    case 'move-gear':
      return moveGear(d, e);
    case 'place-complication':
      if (key === 'solo-adventure.1') return soloPlaceHidden(d, e.captain, e.contract, e.discard);
      return placeComplication(d, e, key === 'adventure.1' ? 'hidden' : 'solo-open');
    case 'choose-activity':
      return chooseActivity(d, e, s.solo);
    case 'procure':
      return procure(d, e);
    case 'act': {
      const r = act(d, e, s.phase === 'resolution' ? 'resolution' : 'action', rule);
      if (!r.ok) return r;
      if (key === 'action.1') s.progress.passStreak = 0;
      rotate(d, e.captain);
      return ok(null);
    }
    case 'pass': {
      const cap = captainById(s, e.captain);
      const name = cap?.name ?? e.captain;
      if (key === 'action.1') {
        s.progress.passStreak += 1;
        d.trace.push(step(`${name} passes; they may still act later if anyone acts after them.`, rule));
      } else {
        s.progress.passed.push(e.captain);
        d.trace.push(step(`${name} passes and makes no further choice in this stage.`, rule));
        passInStageTwo(d, e.captain);
      }
      rotate(d, e.captain);
      return ok(null);
    }
    case 'collect':
      return collect(d, e);
    case 'resolve-complication': {
      const r = resolveComplication(d, e);
      if (r.ok) rotate(d, e.captain);
      return r;
    }
    case 'piracy': {
      const r = piracy(d, e);
      if (r.ok) rotate(d, e.captain);
      return r;
    }
    case 'resolve-contract':
      return resolveContract(d, e);
    case 'end-turn':
      s.progress.done.push(e.captain);
      d.trace.push(step(`${captainById(s, e.captain)?.name ?? e.captain} is done with this stage.`, rule));
      return ok(null);
    case 'incur-expense': {
      if (!Number.isInteger(e.amount) || e.amount < 0) return err('An expense is a whole number of Credits, 0 or more.', 'ccg.expenses', 'amount');
      const reason = typeof e.reason === 'string' && e.reason.trim() !== '' ? e.reason.trim() : 'an effect';
      const r = pay(d, e.captain, e.amount, e.pay, `an expense of ${e.amount} from ${reason}`, 'expense', 'pay');
      return r.ok ? ok(null) : r;
    }
  }
}

/**
 * Apply one event. The state given is not changed; the result holds the new
 * state (run on to the next choice) and the trace of everything that happened.
 */
export function transition(state: GameState, event: GameEvent): CcgResult<GameState> {
  if (typeof event !== 'object' || event === null || !EVENT_TYPES.includes((event as { type: GameEventType }).type)) {
    return err(`The move must be one of: ${EVENT_TYPES.join(', ')}.`, 'ccg.round.setup', 'type');
  }
  const actor = whoActs(state);
  const rule = stageDef(state.phase, state.stage)?.rule ?? 'ccg.round.setup';
  if (state.status === 'over') return err(actor.kind === 'nobody' ? actor.reason : 'The game is over.', 'ccg.victory', 'type');
  const cap = typeof event.captain === 'string' ? captainById(state, event.captain) : undefined;
  if (cap === undefined || !cap.inGame) return err(`${String(event.captain)} is not a captain in the game.`, rule, 'captain');
  const key = stageKey(pointOf(state));
  if (event.type !== 'incur-expense') {
    const allowed = STAGE_MOVES[key] ?? [];
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
  }
  const d: Draft = { state: cloneState(state), trace: [] };
  try {
    const r = dispatch(d, event, key, rule);
    if (!r.ok) return r;
    settle(d);
  } catch {
    // Only a state that does not add up gets here (vet outside states with checkGameState).
    return err('The game state does not add up, so the move cannot be worked out; check the saved game.', 'ccg.cards');
  }
  return ok(d.state, d.trace);
}

/** Apply events one after another; stops at the first refused one, naming its index. */
export function replay(state: GameState, events: readonly GameEvent[]): CcgResult<GameState> {
  let current = state;
  const trace: import('../result.ts').Step[] = [];
  for (const [i, e] of events.entries()) {
    const r = transition(current, e);
    if (!r.ok) return { ...r, field: `events.${i}${r.field ? `.${r.field}` : ''}` };
    trace.push(...r.trace);
    current = r.value;
  }
  return ok(current, trace);
}

