/**
 * What the game waits for, and the ways to answer: one button per move the
 * engine allows, each with its odds beside it; at the table, a field for
 * the dice total (checked here for its range, then by the engine) or a
 * button per card still in the pile. A refusal shows beside the controls
 * with its rule.
 */
import { useState } from 'preact/hooks';
import { NumberField } from '../../kit/fields.tsx';
import { parseWhole } from '../../kit/numbers.ts';
import { RuleLink } from '../../kit/RuleLink.tsx';
import { BoundsNote } from '../../kit/Chance.tsx';
import { isReading } from '../shared/reading.ts';
import type { GameEvent, GameView, OddsLine, OddsView, Refusal } from './types.ts';

export function OddsText({ lines, exact }: { lines: OddsLine[]; exact: boolean }) {
  return (
    <>
      {lines.map((l, i) => (
        <span key={i} class="tp-odd">
          {l.label}: <strong>{l.chance.percent} %</strong>
          {l.chance.bounds ? <BoundsNote c={l.chance} exact={exact} /> : exact && <span class="tr-frac"> = {l.chance.fraction}</span>}
          {i < lines.length - 1 ? '; ' : ''}
        </span>
      ))}
    </>
  );
}

function RefusalNote({ refusal }: { refusal: Refusal }) {
  return (
    <p class="problem" role="alert">
      <strong>Not allowed:</strong> {refusal.error}{' '}
      <span class="trace-rule">
        Rule: <RuleLink rule={refusal.rule} />
      </span>
    </p>
  );
}

interface Props {
  view: GameView;
  odds: OddsView | null;
  exact: boolean;
  refusal: Refusal | null;
  onMove: (event: GameEvent) => void;
  /** While a choice elsewhere must be made first (a link or another tab), moves wait. */
  blocked: boolean;
}

function RollEntry({ view, refusal, onMove, blocked }: Omit<Props, 'odds' | 'exact'>) {
  const req = view.request!;
  const dice = req.kind === 'roll' ? req.dice : 1;
  const [text, setText] = useState('');
  const [typed, setTyped] = useState(false);
  const read = parseWhole(text, { min: dice, max: 6 * dice, label: `the ${dice === 1 ? 'D6' : `${dice}D6 total`}` });
  const fieldError = typed && !read.ok ? read.error : refusal?.field === 'total' ? refusal.error : undefined;
  return (
    <form
      class="tp-entry"
      onSubmit={(e) => {
        e.preventDefault();
        setTyped(true);
        if (read.ok && !blocked) {
          onMove({ type: 'roll', total: read.value });
          setText('');
          setTyped(false);
        }
      }}
    >
      <NumberField label={`Total rolled: ${req.label}`} value={text} onInput={setText} error={fieldError} hint={`${dice === 1 ? 'One die' : `${dice} dice added up`}: ${dice} to ${6 * dice}.`} name="total" />
      <button type="submit" class="primary tp-move">
        Enter
      </button>
    </form>
  );
}

export function Decision({ view, odds, exact, refusal, onMove, blocked }: Props) {
  const entering = view.request?.kind === 'roll';
  const per = odds?.record === view.record ? odds.perButton : null;
  return (
    <div class="tp-decision">
      <h2 class="tp-prompt" id="tp-prompt" tabIndex={-1}>
        {view.request ? `Enter ${view.request.label}.` : view.prompt.text}
      </h2>
      <p class="tp-small">
        Rule: <RuleLink rule={view.request ? view.request.rule : view.prompt.rule} />
      </p>
      {/* One field for a run of rolls (not one per move): after Enter the focus, and a phone's keyboard, stay in it. */}
      {entering && <RollEntry key="roll" view={view} refusal={refusal} onMove={onMove} blocked={blocked} />}
      {view.buttons.length > 0 && (
        <ul class={`tp-moves${view.request?.kind === 'card' ? ' tp-cards' : ''}`}>
          {view.buttons.map((b, i) => {
            const lines = per?.[i] ?? [];
            const id = `tp-move-odds-${i}`;
            return (
              <li key={`${view.moves}-${i}`}>
                <button type="button" class="tp-move" aria-describedby={lines.length ? id : undefined} aria-disabled={blocked ? 'true' : undefined} onClick={() => !blocked && onMove(b.event)}>
                  {b.label}
                </button>
                {lines.length > 0 && (
                  <p class="tp-move-odds" id={id}>
                    <OddsText lines={lines} exact={exact} />
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {/* Why only these moves: right under them, so the move itself stays in the first screen of a phone. */}
      {view.reason && !view.request && (
        <p class="tp-reason">
          {/* Why only these moves: right under them, so the move itself stays in the first screen of a phone. */}
      {view.reason.text}{' '}
          <span class="trace-rule">
            {isReading(view.reason.rule) ? 'Our reading' : 'Rule'}: <RuleLink rule={view.reason.rule} />
          </span>
        </p>
      )}
      {refusal && refusal.field !== 'total' && <RefusalNote refusal={refusal} />}
      {refusal && refusal.field === 'total' && !entering && <RefusalNote refusal={refusal} />}
      {per === null && view.status === 'playing' && (
        <p class="tp-small muted" role="status">
          Working out the odds…
        </p>
      )}
    </div>
  );
}
