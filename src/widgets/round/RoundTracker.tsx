/**
 * The round tracker, for the table: set up the captains, then follow the
 * round stage by stage. The engine (`tracker.ts`) says who acts now and what
 * they may do; the buttons are the moves it allows. The game lives in the URL
 * hash and, on the tool page, in local storage, so a reload resumes it; a
 * stored game this tab would replace is set aside, never lost (saved.ts,
 * wired in by keep.ts, which loads just after the first screen). The game
 * view and the engine's moves (game.ts) load only when a game is shown or
 * read from a link or this device: the tool page opens on its setup form
 * without them. A worked example's page gives its game drawn when the page
 * was built (the `game` slot, `GameSnapshot`), kept as it came until the
 * reader reaches into it (kit/Dormant.tsx): only then do they load.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CcgErr } from '../../engine/ccg/index.ts';
import { LinkProblem } from '../kit/Problem.tsx';
import { RuleLinks, useRuleCatalogue } from '../kit/RuleLink.tsx';
import { Presets } from '../kit/Presets.tsx';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { LoadFailed, Working } from '../kit/Working.tsx';
import { Citations, DEFAULT_VIEW } from '../kit/citation-context.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { stateFromHash } from '../kit/url-codec.ts';
import { EMPTY_FORM, INITIAL_STATE, ROUND_KEYS, presetState, type RoundToolState } from './state.ts';
import type { TrackerPreset } from './presets.ts';
import type { Kept } from '../kit/session/index.ts';
import { hearAside, keptHere } from '../kit/session/kept.ts';
import type { SavedNote } from './saved.ts';
import type { Keeping } from './keep.ts';
import '../../styles/widgets.css';
import './round-tracker.css';

const loadEditionUi = () => import('../edition/ui.tsx');


/** The setup form, loaded on demand: a table in the middle of a game never needs it. */
const loadSetup = loadOnce(() => import('./SetupView.tsx'));
/** The game view with the engine's moves (game.ts), loaded when a game is shown or read from outside. */
const loadGame = loadOnce(() => import('./game.ts'));
/** The reader of links, loaded only when a link holds a game. */
const loadLink = loadOnce(() => loadGame().then((g) => g.loadLink()));
/**
 * What keeps the game a page drew (a worked example's: the `game` slot) and
 * hands the reader's first moves over to the live view. Such a page loads it
 * before the tracker comes alive, so the drawn game stays in place, element for
 * element, until the reader reaches into it; the server draws it the same way.
 * Any other page opens without it.
 */
const dormant = typeof document === 'undefined' || document.querySelector('.round-tracker astro-slot[name="game"]') ? await import('../kit/Dormant.tsx').catch(() => undefined) : undefined;
/** The list of games set aside, loaded only when there is one (or a note about one). */
const loadSaved = loadOnce(() => import('./SavedGames.tsx'));
/**
 * Keeping games on this device (resume, save, other tabs), loaded after the
 * first screen on the tool page; on a device that keeps nothing for the
 * tracker yet, when there is a game to keep or another tab sets one aside.
 */
const loadKeep = loadOnce(() => loadGame().then((g) => g.loadKeep()));

interface Props {
  /** The worked examples offered, built on the server from the engine's presets (`presets.ts`) and passed in as data. */
  presets?: readonly TrackerPreset[];
  /** The example loaded at first (on an example page). */
  preset?: string;
  /** That example's game drawn when the page was built (the slot `GameSnapshot` fills), kept until the reader reaches for it. */
  game?: ComponentChildren;
}

export default function RoundTracker({ presets = [], preset: presetId, game: drawn }: Props) {
  const ruleLinks = useRuleCatalogue('/ccg/');
  const persist = presetId === undefined;
  const find = (id: string | null) => presets.find((p) => p.id === id);
  const ids = presets.map((p) => p.id);
  const [schema] = useState(() => ({ lazy: () => Promise.all([loadLink(), import('../edition/link.ts')]).then(([m, e]) => e.keepingEdition(m.roundUrl(ids))) }));
  const initial = () => (presetId ? presetState(find(presetId)) : INITIAL_STATE);
  const [hadHash] = useState(() => typeof window !== 'undefined' && stateFromHash(window.location.hash) !== undefined);
  const { state, setState, linkError, linkRefusal, dismissLinkError } = useUrlState<RoundToolState>(schema, initial);
  const [refusal, setRefusal] = useState<CcgErr | null>(null);
  const [restored, setRestored] = useState(false);
  const [aside, setAside] = useState<Kept[]>([]);
  const [note, setNote] = useState<SavedNote | null>(null);
  const { value: SavedGames } = useLazy(persist && (aside.length > 0 || note !== null), loadSaved, (m) => m.SavedGames);
  const needSetup = state.setup === null;
  const { value: SetupView, failed: setupFailed } = useLazy(needSetup, loadSetup, (m) => m.default);
  const [citations, setCitations] = useState(DEFAULT_VIEW);
  /** The reader has reached into the tracker (the game the page drew, an example, the edition): the game's code is on its way. */
  const [woken, setWoken] = useState(false);
  const wake = () => setWoken(true);
  const [first] = useState(state);
  const Dormant = dormant?.Dormant;
  // The game as the page drew it, while the game (the page's first, untouched) and the cited edition are the page's.
  const asBuilt = Dormant !== undefined && drawn !== undefined && state === first && citations === DEFAULT_VIEW;
  const game = useLazy(!needSetup && (woken || !asBuilt), loadGame, (m) => m.GameView);
  const GameView = game.value;
  const [keeping] = useState<Keeping>(() => ({ ids, hadHash, fresh: persist && !hadHash && !keptHere(ROUND_KEYS), touched: { current: false }, setState, setAside, setNote }));
  const { touched, fresh } = keeping;
  /** Another tab set a game aside while this one had nothing kept (the list is then shown here too). */
  const [asideElsewhere, setAsideElsewhere] = useState(false);
  useEffect(() => (fresh ? hearAside(ROUND_KEYS, () => setAsideElsewhere(true)) : undefined), []);
  const { value: keeper } = useLazy(persist && (!fresh || !needSetup || asideElsewhere), loadKeep, (m) => m);

  // On the tool page, reopening without a link resumes the last game on this device.
  useEffect(() => {
    if (!keeper) return;
    const stop = keeper.startKeeping(keeping);
    setRestored(true);
    return stop;
  }, [keeper]);
  useEffect(() => {
    if (keeper && restored) keeper.keep(keeping, state);
  }, [state, restored]);
  // A refused link leaves the stored game alone; say where it is.
  useEffect(() => {
    if (keeper && linkError) keeper.noteUntouched(keeping);
  }, [linkError, keeper]);

  const readGame = (record: string) => (keeper ? keeper.readGame(keeping, record) : null);

  /** A new game, move or example keeps the edition the reader chose. */
  const change = (next: RoundToolState) => {
    touched.current = true;
    setRefusal(null);
    setState((now) => ({ ...next, ...(now.edition && { edition: now.edition }) }));
  };
  const EditionField = useLazy(true, loadEditionUi, (m) => m.CcgEditionField).value;

  const live = GameView && !needSetup ? <GameView state={state} change={change} refusal={refusal} setRefusal={setRefusal} script={find(state.preset)} /> : null;

  return (
    <RuleLinks.Provider value={ruleLinks}>
      <Citations.Provider value={citations}>
      <div class="tool round-tracker" onPointerDown={wake} onFocusIn={wake}>
        {linkError && <LinkProblem message={linkError} instead={linkRefusal?.instead?.says} onDismiss={dismissLinkError} />}
        {SavedGames && keeper && (
          <SavedGames list={aside} read={readGame} onOpen={(r) => keeper.reopen(keeping, r)} onForget={(r) => keeper.forget(keeping, r)} onAnswerLink={(keepLink) => keeper.answerLink(keeping, keepLink)} note={note} />
        )}
        {presets.length > 0 && (
          <Presets label="Worked examples" presets={presets.map((p) => ({ id: p.id, label: p.label, hint: p.source }))} onPick={(id) => change(presetState(find(id)))} />
        )}
        {needSetup && !SetupView ? (
          setupFailed ? (
            <LoadFailed />
          ) : (
            <Working class="rt-wait" text="Loading the setup form…" />
          )
        ) : needSetup && SetupView ? (
          <SetupView
            form={state.form}
            onForm={(form) => {
              touched.current = true;
              setState({ ...state, form });
            }}
            onStart={(setup) => change({ setup, moves: [], preset: null, form: state.form })}
            empty={EMPTY_FORM}
            linked={linkRefusal}
          />
        ) : Dormant && drawn && (asBuilt || live) ? (
          <Dormant wake={wake} kept={asBuilt && drawn} live={live} />
        ) : live ? (
          live
        ) : game.failed ? (
          <LoadFailed />
        ) : (
          <Working class="rt-wait" text="Loading the game…" />
        )}
        {EditionField ? <EditionField value={state.edition} onEdition={setState} onView={setCitations} linked={linkRefusal} /> : <div class="edition-setting" aria-busy="true" />}
      </div>
      </Citations.Provider>
    </RuleLinks.Provider>
  );
}
