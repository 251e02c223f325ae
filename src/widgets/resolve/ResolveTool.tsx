/**
 * The resolution check: a Resource Pool (entered token by token, or collected
 * from a ship and crew), the cards in play, a contract with its complications
 * and subplots. The engine says what can be resolved, with which tokens, in
 * which order, what is missing, what is left and the Victory Points gained.
 *
 * An example's page gives the parts of the form whose code loads on demand
 * (the pool collected from a ship and crew, the adventure cards) drawn when it
 * was built (slots filled by `FormSnapshot`), kept as they came until the
 * reader reaches into the tool or changes the situation (kit/Dormant.tsx).
 */
import type { ComponentChildren } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import { LinkProblem } from '../kit/Problem.tsx';
import { RuleLink } from '../kit/RuleLink.tsx';
import { CheckField, Segmented } from '../kit/fields.tsx';
import { useAnswer } from '../kit/useAnswer.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { quickCheck } from './pool.ts';
import type { CheckResult } from './view.ts';
import { AdditionsEditor, CardsEditor, PoolEditor } from './pool-editors.tsx';
import type { PinChoices } from './card-editor.tsx';
import { LoadFailed, Working } from '../kit/Working.tsx';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { AddButton, Num, Text, setLinkRoom } from './form-parts.tsx';
import { LINK_FULL, LINK_MAX, linkLength } from './link-room.ts';
import { PRESET_BUTTONS } from './preset-list.ts';
import type { PresetNote } from './presets.ts';
import { Results } from './Results.tsx';
import { checkService } from './service.ts';
import { LIMITS, cleanState, foldsCards, newComplication, newContract, pinsOf } from './state.ts';
import type { PoolMode, ResolveState } from './state.ts';
import { withRuleCatalogue } from '../kit/RuleLink.tsx';
import { Citations, DEFAULT_VIEW } from '../kit/citation-context.ts';
import '../../styles/widgets.css';
import './resolve.css';

const POOL_MODES: readonly { value: PoolMode; label: string }[] = [
  { value: 'tokens', label: 'Enter the tokens' },
  { value: 'collect', label: 'Collect them from a ship and crew (Resource Phase)' },
];

const loadEditionUi = () => import('../edition/ui.tsx');

const clone = (s: ResolveState): ResolveState => JSON.parse(JSON.stringify(s)) as ResolveState;

type PresetModule = typeof import('./presets.ts');
const loadPresets = (): Promise<PresetModule> => import('./presets.ts');
/** The parts of the form a situation may not need load when it does: adventure cards, and a pool collected from a ship and crew. */
const loadCardEditor = loadOnce(() => import('./card-editor.tsx'));
const loadCollectEditor = loadOnce(() => import('./collect-editor.tsx'));
/**
 * What keeps the parts of the form a page drew (an example's: the `collect`,
 * `complications` and `contract` slots) and hands the reader's first moves
 * over to the live parts: loaded once the tool is drawn, on a page that gave
 * them. (Not awaited before the tool comes alive: a file that awaits at its
 * top has the bundler split its shared code into more files, about 1 KB more
 * on every page of the tool.)
 */
const loadDormant = () => import('../kit/Dormant.tsx');

interface Props {
  /** A worked example's state to start from and its note, given by the page (`toolPreset(id)`), so the island need not load the presets. */
  initial?: ResolveState;
  note?: PresetNote;
  /** The engine's answer for `initial`, worked out when the page was built. */
  result?: CheckResult;
  /** Parts of the form drawn when the page was built for `initial` (`FormSnapshot`), kept until the reader reaches for them. */
  collect?: ComponentChildren;
  complications?: ComponentChildren;
  contract?: ComponentChildren;
}

/** What stands in for a part of the form while its code loads. */
const PartLoading = ({ failed }: { failed: boolean }) => (failed ? <LoadFailed /> : <Working text="Loading these fields…" />);

function ResolveTool({ initial, note, result: initialResult, ...drawn }: Props) {
  // The page's own answer for its first state is known: no worker is needed to show it.
  useState(() => initial && initialResult && checkService.seed(initial, initialResult));
  // The link reader loads only when a link holds a situation, on opening or when one is pasted later.
  const { state, setState, linkError, linkRefusal, dismissLinkError } = useUrlState<ResolveState>({ lazy: () => Promise.all([import('./link.ts'), import('../edition/link.ts')]).then(([m, e]) => e.keepingEdition(m.parseResolveState)) }, () => initial ?? cleanState());
  const [presets, setPresets] = useState<PresetModule | undefined>(undefined);
  /** An edit refused because the link could not hold it (shown until the next edit). */
  const [tooLong, setTooLong] = useState(0);
  // The edition changes only the citations shown, so the check is asked without it.
  const situation = useMemo((): ResolveState => ({ ...state, edition: undefined }), [state]);
  const [citations, setCitations] = useState(DEFAULT_VIEW);
  const EditionField = useLazy(true, loadEditionUi, (m) => m.CcgEditionField).value;
  const quick = useMemo(() => quickCheck(situation), [situation]);
  const answer = useAnswer(checkService, quick ? null : situation);
  const result = quick ?? answer.value;
  const room = useMemo(() => LINK_MAX - linkLength(state), [state]);
  /** The reader has reached into the tool: the code of the parts the page drew is on its way. */
  const [woken, setWoken] = useState(false);
  const wake = () => setWoken(true);
  const kept = !!(drawn.collect || drawn.complications || drawn.contract);
  const Dormant = useLazy(kept, loadDormant, (m) => m.Dormant).value;
  // The parts as the page drew them, while the situation (the page's first, untouched) and the cited edition are the page's.
  const asBuilt = kept && state === initial && citations === DEFAULT_VIEW;
  const cardUi = useLazy((state.complications.length > 0 || state.contract !== null) && (woken || !asBuilt), loadCardEditor, (m) => m);
  const collectUi = useLazy(state.mode === 'collect' && (woken || !asBuilt), loadCollectEditor, (m) => m.CollectEditor);
  /** A part the page drew (`slot`), kept until its live code (`live`) is here; without one, the live part or, while its code loads, `loading`. */
  const keptOr = (slot: ComponentChildren, live: ComponentChildren, loading: ComponentChildren) =>
    slot && (asBuilt || live) ? Dormant ? <Dormant wake={wake} kept={asBuilt && slot} live={live} /> : <div class="dormant">{live || (asBuilt && slot)}</div> : live || loading;
  const cards = cardUi.value;
  const CollectEditor = collectUi.value;
  const answerRef = useRef<HTMLElement>(null);
  /** After an example loads, the answer is brought into view if it is not. */
  const showAnswer = () =>
    requestAnimationFrame(() => {
      const el = answerRef.current;
      if (el && (el.getBoundingClientRect().top < 0 || el.getBoundingClientRect().top > window.innerHeight * 0.6)) el.scrollIntoView({ block: 'start' });
    });
  const pins = useMemo((): PinChoices | undefined => (result?.choices ? { choices: result.choices, taken: pinsOf(state) } : undefined), [result, state]);
  // Counts the reader's edits, so an example that arrives after the reader typed
  // something (its data loads on demand) never overwrites what was typed.
  const edits = useRef(0);
  const choose = (id: string) => {
    const at = ++edits.current;
    void loadPresets().then((m) => {
      setPresets(m);
      const s = m.presetState(id);
      if (s && edits.current === at) {
        setState({ ...s, ...(latest.current.edition && { edition: latest.current.edition }) });
        showAnswer();
      }
    });
  };
  /**
   * A situation that arrives whole (a link, an example, Reset) with many fields
   * opens with its cards folded; the reader's own edits never fold or unfold them.
   */
  const seen = useRef<ResolveState | undefined>(undefined);
  const edited = useRef<ResolveState | undefined>(undefined);
  const fold = useRef(false);
  if (state !== seen.current) {
    seen.current = state;
    if (state !== edited.current) fold.current = foldsCards(state);
  }
  // Parts of the form drawn once keep their callbacks: edits start from the latest state, not theirs.
  const latest = useRef(state);
  latest.current = state;
  const edit = (fn: (d: ResolveState) => void) => {
    edits.current++;
    const d = clone(latest.current);
    fn(d);
    // A link longer than the reader takes could not be reopened: the edit is refused, and said so.
    if (linkLength(d) > LINK_MAX) {
      setTooLong((n) => n + 1);
      return;
    }
    setTooLong(0);
    edited.current = d;
    latest.current = d;
    setState(d);
  };
  const loaded = useMemo(
    () => (presets ? presets.matchingPreset(situation) : initial && note && JSON.stringify(situation) === JSON.stringify(initial) ? note : undefined),
    [situation, presets],
  );
  const e = result?.errors ?? {};
  const cardProps = { room, errors: e, pins, fold: fold.current, edit };
  const progress = { working: answer.working, cancelled: answer.cancelled, failed: answer.error !== undefined, onCancel: answer.cancel, onRetry: answer.retry };

  setLinkRoom(room);
  return (
    <Citations.Provider value={citations}>
    <div class="tool resolve-tool" onPointerDown={wake} onFocusIn={wake}>
      {linkError && <LinkProblem message={linkError} instead={linkRefusal?.instead?.says} onDismiss={dismissLinkError} />}
      <Results result={result} progress={progress} rootRef={answerRef} />
      {EditionField ? <EditionField value={state.edition} onEdition={setState} steps={result?.stages.flatMap((st) => st.trace)} onView={setCitations} linked={linkRefusal} /> : <div class="edition-setting" aria-busy="true" />}
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
          <Text label="Captain" hint="The name alone, without “Captain”." value={state.captain} error={e.captain} onInput={(v) => edit((d) => void (d.captain = v))} />
        </div>
        <Segmented plain="mode" legend="How the pool is built" value={state.mode} options={POOL_MODES} onChange={(m) => edit((d) => void (d.mode = m))} />
        {state.mode === 'tokens' ? (
          <PoolEditor pool={state.pool} onEdit={(fn) => edit((d) => fn(d.pool))} />
        ) : (
          keptOr(
            drawn.collect,
            CollectEditor && <CollectEditor room={room} ship={state.ship} crew={state.crew} errors={e} onShip={(fn) => edit((d) => fn(d.ship))} onCrew={(fn) => edit((d) => fn(d.crew))} />,
            <PartLoading failed={collectUi.failed} />,
          )
        )}
      </fieldset>

      <fieldset>
        <legend>Tokens added by other cards</legend>
        <p class="field-hint">An event or ability that puts a token in the pool, such as Consultant Call.</p>
        <AdditionsEditor room={room} list={state.additions} errors={e} onEdit={(fn) => edit((d) => fn(d.additions))} />
      </fieldset>

      <fieldset>
        <legend>Cards you control</legend>
        <p class="field-hint">Only needed for requirements that jettison a card or ask you to control one. A ship and crew the pool is collected from count already: list one again (same name and type) only to give its traits.</p>
        <CardsEditor room={room} list={state.cards} errors={e} onEdit={(fn) => edit((d) => fn(d.cards))} />
      </fieldset>

      <fieldset>
        <legend>Complications attached to the contract</legend>
        <p class="field-hint">Resolved first, in this order (stage 2); all must be resolved before the contract can be.</p>
        {state.complications.length > 0 &&
          keptOr(drawn.complications, cards && <cards.ComplicationCards {...cardProps} list={state.complications} />, <PartLoading failed={cardUi.failed} />)}
        <AddButton label="Add a complication" row={newComplication()} count={state.complications.length} max={LIMITS.complications} what="complications" onAdd={() => edit((d) => void d.complications.push(newComplication()))} />
      </fieldset>

      <fieldset>
        <legend>Contract</legend>
        {state.contract ? (
          <>
            {keptOr(drawn.contract, cards && <cards.ContractCard {...cardProps} contract={state.contract} />, <PartLoading failed={cardUi.failed} />)}
            <CheckField label="Try the contract after the complications (stage 3)" checked={state.stage3} onChange={(v) => edit((d) => void (d.stage3 = v))} />
            {state.stage3 && (
              <div class="competition">
                <Num
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
          <AddButton label="Add a contract" row={newContract()} count={0} max={1} what="contract" onAdd={() => edit((d) => void (d.contract = newContract()))} />
        )}
      </fieldset>
      {/* Pinned to the bottom of the screen while the form is in view, so it is seen beside what was typed. */}
      {tooLong > 0 && (
        <p class="problem too-long" role="alert">
          That change was not made. {LINK_FULL}
        </p>
      )}
    </div>
    </Citations.Provider>
  );
}

export default withRuleCatalogue('/ccg/', ResolveTool);
