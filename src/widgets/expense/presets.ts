/**
 * The books' worked examples (the engine's `COST_PRESETS` and
 * `SERIES_PRESETS`) as states of the tool. Nothing is retyped here: the
 * numbers come from the engine's presets.
 */
import { COST_PRESETS, SERIES_PRESETS, type CostPreset, type SeriesPreset } from '../../engine/ccg/examples/index.ts';
import type { DeckCard, ExpendableCard, HandCard, HiddenEvRange } from '../../engine/ccg/costs/index.ts';
import { emptyState, type CardRow, type DeckRow, type ExpenseToolState, type ModifierRow } from './state.ts';

export interface ToolPreset {
  id: string;
  title: string;
  source: string;
  standIns: string[];
  kind: 'cost' | 'series';
}

export const TOOL_PRESETS: readonly ToolPreset[] = [
  ...COST_PRESETS.map((p): ToolPreset => ({ id: p.id, title: p.title, source: p.source, standIns: p.standIns, kind: 'cost' })),
  ...SERIES_PRESETS.map((p): ToolPreset => ({ id: p.id, title: p.title, source: p.source, standIns: p.standIns, kind: 'series' })),
];

function cards(hand: readonly HandCard[] = [], deck: readonly DeckCard[] = [], expendable: readonly ExpendableCard[] = [], hidden?: HiddenEvRange) {
  return {
    hand: hand.map((c): CardRow => ({ name: c.name ?? '', ev: String(c.ev) })),
    deck: deck.map((c): DeckRow => ({ name: c.name ?? '', ev: String(c.ev), known: c.known })),
    expendable: expendable.map((c): CardRow => ({ name: c.name ?? '', ev: String(c.value) })),
    hiddenMin: String(hidden?.min ?? 0),
    hiddenMax: hidden?.max === undefined ? '' : String(hidden.max),
  };
}

function fromCost(p: CostPreset): ExpenseToolState {
  const c = p.cost;
  const keywords = (c.keywords ?? []).map((k) => k.toLowerCase());
  const modifiers = (c.modifiers ?? []).map(
    (m): ModifierRow =>
      'amount' in m
        ? { source: m.source, op: 'add', value: m.amount >= 0 ? `+${m.amount}` : String(m.amount) }
        : { source: m.source, op: 'times', value: String(m.factor) },
  );
  const pay = p.payment;
  return {
    ...emptyState(),
    mode: 'cost',
    payer: pay?.payer ?? '',
    cardName: c.cardName,
    printed: String(c.printedCost),
    act: c.act ?? 'play',
    phase: c.phase ?? '',
    keyword: keywords.includes('cash') ? 'cash' : keywords.includes('equity') ? 'equity' : 'none',
    infamy: String(c.infamyTokens ?? 0),
    infamous: String(c.infamousCardsInPlay ?? 0),
    modifiers,
    ...cards(pay?.hand, pay?.deck, pay?.expendable, pay?.hiddenEv),
    preset: p.id,
  };
}

function fromSeries(p: SeriesPreset): ExpenseToolState {
  const s = p.input;
  return {
    ...emptyState(),
    mode: 'series',
    payer: s.payer ?? '',
    expenses: s.expenses.map((e) => ({ amount: String(e.amount), label: e.label ?? '' })),
    ...cards(s.hand, s.deck, s.expendable, s.hiddenEv),
    ...(s.policy ? { policy: s.policy } : {}),
    preset: p.id,
  };
}

/** The tool's state for a preset id, or undefined for an unknown id. */
export function presetState(id: string): ExpenseToolState | undefined {
  const cost = COST_PRESETS.find((p) => p.id === id);
  if (cost) return fromCost(cost);
  const series = SERIES_PRESETS.find((p) => p.id === id);
  return series ? fromSeries(series) : undefined;
}
