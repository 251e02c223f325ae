/**
 * The Budget and victory calculator's questions put to the engine
 * (`budgetReport`, `victory`): the forms as engine input, with the field
 * paths of its refusals mapped back to the forms. Pure; cheap enough for the
 * page (no dice).
 */
import { budgetReport, victory, type BudgetReport, type VictoryReport } from '../../../engine/ascension/economy/index.ts';
import { num, solveAll, type Checked, type Unchecked } from '../../kit/form.ts';
import { changedReadingsOf, readingsOf, type ChangedReading } from '../shared/readings.ts';
import { BUDGET_READINGS, type BarRow, type BudgetState } from './state.ts';

export type Answer<T> = Checked<T>;

/** The calculator's answer for its tab: the Budget or the final score, or what to fix first; with the readings changed. */
export type BudgetAnswer = (({ tab: 'budget' } & Extract<Answer<BudgetReport>, { ok: true }>) | ({ tab: 'victory' } & Extract<Answer<VictoryReport>, { ok: true }>) | Unchecked) & { readings: ChangedReading[] };

const barInput = (b: BarRow) => ({ face: Number(b.face), outpost: b.under === 'world' ? null : b.under, smuggled: b.smuggled });

/** The costs typed as a list: "3, 4 2" → [3, 4, 2]; anything else stays text for the engine to refuse. */
export const costsOf = (text: string): unknown[] =>
  text
    .split(/[\s,;]+/)
    .filter((t) => t !== '')
    .map(num);

export function budgetInput(s: BudgetState): Record<string, unknown> {
  return {
    panelBudgets: s.panels.map(num),
    bars: s.bars.map(barInput),
    smugglingAgents: num(s.agents),
    heldCards: costsOf(s.held),
    buying: s.buying.trim() === '' ? null : num(s.buying),
  };
}

const CLEAN_BUDGET = { panelBudgets: [0, 0, 0], bars: [{ face: 1, outpost: null, smuggled: false }], smugglingAgents: 0, heldCards: [0], buying: null };

export function computeBudget(s: BudgetState): Answer<BudgetReport> {
  const readings = readingsOf(s.readings);
  return solveAll((i) => budgetReport(i, readings), budgetInput(s), CLEAN_BUDGET);
}

export function victoryInput(s: BudgetState): Record<string, unknown> {
  return {
    players: s.players.map((p) => ({
      id: p.name.trim(),
      factionTls: p.tls.map(num),
      systems: p.systems.map((x) => ({ treaty: x.treaty, bars: x.bars.map((b) => ({ face: Number(b.face), outpost: b.under === 'world' ? null : b.under })) })),
    })),
  };
}

const CLEAN_VICTORY = { players: [{ id: 'A', factionTls: [0, 0, 0], systems: [{ treaty: false, bars: [{ face: 1, outpost: null }] }] }] };

export function computeVictory(s: BudgetState): Answer<VictoryReport> {
  const readings = readingsOf(s.readings);
  return solveAll((i) => victory(i, readings), victoryInput(s), CLEAN_VICTORY);
}

/** The answer for the tab shown. */
export function computeAnswer(s: BudgetState): BudgetAnswer {
  const readings = changedReadingsOf(BUDGET_READINGS, s.readings);
  if (s.tab === 'budget') {
    const r = computeBudget(s);
    return r.ok ? { ...r, tab: 'budget', readings } : { ...r, readings };
  }
  const r = computeVictory(s);
  return r.ok ? { ...r, tab: 'victory', readings } : { ...r, readings };
}
