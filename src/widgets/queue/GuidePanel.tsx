/**
 * The book's examples: the buttons that load them, and the example being
 * followed (its steps, which are done, the next one, and what we had to supply).
 */
import type { GuideView, ToolMove } from './state.ts';

interface Props {
  H: 'h2' | 'h3';
  guide: GuideView;
  progress: { done: number; left: boolean };
  nextBook: ToolMove | undefined;
  onBookStep: () => void;
}

export function GuidePanel({ H, guide, progress, nextBook, onBookStep }: Props) {
  const mark = (i: number) => (i < progress.done ? 'done' : i === progress.done && !progress.left ? 'next' : '');
  return (
    <section class="q-guide" aria-labelledby="q-guide-title">
      <H id="q-guide-title">The book’s example: {guide.title}</H>
      <p>{guide.summary}</p>
      <ol class="q-book">
        {guide.labels.map((label, i) => (
          <li key={i} class={mark(i)} data-book-step={i + 1}>
            {label}
            <span class="q-badge">{mark(i)}</span>
          </li>
        ))}
      </ol>
      {progress.left ? (
        <p class="q-note">You have left the book’s path after its step {progress.done}: use Undo or the timeline to go back to it.</p>
      ) : nextBook ? (
        <p class="q-note">
          Make the next move yourself{nextBook.kind === 'card' ? ' (the form below is filled in as the book plays it)' : ' (the moves are under the answer)'}, or{' '}
          <button type="button" class="small" onClick={onBookStep}>
            play the book’s next step
          </button>
        </p>
      ) : (
        <p class="q-note good" data-testid="q-book-done">That is the whole example, as the book plays it.</p>
      )}
      <details>
        <summary>What we had to supply</summary>
        <ul>
          {guide.standIns.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
        <p>Source: {guide.source}.</p>
      </details>
    </section>
  );
}

export function PresetBar({ presets, onPreset, onReset }: { presets: readonly { id: string; title: string }[]; onPreset: (id: string) => void; onReset: () => void }) {
  return (
    <div class="presets" role="group" aria-label="Examples from the book">
      <span>Load an example:</span>
      {presets.map((p) => (
        <button type="button" class="small" key={p.id} data-preset={p.id} onClick={() => onPreset(p.id)}>
          {p.title}
        </button>
      ))}
      <button type="button" class="small" onClick={onReset}>
        Reset
      </button>
    </div>
  );
}
