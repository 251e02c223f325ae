/**
 * Infamy tokens: gained by declaring as a pirate (Adventure Phase, stage 2)
 * and lost at Resolution Phase stage 4 by every captain who conducted no
 * piracy action that round.
 */
import { plural } from '../../core/text.ts';
import { isWhole } from '../../core/validate.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';

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

/**
 * A captain declares as a pirate in Adventure Phase stage 2: a Credits cost of
 * 1 and one Infamy token. A captain committed to a contract must abandon it;
 * this reports the obligation, and the round engine carries it out.
 */
export function declarePiracy(input: DeclarePiracyInput): CcgResult<DeclarePiracyResult> {
  if (typeof input.captain !== 'string' || input.captain === '') return err('The declaring captain needs an id.', 'ccg.round.adventure.stage-2', 'captain');
  if (!isWhole(input.infamy)) return err('Infamy tokens must be a whole number of 0 or more.', 'ccg.infamy', 'infamy');
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
export function loseInfamyAtResolution(captains: readonly InfamyCheck[]): CcgResult<InfamyChange[]> {
  const seen = new Set<string>();
  for (const [i, c] of captains.entries()) {
    if (typeof c.captain !== 'string' || c.captain === '') return err('Every captain needs an id.', 'ccg.round.resolution.stage-4', `${i}.captain`);
    if (seen.has(c.captain)) return err(`The captain "${c.captain}" is listed twice.`, 'ccg.round.resolution.stage-4', `${i}.captain`);
    seen.add(c.captain);
    if (!isWhole(c.infamy)) return err(`The Infamy tokens of ${c.name ?? c.captain} must be a whole number of 0 or more.`, 'ccg.infamy', `${i}.infamy`);
    if (typeof c.conductedPiracy !== 'boolean') {
      return err(`Say whether ${c.name ?? c.captain} conducted a piracy action this round.`, 'ccg.round.resolution.stage-4', `${i}.conductedPiracy`);
    }
  }
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
