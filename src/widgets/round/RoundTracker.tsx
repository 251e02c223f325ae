/**
 * The round tracker, for the table: set up the captains, then follow the
 * round stage by stage. The engine (`tracker.ts`) says who acts now and what
 * they may do; the buttons are the moves it allows. The game lives in the URL
 * hash and, on the tool page, in local storage, so a reload resumes it; a
 * stored game this tab would replace is set aside, never lost (saved.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { MAX_CAPTAINS, MAX_NAME, MAX_INITIATIVE, MAX_THRESHOLD, MAX_VP } from '../../engine/ccg/tracker/index.ts';
import type { CcgErr } from '../../engine/ccg/result.ts';
import { LinkProblem } from '../kit/Problem.tsx';
import { RuleLinks, useRuleCatalogue } from '../kit/RuleLink.tsx';
import { Presets } from '../kit/Presets.tsx';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { LoadFailed, Working } from '../kit/Working.tsx';
import { useUrlState } from '../kit/useUrlState.ts';
import { encodeState, stateFromHash } from '../kit/url-codec.ts';
import { readEncodedState } from '../kit/url-state.ts';
import { EMPTY_FORM, INITIAL_STATE, formFromSetup, roundUrl, type RoundToolState } from './state.ts';
import type { TrackerPreset } from './presets.ts';
import GameView from './GameView.tsx';
import type { SavedNote, SetAside } from './saved.ts';
import { STORE as STORE_KEY } from './saved-keys.ts';
import '../../styles/widgets.css';
import './round-tracker.css';


const LIMITS = { captains: MAX_CAPTAINS, name: MAX_NAME, initiative: MAX_INITIATIVE, vp: MAX_VP, threshold: MAX_THRESHOLD };
/** The setup form, loaded on demand: a table in the middle of a game never needs it. */
const loadSetup = loadOnce(() => import('./SetupView.tsx'));
/** The list of games set aside, loaded only when there is one (or a note about one). */
const loadSaved = loadOnce(() => import('./SavedGames.tsx'));
/** The rules for keeping games on this device, loaded after the first screen (saving can wait a moment). */
const loadSaving = loadOnce(() => import('./saved.ts'));


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
  const ruleLinks = useRuleCatalogue('/ccg/');
  const persist = presetId === undefined;
  const find = (id: string | null) => presets.find((p) => p.id === id);
  const [schema] = useState(() => roundUrl(presets.map((p) => p.id)));
  const initial = () => (presetId ? presetState(find(presetId)) : INITIAL_STATE);
  const [hadHash] = useState(() => typeof window !== 'undefined' && stateFromHash(window.location.hash) !== undefined);
  const { state, setState, linkError, dismissLinkError } = useUrlState<RoundToolState>(schema, initial);
  const [refusal, setRefusal] = useState<CcgErr | null>(null);
  const [restored, setRestored] = useState(false);
  /** What this tab last saved (or resumed): a different game found in storage came from elsewhere. */
  const written = useRef<string | null>(null);
  const [aside, setAside] = useState<SetAside[]>([]);
  const [note, setNote] = useState<SavedNote | null>(null);
  const { value: SavedGames } = useLazy(persist && (aside.length > 0 || note !== null), loadSaved, (m) => m.SavedGames);
  const needSetup = state.setup === null;
  const { value: SetupView, failed: setupFailed } = useLazy(needSetup, loadSetup, (m) => m.default);

  // On the tool page, reopening without a link resumes the last game on this device.
  useEffect(() => {
    if (!persist) return;
    try {
      const store = window.localStorage;
      if (!hadHash) {
        const saved = store.getItem(STORE_KEY);
        const parsed = saved ? readEncodedState(saved, schema) : undefined;
        if (parsed?.ok) {
          setState(parsed.value);
          written.current = saved;
        }
      }
      void loadSaving().then((m) => setAside(m.readAside(store)));
    } catch {
      /* storage unavailable: the URL still holds the game */
    }
    setRestored(true);
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORE_KEY) void loadSaving().then((m) => e.key === m.ASIDE && setAside(m.readAside(window.localStorage)));
      if (e.key === STORE_KEY && e.newValue !== null && e.newValue !== written.current) {
        setNote('other-tab');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  useEffect(() => {
    // Only a game is saved: the setup form alone (or the clean start after a refused link) never replaces one.
    if (!persist || !restored || state.setup === null) return;
    const next = encodeState(state);
    void loadSaving().then(
      (m) => {
        const saved = m.saveHere(next, written.current);
        if (!saved) return;
        written.current = saved.written;
        if (saved.aside) {
          setAside(saved.aside);
          setNote('set-aside');
        }
      },
      () => undefined,
    );
  }, [state, restored]);

  // A refused link leaves the stored game alone; say where it is.
  useEffect(() => {
    if (!persist || !linkError || written.current !== null) return;
    try {
      if (window.localStorage.getItem(STORE_KEY) !== null) setNote('untouched');
    } catch {
      /* storage unavailable */
    }
  }, [linkError]);

  const readGame = (game: string) => {
    const r = readEncodedState(game, schema);
    return r.ok ? r.value : null;
  };
  const opened = (entry: SetAside, list: SetAside[], next: RoundToolState) => {
    written.current = entry.game;
    setAside(list);
    setNote(null);
    change(next);
  };

  const change = (next: RoundToolState) => {
    setRefusal(null);
    setState(next);
  };

  return (
    <RuleLinks.Provider value={ruleLinks}>
      <div class="tool round-tracker">
        {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
        {SavedGames && <SavedGames list={aside} read={readGame} onOpened={opened} onList={setAside} note={note} />}
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
            onForm={(form) => setState({ ...state, form })}
            onStart={(setup) => change({ setup, moves: [], preset: null, form: state.form })}
            empty={EMPTY_FORM}
            limits={LIMITS}
          />
        ) : (
          <GameView state={state} change={change} refusal={refusal} setRefusal={setRefusal} script={find(state.preset)} />
        )}
      </div>
    </RuleLinks.Provider>
  );
}
