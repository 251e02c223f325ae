/**
 * The games this device set aside instead of losing them (the kit session
 * keeps them), one line each with what it holds, to reopen or forget. Each
 * tool says what a record holds; a record it can no longer read can only be
 * forgotten.
 */
import type { Kept } from './session/index.ts';

interface Props {
  list: readonly Kept[];
  /** What a kept game holds: whose it is ("Ann, Bo", named on its buttons too) and how far it got ("3 moves"); null when this version cannot read it. */
  describe: (record: string) => { name: string; detail: string } | null;
  onOpen: (record: string) => void;
  onForget: (record: string) => void;
  /** Unfolded at first: a game has just been set aside. */
  open?: boolean;
}

const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function AsideList({ list, describe, onOpen, onForget, open = false }: Props) {
  if (list.length === 0) return null;
  return (
    <details class="aside-list" open={open}>
      <summary>Games set aside on this device ({list.length})</summary>
      <ul>
        {list.map((entry) => {
          const what = describe(entry.record);
          const named = what === null ? '' : ` (${what.name})`;
          return (
            <li key={entry.record}>
              <span>
                {what === null ? 'A game this version cannot read' : `${what.name}: ${what.detail}`} · set aside {when(entry.at)}
              </span>
              <span class="actions">
                {what !== null && (
                  <button type="button" class="small" onClick={() => onOpen(entry.record)}>
                    Open{named}
                  </button>
                )}
                <button type="button" class="small" onClick={() => onForget(entry.record)}>
                  Forget{named}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
