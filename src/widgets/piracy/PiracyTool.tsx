/**
 * The piracy tool: two sides with their values, modifiers and upgrades; the
 * attacker's damage assigned point by point, then the return fire; the
 * outcome of every upgrade hit, one expense per side with a link to the
 * expense tool, success, the pirate uncommitted, and infamy. A second mode
 * fights a contract's enemy ship round by round.
 *
 * The answer comes first: the verdict, then the fight with its assignments,
 * then the sides' fields; while the verdict is out of sight a one-line copy is
 * pinned to the bottom of the screen. A change whose link the tool could not
 * read back (past the link's length) is not kept, and the tool says so.
 *
 * The page loads the editors and the URL reader. A page built with its first
 * answer (`toolStart` in preset-page.ts: the engine's run as `seed`, its
 * results drawn into the `results` slot) shows it without the fight's code,
 * which loads on the reader's first move in the tool or first change; a page
 * without one loads the fight once the tool is on screen. The enemy-ship view
 * loads when that mode is chosen, the presets' data when one is asked for.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { AnswerBox, AnswerPeek, useAnswerView } from '../kit/Answer.tsx';
import { LinkProblem } from '../kit/Problem.tsx';
import { useUrlState } from '../kit/useUrlState.ts';
import { useLazy } from '../kit/lazy.ts';
import { LimitProblem, linkRefusal } from '../kit/link-limits.tsx';
import { Segmented } from '../kit/fields.tsx';
import { SideEditor } from './SideEditor.tsx';
import { cleanState, freshUpgradeId, type Mode, type PiracyState } from './state.ts';
import { PIRACY_LINK } from './link.ts';
import { toPiracyInput } from './reading.ts';
import { PiracyVerdict, piracyLine } from './Verdict.tsx';
import { withRuleCatalogue } from '../kit/RuleLink.tsx';
import { Citations, DEFAULT_VIEW } from '../kit/citation-context.ts';
import '../../styles/widgets.css';
import './piracy.css';

/**
 * The engine's piracy presets (src/engine/ccg/examples/piracy.ts), by id and
 * title; their data loads when one is chosen (a unit test keeps this list in
 * step with the engine's).
 */
export const PRESET_BUTTONS: readonly (readonly [id: string, title: string])[] = [
  ['sakai-vs-tylor', 'Sakai attacks Tylor'],
  ['nymeria-vs-ahab', 'Nymeria attacks Ahab'],
  ['hardened-skirmish', 'Our example: Hardened, Critical and Countermeasure'],
];

type FightModule = typeof import('./Fight.tsx');
type EnemyModule = typeof import('./EnemyFight.tsx');
type PresetModule = typeof import('./presets.ts');
type PresetNote = import('./presets.ts').PresetNote;
type FightSeed = import('./Fight.tsx').FightSeed;
/** The two sides of a piracy fight: each is hit on its upgrades by the other's assignment. */
const SIDES = [
  { role: 'attacker', legend: 'Attacker (the pirate)', hitBy: 'returnFire', triggers: true, hint: 'The defender’s return fire can be put on these.' },
  { role: 'defender', legend: 'Defender (the target)', hitBy: 'attack', triggers: false, hint: 'The attacker’s damage can be put on these.' },
] as const;

/** The two fights the tool works out, as its first choice offers them. */
const MODES: { value: Mode; label: string }[] = [
  { value: 'piracy', label: 'A piracy action: a pirate attacks another captain’s ship' },
  { value: 'enemy', label: 'An enemy ship on a contract or complication' },
];
const loadFight = (): Promise<FightModule> => import('./Fight.tsx');
const loadEnemy = (): Promise<EnemyModule> => import('./EnemyFight.tsx');
const loadPresets = (): Promise<PresetModule> => import('./presets.ts');
const loadEditionUi = () => import('../edition/ui.tsx');
/** What keeps the page's results and hands the reader's first moves over (loaded just after the tool is drawn, on a page that gave them). */
const loadDormant = () => import('../kit/Dormant.tsx');

/** The same situation, as the link holds it (the edition too, since the results cite by it). */
const sameState = (a: PiracyState, b: PiracyState) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Props worked out when the page is built (`toolStart()` in ./preset-page.ts):
 * `initial`, the state to start from (a preset's); `note`, that preset's note,
 * so the page need not load the presets' data to show it; `seed`, the
 * engine's run of the first state, with `results`, the slot holding its
 * results drawn (`FightSnapshot`), kept until the reader reaches for them.
 */
function PiracyTool({ initial: start, note, seed, results }: { initial?: PiracyState; note?: PresetNote; seed?: FightSeed; results?: ComponentChildren }) {
  const initial = () => (start ? structuredClone(start) : cleanState());
  const { state, setState, linkError, linkRefusal: linkRefused, dismissLinkError } = useUrlState<PiracyState>(PIRACY_LINK, initial);
  const [fightModule, setFightModule] = useState<FightModule | undefined>(undefined);
  const [enemyModule, setEnemyModule] = useState<EnemyModule | undefined>(undefined);
  const [presets, setPresets] = useState<PresetModule | undefined>(undefined);
  /** A change not kept because its link would be refused: why, and a count so each refusal redraws the fields. */
  const [limit, setLimit] = useState<{ why: string; n: number } | null>(null);
  const answer = useAnswerView();
  const [citations, setCitations] = useState(DEFAULT_VIEW);
  /** The reader has reached into the tool: the fight's code is on its way. */
  const [woken, setWoken] = useState(false);
  const wake = () => setWoken(true);
  // The first answer as the page built it, while the situation and the cited edition are still the page's.
  const asBuilt = seed !== undefined && citations === DEFAULT_VIEW && sameState(state, start ?? cleanState());

  // The fight loads once the tool is on screen (the island hydrates when visible), or, when the page
  // gave its first answer, on the reader's first move or change; the enemy-ship view when chosen.
  useEffect(() => {
    if (state.mode === 'piracy' && !fightModule && (woken || !asBuilt)) void loadFight().then(setFightModule);
    if (state.mode === 'enemy' && !enemyModule) void loadEnemy().then(setEnemyModule);
  }, [state.mode, fightModule, enemyModule, woken, asBuilt]);
  // The note on a loaded example's stand-in values needs the presets' data, unless the page gave it.
  const givenNote = note !== undefined && note.id === state.preset ? note : undefined;
  useEffect(() => {
    if (state.mode === 'piracy' && state.preset !== '' && !presets && !givenNote) void loadPresets().then(setPresets);
  }, [state.mode, state.preset, presets, givenNote]);

  // Counts the reader's edits, so an example that arrives after the reader typed
  // something (its data loads on demand) never overwrites what was typed.
  const edits = useRef(0);
  /** A change of the reader's, kept only if the tool can read its link back. */
  const edit = (fn: (s: PiracyState) => void) => {
    edits.current++;
    let refused: string | undefined;
    setState((s) => {
      const d = structuredClone(s);
      fn(d);
      refused = linkRefusal(d, PIRACY_LINK);
      return refused === undefined ? d : s;
    });
    setLimit((l) => (refused === undefined ? null : { why: refused, n: (l?.n ?? 0) + 1 }));
  };
  const loadExample = (s: PiracyState) => {
    // An example's data arrives after the click: keep the edition chosen by then, not the one this render saw.
    setState((now) => ({ ...s, ...(now.edition && { edition: now.edition }) }));
    setLimit(null);
    answer.show();
  };
  const input = useMemo(() => (state.mode === 'piracy' ? toPiracyInput(state) : undefined), [state]);
  const live = useMemo(() => (fightModule && input ? fightModule.runFight(state, input) : undefined), [fightModule, input]);
  const run = live ?? (asBuilt ? seed : undefined);
  const enemy = useMemo(() => (state.mode === 'enemy' && enemyModule ? enemyModule.runEnemy(state) : undefined), [state, enemyModule]);
  const errors = run?.errors ?? {};
  const loadedPreset = state.preset === '' ? undefined : (givenNote ?? presets?.presetInfo(state.preset) ?? enemyModule?.ENEMY_PRESETS.find((p) => p.id === state.preset));
  const setMode = (mode: Mode) => edit((s) => void (s.mode = mode));
  const piracy = state.mode === 'piracy';
  const EditionField = useLazy(true, loadEditionUi, (m) => m.CcgEditionField).value;
  const Dormant = useLazy(results !== undefined, loadDormant, (m) => m.Dormant).value;
  const liveResults = fightModule && live ? <fightModule.FightResults state={state} run={live} edit={edit} /> : null;

  return (
    <Citations.Provider value={citations}>
    <div class="tool piracy-tool" onPointerDown={wake} onFocusIn={wake}>
      {linkError && <LinkProblem message={linkError} instead={linkRefused?.instead?.says} onDismiss={dismissLinkError} />}
      <div class="presets" role="group" aria-label="Examples">
        <span>Load:</span>
        {PRESET_BUTTONS.map(([id, title]) => (
          <button
            type="button"
            class="small"
            key={id}
            data-preset={id}
            onClick={() => {
              void loadFight().then(setFightModule);
              const at = ++edits.current;
              void loadPresets().then((m) => {
                setPresets(m);
                const s = m.presetState(id);
                if (s && edits.current === at) loadExample(s);
              });
            }}
          >
            {title}
          </button>
        ))}
        <button
          type="button"
          class="small"
          data-preset="enemy-ship"
          onClick={() => {
            const at = ++edits.current;
            void loadEnemy().then((m) => {
              setEnemyModule(m);
              if (m.ENEMY_PRESETS[0] && edits.current === at) loadExample(m.ENEMY_PRESETS[0].state);
            });
          }}
        >
          Our example: a contract’s enemy ship
        </button>
        <button
          type="button"
          class="small"
          onClick={() => {
            edits.current++;
            setState(cleanState());
            setLimit(null);
            dismissLinkError();
          }}
        >
          Reset
        </button>
      </div>

      <AnswerBox
        view={answer}
        class="fight"
        label={piracy ? 'The fight' : 'The enemy ship'}
        head={
          piracy ? (
            <PiracyVerdict state={state} run={run} />
          ) : enemyModule && enemy ? (
            <enemyModule.EnemyVerdict state={state} run={enemy} />
          ) : (
            <p class="muted">Loading the enemy-ship fight…</p>
          )
        }
      >
        {piracy && (Dormant ? <Dormant wake={wake} kept={asBuilt && results} live={liveResults} /> : <div class="dormant">{liveResults ?? (asBuilt && results)}</div>)}
        {!piracy && enemyModule && enemy && <enemyModule.EnemyResults state={state} run={enemy} edit={edit} />}
      </AnswerBox>
      {EditionField ? <EditionField value={state.edition} onEdition={setState} steps={piracy && run?.full?.ok ? run.full.trace : undefined} onView={setCitations} linked={linkRefused} /> : <div class="edition-setting" aria-busy="true" />}

      {loadedPreset && (
        <p class="preset-note">
          Loaded: <strong>{loadedPreset.title}</strong> ({loadedPreset.source}). Values of ours: {loadedPreset.standIns.join(' ')}
        </p>
      )}
      <Segmented plain="mode" legend="The fight" value={state.mode} options={MODES} onChange={setMode} />

      {!piracy ? (
        enemyModule && enemy && <enemyModule.EnemyEditors state={state} run={enemy} edit={edit} />
      ) : (
        <div class="sides">
          {SIDES.map((side) => (
            <fieldset key={side.role}>
              <legend>{side.legend}</legend>
              <SideEditor
                side={state[side.role]}
                prefix={side.role}
                errors={errors}
                onChange={(fn) => edit((s) => fn(s[side.role]))}
                newUpgradeId={() => freshUpgradeId(state)}
                onUpgradeRemoved={(id) => edit((s) => void delete s[side.hitBy].points[id])}
                show={{ upgrades: true, critical: true, triggers: side.triggers }}
                upgradesHint={side.hint}
                atkStatus={run?.status[side.role].atk}
                defStatus={run?.status[side.role].def}
              />
            </fieldset>
          ))}
        </div>
      )}
      {limit ? (
        <LimitProblem message={`that change would make the link to this situation one the tool cannot open again (${limit.why.replace(/\.$/, '')}). Shorten a text or remove a row first.`} onDismiss={() => setLimit(null)} />
      ) : (
        <AnswerPeek view={answer} back="See the answer">
          {piracy ? piracyLine(state, run) : enemy && enemyModule ? enemyModule.enemyLine(state, enemy) : 'Loading…'}
        </AnswerPeek>
      )}
    </div>
    </Citations.Provider>
  );
}

export default withRuleCatalogue('/ccg/', PiracyTool);
