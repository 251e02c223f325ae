/**
 * The resolution check: a Resource Pool (entered token by token, or collected
 * from a ship and crew), the cards in play, a contract with its complications
 * and subplots. The engine says what can be resolved, with which tokens, in
 * which order, what is missing, what is left and the Victory Points gained.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { LinkProblem } from '../kit/Problem.tsx';
import { RuleLink } from '../kit/RuleLink.tsx';
import { NumberField, TextField, CheckField } from '../kit/fields.tsx';
import { useUrlState } from '../kit/useUrlState.ts';
import { quickCheck } from './pool.ts';
import type { CheckResult } from './view.ts';
import { AdditionsEditor, CardsEditor, CollectEditor, PoolEditor } from './pool-editors.tsx';
import { CardEditor } from './card-editor.tsx';
import { PRESET_BUTTONS } from './preset-list.ts';
import type { PresetNote } from './presets.ts';
import { Results } from './Results.tsx';
import { LIMITS, cleanState, newComplication, newContract } from './state.ts';
import type { PoolMode, ResolveState } from './state.ts';
import { withRuleCatalogue } from '../kit/RuleLink.tsx';
import '../../styles/widgets.css';
import './resolve.css';

const clone = (s: ResolveState): ResolveState => JSON.parse(JSON.stringify(s)) as ResolveState;

type PresetModule = typeof import('./presets.ts');
type CheckModule = typeof import('./check.ts');
const loadPresets = (): Promise<PresetModule> => import('./presets.ts');
/** The engine and the check load when a situation first needs them (not for an empty or hand-entered pool alone). */
const loadEngine = (): Promise<CheckModule> => import('./check.ts');

interface Props {
  /** Id of a worked example to start from (see preset-list.ts). */
  preset?: string;
  /** That example's state and note, given by the page (`toolPreset(id)`), so the island need not load the presets. */
  initial?: ResolveState;
  note?: PresetNote;
  /** The engine's answer for `initial`, worked out when the page was built. */
  result?: CheckResult;
}

function ResolveTool({ preset, initial, note, result: initialResult }: Props) {
  const { state, setState, linkError, dismissLinkError } = useUrlState<ResolveState>({ lazy: () => import('./link.ts').then((m) => m.parseResolveState) }, () => initial ?? cleanState());
  const [presets, setPresets] = useState<PresetModule | undefined>(undefined);
  const [engine, setEngine] = useState<CheckModule | undefined>(undefined);
  const [engineError, setEngineError] = useState(false);
  const quick = useMemo(() => quickCheck(state), [state]);
  const fromPage = initialResult && initial && JSON.stringify(state) === JSON.stringify(initial) ? initialResult : undefined;
  useEffect(() => {
    if (!engine && !quick && !fromPage) void loadEngine().then(setEngine, () => setEngineError(true));
  }, [state]);
  // A page that names a preset without giving its state: load it once.
  useEffect(() => {
    if (preset && !initial) void loadPresets().then((m) => {
      setPresets(m);
      const s = m.presetState(preset);
      if (s && !window.location.hash) setState(s);
    });
  }, []);
  // Counts the reader's edits, so an example that arrives after the reader typed
  // something (its data loads on demand) never overwrites what was typed.
  const edits = useRef(0);
  const choose = (id: string) => {
    const at = ++edits.current;
    void Promise.all([loadPresets(), loadEngine()]).then(([m, e]) => {
      setPresets(m);
      setEngine(e);
      const s = m.presetState(id);
      if (s && edits.current === at) setState(s);
    }, () => setEngineError(true));
  };
  const edit = (fn: (d: ResolveState) => void) => {
    edits.current++;
    setState((s) => {
      const d = clone(s);
      fn(d);
      return d;
    });
  };
  const result = useMemo(() => quick ?? (engine ? engine.runCheck(state) : fromPage), [state, engine]);
  const loaded = useMemo(
    () => (presets ? presets.matchingPreset(state) : initial && note && JSON.stringify(state) === JSON.stringify(initial) ? note : undefined),
    [state, presets],
  );
  const e = result?.errors ?? {};

  return (
    <div class="tool resolve-tool">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <div class="presets" role="group" aria-label="Worked examples">
        <span>Load an example:</span>
        {PRESET_BUTTONS.map((p) => (
          <button type="button" class="small" key={p.id} data-preset={p.id} aria-pressed={loaded?.id === p.id ? 'true' : 'false'} onClick={() => choose(p.id)}>
            {p.label}
          </button>
        ))}
        <button type="button" class="small" onClick={() => {
            edits.current++;
            setState(cleanState());
          }}>
          Reset
        </button>
      </div>
      {loaded && (
        <div class="preset-note">
          <p>
            <strong>{loaded.title}</strong> ({loaded.source}). {loaded.summary}
          </p>
          <details>
            <summary>Our reconstruction where the booklet lost the icons ({loaded.reconstructions.length})</summary>
            <ul>
              {loaded.reconstructions.map((r, i) => (
                <li key={i}>
                  <strong>{r.where}:</strong> {r.ours}. <span class="muted">{r.why}</span>
                </li>
              ))}
            </ul>
            <p class="trace-rule">
              See <RuleLink rule={loaded.rule} />
            </p>
          </details>
        </div>
      )}

      <fieldset>
        <legend>Captain and Resource Pool</legend>
        <div class="captain">
          <TextField label="Captain" hint="The name alone, without “Captain”." value={state.captain} error={e.captain} onInput={(v) => edit((d) => void (d.captain = v))} />
        </div>
        <div class="mode" role="radiogroup" aria-label="How the pool is built">
          {(
            [
              ['tokens', 'Enter the tokens'],
              ['collect', 'Collect them from a ship and crew (Resource Phase)'],
            ] as [PoolMode, string][]
          ).map(([m, label]) => (
            <label class="check" key={m}>
              <input type="radio" name="resolve-pool-mode" value={m} checked={state.mode === m} onChange={() => edit((d) => void (d.mode = m))} /> {label}
            </label>
          ))}
        </div>
        {state.mode === 'tokens' ? (
          <PoolEditor pool={state.pool} onEdit={(fn) => edit((d) => fn(d.pool))} />
        ) : (
          <CollectEditor ship={state.ship} crew={state.crew} errors={e} onShip={(fn) => edit((d) => fn(d.ship))} onCrew={(fn) => edit((d) => fn(d.crew))} />
        )}
      </fieldset>

      <fieldset>
        <legend>Tokens added by other cards</legend>
        <p class="field-hint">An event or ability that puts a token in the pool, such as Consultant Call.</p>
        <AdditionsEditor list={state.additions} errors={e} onEdit={(fn) => edit((d) => fn(d.additions))} />
      </fieldset>

      <fieldset>
        <legend>Cards you control</legend>
        <p class="field-hint">Only needed for requirements that jettison a card or ask you to control one. A ship and crew the pool is collected from count already: list one again (same name and type) only to give its traits.</p>
        <CardsEditor list={state.cards} errors={e} onEdit={(fn) => edit((d) => fn(d.cards))} />
      </fieldset>

      <fieldset>
        <legend>Complications attached to the contract</legend>
        <p class="field-hint">Resolved first, in this order (stage 2); all must be resolved before the contract can be.</p>
        {state.complications.map((c, i) => (
          <CardEditor key={i} card={c} path={`complications.${i}`} legend={`Complication ${i + 1}`} errors={e} pool={result?.startPool} onEdit={(fn) => edit((d) => fn(d.complications[i]!))}>
            {i > 0 && (
              <button type="button" class="small" onClick={() => edit((d) => void d.complications.splice(i - 1, 0, d.complications.splice(i, 1)[0]!))}>
                Resolve complication {i + 1} earlier
              </button>
            )}
            <button type="button" class="small" onClick={() => edit((d) => void d.complications.splice(i, 1))}>
              Remove complication {i + 1}
            </button>
          </CardEditor>
        ))}
        <button type="button" class="small" disabled={state.complications.length >= LIMITS.complications} onClick={() => edit((d) => void d.complications.push(newComplication()))}>
          Add a complication
        </button>
      </fieldset>

      <fieldset>
        <legend>Contract</legend>
        {state.contract ? (
          <>
            <CardEditor card={state.contract} path="contract" legend="The contract" errors={e} pool={result?.startPool} onEdit={(fn) => edit((d) => fn(d.contract!))}>
              <button type="button" class="small" onClick={() => edit((d) => void (d.contract = null))}>
                Remove the contract
              </button>
            </CardEditor>
            <CheckField label="Try the contract after the complications (stage 3)" checked={state.stage3} onChange={(v) => edit((d) => void (d.stage3 = v))} />
            {state.stage3 && (
              <div class="competition">
                <NumberField
                  label="Other captains who also complete it"
                  value={state.rivals}
                  error={e.rivals}
                  hint="Competition: each captain gains 1 Victory Point less for the contract."
                  onInput={(v) => edit((d) => void (d.rivals = v))}
                />
                <p class="trace-rule">
                  Rules: <RuleLink rule="ccg.competition" /> · <RuleLink rule="ccg.note.competition-subplots" />
                </p>
              </div>
            )}
          </>
        ) : (
          <button type="button" class="small" onClick={() => edit((d) => void (d.contract = newContract()))}>
            Add a contract
          </button>
        )}
      </fieldset>

      <Results result={result} failed={engineError} />
    </div>
  );
}

export default withRuleCatalogue('/ccg/', ResolveTool);
