/**
 * What the resolution check hands the page: messages beside fields, and the
 * engine's Resolution Phase report made small enough to send from the worker
 * and draw at once. A pool is counted kind by kind (a pool of 780 tokens is at
 * most 26 rows), a paid token is named by its kind and the card it came from,
 * and a subplot plan keeps only what is shown. Types only, so the quick path
 * (`pool.ts`), the check and the page share them.
 */
import type { CcgErr, Step } from '../../engine/ccg/index.ts';
import type { SubplotResult } from '../../engine/ccg/resolution/index.ts';
import type { TokenKey } from './state.ts';

/** A problem beside a field: the engine's refusal with its rule, or a sentence. */
export type FieldProblem = string | { error: string; rule: CcgErr['rule'] };
export type FieldErrors = Record<string, FieldProblem>;

/** The tokens of one kind in a pool: how many, and how many came from each card. */
export interface KindCount {
  key: TokenKey;
  count: number;
  sources: { name: string; count: number }[];
}

export interface PoolView {
  total: number;
  kinds: KindCount[];
}

/** Tokens the captain can name to pay a requirement: one entry per kind and card (such tokens are interchangeable). */
export interface TokenChoice {
  key: TokenKey;
  source: string;
  ids: string[];
}

export interface PaymentLine {
  /** What the requirement asks, in words. */
  asks: string;
  /** The token discarded: its kind, and the card it came from (left out for a pool entered by hand). */
  token?: { key: TokenKey; from?: string };
  /** How it is met, in words. */
  how: string;
}

export interface ShortfallLine {
  text: string;
  missing: string[];
  rule: CcgErr['rule'];
}

/** A subplot tried, as the engine reports it, without the payments (the stage lists those). */
export type SubplotLine = Omit<SubplotResult, 'payments'>;

export interface PlanView {
  title: string;
  /** Each subplot: whether it can be met, and if not, why and what it still needs. */
  subplots: { id: string; name: string; vp: number; achievable: boolean; reason?: string; missing?: string[] }[];
  combinations: { names: string; vp: number; achievable: boolean; reason?: string }[];
}

export interface StageView {
  key: string;
  heading: string;
  status: 'resolved' | 'failed' | 'info' | 'skipped';
  verdict: string;
  payments?: PaymentLine[];
  shortfalls?: ShortfallLine[];
  subplots?: SubplotLine[];
  plan?: PlanView;
  /** The pool after this stage. */
  pool?: PoolView;
  trace: Step[];
}

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
  /** The Resource Pool before anything is spent. */
  startPool?: PoolView;
  /** Its tokens as the captain can name them for a requirement. */
  choices?: TokenChoice[];
  stages: StageView[];
  summary?: {
    lines: string[];
    vp: number;
    /** What the requirements that cannot be met still need. */
    missing: string[];
    pool: PoolView;
    expenses: Obligation[];
    jettisoned: string[];
  };
}
