/** The pieces of the game view: move buttons, steppers, the map of the round, the book's next step. */
import { roundPhases } from '../../engine/ccg/round/index.ts';
import type { TrackerEvent, TrackerMove, TrackerState } from '../../engine/ccg/tracker/index.ts';
import { encodeMove, type RoundToolState } from './state.ts';
import type { TrackerPreset } from './presets.ts';

export const nameOf = (s: TrackerState, id: string) => s.captains.find((c) => c.id === id)?.name ?? id;

export function MoveButton({ move, primary, onMove }: { move: TrackerMove; primary: boolean; onMove: (e: TrackerEvent) => void }) {
  return (
    <button type="button" class={`rt-big ${primary ? 'primary' : ''}`} onClick={() => onMove(move.event)}>
      {move.label}
    </button>
  );
}

export function Stepper({
  label,
  who,
  value,
  min,
  max,
  disabled,
  onSet,
}: {
  label: string;
  who?: string;
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  onSet: (n: number) => void;
}) {
  const full = who ? `${who}’s ${label}` : label;
  return (
    <div class="rt-stepper" role="group" aria-label={full}>
      <span class="rt-stepper-label">{label}</span>
      <button type="button" aria-label={`Lower ${full}`} disabled={disabled || value <= min} onClick={() => onSet(value - 1)}>
        −
      </button>
      <output class="rt-stepper-value" aria-label={full}>
        {value}
      </output>
      <button type="button" aria-label={`Raise ${full}`} disabled={disabled || value >= max} onClick={() => onSet(value + 1)}>
        +
      </button>
    </div>
  );
}

/** Where the round stands: the phases in order, the stages of each, the current one marked. */
export function RoundMap({ state }: { state: TrackerState }) {
  const phases = roundPhases(state.solo);
  const at = phases.findIndex((p) => p.id === state.phase);
  return (
    <ol class="rt-map" aria-label="Position in the round">
      {phases.map((p, i) => {
        const here = p.id === state.phase;
        return (
          <li key={p.id} class={here ? 'here' : ''} aria-current={here ? 'step' : undefined}>
            <span class="rt-map-name">
              {p.name.replace(/ Phase.*$/, '')}
              {here && (
                <span class="visually-hidden">
                  : now, stage {state.stage} of {p.stages.length}
                </span>
              )}
            </span>
            <span class="rt-pips" aria-hidden="true">
              {p.stages.map((st) => (
                <span
                  key={st.number}
                  class={`rt-pip${here && st.number === state.stage ? ' now' : ''}${i < at || (here && st.number < state.stage) ? ' past' : ''}${st.victoryCheck ? ' victory' : ''}`}
                />
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The worked example's next move, as the book makes it. */
export function BookStep({ state, script, seats, change }: { state: RoundToolState; script: TrackerPreset; seats: string[]; change: (s: RoundToolState) => void }) {
  const codes = script.script.map((x) => encodeMove(x.event, seats));
  let k = 0;
  while (k < state.moves.length && k < codes.length && state.moves[k] === codes[k]) k++;
  const onPath = k === state.moves.length;
  const nextStep = script.script[k];
  const last = k > 0 ? script.script[k - 1] : undefined;
  return (
    <section class="rt-book" aria-label="The book’s example">
      <h3>The book’s example</h3>
      {onPath && last && (
        <p>
          <span class="rt-book-n">Step {k}:</span> {last.title}
        </p>
      )}
      {onPath && nextStep && (
        <>
          <p>
            <span class="rt-book-n">
              Next (step {k + 1} of {codes.length}):
            </span>{' '}
            {nextStep.title}
          </p>
          <button type="button" class="rt-big" onClick={() => change({ ...state, moves: [...state.moves, codes[k] as string] })}>
            Play the book’s next move
          </button>
        </>
      )}
      {onPath && !nextStep && <p>That is the end of the book’s example. Carry on with your own moves, or load the example again.</p>}
      {!onPath && (
        <>
          <p>Your moves left the book’s path after step {k}.</p>
          <button type="button" class="rt-big" onClick={() => change({ ...state, moves: state.moves.slice(0, k) })}>
            Back to the book’s path
          </button>
        </>
      )}
    </section>
  );
}
