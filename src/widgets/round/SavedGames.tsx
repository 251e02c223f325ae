/**
 * Games this device set aside instead of losing them (see saved.ts): each with
 * its captains and how far it got, to reopen or forget, and a note when
 * another tab saved a different game.
 */
import { ASIDE, STORE, dropAside, sameTable, withAside, type SavedNote, type SetAside } from './saved.ts';
import type { RoundToolState } from './state.ts';

interface Props {
  list: readonly SetAside[];
  /** The game each entry holds, or null when it can no longer be read. */
  read: (game: string) => RoundToolState | null;
  /** A game reopened: the list without it (and with the game it replaced), and its state. */
  onOpened: (entry: SetAside, list: SetAside[], state: RoundToolState) => void;
  /** The list after a game is forgotten. */
  onList: (list: SetAside[]) => void;
  /** A note to show above the list: a game just set aside, another tab's save, a stored game a refused link left alone. */
  note: SavedNote | null;
}

const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Reopen a game set aside: the game being played goes aside in its place. */
function reopen(entry: SetAside): SetAside[] {
  try {
    const store = window.localStorage;
    const current = store.getItem(STORE);
    let list = dropAside(store, entry.game);
    if (current !== null && current !== entry.game) list = withAside(list, current, Date.now(), sameTable);
    store.setItem(ASIDE, JSON.stringify(list));
    store.setItem(STORE, entry.game);
    return list;
  } catch {
    return []; /* storage unavailable: the game still opens from its state */
  }
}

function forget(entry: SetAside): SetAside[] {
  try {
    return dropAside(window.localStorage, entry.game);
  } catch {
    return [];
  }
}

export function SavedGames({ list, read, onOpened, onList, note }: Props) {
  if (list.length === 0 && note === null) return null;
  return (
    <section class="rt-saved" aria-label="Games kept on this device">
      {note && (
        <p class="rt-saved-note" role="status">
          {note === 'set-aside' && 'The game saved on this device before was set aside: you can reopen it below.'}
          {note === 'other-tab' && 'Another tab saved a different game on this device. This tab keeps its own game in its address; when it saves next, the other game is set aside here, not lost.'}
          {note === 'untouched' && (
            <>
              The game saved on this device is untouched: <a href={window.location.pathname}>open the tracker without this link</a> to resume it.
            </>
          )}
        </p>
      )}
      {list.length > 0 && (
        <details open={note === 'set-aside' || note === 'other-tab'}>
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
                    <button type="button" class="small" onClick={() => onOpened(entry, reopen(entry), state)}>
                      Open{names ? ` (${names})` : ''}
                    </button>
                  )}{' '}
                  <button type="button" class="small" onClick={() => onList(forget(entry))}>
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
