/**
 * The round tracker, for the table: set up the captains, then follow the
 * round stage by stage. The engine (`tracker.ts`) says who acts now and what
 * they may do; the buttons are the moves it allows. The game lives in the URL
 * hash and, on the tool page, in local storage, so a reload resumes it.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  MAX_CAPTAINS,
  MAX_NAME,
  MAX_INITIATIVE,
  MAX_THRESHOLD,
  MAX_VP,
  captainStatus,
  currentStage,
  replay,
  transition,
  whatMayTheyDo,
  type TrackerEvent,
  type TrackerMove,
  type TrackerState,
} from '../../engine/ccg/tracker/index.ts';
import { phaseDef, roundPhases } from '../../engine/ccg/round/index.ts';
import type { CcgErr } from '../../engine/ccg/result.ts';
import { Trace } from '../kit/Trace.tsx';
import { Problem, LinkProblem } from '../kit/Problem.tsx';
import { RuleLink } from '../kit/RuleLink.tsx';
import { useUrlState } from '../kit/useUrlState.ts';
import { decodeState, encodeState, stateFromHash } from '../kit/url-codec.ts';
import { EMPTY_FORM, INITIAL_STATE, KEEP_MOVES, encodeMove, formFromSetup, movesOf, parseRoundToolState, seatsOf, type RoundToolState } from './state.ts';
import type { TrackerPreset } from './presets.ts';
import type SetupViewType from './SetupView.tsx';
import '../../styles/widgets.css';
import './round-tracker.css';

const STORE = 'traveller.round-tracker';

/** The setup form, loaded on demand: a table in the middle of a game never needs it. */
let SetupView: typeof SetupViewType | undefined;
let compactor: typeof import('./compact.ts').compact | undefined;
const LIMITS = { captains: MAX_CAPTAINS, name: MAX_NAME, initiative: MAX_INITIATIVE, vp: MAX_VP, threshold: MAX_THRESHOLD };
const loadSetup = () => import('./SetupView.tsx').then((m) => (SetupView = m.default));

function presetState(p: TrackerPreset | undefined): RoundToolState {
  if (!p) return INITIAL_STATE;
  return {
    setup: p.setup,
    moves: [],
    preset: p.id,
    form: formFromSetup(p.setup),
  };
}

interface Props {
  /** The worked examples offered, built on the server from the engine's presets (`presets.ts`) and passed in as data. */
  presets?: readonly TrackerPreset[];
  /** The example loaded at first (on an example page). */
  preset?: string;
}

export default function RoundTracker({ presets = [], preset: presetId }: Props) {
  const persist = presetId === undefined;
  const find = (id: string | null) => presets.find((p) => p.id === id);
  const ids = presets.map((p) => p.id);
  const parse = (raw: unknown) => parseRoundToolState(raw, ids);
  const initial = () => (presetId ? presetState(find(presetId)) : INITIAL_STATE);
  const hadHash = useRef<boolean | null>(null);
  if (hadHash.current === null) hadHash.current = typeof window !== 'undefined' && stateFromHash(window.location.hash) !== undefined;
  const { state, setState, linkError, dismissLinkError } = useUrlState<RoundToolState>(parse, initial);
  const [refusal, setRefusal] = useState<CcgErr | null>(null);
  const restored = useRef(false);
  const [, setupLoaded] = useState(SetupView !== undefined);
  const needSetup = state.setup === null;
  useEffect(() => {
    if (needSetup && SetupView === undefined) void loadSetup().then(() => setupLoaded(true));
  }, [needSetup]);

  // On the tool page, reopening without a link resumes the last game on this device.
  useEffect(() => {
    if (persist && !hadHash.current) {
      try {
        const saved = window.localStorage.getItem(STORE);
        const decoded = saved ? decodeState(saved) : undefined;
        const parsed = decoded?.ok ? parse(decoded.value) : undefined;
        if (parsed?.ok) setState(parsed.value);
      } catch {
        /* storage unavailable: the URL still holds the game */
      }
    }
    restored.current = true;
  }, []);
  useEffect(() => {
    if (!persist || !restored.current) return;
    try {
      window.localStorage.setItem(STORE, encodeState(state));
    } catch {
      /* storage full or unavailable */
    }
  }, [state]);

  const change = (next: RoundToolState) => {
    setRefusal(null);
    setState(next);
  };

  return (
    <div class="tool round-tracker">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      {presets.length > 0 && (
        <div class="presets" role="group" aria-label="Worked examples">
          <span>Load an example:</span>
          {presets.map((p) => (
            <button type="button" key={p.id} onClick={() => change(presetState(p))} title={p.source}>
              {p.label}
            </button>
          ))}
        </div>
      )}
      {needSetup && SetupView === undefined ? (
        <p class="rt-wait">Loading the setup form…</p>
      ) : needSetup && SetupView ? (
        <SetupView
          form={state.form}
          onForm={(form) => setState({ ...state, form })}
          onStart={(setup) => change({ setup, moves: [], preset: null, form: state.form })}
          empty={EMPTY_FORM}
          limits={LIMITS}
        />
      ) : (
        <GameView state={state} change={change} refusal={refusal} setRefusal={setRefusal} script={find(state.preset)} />
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------
// The game

interface GameProps {
  state: RoundToolState;
  change: (s: RoundToolState) => void;
  refusal: CcgErr | null;
  setRefusal: (e: CcgErr | null) => void;
  script: TrackerPreset | undefined;
}

function GameView({ state, change, refusal, setRefusal, script }: GameProps) {
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
            <span class="trace-rule">
              Rule: <RuleLink rule={guide.actor.rule} />
            </span>
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
              <span class="trace-rule">
                Rule: <RuleLink rule={m.rule} />
              </span>
            </li>
          ))}
        </ul>
        <h3>How passing works here</h3>
        <p>
          {guide.passing ? (
            <>
              {guide.passing.text}{' '}
              <span class="trace-rule">
                Rule: <RuleLink rule={guide.passing.rule} />
              </span>
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
                <Stepper
                  label="Victory Points"
                  who={c.name}
                  value={c.vp}
                  min={0}
                  max={MAX_VP}
                  disabled={s.status === 'over'}
                  onSet={(vp) => apply({ type: 'set-vp', captain: c.id, vp })}
                />
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

const nameOf = (s: TrackerState, id: string) => s.captains.find((c) => c.id === id)?.name ?? id;

function MoveButton({ move, primary, onMove }: { move: TrackerMove; primary: boolean; onMove: (e: TrackerEvent) => void }) {
  return (
    <button type="button" class={`rt-big ${primary ? 'primary' : ''}`} onClick={() => onMove(move.event)}>
      {move.label}
    </button>
  );
}

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

/** Where the round stands: the phases in order, the stages of each, the current one marked. */
function RoundMap({ state }: { state: TrackerState }) {
  const phases = roundPhases(state.solo);
  const at = phases.findIndex((p) => p.id === state.phase);
  return (
    <ol class="rt-map" aria-label="Position in the round">
      {phases.map((p, i) => {
        const here = p.id === state.phase;
        return (
          <li key={p.id} class={here ? 'here' : ''} aria-current={here ? 'step' : undefined}>
            <span class="rt-map-name">
              {p.name.replace(/ Phase.*$/, '')}
              {here && (
                <span class="visually-hidden">
                  : now, stage {state.stage} of {p.stages.length}
                </span>
              )}
            </span>
            <span class="rt-pips" aria-hidden="true">
              {p.stages.map((st) => (
                <span
                  key={st.number}
                  class={`rt-pip${here && st.number === state.stage ? ' now' : ''}${i < at || (here && st.number < state.stage) ? ' past' : ''}${st.victoryCheck ? ' victory' : ''}`}
                />
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The worked example's next move, as the book makes it. */
function BookStep({ state, script, seats, change }: { state: RoundToolState; script: TrackerPreset; seats: string[]; change: (s: RoundToolState) => void }) {
  const codes = script.script.map((x) => encodeMove(x.event, seats));
  let k = 0;
  while (k < state.moves.length && k < codes.length && state.moves[k] === codes[k]) k++;
  const onPath = k === state.moves.length;
  const nextStep = script.script[k];
  const last = k > 0 ? script.script[k - 1] : undefined;
  return (
    <section class="rt-book" aria-label="The book’s example">
      <h3>The book’s example</h3>
      {onPath && last && (
        <p>
          <span class="rt-book-n">Step {k}:</span> {last.title}
        </p>
      )}
      {onPath && nextStep && (
        <>
          <p>
            <span class="rt-book-n">
              Next (step {k + 1} of {codes.length}):
            </span>{' '}
            {nextStep.title}
          </p>
          <button type="button" class="rt-big" onClick={() => change({ ...state, moves: [...state.moves, codes[k] as string] })}>
            Play the book’s next move
          </button>
        </>
      )}
      {onPath && !nextStep && <p>That is the end of the book’s example. Carry on with your own moves, or load the example again.</p>}
      {!onPath && (
        <>
          <p>Your moves left the book’s path after step {k}.</p>
          <button type="button" class="rt-big" onClick={() => change({ ...state, moves: state.moves.slice(0, k) })}>
            Back to the book’s path
          </button>
        </>
      )}
    </section>
  );
}
