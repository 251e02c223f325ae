/**
 * The round tracker, for the table: set up the captains, then follow the
 * round stage by stage. The engine (`tracker.ts`) says who acts now and what
 * they may do; the buttons are the moves it allows. The game lives in the URL
 * hash and, on the tool page, in local storage, so a reload resumes it.
 */
import { useEffect, useState } from 'preact/hooks';
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
import '../../styles/widgets.css';
import './round-tracker.css';

const STORE = 'traveller.round-tracker';

const LIMITS = { captains: MAX_CAPTAINS, name: MAX_NAME, initiative: MAX_INITIATIVE, vp: MAX_VP, threshold: MAX_THRESHOLD };
/** The setup form, loaded on demand: a table in the middle of a game never needs it. */
const loadSetup = loadOnce(() => import('./SetupView.tsx'));

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
  const needSetup = state.setup === null;
  const { value: SetupView, failed: setupFailed } = useLazy(needSetup, loadSetup, (m) => m.default);

  // On the tool page, reopening without a link resumes the last game on this device.
  useEffect(() => {
    if (persist && !hadHash) {
      try {
        const saved = window.localStorage.getItem(STORE);
        const parsed = saved ? readEncodedState(saved, schema) : undefined;
        if (parsed?.ok) setState(parsed.value);
      } catch {
        /* storage unavailable: the URL still holds the game */
      }
    }
    setRestored(true);
  }, []);
  useEffect(() => {
    if (!persist || !restored) return;
    try {
      window.localStorage.setItem(STORE, encodeState(state));
    } catch {
      /* storage full or unavailable */
    }
  }, [state, restored]);

  const change = (next: RoundToolState) => {
    setRefusal(null);
    setState(next);
  };

  return (
    <RuleLinks.Provider value={ruleLinks}>
      <div class="tool round-tracker">
        {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
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
