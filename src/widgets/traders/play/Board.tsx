/**
 * The table as the game stands: where the Beowulf is and what it carries,
 * the crew (the Trader cards), the Encounter cards turned up, the enemy ship
 * in a battle, the Patron's offer. Everything shown comes from the view the
 * service built from the engine's state.
 */
import { formatMoney, GOAL } from '../../../engine/traders/tables/index.ts';
import type { CrewCard, GameView, TableCard } from './types.ts';

const STATUS_MARK: Record<CrewCard['status'], string> = {
  active: '',
  wounded: 'wounded',
  recuperating: 'recuperating',
  care: 'in care',
  dead: 'dead',
  'paid-off': 'paid off',
};

export function Status({ view }: { view: GameView }) {
  return (
    <div class="tp-status">
      <p class="tp-where">
        <strong>{view.world}</strong> <span class="muted">stop {view.stop}</span> · turn {view.turn} · {view.phase}
      </p>
      <ul class="tp-facts">
        <li>
          <span class="muted">Money</span> <strong data-testid="money">{view.money}</strong> <span class="muted">of {formatMoney(GOAL)}</span>
        </li>
        <li>
          <span class="muted">Cargo</span> {view.cargo ?? 'none'}
        </li>
        <li>
          <span class="muted">Beowulf</span> {view.beowulfHits === 0 ? 'undamaged' : `${view.beowulfHits} hit${view.beowulfHits > 1 ? 's' : ''} (power ${view.beowulfPower})`}
        </li>
        {view.jump && (
          <li>
            <span class="muted">Jump</span> {view.jump}
          </li>
        )}
      </ul>
    </div>
  );
}

export function Crew({ crew }: { crew: CrewCard[] }) {
  const aboard = crew.filter((o) => o.status !== 'dead' && o.status !== 'paid-off');
  const gone = crew.filter((o) => o.status === 'dead' || o.status === 'paid-off');
  return (
    <div class="tp-crew-wrap">
      <ul class="tp-crew" aria-label="The crew">
        {aboard.map((o) => (
          <li key={o.id} class={`tp-officer tp-${o.status}`} title={o.note}>
            <span class="tp-officer-name">{o.name.replace(/ \(replacement.*$/, '')}</span>
            <span class="tp-power" aria-label={`power ${o.power}`}>
              {o.power}
            </span>
            {o.replacement && <span class="tp-tag">replacement</span>}
            <span class="tp-officer-state">{o.status === 'active' ? <span class="visually-hidden">{o.note}</span> : o.status === 'care' ? o.note.replace('in intensive care', 'in care') : STATUS_MARK[o.status]}</span>
          </li>
        ))}
      </ul>
      {gone.length > 0 && <p class="tp-gone">Lost: {gone.map((o) => `${o.name} (${o.note})`).join(', ')}</p>}
    </div>
  );
}

function Card({ c }: { c: TableCard }) {
  return (
    <li class={`tp-card${c.patron ? ' tp-patron' : ''}${c.acting ? ' tp-acting' : ''}`}>
      <span class="tp-card-name">{c.name}</span>
      {c.power !== null && (
        <span class="tp-card-power">
          power {c.power}
          {c.count > 1 ? ` × ${c.count} = ${c.power * c.count}` : ''}
        </span>
      )}
      {c.count > 1 && <span class="tp-card-count">gang of {c.count}</span>}
      {c.acting && <span class="tp-card-flag">attacking</span>}
    </li>
  );
}

function Ship({ name, power, hits, next }: { name: string; power: number; hits: number; next: boolean }) {
  return (
    <div class={`tp-ship${next ? ' tp-acting' : ''}`}>
      <span class="tp-card-name">{name}</span>
      <span class="tp-card-power">
        power {power - hits}
        {hits > 0 ? ` (printed ${power})` : ''}
      </span>
      <span class="tp-hits" aria-label={`${hits} of 3 hits`}>
        {[0, 1, 2].map((i) => (
          <span key={i} class={i < hits ? 'tp-hit' : 'tp-nohit'} aria-hidden="true" />
        ))}
      </span>
      {next && <span class="tp-card-flag">fires next</span>}
    </div>
  );
}

export function Table({ view }: { view: GameView }) {
  const b = view.battle;
  const o = view.offer;
  return (
    <div class="tp-table">
      {b ? (
        <div class="tp-battle" aria-label={`Space battle${b.which ? `, ${b.which}` : ''}`} role="group">
          <Ship name="Beowulf" power={b.beowulfPower} hits={b.beowulfHits} next={b.next === 'beowulf'} />
          <span class="tp-vs" aria-hidden="true">
            vs
          </span>
          <Ship name={b.enemy} power={b.enemyPower} hits={b.enemyHits} next={b.next === 'enemy'} />
          <p class="tp-small">
            {b.which ? `${b.which.charAt(0).toUpperCase()}${b.which.slice(1)}; ` : ''}
            {b.shots} shot{b.shots === 1 ? '' : 's'} so far
          </p>
        </div>
      ) : view.row.length > 0 ? (
        <ul class="tp-row" aria-label="Encounter cards on the table">
          {view.row.map((c) => (
            <Card key={c.key} c={c} />
          ))}
        </ul>
      ) : null}
      {o && (
        <div class="tp-offer">
          <span class="tp-card-name">
            {o.side === 'buy' ? 'For sale' : 'Offer for your cargo'}: {o.goods}
          </span>
          <span>
            base {o.base}; market roll {o.roll} {o.modifier >= 0 ? '+' : '−'} {Math.abs(o.modifier)} = {o.roll + o.modifier}: {o.multiplier}
          </span>
          <strong class="tp-price">{o.price}</strong>
        </div>
      )}
      <p class="tp-small muted">
        Encounter deck: {view.piles.draw} to draw, {view.piles.discard} discarded
      </p>
    </div>
  );
}
