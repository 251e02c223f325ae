/**
 * Infamy tokens: gained by declaring as a pirate (Adventure Phase, stage 2)
 * and lost at Resolution Phase stage 4 by every captain who conducted no
 * piracy action that round.
 */
import { plural } from '../../core/text.ts';
import { MAX_INFAMY, TEXT_LIMITS } from '../limits.ts';
import { MAX_CAPTAINS } from './captains.ts';
import { flag, list, maybe, name, nullable, optional, read, shape, uniqueBy, whole, type Reader } from '../readers.ts';
import { ok, step, type CcgResult, type Step } from '../result.ts';

export interface CommittedContract {
  id: string;
  name: string;
}

export interface DeclarePiracyInput {
  captain: string;
  /** Name shown in the trace; the id when omitted. */
  name?: string;
  /** Infamy tokens the captain has before declaring. */
  infamy: number;
  /** The contract the captain is committed to, if any. */
  committedContract?: CommittedContract | null;
}

export interface DeclarePiracyResult {
  captain: string;
  /** Credits cost of declaring, paid by expending cards. */
  creditsCost: number;
  infamyBefore: number;
  infamyAfter: number;
  /** The contract the captain must abandon (paying its abandonment penalty), or null. */
  mustAbandon: CommittedContract | null;
}

export interface InfamyCheck {
  captain: string;
  name?: string;
  /** Infamy tokens held at Resolution stage 4. */
  infamy: number;
  /** Whether the captain conducted a piracy action at any point in this round. */
  conductedPiracy: boolean;
  /** Whether the captain declared as a pirate this round (only changes the wording of the trace). */
  declaredPirate?: boolean;
}

export interface InfamyChange {
  captain: string;
  before: number;
  after: number;
  lost: boolean;
}

export const PIRACY_DECLARATION_COST = 1;

const captainId = (what: string, rule: 'ccg.round.adventure.stage-2' | 'ccg.round.resolution.stage-4') => name(what, rule, TEXT_LIMITS.gameId);
const shownName = (rule: 'ccg.round.adventure.stage-2' | 'ccg.round.resolution.stage-4') => maybe(name('The captain’s name', rule, TEXT_LIMITS.name));
/** The most Infamy tokens read for one captain (`limits.ts`). */
export { MAX_INFAMY };

/** A captain's Infamy tokens, as a tool or a move hands them over. */
export const readInfamy = (what = 'Infamy tokens'): Reader<number> => whole(what, 0, MAX_INFAMY, 'ccg.infamy');
const infamy = readInfamy;

const DECLARATION: Reader<DeclarePiracyInput> = shape(
  'A declaration as a pirate',
  {
    captain: captainId('The declaring captain’s id', 'ccg.round.adventure.stage-2'),
    name: shownName('ccg.round.adventure.stage-2'),
    infamy: infamy('Infamy tokens'),
    committedContract: optional(nullable(shape('The contract committed to', { id: name('The contract’s id', 'ccg.abandonment', TEXT_LIMITS.gameId), name: name('The contract’s name', 'ccg.abandonment', TEXT_LIMITS.name) }, 'ccg.abandonment')), null),
  },
  'ccg.round.adventure.stage-2',
);

const CHECKS: Reader<InfamyCheck[]> = uniqueBy(
  list(
    'The captains',
    shape(
      'A captain at Resolution stage 4',
      {
        captain: captainId('Every captain’s id', 'ccg.round.resolution.stage-4'),
        name: shownName('ccg.round.resolution.stage-4'),
        infamy: infamy('The Infamy tokens'),
        conductedPiracy: flag('Whether the captain conducted a piracy action this round', 'ccg.round.resolution.stage-4'),
        declaredPirate: optional(flag('Whether the captain declared as a pirate this round', 'ccg.round.resolution.stage-4'), false),
      },
      'ccg.round.resolution.stage-4',
    ),
    0,
    MAX_CAPTAINS,
    'ccg.round.resolution.stage-4',
  ),
  (c) => c.captain,
  'captain',
  (id) => `The captain "${id}" is listed twice.`,
  'ccg.round.resolution.stage-4',
);

/**
 * A captain declares as a pirate in Adventure Phase stage 2: a Credits cost of
 * 1 and one Infamy token. A captain committed to a contract must abandon it;
 * this reports the obligation, and the round engine carries it out.
 */
export function declarePiracy(raw: DeclarePiracyInput | unknown): CcgResult<DeclarePiracyResult> {
  const read_ = read(DECLARATION, raw);
  if (!read_.ok) return read_;
  const input = read_.value;
  const who = input.name ?? input.captain;
  const after = input.infamy + 1;
  const trace: Step[] = [
    step(`${who} declares as a pirate, which has a Credits cost of ${PIRACY_DECLARATION_COST}, paid by expending cards.`, 'ccg.round.adventure.stage-2'),
    step(`${who} gains an Infamy token: ${input.infamy} becomes ${after}.`, 'ccg.infamy'),
  ];
  const contract = input.committedContract ?? null;
  if (contract) {
    trace.push(step(`${who} is committed to ${contract.name} and must abandon it, paying its abandonment penalty, to turn pirate.`, 'ccg.abandonment'));
  }
  return ok({ captain: input.captain, creditsCost: PIRACY_DECLARATION_COST, infamyBefore: input.infamy, infamyAfter: after, mustAbandon: contract }, trace);
}

/**
 * Resolution Phase stage 4: each captain who conducted no piracy action this
 * round loses one Infamy token (if they have one), even one who declared as a
 * pirate but never attacked.
 */
export function loseInfamyAtResolution(raw: readonly InfamyCheck[] | unknown): CcgResult<InfamyChange[]> {
  const read_ = read(CHECKS, raw);
  if (!read_.ok) return read_;
  const captains = read_.value;
  const trace: Step[] = [];
  const changes = captains.map((c): InfamyChange => {
    const who = c.name ?? c.captain;
    if (c.conductedPiracy) {
      trace.push(step(`${who} conducted a piracy action this round and keeps all ${plural(c.infamy, 'Infamy token')}.`, 'ccg.round.resolution.stage-4'));
      return { captain: c.captain, before: c.infamy, after: c.infamy, lost: false };
    }
    if (c.infamy === 0) {
      trace.push(step(`${who} conducted no piracy action this round but has no Infamy token to lose.`, 'ccg.round.resolution.stage-4'));
      return { captain: c.captain, before: 0, after: 0, lost: false };
    }
    const declared = c.declaredPirate ? ', even though they declared as a pirate,' : '';
    trace.push(step(`${who}${declared} conducted no piracy action this round and loses an Infamy token: ${c.infamy} becomes ${c.infamy - 1}.`, 'ccg.round.resolution.stage-4'));
    return { captain: c.captain, before: c.infamy, after: c.infamy - 1, lost: true };
  });
  return ok(changes, trace);
}
