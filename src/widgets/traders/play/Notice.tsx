/**
 * The play page's notices: a game that could not be read, a link holding a
 * different game from the saved one, another tab's game, and plain news.
 */
import type { GameView } from './types.ts';

export type Notice =
  | { kind: 'problem'; text: string; partial?: GameView; instead?: 'saved' | 'new' }
  | { kind: 'conflict'; saved: string; savedMoves: number; ahead: boolean }
  | { kind: 'other-tab'; record: string; same: boolean }
  | { kind: 'info'; text: string };

export function NoticeBox({
  notice,
  onDismiss,
  onPartial,
  onConflict,
  onOtherTab,
}: {
  notice: Notice;
  onDismiss: () => void;
  onPartial: (v: GameView) => void;
  onConflict: (play: 'link' | 'saved') => void;
  onOtherTab: (take: boolean) => void;
}) {
  if (notice.kind === 'conflict') {
    return (
      <div class="problem tp-notice" role="alert">
        <p>
          <strong>This link holds {notice.ahead ? 'an earlier point of the game' : 'a different game from the one'} saved on this device</strong> ({notice.savedMoves} move{notice.savedMoves === 1 ? '' : 's'} in). Which do you want to play? The other one is set aside, not lost.
        </p>
        <div class="actions">
          <button type="button" class="primary tp-move" onClick={() => onConflict('link')}>
            Play the linked game
          </button>
          <button type="button" class="tp-move" onClick={() => onConflict('saved')}>
            Go back to my saved game
          </button>
        </div>
      </div>
    );
  }
  if (notice.kind === 'other-tab') {
    return (
      <div class="problem tp-notice" role="alert">
        <p>
          <strong>{notice.same ? 'This game moved on in another tab.' : 'Another tab saved a different game.'}</strong> This tab still shows its own.
        </p>
        <div class="actions">
          <button type="button" class="tp-move" onClick={() => onOtherTab(true)}>
            Switch to the other tab’s game
          </button>
          <button type="button" class="tp-move" onClick={() => onOtherTab(false)}>
            Keep this one
          </button>
        </div>
      </div>
    );
  }
  return (
    <div class={`${notice.kind === 'problem' ? 'problem' : 'tp-info'} tp-notice`} role={notice.kind === 'problem' ? 'alert' : 'status'}>
      {notice.kind === 'problem' ? (
        <p>
          <strong>This game could not be read:</strong> {notice.text} {notice.instead === 'saved' ? 'The game saved on this device is shown instead.' : notice.instead === 'new' ? 'A new game has started instead.' : ''}
        </p>
      ) : (
        <p>{notice.text}</p>
      )}
      <div class="actions">
        {notice.kind === 'problem' && notice.partial && (
          <button type="button" class="small" onClick={() => onPartial(notice.partial!)}>
            {notice.partial.moves === 1 ? 'Open its first move' : `Open its first ${notice.partial.moves} moves`}
          </button>
        )}
        <button type="button" class="small" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
