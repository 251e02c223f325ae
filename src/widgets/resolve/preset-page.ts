/**
 * Props for a page that embeds the tool with an example loaded:
 * `<ResolveTool client:visible {...toolPreset('nemo-resources')} />`. The state,
 * the note and the engine's answer are worked out when the page is built and
 * travel in its HTML, so the island loads neither the presets nor the engine
 * until the reader changes something. Build time only: it runs the check.
 */
import { runCheck } from './check.ts';
import { TOOL_PRESETS, noteOf, type PresetNote } from './presets.ts';
import type { ResolveState } from './state.ts';
import type { CheckResult } from './view.ts';

export function toolPreset(id: string): { initial: ResolveState; note: PresetNote; result: CheckResult } {
  const p = TOOL_PRESETS.find((x) => x.id === id);
  if (!p) throw new Error(`toolPreset: no preset "${id}" (one of ${TOOL_PRESETS.map((x) => x.id).join(', ')})`);
  const initial = p.state();
  return { initial, note: noteOf(p.preset), result: runCheck(initial) };
}
