/**
 * Games this device set aside instead of losing them (the kit session's
 * rules): each with its captains and how far it got, to reopen or forget; a
 * note when another tab saved a different game, and the question when a link
 * holds a different game from the saved one.
 */
import { AsideList } from '../kit/AsideList.tsx';
import type { Kept } from '../kit/session/index.ts';
import type { SavedNote } from './saved.ts';
import type { RoundToolState } from './state.ts';

interface Props {
  list: readonly Kept[];
  /** The game each entry holds, or null when it can no longer be read. */
  read: (record: string) => RoundToolState | null;
  /** Reopen a game set aside (the game being played goes aside in its place). */
  onOpen: (record: string) => void;
  onForget: (record: string) => void;
  /** The answer to a link holding a different game. */
  onAnswerLink: (keepLink: boolean) => void;
  /** A note to show above the list: a game just set aside, another tab's save, a stored game a refused link left alone, a link's question. */
  note: SavedNote | null;
}

export function SavedGames({ list, read, onOpen, onForget, onAnswerLink, note }: Props) {
  if (list.length === 0 && note === null) return null;
  return (
    <section class="rt-saved" aria-label="Games kept on this device">
      {note === 'link' && (
        <div class="rt-saved-note" role="alert">
          <p>This link holds a different game from the one saved on this device. Which do you want to keep playing? The other is set aside, not lost.</p>
          <div class="actions">
            <button type="button" class="small primary" onClick={() => onAnswerLink(true)}>
              Keep the link’s game
            </button>
            <button type="button" class="small" onClick={() => onAnswerLink(false)}>
              Go back to the saved game
            </button>
          </div>
        </div>
      )}
      {note && note !== 'link' && (
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
      <AsideList
        list={list}
        describe={(record) => {
          const state = read(record);
          if (!state?.setup) return null;
          return { name: state.setup.captains.map((c) => c.name).join(', '), detail: `${state.moves.length} move${state.moves.length === 1 ? '' : 's'}` };
        }}
        onOpen={onOpen}
        onForget={onForget}
        open={note === 'set-aside' || note === 'other-tab'}
      />
    </section>
  );
}
