/**
 * Props for a page that embeds the piracy tool, worked out when the page is
 * built: `toolStart()` for the tool opened clean, `toolStart('sakai-vs-tylor')`
 * with a preset loaded (its state and note). Both carry the engine's run of
 * that first state (`seed`), and the page draws the results of that run into
 * the island's `results` slot (`FightSnapshot`), so the island loads neither
 * the engine nor the results' code until the reader changes something or
 * reaches into the results (kit/Dormant.tsx). Build time only: it runs the fight.
 */
import { runFight, type FightSeed } from './Fight.tsx';
import { presetInfo, presetState, type PresetNote } from './presets.ts';
import { toPiracyInput } from './reading.ts';
import { cleanState, type PiracyState } from './state.ts';

export interface ToolStart {
  initial?: PiracyState;
  note?: PresetNote;
  /** What the tool shows of the engine's run of the state it starts from (the results travel drawn: `FightSnapshot`). */
  seed: FightSeed;
}

/** The state's run, as much of it as the island needs. */
function seedOf(state: PiracyState): FightSeed {
  const { base, full, errors, status } = runFight(state, toPiracyInput(state));
  return { base, full, errors, status };
}

export function toolStart(id?: string): ToolStart {
  if (id === undefined) {
    const state = cleanState();
    return { seed: seedOf(state) };
  }
  const initial = presetState(id);
  const note = presetInfo(id);
  if (!initial || !note) throw new Error(`toolStart: no piracy preset "${id}"`);
  return { initial, note, seed: seedOf(initial) };
}
