/**
 * Props for a page that embeds the expense tool: `<ExpenseTool client:visible
 * {...toolPresets()} />`, or with an example loaded, `{...toolPresets('reynold-beowulf')}`.
 * The books' examples as states of the tool, with their names, sources and
 * stand-ins, are worked out when the page is built and travel in its HTML, so
 * the island ships neither the engine's examples nor the code that turns them
 * into states. With an example loaded, the page may also draw its payment
 * into the island's `payment` slot (`PaymentSnapshot`), which the tool keeps
 * until the reader reaches for it (kit/Dormant.tsx); `paid` is that payment
 * in one line. Build time only.
 */
import { creditsCost, replaySession, type PaymentSessionInput } from '../../engine/ccg/costs/index.ts';
import { paymentInput, readModel } from './model.ts';
import { TOOL_PRESETS, presetState, type ToolPreset } from './presets.ts';
import { paymentLine } from './results.tsx';
import type { ExpenseToolState } from './state.ts';

/** An example as the island gets it: its note and the state it loads. */
export interface PageExample extends ToolPreset {
  state: ExpenseToolState;
}

/** What the tool's payment part pays in this state, as the tool works it out; undefined when it shows none. */
export function paymentOf(state: ExpenseToolState): PaymentSessionInput | undefined {
  const model = readModel(state);
  const cost = state.mode === 'cost' && model.cost ? creditsCost(model.cost) : undefined;
  const noCards = state.hand.length === 0 && state.deck.length === 0 && state.expendable.length === 0;
  return noCards ? undefined : paymentInput(state, model, cost);
}

export function toolPresets(id?: string): { examples: PageExample[]; initial?: ExpenseToolState; paid?: string } {
  const examples = TOOL_PRESETS.map((p) => ({ ...p, state: presetState(p.id)! }));
  if (id === undefined) return { examples };
  const initial = examples.find((p) => p.id === id)?.state;
  if (!initial) throw new Error(`toolPresets: no preset "${id}" (one of ${TOOL_PRESETS.map((x) => x.id).join(', ')})`);
  const input = paymentOf(initial);
  const replay = input && replaySession(input, readModel(initial).actions);
  return { examples, initial, paid: replay?.ok ? paymentLine(replay.value.session) : '' };
}
