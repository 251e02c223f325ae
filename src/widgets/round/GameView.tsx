/**
 * The game being tracked: where the round stands, who acts now, the moves the
 * engine allows as buttons, the captains' values, undo and a new game.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { MAX_INITIATIVE, MAX_THRESHOLD, MAX_VP, captainStatus, currentStage, replay, transition, whatMayTheyDo, type TrackerEvent } from '../../engine/ccg/tracker/index.ts';
import { phaseDef } from '../../engine/ccg/round/index.ts';
import type { CcgErr } from '../../engine/ccg/result.ts';
import { Trace } from '../kit/Trace.tsx';
import { Problem } from '../kit/Problem.tsx';
import { RuleCite } from '../kit/RuleLink.tsx';
import { KEEP_MOVES, encodeMove, formFromSetup, movesOf, seatsOf, type RoundToolState } from './state.ts';
import type { TrackerPreset } from './presets.ts';
import { BookStep, MoveButton, RoundMap, Stepper, nameOf } from './game-parts.tsx';

/** Cuts a long game's link at a round start; loaded the first time a game grows that long. */
let compactor: typeof import('./compact.ts').compact | undefined;

export interface GameProps {
  state: RoundToolState;
  change: (s: RoundToolState) => void;
  refusal: CcgErr | null;
  setRefusal: (e: CcgErr | null) => void;
  script: TrackerPreset | undefined;
}

export default function GameView({ state, change, refusal, setRefusal, script }: GameProps) {
  const setup = state.setup as NonNullable<RoundToolState['setup']>;
  const game = useMemo(() => replay(setup, movesOf(state)), [setup, state.moves]);
  const movesRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const [confirmNew, setConfirmNew] = useState(false);

  // After a move, keep keyboard focus in the moves: the button pressed may have gone.
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const a = document.activeElement;
    if (a === null || a === document.body || !a.isConnected) movesRef.current?.querySelector('button')?.focus();
  });

  if (!game.ok) return <Problem error={game} title="This game cannot be shown" />;
  const s = game.value.state;
  const seats = seatsOf(setup);
  const guide = whatMayTheyDo(s);
  const def = currentStage(s);

  const apply = (event: TrackerEvent) => {
    const r = transition(s, event);
    refocus.current = true;
    if (!r.ok) {
      setRefusal(r);
      return;
    }
    const code = encodeMove(event, seats);
    const last = state.moves[state.moves.length - 1];
    // Repeated taps on one captain's Victory Points make one move.
    const merge = event.type === 'set-vp' && last !== undefined && last.startsWith(`v${seats.indexOf(event.captain)}.`);
    let next: RoundToolState = { ...state, moves: merge ? [...state.moves.slice(0, -1), code] : [...state.moves, code] };
    // A long game's link is cut at a round start (the code for it loads the first time it is needed).
    if (next.moves.length > KEEP_MOVES) {
      const full = compactor && replay(setup, movesOf(next));
      if (compactor && full && full.ok) next = compactor(next, full.value.states, KEEP_MOVES);
      else void import('./compact.ts').then((m) => (compactor = m.compact));
    }
    change(next);
  };

  return (
    <div class="rt-game">
      <section class="rt-now" aria-labelledby="rt-stage-title">
        <p class="rt-where">
          Round {s.round} · {phaseDef(s.phase).name} · stage {s.stage} of {phaseDef(s.phase).stages.length}
        </p>
        <h2 class="rt-stage" id="rt-stage-title">
          {def.title}
        </h2>
        <RoundMap state={s} />
        <div aria-live="polite" class="rt-live">
          <p class="rt-who-label">Who acts now</p>
          <p class="rt-who">{guide.actor.kind === 'captain' ? nameOf(s, guide.actor.captain) : guide.actor.kind === 'everyone' ? 'Everyone' : 'Nobody'}</p>
          <p class="rt-who-text">
            {guide.actor.text}{' '}
            <RuleCite rule={guide.actor.rule} />
          </p>
          {def.victoryCheck && s.victory && (
            <p class={`rt-victory ${s.victory.winner ? 'won' : ''}`}>
              <strong>Victory check:</strong> {s.victory.text}
            </p>
          )}
          {s.status === 'over' && !def.victoryCheck && (
            <p class="rt-victory won">
              <strong>Game over:</strong> {nameOf(s, s.winner ?? '')} has won.
            </p>
          )}
          {refusal && <Problem error={refusal} />}
        </div>
      </section>

      <div class="rt-moves" role="group" aria-label="Moves open now" ref={movesRef}>
        {guide.moves.map((m, i) => (
          <MoveButton key={m.label} move={m} primary={i === 0} onMove={apply} />
        ))}
        {s.status === 'playing' && !guide.moves.some((m) => m.event.type === 'next-stage') && (
          <button type="button" class="rt-big rt-secondary" onClick={() => apply({ type: 'next-stage' })}>
            Next stage
          </button>
        )}
      </div>

      {script && <BookStep state={state} script={script} seats={seats} change={change} />}

      <section class="rt-guide" aria-label="What they may do">
        <h3>What they may do</h3>
        <ul>
          {guide.may.map((m, i) => (
            <li key={i}>
              {m.text}{' '}
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

      <Trace steps={s.log} title="This stage so far" />
    </div>
  );
}
