/** A pool drawn small: one chip per token kind with its count, and where the tokens came from on request. */
import { TokenChip, tokenName } from './fields.tsx';
import { Fold } from './Fold.tsx';
import { ENTERED, INLINE_KINDS } from './pool.ts';
import type { PoolView } from './view.ts';

const fromCards = (pool: PoolView) => pool.kinds.some((k) => k.sources.some((s) => s.name !== ENTERED));

function Chips({ pool, label }: { pool: PoolView; label: string }) {
  return (
    <ul class="chips" aria-label={label}>
      {pool.kinds.map((k) => (
        <li key={k.key}>
          <TokenChip token={k.key} />
          {k.count > 1 && <span class="count"> × {k.count}</span>}
        </li>
      ))}
    </ul>
  );
}

export function PoolSummary({ pool, label }: { pool: PoolView; label: string }) {
  const many = pool.kinds.length > INLINE_KINDS;
  return (
    <div class="pool-view">
      <span class="label-like">{label}:</span>{' '}
      {pool.total === 0 ? (
        <span>no token.</span>
      ) : (
        <>
          {many ? <span>{pool.total} tokens of {pool.kinds.length} kinds.</span> : <Chips pool={pool} label={label} />}
          {!many && pool.kinds.length > 1 && <span class="muted pool-total"> ({pool.total} tokens)</span>}
          {many && (
            <Fold title="Each kind, with its count" class="pool-kinds">
              {() => <Chips pool={pool} label={label} />}
            </Fold>
          )}
          {fromCards(pool) && (
            <Fold title="Where these tokens came from" class="pool-sources">
              {() => (
                <ul>
                  {pool.kinds.map((k) => (
                    <li key={k.key}>
                      {tokenName(k.key)}: {k.sources.map((s) => `${s.count} from ${s.name}`).join(', ')}
                    </li>
                  ))}
                </ul>
              )}
            </Fold>
          )}
        </>
      )}
    </div>
  );
}
