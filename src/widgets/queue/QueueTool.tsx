/**
 * The queue stepper: set up the table, add cards and abilities, pass and
 * resolve, undo and jump back, and see for every step the rule that decides
 * it. The engine (`src/engine/ccg/timing/`) decides everything; this island
 * keeps the setup and the moves in the URL and draws the queue it replays.
 * The answer comes first (`QueueAnswer`: the step, who may respond, the
 * moves), then the queue (`QueueStack`), then the example, the form, the
 * table and the history (`GuidePanel`, `Palette`, `TablePanel`, `History`);
 * this file holds the state and the moves.
 *
 * The page loads only the drawing: the first view (the table, an empty queue,
 * the book's steps on an example page) comes worked out from the page
 * (`initial`, made by `queueBoot` in `boot.ts` when the page is built). The
 * engine, the palette and the presets (`play.ts`) load with `import()` when
 * the reader first needs them: a move (add, pass, resolve, undo, the
 * timeline), a preset, another card in the form, the table form or the item
 * builder; or a shared link, which shows "Working it out…" until the engine
 * has checked and replayed it.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ItemSpec, ItemTemplate, QueueSetup, QueueState } from '../../engine/ccg/timing/index.ts';
import type { CcgResult, Step } from '../../engine/ccg/index.ts';
import { LinkProblem, Problem } from '../kit/Problem.tsx';
import type { Refused } from '../kit/numbers.ts';
import { AnswerPeek, useAnswerView } from '../kit/Answer.tsx';
import { withRuleCatalogue } from '../kit/RuleLink.tsx';
import { Citations, DEFAULT_VIEW } from '../kit/citation-context.ts';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { canonical, coreOf, guideProgress, MAX_MOVES, readQueueLink, roomFor, type CoreView, type GuideView, type QueueBoot, type QueueToolState, type ToolMove } from './state.ts';
import { blankForm, formFromMove, paletteMove, readPalette, type PaletteForm } from './palette.ts';
import { GuidePanel, PresetBar } from './GuidePanel.tsx';
import { TablePanel } from './TablePanel.tsx';
import { QueueStack } from './QueueStack.tsx';
import { peekLine, QueueAnswer, type Refusal } from './QueueAnswer.tsx';
import { Palette } from './Palette.tsx';
import { History } from './History.tsx';
import '../../styles/widgets.css';
import './queue.css';

const loadEditionUi = () => import('../edition/ui.tsx');

/** What the answer reports besides the current step: a refusal, or a jump in the timeline. */
type Report = { refused: Refusal } | { jump: Step[] } | { from: number } | null;

type Engine = typeof import('./play.ts');

/** What the reader can do, as drawn in one render. */
interface Acts {
  doMoves: (ms: ToolMove[], what: string) => void;
  undo: () => void;
  redo: () => void;
  jump: (step: number) => void;
  resolveAll: () => void;
  bookStep: () => void;
  preset: (id: string) => void;
  reset: () => void;
  /** Add the palette card of this form, as the reader saw it (and whether they had changed it). */
  addCard: (form: PaletteForm, edited: boolean) => void;
  addOwn: (item: ItemSpec) => void;
  applyTable: (setup: QueueSetup) => void;
}
type Intent = (a: Acts) => void;

/** The engine, the palette and the presets, loaded once (again after a failed load). */
const loadEngine = loadOnce((): Promise<Engine> => import('./play.ts'));
const pickDefault = <C,>(m: { default: C }) => m.default;

/**
 * `initial`: the first view, worked out when the page is built (`queueBoot()`
 * for the clean tool, `queueBoot(presetId)` for a book example's table).
 * `level`: the heading level of the tool's sections (3 when the page puts it under an h2).
 */
function QueueTool({ initial: boot, level = 2 }: { initial: QueueBoot; level?: 2 | 3 }) {
  const H = level === 3 ? 'h3' : 'h2';
  /** The state last read from a link: shown only once the engine has checked it. */
  const fromLink = useRef<QueueToolState | null>(null);
  const readLink = (raw: unknown) => {
    const r = readQueueLink(raw);
    fromLink.current = r.ok ? r.value : ((r.instead?.state as QueueToolState | undefined) ?? null);
    return r;
  };
  const { state: tool, setState, linkRefusal, dismissLinkError } = useUrlState<QueueToolState>(readLink, () => boot.tool);
  const [E, setE] = useState<Engine | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  /** The engine's refusal of a link (its second pass); its table, if any, is in the table form until a table is applied. */
  const [badLink, setBadLink] = useState<Refused | undefined>(undefined);
  const [report, setReport] = useState<Report>(null);
  /** The reader's moves made while the engine was still loading, in order. */
  const pending = useRef<Intent[]>([]);
  /** This render's moves, once it has drawn the tool (null while it shows "Working it out…"). */
  const acts = useRef<Acts | null>(null);
  acts.current = null;
  const [, setTick] = useState(0);
  /** Whether moves are waiting for the engine (said in the answer). */
  const [busy, setBusy] = useState(false);
  const answer = useAnswerView();

  /** The engine, now if it is here, else once it has loaded. */
  const withEngine = (fn: (m: Engine) => void) => {
    if (E) return fn(E);
    void loadEngine().then(
      (m) => {
        setEngineFailed(false);
        setE(m);
        fn(m);
      },
      () => {
        pending.current = [];
        setBusy(false);
        setEngineFailed(true);
      },
    );
  };
  /**
   * A move of the reader's: made at once when the engine is here; otherwise
   * kept until it has loaded, then made on the state of that moment (so a
   * preset chosen and a card added in quick succession both count, in order).
   */
  const intent = (fn: Intent) => {
    if (E && acts.current && pending.current.length === 0) return fn(acts.current);
    pending.current.push(fn);
    setBusy(true);
    withEngine(() => undefined);
  };
  // Make the kept moves one by one, each on the tool as the one before left it.
  useEffect(() => {
    const a = acts.current;
    if (!E || !a || pending.current.length === 0) return;
    pending.current.shift()!(a);
    setTick((t) => t + 1);
    if (pending.current.length === 0) setBusy(false);
  });

  const [citations, setCitations] = useState(DEFAULT_VIEW);
  const EditionField = useLazy(true, loadEditionUi, (m) => m.CcgEditionField).value;
  const coreKey = canonical(coreOf(tool));
  const known = useMemo(() => boot.views.find((v) => canonical(v.core) === coreKey)?.view, [coreKey]);
  const unchecked = tool === fromLink.current && !(known && (tool.guide === null || tool.guide === boot.guide?.id));
  const played = useMemo(() => (E && !unchecked ? E.replay(tool) : null), [E, tool, unchecked]);
  const view: CoreView | undefined = useMemo(() => (E && played ? E.coreView(played) : known), [played, known]);
  const guide: GuideView | null | undefined = useMemo(() => {
    if (tool.guide === null) return null;
    if (tool.guide === boot.guide?.id) return boot.guide;
    const p = E?.presetById(tool.guide);
    return E ? (p ? E.guideFor(p) : null) : undefined;
  }, [tool.guide, E]);
  const waiting = unchecked || !view || guide === undefined;

  // A state read from a link: the engine checks it, then it is shown, or refused with the reason.
  useEffect(() => {
    if (!unchecked || !E) return;
    const r = E.parseQueueToolState(tool);
    fromLink.current = null;
    if (r.ok) {
      setState(r.value);
    } else {
      setBadLink(r);
      setState(boot.tool);
    }
  }, [unchecked, E, tool]);

  const progress = guide ? guideProgress(tool, guide) : null;
  const nextBook = guide && progress && !progress.left ? guide.moves[progress.done] : undefined;

  // The form, filled in as the book plays its next card until the reader changes it.
  const bookKey = `${tool.guide ?? ''}|${tool.at}|${progress?.done ?? ''}`;
  const [edited, setEdited] = useState<{ key: string | null; form: PaletteForm }>({
    key: null,
    form: blankForm(boot.template.key),
  });
  const form = nextBook?.kind === 'card' && edited.key !== bookKey ? formFromMove(nextBook) : edited.form;
  const setForm = (f: PaletteForm) => setEdited({ key: bookKey, form: f });
  const formEdited = edited.key === bookKey;
  /** A card of the form: the page describes the first one; the others come with the palette. */
  const templateOf = (card: string): ItemTemplate | null => (E ? (E.bookCard(card) ?? E.BOOK_CARDS_TIMING[0]!) : card === boot.template.key ? boot.template : null);
  const template = templateOf(form.card);

  const [own, setOwn] = useState(false);
  const [tableOpen, setTableOpen] = useState(false);
  const ItemBuilder = useLazy(own, () => import('./ItemBuilder.tsx'), pickDefault).value;
  const TableEditor = useLazy(tableOpen || !!badLink?.instead, () => import('./TableEditor.tsx'), pickDefault).value;
  // Load the engine when something on screen needs it; opening the table form or the item builder means a move is coming.
  const needEngine = waiting || !template || own || tableOpen;
  useEffect(() => {
    if (needEngine && !E) withEngine(() => undefined);
  }, [needEngine]);

  const dismiss = () => { dismissLinkError(); setBadLink(undefined); };
  const linkRefused = linkRefusal ?? badLink;
  const linkProblem = linkRefused && <LinkProblem message={linkRefused.error} instead={linkRefused.instead?.says} onDismiss={dismiss} />;

  const failed = engineFailed && <p class="problem" role="alert">The rules engine could not be loaded; check the connection and reload the page.</p>;

  if (waiting) {
    return (
      <div class="tool queue-tool">
        {linkProblem}
        {failed || <p class="muted" role="status">Working it out…</p>}
      </div>
    );
  }
  if (!view.ok) {
    return (
      <div class="tool queue-tool">
        <Problem error={view.error} title="This queue cannot be replayed" />
        <button type="button" onClick={() => setState(boot.clean)}>Reset</button>
      </div>
    );
  }
  const q = view.q;
  const load = (next: QueueToolState | ((now: QueueToolState) => QueueToolState), r: Report = null) => {
    setState(next);
    setReport(r);
  };

  /** With the engine, the queue as it stands now (with its undo history). */
  const here = E && played?.ok ? { m: E, s: played.state } : null;

  /** Play moves on the current state; the first refusal, or a state its link could not hold, stops and changes nothing. */
  const doMoves = (ms: ToolMove[], what: string) => {
    if (!here) return;
    let s = here.s;
    for (const move of ms) {
      const r = here.m.play(s, move);
      if (!r.ok) return setReport({ refused: { what, error: r } });
      s = r.value;
    }
    const next = { ...tool, moves: [...tool.moves.slice(0, tool.at), ...ms], at: tool.at + ms.length };
    const limit = roomFor(next);
    if (limit) return setReport({ refused: { what, limit } });
    load(next, { from: tool.at });
  };

  const travel = (go: (m: Engine, s: QueueState) => CcgResult<QueueState>, at: number, what: string) => {
    if (!here) return;
    const r = go(here.m, here.s);
    if (r.ok) load({ ...tool, at }, { jump: r.trace });
    else setReport({ refused: { what, error: r } });
  };

  /** The palette form read against the state: its card, and defaults for what the reader left open. */
  const derive = (f: PaletteForm) => readPalette(f, templateOf(f.card), q, view.targets);

  acts.current = {
    doMoves,
    undo: () => travel((m, s) => m.undo(s), tool.at - 1, 'Undo'),
    redo: () => travel((m, s) => m.redo(s), tool.at + 1, 'Redo'),
    jump: (i) => travel((m, s) => m.jumpTo(s, i), i, `Go to step ${i}`),
    resolveAll: () => {
      const n = q.queue.length;
      doMoves(n === 0 ? [{ kind: 'pass-all' }] : Array.from({ length: n }, () => ({ kind: 'pass-all' as const })), 'Resolve the whole queue');
    },
    bookStep: () => nextBook && doMoves([nextBook], 'The book’s next step'),
    preset: (id) => {
      const p = E?.presetById(id);
      // The edition the reader chose stays, even one chosen while the engine loaded (this move waited for it).
      if (E && p) load((now) => ({ ...E.presetState(p), ...(now.edition && { edition: now.edition }) }));
      answer.show();
    },
    reset: () => load(boot.clean),
    addCard: (seen, seenEdited) => {
      // The form the reader saw when pressing Add; if neither it nor the form now was filled in by hand, the form now
      // (a preset chosen just before, while the engine loaded, fills it in as the book plays).
      const f = seenEdited || formEdited ? seen : form;
      const d = derive(f);
      const m = paletteMove(f, d);
      if (m && d.template) doMoves([m], `Add ${d.template.name}`);
    },
    addOwn: (item) => doMoves([{ kind: 'add', item }], `Add ${item.name}`),
    applyTable: (setup) => {
      if (!E) return;
      const next: QueueToolState = { ...tool, setup, guide: null };
      const limit = roomFor(next);
      if (limit) return setReport({ refused: { what: 'Change the table', limit } });
      const r = E.replay(next);
      if (r.ok) return load(next, { jump: [] });
      if (r.index < 0) return setReport({ refused: { what: 'Change the table', error: r.error } });
      load(
        { ...next, moves: tool.moves.slice(0, r.index), at: Math.min(tool.at, r.index) },
        { refused: { what: `Move ${r.index + 1} is not legal at the new table, so it and the moves after it were dropped`, error: r.error } },
      );
    },
  };

  const shown = 'from' in (report ?? {}) ? view.traces.slice((report as { from: number }).from + 1, tool.at + 1).flat() : (view.traces[tool.at] ?? []);
  const jumpSteps = report && 'jump' in report ? report.jump : [];

  const full = tool.at >= MAX_MOVES;
  const refused = report && 'refused' in report ? report.refused : null;
  const moves = {
    pass: () => intent((a) => a.doMoves([{ kind: 'pass', captain: q.respond ?? '' }], 'Pass')),
    passAll: () => intent((a) => a.doMoves([{ kind: 'pass-all' }], 'Everyone passes')),
    resolveAll: () => intent((a) => a.resolveAll()),
    undo: () => intent((a) => a.undo()),
    redo: () => intent((a) => a.redo()),
    endRound: () => intent((a) => a.doMoves([{ kind: 'end-round' }], 'End the round')),
  };

  return (
    <div class="tool queue-tool">
      <Citations.Provider value={citations}>
      {linkProblem}
      {failed}
      <PresetBar presets={boot.presets} onPreset={(id) => intent((a) => a.preset(id))} onReset={() => (pending.current.length ? intent((a) => a.reset()) : load(boot.clean))} />
      <div class="q-now">
        <QueueAnswer H={H} view={answer} q={q} at={tool.at} moveCount={tool.moves.length} busy={busy} refused={refused} steps={[...jumpSteps, ...shown]} canUndo={view.canUndo} canRedo={view.canRedo} full={full} moves={moves} />
        <QueueStack H={H} q={q} />
      </div>
      {EditionField ? <EditionField value={tool.edition} onEdition={setState} steps={[...jumpSteps, ...shown]} onView={setCitations} linked={linkRefusal} /> : <div class="edition-setting" aria-busy="true" />}
      <div class="q-work">
        {guide && progress && <GuidePanel H={H} guide={guide} progress={progress} nextBook={nextBook} onBookStep={() => intent((a) => a.bookStep())} />}
        <Palette
          H={H}
          q={q}
          cards={E ? E.BOOK_CARDS_TIMING : boot.cards}
          form={form}
          setForm={setForm}
          read={derive(form)}
          own={own}
          setOwn={setOwn}
          ItemBuilder={ItemBuilder}
          token={E?.ITEM_FIELDS.token}
          full={full}
          onAddCard={() => intent((a) => a.addCard(form, formEdited))}
          onAddOwn={(item: ItemSpec) => intent((a) => a.addOwn(item))}
        />
        <TablePanel
          H={H}
          q={q}
          setup={tool.setup}
          setupKey={canonical(tool.setup)}
          TableEditor={TableEditor}
          onToggle={setTableOpen}
          onApply={(setup: QueueSetup) => { setBadLink(undefined); intent((a) => a.applyTable(setup)); }}
          linked={badLink}
        />
        <History H={H} q={q} at={tool.at} timeline={view.timeline} onJump={(i) => intent((a) => a.jump(i))} />
      </div>
      <AnswerPeek view={answer} back="See the answer">
        {peekLine(q, tool.at, refused)}
      </AnswerPeek>
      </Citations.Provider>
    </div>
  );
}

export default withRuleCatalogue('/ccg/', QueueTool);
