/**
 * The turn tracker for the table ([8.1]): set up the two players' Faction
 * Panels, then follow each turn: the cards revealed and ordered with every
 * tie-break, whose play it is, Action or Event, React uses and ability
 * boxes, and the end-of-turn checklist. The engine replays the moves and
 * says what is allowed. The game lives in the address and on this device.
 * Loaded just after the page by `TurnTool.tsx`; its game side (`tracked.ts`)
 * only once there is a game to show or keep.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { LossPick, TurnTrackerEvent } from '../../../engine/ascension/turn/index.ts';
import { LinkProblem } from '../../kit/Problem.tsx';
import { Trace } from '../../kit/Trace.tsx';
import { Examples } from '../../kit/Presets.tsx';
import { AnswerBox, AnswerPeek, useAnswerView } from '../../kit/Answer.tsx';
import { num, solveAll, type Refusals } from '../../kit/form.ts';
import { FixFirst } from '../../kit/FixFirst.tsx';
import { AsideList } from '../../kit/AsideList.tsx';
import { loadOnce } from '../../kit/lazy.ts';
import { LoadFailed, Working } from '../../kit/Working.tsx';
import { TURN_EXAMPLES } from './presets.ts';
import { useSavedGame } from './saved.ts';
import Setup from './Setup.tsx';
import { EMPTY_CARDS, EMPTY_FORM, INITIAL, eventOf, formOf, sameGame, seatsOf, setupInput, type Move, type TurnState } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

/** Where this device keeps the tracked game and the games set aside (the kit session). */
const KEYS = { game: 'traveller.ascension.turn-tracker', aside: 'traveller.ascension.turn-tracker.aside' };
const CLEAN_SETUP = setupInput({
  players: [
    { name: 'A', panels: EMPTY_FORM.players[0].panels },
    { name: 'B', panels: EMPTY_FORM.players[1].panels },
  ],
});
const CLEAN_REVEAL = { type: 'reveal', cards: [0, 1].map((i) => ({ player: 'x', initiative: 0, action: 'military', cardId: 900 + i })) };

/** The game side (engine, views, link reader, session): loaded once there is a game to show or keep (`tracked.ts`). */
const loadTracked = loadOnce(() => import('./tracked.ts'));
type Tracked = Awaited<ReturnType<typeof loadTracked>>;
/** Stands for the game side before it is needed: nothing of it is drawn until then. */
const NOT_LOADED = {};
const loadSession = () => loadTracked().then((m) => ({ schema: m.TURN_URL, DeviceSession: m.DeviceSession, stateCodec: m.stateCodec, readUrlState: m.readUrlState, deviceStore: m.deviceStore, readAsideList: m.readAsideList }));

function TurnTool() {
  const saved = useSavedGame<TurnState>(KEYS, loadSession, () => INITIAL, (t) => t);
  const { state: s, setState } = saved;
  const [T, setT] = useState<Tracked | null>(null);
  const [tFailed, setTFailed] = useState(false);
  /** Runs `f` with the game side, loading it first if needed. */
  const withTracked = (f?: (t: Tracked) => void) =>
    loadTracked().then(
      (m) => {
        setT(m);
        setTFailed(false);
        f?.(m);
      },
      () => setTFailed(true),
    );
  const needTracked = s.setup !== null || saved.question !== null || saved.conflict !== null;
  useEffect(() => {
    if (needTracked && !T) void withTracked();
  }, [needTracked]);
  const view = useAnswerView();
  const [refusal, setRefusal] = useState<{ error: string; rule: string } | null>(null);
  const [setupErrs, setSetupErrs] = useState<Refusals>({});
  const [cardErrs, setCardErrs] = useState<Refusals>({});
  const [confirm, setConfirm] = useState<null | { what: string; next: TurnState }>(null);
  const [picks, setPicks] = useState<LossPick[]>([]);
  const seats = s.setup ? seatsOf(s.setup) : [];
  const run = useMemo(() => (T ? T.replayOf(s) : null), [T, s.setup, s.moves]);
  const game = run && run.ok ? run.value.state : null;
  const log = run && run.ok ? run.value.log : [];
  const setupTrace = run && run.ok ? run.trace.slice(0, run.trace.length - log.reduce((n, r) => n + r.trace.length, 0)) : [];
  const lastReveal = [...log].reverse().find((r) => r.event.type === 'reveal');
  const example = TURN_EXAMPLES.find((e) => sameGame(e.state, s));

  const change = (next: TurnState, replacing = false) => {
    setRefusal(null);
    setCardErrs({});
    setPicks([]);
    setState(next, replacing);
  };
  /** Replaces the game, asking first when a game with moves would be lost. */
  const replace = (what: string, next: TurnState) => {
    if (s.setup && s.moves.length > 0 && !sameGame(s, next)) setConfirm({ what, next });
    else change(next);
  };
  /** Makes a move the engine accepts; gives back its refusal otherwise. */
  const tryMove = (m: Move) => {
    if (!game || !T) return null;
    const e = eventOf(m, seats);
    if (!e) return { error: 'This tool cannot write that move.', rule: 'ascension.a-8-1' };
    const r = T.turnTracker.transition(game, e);
    if (!r.ok) return { error: r.error, rule: r.rule, ...(r.field === undefined ? {} : { field: r.field }) };
    change({ ...s, moves: [...s.moves, m], cards: m[0] === 'V' ? EMPTY_CARDS : s.cards });
    return null;
  };
  const play = (m: Move) => {
    const refused = tryMove(m);
    if (refused) setRefusal({ error: refused.error, rule: refused.rule });
  };
  const reveal = () => {
    if (!game || !T) return;
    const event = { type: 'reveal', cards: s.cards.map((c, i) => ({ player: seats[i], initiative: num(c.initiative), action: c.action, cardId: num(c.cardId) })) };
    const r = solveAll((e) => T.turnTracker.transition(game, e as TurnTrackerEvent), event, CLEAN_REVEAL);
    if (!r.ok) {
      setCardErrs(r.fields);
      setRefusal(r.general ? { error: r.general.error, rule: r.general.rule } : null);
      return;
    }
    play(['V', ...s.cards.map((c) => [Number(c.initiative), c.action, Number(c.cardId)])]);
  };
  /** The setup checked by the engine (loaded first on a first visit). */
  const start = () =>
    void withTracked((t) => {
      const input = setupInput(s.form);
      const r = solveAll((i) => t.turnTracker.setup(i), input, CLEAN_SETUP);
      if (!r.ok) {
        setSetupErrs(r.fields);
        setRefusal(r.general ? { error: r.general.error, rule: r.general.rule } : null);
        return;
      }
      setSetupErrs({});
      change({ ...s, setup: input as TurnState['setup'], moves: [] });
    });

  if ((!saved.ready && saved.failed) || (needTracked && !T && tFailed)) return <LoadFailed />;
  if (!saved.ready || (needTracked && !T)) return <Working text="Loading the turn tracker…" />;
  // Here whenever a game or a question about one is shown (needTracked).
  const { summary, whereLine, nextLine, Controls, Players, Systems } = T ?? (NOT_LOADED as Tracked);

  if (saved.question) {
    return (
      <>
        <div class="problem" role="alert">
          <p>
            <strong>This link holds a different game from the one saved on this device.</strong>
          </p>
          <p>The link: {summary(saved.question.link)}. Saved here: {summary(saved.question.saved)}.</p>
          <div class="as-buttons">
            <button type="button" class="primary" onClick={() => saved.answer(true)}>
              Open the link’s game (the saved one is set aside)
            </button>
            <button type="button" onClick={() => saved.answer(false)}>
              Keep the saved game
            </button>
          </div>
        </div>
      </>
    );
  }

  const lastTrace = lastReveal ? lastReveal.trace.slice(1) : [];
  return (
    <>
      {saved.linkError && <LinkProblem message={saved.linkError} instead={s.setup ? 'The game saved on this device is shown instead.' : undefined} onDismiss={saved.dismissLinkError} />}
      {saved.storeError && <p class="problem">{saved.storeError}</p>}
      {saved.justSetAside && saved.aside.length > 0 && (
        <p class="as-note" role="status">
          The game shown before was set aside, not lost: reopen it from the list below the tracker.
        </p>
      )}
      {saved.conflict && (
        <div class="problem" role="alert">
          <p>
            <strong>The game was changed in another tab:</strong> {summary(saved.conflict.theirs)}. This tab shows {summary(s)}.
          </p>
          <div class="as-buttons">
            <button type="button" class="primary" onClick={() => saved.resolve(true)}>
              Load the other tab’s game
            </button>
            <button type="button" onClick={() => saved.resolve(false)}>
              Keep this one (the other tab’s game is set aside)
            </button>
          </div>
        </div>
      )}
      {confirm && (
        <div class="problem" role="alert">
          <p>{confirm.what} replaces the game in progress ({summary(s)}).</p>
          <div class="as-buttons">
            <button
              type="button"
              class="primary"
              onClick={() => {
                const next = confirm.next;
                setConfirm(null);
                change(next, true);
              }}
            >
              Yes, replace it
            </button>
            <button type="button" onClick={() => setConfirm(null)}>
              Keep the game
            </button>
          </div>
        </div>
      )}
      <AnswerBox
        view={view}
        label="The turn"
        head={
          game ? (
            <>
              <p class="as-sub">{whereLine(game)}</p>
              <p class="verdict">{nextLine(game)}</p>
              {game.stage === 'play' && lastTrace.length > 0 && <p class="as-sub">{lastTrace.map((t) => t.text).join(' ')}</p>}
            </>
          ) : run && !run.ok ? (
            <FixFirst fields={{}} general={run} />
          ) : (
            <>
              <p class="verdict">Set up the table</p>
              <p class="as-sub">Two players, each with three Faction Panels: type the Action Counts and the Special Abilities, then start.</p>
            </>
          )
        }
      >
        {game && (
          <Controls game={game} seats={seats} cards={s.cards} cardErrs={cardErrs} onCards={(cards) => setState({ ...s, cards })} reveal={reveal} play={play} refusal={refusal} picks={picks} onPicks={setPicks} />
        )}
        {!game && refusal && (
          <p class="problem" role="alert">
            {refusal.error}
          </p>
        )}
        {game && (
          <div class="as-buttons">
            <button type="button" disabled={s.moves.length === 0} onClick={() => change({ ...s, moves: s.moves.slice(0, -1) })}>
              Undo the last move
            </button>
            <button type="button" onClick={() => replace('A new game', { setup: null, moves: [], form: formOf(s.setup!), cards: EMPTY_CARDS })}>
              New game
            </button>
          </div>
        )}
        {example && <p class="as-note">{example.source}</p>}
      </AnswerBox>

      {game && <Players game={game} seats={seats} play={play} />}
      {game && <Systems game={game} seats={seats} tryMove={tryMove} />}
      {game && (
        <details class="why">
          <summary>The game so far ({s.moves.length} {s.moves.length === 1 ? 'move' : 'moves'})</summary>
          <Trace steps={[...setupTrace, ...log.flatMap((r) => r.trace)]} title="Each step and the rule behind it" />
        </details>
      )}

      <Examples
        examples={TURN_EXAMPLES}
        current={example?.id ?? null}
        onLoad={(e) =>
          void withTracked(() => {
            replace('This example', e.state);
            view.show();
          })
        }
      />

      <AsideList
        list={saved.aside}
        describe={(record) => {
          const kept = saved.read(record);
          if (!kept?.setup) return null;
          return { name: seatsOf(kept.setup).join(' and '), detail: `${kept.moves.length} move${kept.moves.length === 1 ? '' : 's'}` };
        }}
        onOpen={(record) => {
          setRefusal(null);
          setCardErrs({});
          setPicks([]);
          saved.reopen(record);
        }}
        onForget={saved.forget}
        open={saved.justSetAside}
      />
      {!s.setup && (saved.failed || tFailed) && <LoadFailed />}
      {!s.setup && <Setup form={s.form} errs={setupErrs} onForm={(form) => setState({ ...s, form })} onStart={start} onClear={() => setState({ ...s, form: EMPTY_FORM })} />}
      <AnswerPeek view={view}>{game ? nextLine(game) : 'Set up the table'}</AnswerPeek>
    </>
  );
}

export default TurnTool;
