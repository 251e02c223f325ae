/**
 * This device's record: games set aside (still playable) and past games, how
 * far each got, the money at the end and why it ended, with the best so far.
 */
import { useState } from 'preact/hooks';
import { AsideList } from '../../kit/AsideList.tsx';
import type { Kept } from '../../kit/session/index.ts';
import { bestOf, movesIn, startOf, type PastGame } from './store.ts';

interface Props {
  history: PastGame[];
  aside: Kept[];
  onOpen: (record: string) => void;
  onDropAside: (record: string) => void;
  onClear: () => void;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const OUTCOME = { won: 'Won', lost: 'Lost', finished: 'Circuit complete' } as const;

export function History({ history, aside, onOpen, onDropAside, onClear }: Props) {
  const best = bestOf(history);
  const [confirming, setConfirming] = useState(false);
  return (
    <div class="tp-history">
      <AsideList
        list={aside}
        describe={(record) => ({ name: `Seed ${parseInt(record.split('~')[1] ?? '0', 36)}`, detail: `${movesIn(record)} moves in` })}
        onOpen={onOpen}
        onForget={onDropAside}
        open
      />
      <h3>Past games</h3>
      {history.length === 0 ? (
        <p class="muted">No game finished on this device yet.</p>
      ) : (
        <>
          <p>
            {history.length} game{history.length === 1 ? '' : 's'} played here; the furthest got to {best.furthest?.furthest}
            {best.sales > 0 ? `, the most sales in one game ${best.sales}` : ''}.
          </p>
          <ul class="tp-games">
            {history.map((g) => (
              <li key={g.record}>
                <span>
                  <strong>{OUTCOME[g.outcome]}</strong> {day(g.at)}, seed {g.seed}
                  {g.mode === 'table' ? ' (at the table)' : ''}
                  {g.changed.length ? ` (readings: ${g.changed.join(', ')})` : ''}: reached {g.furthest}, {g.money} at the end, {g.sales} sale{g.sales === 1 ? '' : 's'}, turn {g.turn}. {g.text}
                </span>
                <span class="actions">
                  <button type="button" class="small" onClick={() => onOpen(g.record)}>
                    See the end
                  </button>
                  <button type="button" class="small" onClick={() => onOpen(startOf(g.record))}>
                    Play this seed again
                  </button>
                </span>
              </li>
            ))}
          </ul>
          {confirming ? (
            <p class="actions" role="group" aria-label="Clear the record?">
              <span>Forget all {history.length} past games on this device?</span>
              <button type="button" class="small" onClick={() => (setConfirming(false), onClear())}>
                Yes, forget them
              </button>
              <button type="button" class="small" onClick={() => setConfirming(false)}>
                Keep them
              </button>
            </p>
          ) : (
            <button type="button" class="small" onClick={() => setConfirming(true)}>
              Clear the record
            </button>
          )}
        </>
      )}
    </div>
  );
}
