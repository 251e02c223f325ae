/**
 * The part of the game view below the moves: the worked example's next
 * step, what the captain may do and how passing works here, in the engine's
 * sentences, the captains with their Victory Points and Initiative, undo and
 * a new game. It travels with the game view (one file, loaded when a game is shown).
 */
import { MAX_INITIATIVE, MAX_THRESHOLD, MAX_VP, captainStatus, currentStage, whatMayTheyDo, type TrackerEvent, type TrackerState } from '../../engine/ccg/tracker/index.ts';
import { RuleCite } from '../kit/RuleLink.tsx';
import { StepText } from '../kit/StepText.tsx';
import { useState } from 'preact/hooks';
import { BookStep } from './BookStep.tsx';
import { formFromSetup, type RoundToolState } from './state.ts';
import type { TrackerPreset } from './presets.ts';

function Stepper({
  label,
  who,
  value,
  min,
  max,
  disabled,
  onSet,
}: {
  label: string;
  who?: string;
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  onSet: (n: number) => void;
}) {
  const full = who ? `${who}’s ${label}` : label;
  return (
    <div class="rt-stepper" role="group" aria-label={full}>
      <span class="rt-stepper-label">{label}</span>
      <button type="button" aria-label={`Lower ${full}`} disabled={disabled || value <= min} onClick={() => onSet(value - 1)}>
        −
      </button>
      <output class="rt-stepper-value" aria-label={full}>
        {value}
      </output>
      <button type="button" aria-label={`Raise ${full}`} disabled={disabled || value >= max} onClick={() => onSet(value + 1)}>
        +
      </button>
    </div>
  );
}

interface Props {
  state: TrackerState;
  /** The tool's state (the setup and the moves), and how to change it (undo, a new game, the book's next move). */
  tool: RoundToolState;
  change: (s: RoundToolState) => void;
  apply: (e: TrackerEvent) => void;
  /** The worked example being followed, if any. */
  script: TrackerPreset | undefined;
  seats: string[];
}

export default function GameDetails({ state: s, tool: state, change, apply, script, seats }: Props) {
  const guide = whatMayTheyDo(s);
  const def = currentStage(s);
  const [confirmNew, setConfirmNew] = useState(false);
  const setup = state.setup as NonNullable<RoundToolState['setup']>;
  return (
    <>
      {script && <BookStep state={state} script={script} seats={seats} change={change} />}
      <section class="rt-guide" aria-label="What they may do">
        <h3>What they may do</h3>
        <ul>
          {guide.may.map((m, i) => (
            <li key={i}>
              <StepText text={m.text} reading={m.reading} />{' '}
              <RuleCite rule={m.rule} />
            </li>
          ))}
        </ul>
        <h3>How passing works here</h3>
        <p>
          {guide.passing ? (
            <>
              {guide.passing.text}{' '}
              <RuleCite rule={guide.passing.rule} />
            </>
          ) : def.participation === 'initiative-order' ? (
            'Nobody passes here: each captain does their part, in initiative order, then is done.'
          ) : (
            'Nobody passes or takes turns in this stage.'
          )}
        </p>
      </section>

      <section class="rt-captains" aria-labelledby="rt-captains-title">
        <h2 id="rt-captains-title">Captains</h2>
        <ul>
          {s.captains.map((c, i) => {
            const status = captainStatus(s, c.id);
            const on = s.active === c.id || (guide.actor.kind === 'captain' && guide.actor.captain === c.id);
            return (
              <li key={c.id} class={on ? 'on' : ''}>
                <p class="rt-cap-name">
                  <span class="rt-seat-no">Seat {i + 1}</span> {c.name}
                  {status && <span class="rt-cap-status"> — {status}</span>}
                </p>
                <Stepper label="Victory Points" who={c.name} value={c.vp} min={0} max={MAX_VP} disabled={s.status === 'over'} onSet={(vp) => apply({ type: 'set-vp', captain: c.id, vp })} />
                <Stepper
                  label="Initiative"
                  who={c.name}
                  value={c.initiative}
                  min={0}
                  max={MAX_INITIATIVE}
                  disabled={s.status === 'over'}
                  onSet={(initiative) => apply({ type: 'set-initiative', captain: c.id, initiative })}
                />
              </li>
            );
          })}
        </ul>
        <Stepper
          label="Victory Points to win"
          value={s.threshold}
          min={1}
          max={MAX_THRESHOLD}
          disabled={s.status === 'over'}
          onSet={(threshold) => apply({ type: 'set-threshold', threshold })}
        />
      </section>

      <div class="actions rt-game-actions">
        <button type="button" class="rt-big" disabled={state.moves.length === 0} onClick={() => change({ ...state, moves: state.moves.slice(0, -1) })}>
          Undo the last move
        </button>
        {!confirmNew ? (
          <button type="button" class="rt-big" onClick={() => setConfirmNew(true)}>
            New game
          </button>
        ) : (
          <span class="rt-confirm" role="group" aria-label="Start a new game?">
            <span>Start a new game? This one will be lost.</span>
            <button
              type="button"
              class="rt-big primary"
              onClick={() => {
                setConfirmNew(false);
                change({
                  setup: null,
                  moves: [],
                  preset: null,
                  form: formFromSetup(setup, s),
                });
              }}
            >
              Yes, new game
            </button>
            <button type="button" class="rt-big" onClick={() => setConfirmNew(false)}>
              Keep playing
            </button>
          </span>
        )}
      </div>
    </>
  );
}
