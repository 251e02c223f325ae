/**
 * The queue (timing): cards played and abilities generated wait on a
 * last-in-first-out queue while the captains respond in turn. Every move is a
 * pure function from a state to `CcgResult<QueueState>` with a trace; an
 * illegal move is an error value naming the rule, and changes nothing.
 *
 * Passing is our reading (`ccg.note.queue-passing`): after each addition the
 * window opens at the captain with priority and goes clockwise; each captain
 * responds or passes; when every captain has passed in a row, the top item
 * resolves and the window opens again for the next one.
 */
import { isPhase, phaseName, type Phase } from '../round/index.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import { stageDef } from '../round/index.ts';
import { addToQueue } from './add.ts';
import { commit, redo, undo } from './history.ts';
import { resolveTop } from './resolve.ts';
import { captainName, nextClockwise, priorityHolder } from './table.ts';
import { checkTargetNow } from './targets.ts';
import type { QueueMove, QueueSnapshot, QueueState, Target } from './types.ts';
import { isRecord } from './validate.ts';
import { checkActing } from './state.ts';

export * from './types.ts';
export { createQueue, parseQueueState } from './state.ts';
export { undo, redo, jumpTo, timeline, historyIndex } from './history.ts';
export { priorityHolder } from './table.ts';
export { limitedKey } from './add.ts';
export { itemFromTemplate, specFromTemplate, type ItemTemplate, type TemplateChoice, type TemplateEffect } from './template.ts';

/**
 * Add a card played or an ability generated. Costs are paid on adding; the
 * addition is refused (and nothing changes) if any rule forbids it or any cost
 * cannot be paid.
 */
export function addItem(state: QueueState, item: unknown): CcgResult<QueueState> {
  const added = addToQueue(state, item);
  if (!added.ok) return added;
  return ok(commit(state, added.value), added.trace);
}

/** After all captains passed in a row: resolve the top item and reopen the window. */
function resolveAndReopen(s: QueueSnapshot, trace: Step[]): QueueSnapshot {
  trace.push(step('Every captain has passed in a row, so the top item resolves.', 'ccg.note.queue-passing'));
  const resolved = resolveTop(s);
  trace.push(...resolved.trace);
  let next = resolved.s;
  // With no acting captain, priority follows Initiative, which the effect may just have changed.
  if (next.acting === null) {
    const p = priorityHolder(next.captains, null, next.changes);
    if (p.id !== next.priority) {
      trace.push(...p.trace);
      next = { ...next, priority: p.id };
    }
  }
  if (next.queue.length === 0) {
    trace.push(step('The queue is empty again; any captain may now generate an effect the rules allow.', 'ccg.timing.queue'));
    return { ...next, passed: [], respond: null };
  }
  const top = next.queue[next.queue.length - 1];
  trace.push(
    step(
      `${top?.name ?? 'The next item'} is now on top; the window opens again at ${captainName(next, next.priority)}, who holds priority.`,
      'ccg.note.queue-passing',
    ),
  );
  return { ...next, passed: [], respond: next.priority };
}

function passOnce(s: QueueSnapshot, captain: string, trace: Step[]): QueueSnapshot {
  const passed = [...s.passed, captain];
  const name = captainName(s, captain);
  if (passed.length >= s.captains.length) {
    trace.push(step(`${name} passes.`, 'ccg.note.queue-passing'));
    return resolveAndReopen({ ...s, passed }, trace);
  }
  const next = nextClockwise(s, captain);
  trace.push(step(`${name} passes; ${captainName(s, next)} is next to respond or pass.`, 'ccg.note.queue-passing'));
  return { ...s, passed, respond: next };
}

/**
 * `captain` passes in the current response window. When that makes every
 * captain pass in a row, the top item resolves.
 */
export function pass(state: QueueState, captain: string): CcgResult<QueueState> {
  if (state.respond === null) {
    return err('Nothing is pending, so there is no response window to pass in.', 'ccg.note.queue-passing', 'captain');
  }
  if (!state.captains.some((c) => c.id === captain)) return err(`There is no captain ${String(captain)} at the table.`, 'ccg.note.queue-passing', 'captain');
  if (captain !== state.respond) {
    return err(`It is ${captainName(state, state.respond)}’s turn to respond or pass, not ${captainName(state, captain)}’s.`, 'ccg.note.queue-passing', 'captain');
  }
  const trace: Step[] = [];
  const next = passOnce(state, captain, trace);
  return ok(commit(state, { ...next, lastMove: `${captainName(state, captain)} passes` }), trace);
}

/**
 * Everyone still to answer in the window passes, one after another, so the
 * top item resolves (a shortcut for a tool's "resolve" button).
 */
export function passAll(state: QueueState): CcgResult<QueueState> {
  if (state.respond === null) return err('Nothing is pending, so there is nothing to resolve.', 'ccg.timing.queue');
  const trace: Step[] = [];
  let s: QueueSnapshot = state;
  const items = state.queue.length;
  while (s.respond !== null && s.queue.length === items) s = passOnce(s, s.respond, trace);
  const top = state.queue[state.queue.length - 1];
  return ok(commit(state, { ...s, lastMove: `All pass: ${top?.name ?? 'the top item'} resolves` }), trace);
}

/**
 * Move the game to another phase and stage, with its acting captain (or none).
 * Only with nothing pending: the queue must clear first.
 */
export function setStage(state: QueueState, phase: Phase, stage: number, acting: string | null): CcgResult<QueueState> {
  if (state.queue.length > 0) {
    return err(`${state.queue.length} item(s) are still pending; the queue must resolve before the game moves on.`, 'ccg.timing.queue', 'phase');
  }
  if (typeof phase !== 'string' || !isPhase(phase)) return err(`${JSON.stringify(phase) ?? 'Nothing'} is not a phase of the round.`, 'ccg.round.setup', 'phase');
  const def = Number.isInteger(stage) ? stageDef(phase, stage) : undefined;
  if (def === undefined) return err(`The ${phaseName(phase)} has no stage ${String(stage)}.`, 'ccg.round.setup', 'stage');
  const badActing = checkActing(state.captains, acting, 'acting', phase, def.number);
  if (badActing) return badActing;
  const priority = priorityHolder(state.captains, acting, state.changes);
  const trace: Step[] = [
    step(`The game moves to the ${phaseName(phase)}, stage ${stage} (${def.title.toLowerCase()}).`, def.rule),
    step(acting === null ? 'No captain is acting in this stage.' : `${captainName(state, acting)} is the acting captain.`, 'ccg.acting-captain'),
    ...priority.trace,
  ];
  const next: QueueSnapshot = {
    ...state,
    phase,
    stage,
    acting,
    priority: priority.id,
    respond: null,
    passed: [],
    lastMove: `${phaseName(phase)}, stage ${stage}`,
  };
  return ok(commit(state, next), trace);
}

/**
 * End the round: Limited effects may be generated again, changes that last
 * until the end of the round expire, and the new round opens in the Ready
 * Phase, stage 1, where every exerted card is readied and no captain acts.
 */
export function endRound(state: QueueState): CcgResult<QueueState> {
  if (state.queue.length > 0) return err('Items are still pending; the queue must resolve before the round can end.', 'ccg.timing.queue');
  const expiring = state.changes.filter((c) => c.untilEndOfRound);
  const trace: Step[] = [
    step(`The round ends: ${state.limitedUsed.length} Limited use(s) are cleared, so each Limited effect may be generated once in the new round.`, 'ccg.limited'),
    step(`${expiring.length} change(s) lasting until the end of the round expire.`, 'ccg.modifier'),
    step('The new round starts in the Ready Phase, stage 1: every exerted card is readied, and no captain is acting.', 'ccg.round.ready.stage-1'),
  ];
  const lasting = state.changes.filter((c) => !c.untilEndOfRound);
  const priority = priorityHolder(state.captains, null, lasting);
  trace.push(...priority.trace);
  const next: QueueSnapshot = {
    ...state,
    captains: state.captains.map((c) => ({ ...c, cards: c.cards.map((card) => (card.exerted ? { ...card, exerted: false } : card)) })),
    phase: 'ready',
    stage: 1,
    acting: null,
    priority: priority.id,
    respond: null,
    passed: [],
    limitedUsed: [],
    changes: lasting,
    lastMove: 'New round',
  };
  return ok(commit(state, next), trace);
}

/** Apply a move given as data (for presets and URLs). */
export function applyMove(state: QueueState, move: unknown): CcgResult<QueueState> {
  if (!isRecord(move)) return err('A move must be an object with a kind.', 'ccg.timing', 'move');
  const m = move as QueueMove;
  switch (m.kind) {
    case 'add':
      return addItem(state, m.item);
    case 'pass':
      return pass(state, m.captain);
    case 'pass-all':
      return passAll(state);
    case 'set-stage':
      return setStage(state, m.phase, m.stage, m.acting ?? null);
    case 'end-round':
      return endRound(state);
    case 'undo':
      return undo(state, m.steps ?? 1);
    case 'redo':
      return redo(state, m.steps ?? 1);
    default:
      return err(`Unknown move ${JSON.stringify((move as { kind?: unknown }).kind) ?? 'nothing'}.`, 'ccg.timing', 'move.kind');
  }
}

/** Apply moves in order, stopping at the first illegal one (its index is in `field`). */
export function applyMoves(state: QueueState, moves: readonly unknown[]): CcgResult<QueueState> {
  let current = state;
  const trace: Step[] = [];
  for (const [i, move] of moves.entries()) {
    const r = applyMove(current, move);
    if (!r.ok) return { ...r, field: r.field === undefined ? `moves.${i}` : `moves.${i}.${r.field}` };
    current = r.value;
    trace.push(...r.trace);
  }
  return ok(current, trace);
}

/** The item that would resolve next, if any. */
export function topItem(state: QueueSnapshot): QueueSnapshot['queue'][number] | undefined {
  return state.queue[state.queue.length - 1];
}


/** A target a tool can offer, with the words to show for it. */
export interface TargetChoice {
  target: Target;
  label: string;
}

/**
 * Everything that is a legal target right now: pending items not yet
 * cancelled, cards in play, and the captains.
 */
export function legalTargets(state: QueueSnapshot): { items: TargetChoice[]; cards: TargetChoice[]; captains: TargetChoice[] } {
  const choices = (targets: Target[]): TargetChoice[] =>
    targets.flatMap((target) => {
      const check = checkTargetNow(state, target);
      return check.legal ? [{ target, label: check.label }] : [];
    });
  return {
    items: choices(state.queue.map((i) => ({ kind: 'item' as const, id: i.id }))),
    cards: choices(state.captains.flatMap((c) => c.cards.map((card) => ({ kind: 'card' as const, id: card.id })))),
    captains: choices(state.captains.map((c) => ({ kind: 'captain' as const, id: c.id }))),
  };
}
