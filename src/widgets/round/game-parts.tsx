/** The pieces of the game view's first screen: move buttons and the map of the round. */
import { roundPhases, type RoundPhaseId } from '../../engine/ccg/round/index.ts';
import type { TrackerEvent, TrackerMove, TrackerState } from '../../engine/ccg/tracker/index.ts';

export const nameOf = (s: TrackerState, id: string) => s.captains.find((c) => c.id === id)?.name ?? id;

export function MoveButton({ move, primary, onMove }: { move: TrackerMove; primary: boolean; onMove: (e: TrackerEvent) => void }) {
  return (
    <button type="button" class={`rt-big ${primary ? 'primary' : ''}`} onClick={() => onMove(move.event)}>
      {move.label}
    </button>
  );
}

/**
 * Where the round stands: the phases in order, the stages of each, the current one marked. Each
 * phase is a button that opens the jump to its stages (`onPick`).
 */
export function RoundMap({ state, open, canJump, onPick }: { state: TrackerState; open: RoundPhaseId | null; canJump: boolean; onPick: (p: RoundPhaseId | null) => void }) {
  const phases = roundPhases(state.solo);
  const at = phases.findIndex((p) => p.id === state.phase);
  return (
    <ol class="rt-map" aria-label="Position in the round; tap a phase to jump to one of its stages">
      {phases.map((p, i) => {
        const here = p.id === state.phase;
        return (
          <li key={p.id} class={here ? 'here' : ''} aria-current={here ? 'step' : undefined}>
            <button type="button" disabled={!canJump} aria-expanded={open === p.id} onClick={() => onPick(open === p.id ? null : p.id)}>
              <span class="rt-map-name">
                {p.name.replace(/ Phase.*$/, '')}
                {here && <span class="visually-hidden">: now, stage {state.stage} of {p.stages.length}</span>}
              </span>
              <span class="rt-pips" aria-hidden="true">
                {p.stages.map((st) => (
                  <span
                    key={st.number}
                    class={`rt-pip${here && st.number === state.stage ? ' now' : ''}${i < at || (here && st.number < state.stage) ? ' past' : ''}${st.victoryCheck ? ' victory' : ''}`}
                  />
                ))}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
