/**
 * The moves of the table, one point in time to the next: add an item, pass,
 * everyone passes, move to another stage, end the round. Each is pure, takes
 * its event as data and checks it, and says which rule refuses it; the
 * machine (`machine.ts`) records each accepted move in the timeline.
 *
 * Passing is our reading (`ccg.note.queue-passing`): after each addition the
 * window opens at the captain with priority and goes clockwise; each captain
 * responds or passes; when every captain has passed in a row, the top item
 * resolves and the window opens again for the next one.
 */
import { addPass, everyonePassed } from '../../core/turn-order.ts';
import { phaseName, stageDef } from '../round/index.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import { addToQueue } from './add.ts';
import { resolveTop } from './resolve.ts';
import { checkActing } from './read-state.ts';
import { captainName, nextToRespond, priorityHolder } from './table.ts';
import type { QueueMove, QueueSnapshot } from './types.ts';

type MoveOf<K extends QueueMove['kind']> = Extract<QueueMove, { kind: K }>;
type TableMove<K extends QueueMove['kind']> = (s: QueueSnapshot, move: MoveOf<K>) => CcgResult<QueueSnapshot>;

/**
 * Add a card played or an ability generated. Costs are paid on adding; the
 * addition is refused (and nothing changes) if any rule forbids it or any cost
 * cannot be paid.
 */
export const add: TableMove<'add'> = (s, move) => addToQueue(s, move.item);

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
  const passed = addPass(s.passed, captain);
  const name = captainName(s, captain);
  if (everyonePassed(passed.length, s.captains.length)) {
    trace.push(step(`${name} passes.`, 'ccg.note.queue-passing'));
    return resolveAndReopen({ ...s, passed }, trace);
  }
  const next = nextToRespond(s, captain);
  trace.push(step(`${name} passes; ${captainName(s, next)} is next to respond or pass.`, 'ccg.note.queue-passing'));
  return { ...s, passed, respond: next };
}

/**
 * `captain` passes in the current response window. When that makes every
 * captain pass in a row, the top item resolves.
 */
export const pass: TableMove<'pass'> = (s, { captain }) => {
  if (s.respond === null) {
    return err('Nothing is pending, so there is no response window to pass in.', 'ccg.note.queue-passing', 'captain');
  }
  if (!s.captains.some((c) => c.id === captain)) return err(`There is no captain ${String(captain)} at the table.`, 'ccg.note.queue-passing', 'captain');
  if (captain !== s.respond) {
    return err(`It is ${captainName(s, s.respond)}’s turn to respond or pass, not ${captainName(s, captain)}’s.`, 'ccg.note.queue-passing', 'captain');
  }
  const trace: Step[] = [];
  const next = passOnce(s, captain, trace);
  return ok({ ...next, lastMove: `${captainName(s, captain)} passes` }, trace);
};

/**
 * Everyone still to answer in the window passes, one after another, so the
 * top item resolves (a shortcut for a tool's "resolve" button).
 */
export const passAll: TableMove<'pass-all'> = (s) => {
  if (s.respond === null) return err('Nothing is pending, so there is nothing to resolve.', 'ccg.timing.queue');
  const trace: Step[] = [];
  let next = s;
  const items = s.queue.length;
  while (next.respond !== null && next.queue.length === items) next = passOnce(next, next.respond, trace);
  const top = s.queue[s.queue.length - 1];
  return ok({ ...next, lastMove: `All pass: ${top?.name ?? 'the top item'} resolves` }, trace);
};

/**
 * Move the game to another phase and stage, with its acting captain (or none).
 * Only with nothing pending: the queue must clear first.
 */
export const setStage: TableMove<'set-stage'> = (s, { phase, stage, acting = null }) => {
  if (s.queue.length > 0) {
    return err(`${s.queue.length} item(s) are still pending; the queue must resolve before the game moves on.`, 'ccg.timing.queue', 'phase');
  }
  const def = stageDef(phase, stage);
  if (def === undefined) return err(`The ${phaseName(phase)} has no stage ${stage}.`, 'ccg.round.setup', 'stage');
  const badActing = checkActing(s.captains, acting, 'acting', phase, def.number);
  if (badActing) return badActing;
  const priority = priorityHolder(s.captains, acting, s.changes);
  const trace: Step[] = [
    step(`The game moves to the ${phaseName(phase)}, stage ${stage} (${def.title.toLowerCase()}).`, def.rule),
    step(acting === null ? 'No captain is acting in this stage.' : `${captainName(s, acting)} is the acting captain.`, 'ccg.acting-captain'),
    ...priority.trace,
  ];
  return ok({ ...s, phase, stage, acting, priority: priority.id, respond: null, passed: [], lastMove: `${phaseName(phase)}, stage ${stage}` }, trace);
};

/**
 * End the round: Limited effects may be generated again, changes that last
 * until the end of the round expire, and the new round opens in the Ready
 * Phase, stage 1, where every exerted card is readied and no captain acts.
 */
export const endRound: TableMove<'end-round'> = (s) => {
  if (s.queue.length > 0) return err('Items are still pending; the queue must resolve before the round can end.', 'ccg.timing.queue');
  const expiring = s.changes.filter((c) => c.untilEndOfRound);
  const trace: Step[] = [
    step(`The round ends: ${s.limitedUsed.length} Limited use(s) are cleared, so each Limited effect may be generated once in the new round.`, 'ccg.limited'),
    step(`${expiring.length} change(s) lasting until the end of the round expire.`, 'ccg.modifier'),
    step('The new round starts in the Ready Phase, stage 1: every exerted card is readied, and no captain is acting.', 'ccg.round.ready.stage-1'),
  ];
  const lasting = s.changes.filter((c) => !c.untilEndOfRound);
  const priority = priorityHolder(s.captains, null, lasting);
  trace.push(...priority.trace);
  return ok(
    {
      ...s,
      captains: s.captains.map((c) => ({ ...c, cards: c.cards.map((card) => (card.exerted ? { ...card, exerted: false } : card)) })),
      phase: 'ready',
      stage: 1,
      acting: null,
      priority: priority.id,
      respond: null,
      passed: [],
      limitedUsed: [],
      changes: lasting,
      lastMove: 'New round',
    },
    trace,
  );
};
