/**
 * The game being tracked: where the round stands (each phase a way to jump to
 * its stages), who acts now, the moves the engine takes as buttons and why
 * the others are not open, and below the moves what they may do, the captains
 * and undo (GameDetails.tsx). The tracker loads this file, with the engine's
 * moves, only when a game is shown (RoundTracker.tsx); the jump picker loads
 * when a phase is tapped, and those reasons when asked for.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { currentStage, legalMoves, replay, transition, whoActs, type TrackerEvent } from '../../engine/ccg/tracker/index.ts';
import { phaseDef, type RoundPhaseId } from '../../engine/ccg/round/index.ts';
import type { CcgErr } from '../../engine/ccg/index.ts';
import { Trace } from '../kit/Trace.tsx';
import { Problem } from '../kit/Problem.tsx';
import { RuleCite } from '../kit/RuleLink.tsx';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { LoadFailed, Working } from '../kit/Working.tsx';
import { KEEP_MOVES, MAX_MOVES, encodeMove, movesOf, seatsOf, type RoundToolState } from './state.ts';
import type { TrackerPreset } from './presets.ts';
import { MoveButton, RoundMap, nameOf } from './game-parts.tsx';
import GameDetails from './GameDetails.tsx';

/** The jump picker and the reasons for the moves not offered: loaded when a phase of the map is tapped or the reasons are asked for. */
const loadAsked = loadOnce(() => import('./asked.ts'));

/** Cuts a long game's link at a round start; loaded the first time a game grows that long. */
let compactor: typeof import('./compact.ts') | undefined;

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
  const [jumpTo, setJumpTo] = useState<RoundPhaseId | null>(null);
  /** A move not made because the link would hold more moves than it can: where, and why. */
  const [full, setFull] = useState<{ at: number; text: string } | null>(null);
  const [why, setWhy] = useState(false);
  const { value: asked, failed: askFailed } = useLazy(jumpTo !== null || why, loadAsked, (m) => m);
  /** Where a part goes while its code is on its way. */
  const wait = (failed: boolean) => (failed ? <LoadFailed /> : <Working />);

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
  const actor = whoActs(s);
  const legal = legalMoves(s);
  const def = currentStage(s);

  const apply = (event: TrackerEvent) => {
    const r = transition(s, event);
    refocus.current = true;
    if (!r.ok) {
      setRefusal(r);
      return;
    }
    setJumpTo(null);
    const code = encodeMove(event, seats);
    const last = state.moves[state.moves.length - 1];
    // Repeated taps on one captain's Victory Points make one move.
    const merge = event.type === 'set-vp' && last !== undefined && last.startsWith(`v${seats.indexOf(event.captain)}.`);
    let next: RoundToolState = { ...state, moves: merge ? [...state.moves.slice(0, -1), code] : [...state.moves, code] };
    // A long game's link is cut at a round start (the code for it loads the first time it is needed);
    // a round too long to cut within the link's limit refuses the move, and says so.
    if (next.moves.length > KEEP_MOVES) {
      const full = compactor && replay(setup, movesOf(next));
      if (compactor && full && full.ok) next = compactor.compact(next, full.value.states, KEEP_MOVES);
      else void import('./compact.ts').then((m) => (compactor = m));
      if (compactor && next.moves.length > MAX_MOVES) return setFull({ at: state.moves.length, text: compactor.FULL });
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
        <RoundMap state={s} open={jumpTo} canJump={legal.jump} onPick={setJumpTo} />
        {jumpTo !== null &&
          (asked ? <asked.JumpPanel key={`${jumpTo}:${state.moves.length}`} state={s} phase={jumpTo} onJump={apply} onClose={() => setJumpTo(null)} /> : wait(askFailed))}
        <div aria-live="polite" class="rt-live">
          <p class="rt-who-label">Who acts now</p>
          <p class="rt-who">{actor.kind === 'captain' ? nameOf(s, actor.captain) : actor.kind === 'everyone' ? 'Everyone' : 'Nobody'}</p>
          <p class="rt-who-text">
            {actor.text} <RuleCite rule={actor.rule} />
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
          {full?.at === state.moves.length && (
            <p class="problem" role="alert">
              {full.text}
            </p>
          )}
        </div>
      </section>

      <div class="rt-moves" role="group" aria-label="Moves open now" ref={movesRef}>
        {legal.open.map((m, i) => (
          <MoveButton key={m.label} move={m} primary={i === 0} onMove={apply} />
        ))}
      </div>
      <details class="rt-closed" onToggle={(e) => setWhy((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>Why no other moves</summary>
        {why && (asked ? <asked.WhyNot state={s} /> : wait(askFailed))}
      </details>

      <GameDetails state={s} tool={state} change={change} apply={apply} script={script} seats={seats} />

      <Trace steps={s.log} title="This stage so far" />
    </div>
  );
}
