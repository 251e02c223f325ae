/** The worked example's next move, as the book makes it: part of the game view below its first screen. */
import { encodeMove, type RoundToolState } from './state.ts';
import type { TrackerPreset } from './presets.ts';

export interface BookProps {
  state: RoundToolState;
  script: TrackerPreset;
  seats: string[];
  change: (s: RoundToolState) => void;
}

export function BookStep({ state, script, seats, change }: BookProps) {
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
