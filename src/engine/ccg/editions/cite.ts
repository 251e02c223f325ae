/**
 * One situation under two editions: the rule each step cites under the
 * edition chosen, and the two citations side by side.
 */
import { listAnd, plural } from '../../core/index.ts';
import type { Result, TraceStep } from '../../core/result.ts';
import type { RuleId } from '../rules.ts';
import { earlierCitation, type EarlierBasis } from './bases.ts';
import type { Edition } from './editions.ts';

/** The rule a step that cites `rule` (as the later edition decides it) cites under `edition`. */
export function citeUnder<R extends string>(edition: Edition, rule: R): R | RuleId {
  if (edition === 'later') return rule;
  return earlierCitation(rule as RuleId)?.rule ?? rule;
}

/**
 * A result as the chosen edition cites it: every step of the trace, and the
 * rule of a refusal, cite that edition's rule. The value is untouched: the two
 * editions decide every situation the tools cover the same way.
 */
export function underEdition<T, R extends string>(result: Result<T, R>, edition: Edition): Result<T, R | RuleId> {
  if (edition === 'later') return result;
  if (!result.ok) return { ...result, rule: citeUnder(edition, result.rule) };
  return { ...result, trace: result.trace.map((s) => ({ text: s.text, rule: citeUnder(edition, s.rule) })) };
}

/** One step with its citation under each edition. */
export interface EditionRow {
  text: string;
  later: string;
  earlier: string;
  /** How the earlier edition decides it; `same` when both editions cite the same rule. */
  by: EarlierBasis | 'same';
  /** The source note a reading rests on, if any. */
  reading?: RuleId;
}

export interface EditionComparison {
  rows: EditionRow[];
  /** Steps whose citation differs between the editions. */
  differing: number;
  /** Of those, how many the booklet's text, a booklet example only, or our reading decides under the earlier edition. */
  by: Record<EarlierBasis, number>;
  /** Whether the two editions reach a different outcome: never, for the situations the tools decide (see `bases.ts`). */
  outcomesDiffer: false;
  /** One sentence that sums it up. */
  summary: string;
}

/** The steps of a trace (as the later edition cites them), side by side under both editions. */
export function compareEditions(steps: readonly TraceStep<string>[]): EditionComparison {
  const by: Record<EarlierBasis, number> = { booklet: 0, 'booklet-example': 0, reading: 0 };
  const rows = steps.map((s): EditionRow => {
    const earlier = earlierCitation(s.rule as RuleId);
    if (!earlier) return { text: s.text, later: s.rule, earlier: s.rule, by: 'same' };
    by[earlier.by] += 1;
    return earlier.reading === undefined
      ? { text: s.text, later: s.rule, earlier: earlier.rule, by: earlier.by }
      : { text: s.text, later: s.rule, earlier: earlier.rule, by: earlier.by, reading: earlier.reading };
  });
  const differing = by.booklet + by['booklet-example'] + by.reading;
  return { rows, differing, by, outcomesDiffer: false, summary: editionSummary(rows.length, differing, by) };
}

function editionSummary(total: number, differing: number, by: Record<EarlierBasis, number>): string {
  const all = `Both editions decide ${total === 1 ? 'this step' : total === 2 ? 'both steps' : `all ${plural(total, 'step')}`} the same way`;
  const them = differing === 1 ? 'it' : 'them';
  if (differing === 0) return `${all}, citing the same rules.`;
  const parts = [
    by.booklet > 0 ? `the booklet’s text decides ${by.booklet === differing ? them : by.booklet}` : '',
    by['booklet-example'] > 0 ? `only a booklet example shows ${by['booklet-example'] === differing ? them : by['booklet-example']}` : '',
    by.reading > 0 ? `no text states ${by.reading === differing ? them : by.reading} (our reading)` : '',
  ].filter((p) => p !== '');
  const which = differing === total ? (total === 1 ? 'it rests' : total === 2 ? 'each rests' : 'every one rests') : `${differing} of them ${differing === 1 ? 'rests' : 'rest'}`;
  return `${all}; ${which} on text only the later edition has, and under the earlier edition ${listAnd(parts)}.`;
}
