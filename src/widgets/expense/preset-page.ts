/**
 * Props for a page that embeds the expense tool: `<ExpenseTool client:visible
 * {...toolPresets()} />`, or with an example loaded, `{...toolPresets('reynold-beowulf')}`.
 * The books' examples as states of the tool, with their names, sources and
 * stand-ins, are worked out when the page is built and travel in its HTML, so
 * the island ships neither the engine's examples nor the code that turns them
 * into states. Build time only.
 */
import { TOOL_PRESETS, presetState, type ToolPreset } from './presets.ts';
import type { ExpenseToolState } from './state.ts';

/** An example as the island gets it: its note and the state it loads. */
export interface PageExample extends ToolPreset {
  state: ExpenseToolState;
}

export function toolPresets(id?: string): { examples: PageExample[]; initial?: ExpenseToolState } {
  const examples = TOOL_PRESETS.map((p) => ({ ...p, state: presetState(p.id)! }));
  if (id === undefined) return { examples };
  const initial = examples.find((p) => p.id === id)?.state;
  if (!initial) throw new Error(`toolPresets: no preset "${id}" (one of ${TOOL_PRESETS.map((x) => x.id).join(', ')})`);
  return { examples, initial };
}
