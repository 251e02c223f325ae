/**
 * The end of a game: how it ended and why (with the rule), how far the crew
 * got, the last choice before the end with the odds every option had, how
 * the run compares with many simulated ones, and the ways to go on: take
 * the last move back, the same seed again, or a new one.
 */
import { RuleLink } from '../../kit/RuleLink.tsx';
import { OddsText } from './Decision.tsx';
import type { CompareView, GameView, ReviewView } from './types.ts';

interface Props {
  view: GameView;
  review: ReviewView | null;
  compare: CompareView | null;
  exact: boolean;
  onUndo: () => void;
  onAgain: () => void;
  onNew: () => void;
}

const TITLE = { won: 'Victory', lost: 'The game is lost', finished: 'The circuit is complete', playing: '' } as const;

export function GameOver({ view, review, compare, exact, onUndo, onAgain, onNew }: Props) {
  const s = view.summary;
  return (
    <section class={`tp-over tp-over-${s.outcome}`} aria-labelledby="tp-over-title">
      <h2 id="tp-over-title" tabIndex={-1}>
        {TITLE[s.outcome]}
      </h2>
      <p class="tp-over-why">
        {s.text} {s.rule && <span class="trace-rule">Rule: <RuleLink rule={s.rule} /></span>}
      </p>
      <ul class="tp-facts tp-over-facts">
        <li>
          <span class="muted">Got as far as</span> <strong>{s.furthest}</strong>
        </li>
        <li>
          <span class="muted">Money at the end</span> <strong>{s.money}</strong>
        </li>
        <li>
          <span class="muted">Sales</span> <strong>{s.sales}</strong>
        </li>
        <li>
          <span class="muted">Turns</span> <strong>{s.turn}</strong>
        </li>
      </ul>
      <div class="actions tp-over-actions">
        {/* The game is over: a new one comes first; taking back the move that ended it is the exception. */}
        <button type="button" class="primary tp-move" onClick={onNew}>
          New game, new seed
        </button>
        {/* At the table the cards and dice are real: the seed deals nothing, so the same seed again means nothing there. */}
        {view.mode === 'digital' && (
          <button type="button" class="tp-move" onClick={onAgain}>
            Same seed again
          </button>
        )}
        <button type="button" class="tp-move" onClick={onUndo} disabled={view.moves === 0}>
          Take back the last move
        </button>
      </div>
      {review?.record === view.record && review.last && (
        <div class="tp-review">
          <h3>The last choice</h3>
          <p>
            {review.last.prompt} You chose: <strong>{review.last.chosen || 'the only move'}</strong>.
          </p>
          {review.last.moves.some((m) => m.odds.length > 0) || review.last.general.length > 0 ? (
            <ul>
              {review.last.moves.map((m, i) => (
                <li key={i}>
                  {m.label}
                  {m.odds.length > 0 && (
                    <>
                      {' '}
                      — <OddsText lines={m.odds} exact={exact} />
                    </>
                  )}
                </li>
              ))}
              {review.last.general.length > 0 && (
                <li>
                  <OddsText lines={review.last.general} exact={exact} />
                </li>
              )}
            </ul>
          ) : (
            <p class="muted">No option there changed the odds: the dice decided.</p>
          )}
        </div>
      )}
      {compare && (
        <p class="tp-compare">
          Of {compare.games.toLocaleString('en')} games played through by a simple strategy under the same readings (take the first offers, bring the strongest helpers, always strike back), {compare.firstPort.percent} % ended at Regina on the first turn,{' '}
          {compare.reached.percent} % got as far as stop {compare.stop} or further{compare.sales > 0 ? `, and ${compare.sold.percent} % made ${compare.sales} sale${compare.sales > 1 ? 's' : ''} or more` : ''}. The game is hard as written.
        </p>
      )}
    </section>
  );
}
