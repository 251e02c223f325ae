/**
 * The queue stepper: set up the table, add cards and abilities, pass and
 * resolve, undo and jump back, and see for every step the rule that decides
 * it. The engine (`src/engine/ccg/queue.ts`) decides everything; this island
 * keeps the setup and the moves in the URL and draws the queue it replays.
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
import { plural } from '../../engine/core/text.ts';
import type { ComponentType } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { ItemSpec, QueueSetup, QueueState } from '../../engine/ccg/timing/index.ts';
import type { ItemTemplate } from '../../engine/ccg/timing/index.ts';
import { phaseName } from '../../engine/ccg/round/index.ts';
import type { CcgErr, CcgResult, Step } from '../../engine/ccg/result.ts';
import { Trace } from '../kit/Trace.tsx';
import { LinkProblem, Problem } from '../kit/Problem.tsx';
import { RuleLink } from '../kit/RuleLink.tsx';
import { CheckField, SelectField, TextField } from '../kit/fields.tsx';
import { useUrlState } from '../kit/useUrlState.ts';
import {
  canonical,
  coreOf,
  guideProgress,
  readQueueLink,
  type CardMove,
  type CoreView,
  type GuideView,
  type QueueBoot,
  type QueueToolState,
  type ToolMove,
} from './state.ts';
import { cardName, costText, effectText, nameOf, ordinal, signed, targetLabel, TIMING_LABEL } from './describe.ts';
import { withRuleCatalogue } from '../kit/RuleLink.tsx';
import '../../styles/widgets.css';
import './queue.css';

/** What the live region reports besides the current step: a refusal, or a jump in the timeline. */
type Report = { refused: { what: string; error: CcgErr } } | { jump: Step[] } | { from: number } | null;

interface PaletteForm {
  card: string;
  controller: string;
  /** `kind:id`, or '' for the default. */
  target: string;
  cardId: string;
  id: string;
  holds: boolean | null;
  token: string;
}

const targetKey = (t: { kind: string; id: string }) => `${t.kind}:${t.id}`;

function formFromMove(m: CardMove): PaletteForm {
  return {
    card: m.card,
    controller: m.controller,
    target: m.target ? targetKey(m.target) : '',
    cardId: m.cardId ?? '',
    id: m.id ?? '',
    holds: m.holds ?? null,
    token: m.token ?? '',
  };
}

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
let engineLoad: Promise<Engine> | undefined;
/** The engine, the palette and the presets, loaded once (again after a failed load). */
function loadEngine(): Promise<Engine> {
  engineLoad ??= import('./play.ts').catch((e: unknown) => {
    engineLoad = undefined;
    throw e;
  });
  return engineLoad;
}

type Lazy = ComponentType<any> | null;

/** Load a part of the tool only when the reader opens it. */
function useLazy(want: boolean, load: () => Promise<{ default: ComponentType<any> }>): Lazy {
  const [C, setC] = useState<Lazy>(null);
  useEffect(() => {
    if (want && !C) void load().then((m) => setC(() => m.default));
  }, [want]);
  return C;
}

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
    fromLink.current = r.ok ? r.value : null;
    return r;
  };
  const { state: tool, setState, linkError, dismissLinkError } = useUrlState<QueueToolState>(readLink, () => boot.tool);
  const [E, setE] = useState<Engine | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [badLink, setBadLink] = useState<string | undefined>(undefined);
  const [report, setReport] = useState<Report>(null);
  /** The reader's moves made while the engine was still loading, in order. */
  const pending = useRef<Intent[]>([]);
  /** This render's moves, once it has drawn the tool (null while it shows "Working it out…"). */
  const acts = useRef<Acts | null>(null);
  acts.current = null;
  const [, setTick] = useState(0);
  /** Whether moves are waiting for the engine (said in the result area). */
  const [busy, setBusy] = useState(false);

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
      setBadLink(r.error);
      setState(boot.tool);
    }
  }, [unchecked, E, tool]);

  const progress = guide ? guideProgress(tool, guide) : null;
  const nextBook = guide && progress && !progress.left ? guide.moves[progress.done] : undefined;

  // The form, filled in as the book plays its next card until the reader changes it.
  const bookKey = `${tool.guide ?? ''}|${tool.at}|${progress?.done ?? ''}`;
  const [edited, setEdited] = useState<{ key: string | null; form: PaletteForm }>({
    key: null,
    form: { card: boot.template.key, controller: '', target: '', cardId: '', id: '', holds: null, token: '' },
  });
  const form = nextBook?.kind === 'card' && edited.key !== bookKey ? formFromMove(nextBook) : edited.form;
  const setForm = (f: PaletteForm) => setEdited({ key: bookKey, form: f });
  const formEdited = edited.key === bookKey;
  /** A card of the form: the page describes the first one; the others come with the palette. */
  const templateOf = (card: string): ItemTemplate | null => (E ? (E.bookCard(card) ?? E.BOOK_CARDS_TIMING[0]!) : card === boot.template.key ? boot.template : null);
  const template = templateOf(form.card);

  const [own, setOwn] = useState(false);
  const [tableOpen, setTableOpen] = useState(false);
  const ItemBuilder = useLazy(own, () => import('./ItemBuilder.tsx'));
  const TableEditor = useLazy(tableOpen, () => import('./TableEditor.tsx'));
  // Load the engine when something on screen needs it; opening the table form or the item builder means a move is coming.
  const needEngine = waiting || !template || own || tableOpen;
  useEffect(() => {
    if (needEngine && !E) withEngine(() => undefined);
  }, [needEngine]);

  const dismiss = () => {
    dismissLinkError();
    setBadLink(undefined);
  };
  const linkProblem = (linkError ?? badLink) && <LinkProblem message={(linkError ?? badLink)!} onDismiss={dismiss} />;

  const failed = engineFailed && (
    <p class="problem" role="alert">
      The rules engine could not be loaded; check the connection and reload the page.
    </p>
  );

  if (waiting) {
    return (
      <div class="tool queue-tool">
        {linkProblem}
        {failed || (
          <p class="muted" role="status">
            Working it out…
          </p>
        )}
      </div>
    );
  }
  if (!view.ok) {
    return (
      <div class="tool queue-tool">
        <Problem error={view.error} title="This queue cannot be replayed" />
        <button type="button" onClick={() => setState(boot.clean)}>
          Reset
        </button>
      </div>
    );
  }
  const q = view.q;
  const load = (next: QueueToolState, r: Report = null) => {
    setState(next);
    setReport(r);
  };

  /** With the engine, the queue as it stands now (with its undo history). */
  const here = E && played?.ok ? { m: E, s: played.state } : null;

  /** Play moves on the current state; the first refusal stops and changes nothing. */
  const doMoves = (ms: ToolMove[], what: string) => {
    if (!here) return;
    let s = here.s;
    for (const move of ms) {
      const r = here.m.play(s, move);
      if (!r.ok) return setReport({ refused: { what, error: r } });
      s = r.value;
    }
    load({ ...tool, moves: [...tool.moves.slice(0, tool.at), ...ms], at: tool.at + ms.length }, { from: tool.at });
  };

  const travel = (go: (m: Engine, s: QueueState) => CcgResult<QueueState>, at: number, what: string) => {
    if (!here) return;
    const r = go(here.m, here.s);
    if (r.ok) load({ ...tool, at }, { jump: r.trace });
    else setReport({ refused: { what, error: r } });
  };

  /** The palette form read against the state: its card, and defaults for what the reader left open. */
  const derive = (f: PaletteForm) => {
    const template = templateOf(f.card);
    const controller = q.captains.some((c) => c.id === f.controller) ? f.controller : (q.respond ?? q.acting ?? q.captains[0]!.id);
    const options = !template || template.targets === null ? [] : view.targets[`${template.targets}s` as 'items' | 'cards' | 'captains'];
    const preferred = template?.targets === 'captain' ? options.find((o) => o.target.id === controller) : template?.targets === 'item' ? options[options.length - 1] : options[0];
    const target = options.find((o) => targetKey(o.target) === f.target) ?? preferred;
    const abilityCards =
      template?.source.kind === 'ability' ? (q.captains.find((c) => c.id === controller)?.cards ?? []).filter((k) => k.name === (template.source as { cardName: string }).cardName) : [];
    const instead = template?.effect.kind === 'change-value' ? template.effect.instead : undefined;
    const holds = f.holds ?? instead?.holds ?? false;
    const templateToken = template?.effect.kind === 'gain-token' ? template.effect.token : '';
    return { template, controller, options, target, abilityCards, instead, holds, templateToken };
  };
  const { controller, options, target, abilityCards, instead, holds, templateToken } = derive(form);

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
      if (E && p) load(E.presetState(p));
    },
    reset: () => load(boot.clean),
    addCard: (seen, seenEdited) => {
      // The form the reader saw when pressing Add; if neither it nor the form now was filled in by hand, the form now
      // (a preset chosen just before, while the engine loaded, fills it in as the book plays).
      const f = seenEdited || formEdited ? seen : form;
      const d = derive(f);
      if (!d.template) return;
      const m: CardMove = { kind: 'card', card: d.template.key, controller: d.controller };
      if (d.target) m.target = d.target.target;
      if (f.cardId && d.abilityCards.some((k) => k.id === f.cardId)) m.cardId = f.cardId;
      if (f.id) m.id = f.id;
      if (d.instead && d.holds !== d.instead.holds) m.holds = d.holds;
      const token = f.token.trim();
      if (d.templateToken && token && token !== d.templateToken) m.token = token;
      doMoves([m], `Add ${d.template.name}`);
    },
    addOwn: (item) => doMoves([{ kind: 'add', item }], `Add ${item.name}`),
    applyTable: (setup) => {
      if (!E) return;
      const next: QueueToolState = { setup, moves: tool.moves, at: tool.at, guide: null };
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
  const top = q.queue[q.queue.length - 1];

  return (
    <div class="tool queue-tool">
      {linkProblem}
      {failed}
      <div class="presets" role="group" aria-label="Examples from the book">
        <span>Load an example:</span>
        {boot.presets.map((p) => (
          <button type="button" class="small" key={p.id} data-preset={p.id} onClick={() => intent((a) => a.preset(p.id))}>
            {p.title}
          </button>
        ))}
        <button type="button" class="small" onClick={() => (pending.current.length ? intent((a) => a.reset()) : load(boot.clean))}>
          Reset
        </button>
      </div>

      {guide && progress && (
        <section class="q-guide" aria-labelledby="q-guide-title">
          <H id="q-guide-title">The book’s example: {guide.title}</H>
          <p>{guide.summary}</p>
          <ol class="q-book">
            {guide.labels.map((label, i) => (
              <li key={i} class={i < progress.done ? 'done' : i === progress.done && !progress.left ? 'next' : ''} data-book-step={i + 1}>
                {label}
                <span class="q-badge">{i < progress.done ? 'done' : i === progress.done && !progress.left ? 'next' : ''}</span>
              </li>
            ))}
          </ol>
          {progress.left ? (
            <p class="q-note">You have left the book’s path after its step {progress.done}: use Undo or the timeline to go back to it.</p>
          ) : nextBook ? (
            <p class="q-note">
              Make the next move with the buttons below{nextBook.kind === 'card' ? ' (the form is filled in as the book plays it)' : ''}, or{' '}
              <button type="button" class="small" onClick={() => intent((a) => a.bookStep())}>
                play the book’s next step
              </button>
            </p>
          ) : (
            <p class="q-note good" data-testid="q-book-done">That is the whole example, as the book plays it.</p>
          )}
          <details>
            <summary>What we had to supply</summary>
            <ul>
              {guide.standIns.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ul>
            <p>Source: {guide.source}.</p>
          </details>
        </section>
      )}

      <section aria-labelledby="q-table-title">
        <H id="q-table-title">At the table</H>
        <p class="q-where">
          {phaseName(q.phase)}, stage {q.stage} · acting captain: {q.acting === null ? 'none' : nameOf(q, q.acting)} · priority: {nameOf(q, q.priority)}
        </p>
        <ul class="q-captains">
          {q.captains.map((c) => {
            const changes = q.changes.filter((x) => x.target?.kind === 'captain' && x.target.id === c.id);
            return (
              <li key={c.id} class={q.respond === c.id ? 'q-turn' : ''} data-captain={c.id}>
                <strong>{c.name}</strong> <span class="muted">Initiative {c.initiative}</span>{' '}
                {q.priority === c.id && <span class="q-badge">priority</span>}
                {q.respond === c.id && <span class="q-badge q-now">to respond or pass</span>}
                {q.passed.includes(c.id) && <span class="q-badge">passed</span>}
                <br />
                Credits: {c.credits}
                {c.cards.length > 0 && <> · In play: {c.cards.map((k) => `${k.name}${k.exerted ? ' (exerted)' : ''}`).join('; ')}</>}
                {c.tokens.length > 0 && <> · Tokens: {c.tokens.join(', ')}</>}
                {c.discard.length > 0 && <> · Discard pile: {c.discard.map((k) => k.name).join('; ')}</>}
                {changes.length > 0 && <> · Changes: {changes.map((x) => `${signed(x.amount)} ${x.attribute} (${x.source})`).join(', ')}</>}
              </li>
            );
          })}
        </ul>
        {q.changes.some((x) => x.target?.kind !== 'captain') && (
          <p>
            Other changes in force:{' '}
            {q.changes
              .filter((x) => x.target?.kind !== 'captain')
              .map((x) => `${x.subject}: ${signed(x.amount)} ${x.attribute} (${x.source})`)
              .join('; ')}
          </p>
        )}
        <details class="q-edit" onToggle={(e) => setTableOpen((e.currentTarget as HTMLDetailsElement).open)}>
          <summary>Change the table: captains, Credits, cards in play, phase</summary>
          {TableEditor ? <TableEditor key={canonical(tool.setup)} setup={tool.setup} onApply={(setup: QueueSetup) => intent((a) => a.applyTable(setup))} /> : <p>Loading…</p>}
        </details>
      </section>

      <section aria-labelledby="q-queue-title">
        <H id="q-queue-title">The queue</H>
        <p class="q-window" data-testid="q-window">
          {q.respond === null
            ? 'Nothing is pending: any captain may play a card or generate an effect the rules allow (actions only by the acting captain).'
            : `${nameOf(q, q.respond)} may respond to ${top?.name ?? 'the top item'} or pass.${q.passed.length ? ` Passed in this window: ${q.passed.map((id) => nameOf(q, id)).join(', ')}.` : ''}`}
        </p>
        <div class="q-stack">
          <span class="q-end" aria-hidden="true">
            Top: resolves first
          </span>
          {q.queue.length === 0 ? (
            <p class="q-empty">The queue is empty.</p>
          ) : (
            <ol aria-label={`The queue, top first: ${plural(q.queue.length, 'item')}`}>
              {q.queue
                .map((it, i) => ({ it, n: i + 1 }))
                .reverse()
                .map(({ it, n }) => {
                  const status = it.cancelledBy ? 'cancelled' : n === q.queue.length ? 'top' : 'pending';
                  return (
                    <li key={it.id} class={`q-item ${status}`} data-status={status}>
                      <span class="q-name">{it.name}</span>
                      <span class="q-meta">
                        {nameOf(q, it.controller)} · added {ordinal(n)} · {TIMING_LABEL[it.timing]}
                        {it.limited ? ' · Limited' : ''}
                        {it.phases ? ` · ${it.phases.map(phaseName).join(' or ')} only` : ''}
                        {it.source.kind === 'ability' ? ` · ability of ${it.sourceName ?? cardName(q, it.source.cardId)}` : ` · ${it.source.cardType.replace('-', ' ')} played`}
                      </span>
                      <span class="q-effect">Effect: {effectText(q, it.effect)}</span>
                      <span class="q-meta">Cost paid: {costText(q, it)}</span>
                      <span class="q-status">
                        {status === 'cancelled'
                          ? `Cancelled by ${targetLabel(q, { kind: 'item', id: it.cancelledBy ?? '' })}: no effect when it resolves`
                          : status === 'top'
                            ? 'Top: resolves next when everyone passes'
                            : 'Pending'}
                      </span>
                    </li>
                  );
                })}
            </ol>
          )}
          <span class="q-end" aria-hidden="true">
            Bottom: oldest, resolves last
          </span>
        </div>
        <div class="actions q-moves" role="group" aria-label="Moves">
          <button type="button" class="primary" aria-disabled={q.respond === null ? 'true' : undefined} onClick={() => intent((a) => a.doMoves([{ kind: 'pass', captain: q.respond ?? '' }], 'Pass'))}>
            {q.respond === null ? 'Pass' : `${nameOf(q, q.respond)} passes`}
          </button>
          <button type="button" aria-disabled={q.respond === null ? 'true' : undefined} onClick={() => intent((a) => a.doMoves([{ kind: 'pass-all' }], 'Everyone passes'))}>
            Everyone passes: resolve the top item
          </button>
          <button type="button" aria-disabled={q.respond === null ? 'true' : undefined} onClick={() => intent((a) => a.resolveAll())}>
            Resolve the whole queue
          </button>
          <button type="button" aria-disabled={view.canUndo ? undefined : 'true'} onClick={() => intent((a) => a.undo())}>
            Undo
          </button>
          <button type="button" aria-disabled={view.canRedo ? undefined : 'true'} onClick={() => intent((a) => a.redo())}>
            Redo
          </button>
          <button type="button" class="small" onClick={() => intent((a) => a.doMoves([{ kind: 'end-round' }], 'End the round'))}>
            End the round
          </button>
        </div>
      </section>

      <section class="q-add" aria-labelledby="q-add-title">
        <H id="q-add-title">Add to the queue</H>
        <fieldset class="q-tabs">
          <legend>What to add</legend>
          <label class="check">
            <input type="radio" name="q-what" checked={!own} onChange={() => setOwn(false)} /> A card from the books
          </label>
          <label class="check">
            <input type="radio" name="q-what" checked={own} onChange={() => setOwn(true)} /> An item of your own
          </label>
        </fieldset>
        <div hidden={own} class="q-palette">
          <div class="row">
            <SelectField
              label="Card or ability"
              value={template?.key ?? form.card}
              options={(E ? E.BOOK_CARDS_TIMING : boot.cards).map((t) => ({ value: t.key, label: t.name }))}
              onChange={(card) => setForm({ card, controller: '', target: '', cardId: '', id: '', holds: null, token: '' })}
            />
            <SelectField
              label="Controller"
              value={controller}
              options={q.captains.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(c) => setForm({ ...form, controller: c, cardId: '', id: '' })}
            />
            {template && template.targets !== null && (
              <SelectField
                label={`Target (${template.targets === 'item' ? 'an item on the queue' : `a ${template.targets}`})`}
                value={target ? targetKey(target.target) : ''}
                options={options.length ? options.map((o) => ({ value: targetKey(o.target), label: o.label })) : [{ value: '', label: 'No legal target now' }]}
                onChange={(t) => setForm({ ...form, target: t })}
              />
            )}
            {abilityCards.length > 1 && (
              <SelectField
                label={`Which ${abilityCards[0]!.name}`}
                value={form.cardId || abilityCards[0]!.id}
                options={abilityCards.map((k) => ({ value: k.id, label: `${k.name} (${k.id})${k.exerted ? ', exerted' : ''}` }))}
                onChange={(cardId) => setForm({ ...form, cardId })}
              />
            )}
            {templateToken && <TextField label="Token gained" value={form.token || templateToken} onInput={(token) => setForm({ ...form, token })} error={form.token.length > 60 ? 'At most 60 characters.' : undefined} />}
          </div>
          {instead && <CheckField label={`The condition holds: ${instead.condition}`} checked={holds} onChange={(h) => setForm({ ...form, holds: h })} />}
          {template ? (
            <>
              <p class="q-card-info">
                {TIMING_LABEL[template.timing ?? (template.source.kind === 'card' && template.source.cardType === 'event' ? 'reaction' : template.source.kind === 'card' && template.source.cardType === 'heroic-action' ? 'action' : 'none')]}
                {template.source.kind === 'ability' ? ` · ability of ${template.source.cardName}, which the controller must have in play` : ` · ${template.source.cardType.replace('-', ' ')} played from hand`}
                {template.phases ? ` · ${template.phases.map(phaseName).join(' or ')} only` : ''} · cost:{' '}
                {template.costs.length ? template.costs.map((c) => (c.kind === 'credits' ? `${plural(c.amount, 'Credit')}` : c.kind === 'discard-token' ? `discard a ${c.token} token` : `${c.kind} the card`)).join(', ') : 'none'}. From the {template.sourceSection}.
                {template.note && (
                  <>
                    {' '}
                    <span class="muted">{template.note}</span>
                    {template.noteRule && (
                      <>
                        {' '}
                        <RuleLink rule={template.noteRule} />
                      </>
                    )}
                  </>
                )}
              </p>
              <button type="button" class="primary" onClick={() => intent((a) => a.addCard(form, formEdited))}>
                Add to the queue
              </button>
            </>
          ) : (
            <p class="muted" role="status">
              Loading the card…
            </p>
          )}
        </div>
        <div hidden={!own}>{ItemBuilder ? <ItemBuilder q={q} onAdd={(item: ItemSpec) => intent((a) => a.addOwn(item))} /> : <p>Loading…</p>}</div>
      </section>

      <section class="q-result" aria-live="polite" aria-labelledby="q-result-title">
        <H id="q-result-title" data-testid="q-step">
          Step {tool.at} of {tool.moves.length}: {q.lastMove}
        </H>
        {busy && <p class="muted">Working it out…</p>}
        {report && 'refused' in report && (
          <>
            <Problem error={report.refused.error} title={`Refused: ${report.refused.what}`} />
            <p class="muted">Nothing changed.</p>
          </>
        )}
        <Trace steps={[...jumpSteps, ...shown]} title="What happened, and why" />
      </section>

      <section aria-labelledby="q-log-title">
        <H id="q-log-title">Resolved</H>
        {q.log.length === 0 ? (
          <p class="muted">Nothing has resolved yet.</p>
        ) : (
          <ol class="q-log">
            {q.log.map((e) => (
              <li key={e.item.id} data-outcome={e.outcome}>
                <span class={`q-outcome ${e.outcome}`}>{e.outcome}</span> <strong>{e.item.name}</strong> ({nameOf(q, e.item.controller)}): {e.text}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="q-time-title">
        <H id="q-time-title">Timeline</H>
        <p class="muted">Go back to any step to ask “what if someone had responded here?”; a new move there replaces the steps after it.</p>
        <ol class="q-timeline" start={0}>
          {view.timeline.map((label, i) => (
            <li key={i}>
              <button type="button" class="small" aria-current={i === tool.at ? 'step' : undefined} onClick={() => intent((a) => a.jump(i))}>
                <span class="visually-hidden">Go to step {i}: </span>
                {i === 0 ? 'The table, nothing played' : label}
              </button>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export default withRuleCatalogue('/ccg/', QueueTool);
