/**
 * The tracker's edge for moves: a move from outside (a link's move list, a
 * caller of the engine) read once — that it names a move, and each field's
 * type and range — then played. Whether the move fits the game (a captain who
 * sits at this table, a stage this round has, whose turn it is) is a rule, and
 * the move itself decides it (`moves.ts`, `jump.ts`) from the typed value.
 * `transition` and `replay` take moves already read: a tool's buttons build
 * them typed, and the page that replays them carries no reader.
 */
import { fieldAt } from '../../core/machine.ts';
import { err, ok, type CcgResult } from '../result.ts';
import { choice, compact, list, map, maybe, pathTo, refine, refuse, shape, text, whole, type Reader } from '../readers.ts';
import type { RoundPhaseId } from '../round/index.ts';
import { replay, transition } from './machine.ts';
import { MAX_CAPTAINS, MAX_INITIATIVE, MAX_NAME, MAX_THRESHOLD, MAX_VP, type ContractAtPass, type TrackerEvent, type TrackerEventType, type TrackerSetup, type TrackerState } from './types.ts';

/** A captain's id as a move names them; whether one sits at the table is the move's check. */
const captain = (what: string): Reader<string> => text(what, 'ccg.round.setup', MAX_NAME, 1);

const CONTRACTS: readonly ContractAtPass[] = ['clear', 'complication', 'none'];

type Of<K extends TrackerEventType> = Extract<TrackerEvent, { type: K }>;

/** The fields of a move of type `K`, read by `fields`, with the type put back and the fields left out dropped. */
const move = <K extends TrackerEventType>(type: K, fields: Reader<Omit<Of<K>, 'type'>>): Reader<Of<K>> =>
  map(fields, (f) => compact({ type, ...f }) as Of<K>);

const ofCaptain = <K extends 'act' | 'fail-complication' | 'done'>(type: K): Reader<Of<K>> =>
  move(type, shape('A move', { captain: captain('The captain') }, 'ccg.round.setup') as Reader<Omit<Of<K>, 'type'>>);

/** Distinct captain ids, at most one per seat. */
const eligibleIds: Reader<string[]> = refine(list('The eligible captains', captain('An eligible captain'), 0, MAX_CAPTAINS, 'ccg.eligible'), (ids, path) => {
  const again = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  return again < 0 ? null : refuse('Each eligible captain is named once.', 'ccg.eligible', pathTo(path, again));
});

const READERS: { [K in TrackerEventType]: Reader<Of<K>> } = {
  'choose-first': move('choose-first', shape('A move', { by: maybe(captain('The captain who chooses')), first: maybe(captain('The first captain')) }, 'ccg.round.setup')),
  act: ofCaptain('act'),
  pass: move('pass', shape('A move', { captain: captain('The captain'), contract: maybe(choice('The contract at the pass', CONTRACTS, 'ccg.eligible')) }, 'ccg.round.setup')),
  'fail-complication': ofCaptain('fail-complication'),
  done: ofCaptain('done'),
  'next-stage': move('next-stage', (_value, _path) => ok({})),
  jump: move(
    'jump',
    shape(
      'A jump',
      {
        // Any word: one that names no phase of this game's round is refused by the jump, with the stage.
        phase: map(text('The phase', 'ccg.round.setup', 40, 1), (p) => p as RoundPhaseId),
        stage: whole('The stage', 1, 9, 'ccg.round.setup'),
        first: maybe(captain('The first captain')),
        eligible: maybe(eligibleIds),
      },
      'ccg.round.setup',
    ),
  ),
  'set-vp': move('set-vp', shape('A move', { captain: captain('The captain'), vp: whole('Victory Points', 0, MAX_VP, 'ccg.victory-points') }, 'ccg.round.setup')),
  'set-initiative': move(
    'set-initiative',
    shape('A move', { captain: captain('The captain'), initiative: whole('Initiative', 0, MAX_INITIATIVE, 'ccg.initiative') }, 'ccg.round.setup'),
  ),
  'set-threshold': move('set-threshold', shape('A move', { threshold: whole('The Victory Point threshold', 1, MAX_THRESHOLD, 'ccg.victory') }, 'ccg.round.setup')),
};

const isType = (t: unknown): t is TrackerEventType => typeof t === 'string' && Object.prototype.hasOwnProperty.call(READERS, t);

/** A move from outside, typed; a value that names no move is refused at its `type`. */
export const readTrackerMove: Reader<TrackerEvent> = (value, path) => {
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  if (!isType(type)) return refuse('That is not a move the round tracker knows.', 'ccg.round.setup', pathTo(path, 'type'));
  return (READERS[type] as Reader<TrackerEvent>)(value, path);
};

/** Read one move from outside and play it. */
export function applyTrackerMove(state: TrackerState, move: unknown): CcgResult<TrackerState> {
  const read = readTrackerMove(move, '');
  return read.ok ? transition(state, read.value) : read;
}

/**
 * Read moves from outside and replay them from a setup already read. A move
 * that cannot be read is named (`moves.3.vp`) only if the moves before it are legal.
 */
export function replayTrackerMoves(setup: TrackerSetup, moves: readonly unknown[]): ReturnType<typeof replay> {
  const typed: TrackerEvent[] = [];
  for (const [index, m] of moves.entries()) {
    const read = readTrackerMove(m, '');
    if (!read.ok) {
      const before = replay(setup, typed);
      return before.ok ? err(`Move ${index + 1} could not be made: ${read.error}`, read.rule, fieldAt('moves', index, read.field)) : before;
    }
    typed.push(read.value);
  }
  return replay(setup, typed);
}
