/**
 * What the resolution check hands the page: messages beside fields, the
 * engine's report (stages, verdicts, trace) and links to the expense tool.
 * Types only, so the quick path (`pool.ts`) and the check share them.
 */
import type { CcgErr } from '../../engine/ccg/result.ts';
import type { PoolToken, ReportStage } from '../../engine/ccg/resolution/index.ts';

export type FieldErrors = Record<string, string>;

export type StageView = ReportStage;

export interface Obligation {
  card: string;
  amount: number;
  /** The costs-and-expenses tool opened on this expense. */
  href: string;
}

export interface CheckResult {
  errors: FieldErrors;
  /** An engine refusal not tied to a field the page shows. */
  problem?: CcgErr;
  /** Why nothing past the pool could be checked (fields to fix). */
  blocked?: string;
  startPool?: PoolToken[];
  stages: StageView[];
  summary?: {
    lines: string[];
    vp: number;
    pool: PoolToken[];
    expenses: Obligation[];
    jettisoned: string[];
  };
}
