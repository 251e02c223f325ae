/**
 * Games this device set aside instead of losing them (see saved.ts): each with
 * its captains and how far it got, to reopen or forget, and a note when
 * another tab saved a different game.
 */
import type { SetAside } from './saved.ts';
import type { RoundToolState } from './state.ts';

interface Props {
  list: readonly SetAside[];
  /** The game each entry holds, or null when it can no longer be read. */
  read: (game: string) => RoundToolState | null;
  onOpen: (entry: SetAside, state: RoundToolState) => void;
  onForget: (entry: SetAside) => void;
  /** A note to show above the list (a game just set aside, another tab's save). */
  note: string | null;
}

const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SavedGames({ list, read, onOpen, onForget, note }: Props) {
  if (list.length === 0 && note === null) return null;
  return (
    <section class="rt-saved" aria-label="Games kept on this device">
      {note && (
        <p class="rt-saved-note" role="status">
          {note}
        </p>
      )}
      {list.length > 0 && (
        <details open={note !== null}>
          <summary>Games set aside on this device ({list.length})</summary>
          <ul>
            {list.map((entry) => {
              const state = read(entry.game);
              const names = state?.setup ? state.setup.captains.map((c) => c.name).join(', ') : null;
              return (
                <li key={entry.game}>
                  <span>
                    {names ? `${names}: ${state!.moves.length} move${state!.moves.length === 1 ? '' : 's'}` : 'A game this version cannot read'} · set aside {when(entry.at)}
                  </span>{' '}
                  {state && (
                    <button type="button" class="small" onClick={() => onOpen(entry, state)}>
                      Open{names ? ` (${names})` : ''}
                    </button>
                  )}{' '}
                  <button type="button" class="small" onClick={() => onForget(entry)}>
                    Forget{names ? ` (${names})` : ''}
                  </button>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </section>
  );
}
