/**
 * The queue stepper: set up the table, add cards and abilities, pass and
 * resolve, undo and jump back, and see for every step the rule that decides
 * it. The engine (`src/engine/ccg/queue.ts`) decides everything; this island
 * keeps the setup and the moves in the URL and draws the queue it replays.
 */
import type { ComponentType } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { jumpTo, legalTargets, redo, timeline, undo } from '../../engine/ccg/queue.ts';
import type { ItemSpec, QueueSetup, QueueState } from '../../engine/ccg/queue-types.ts';
import { BOOK_CARDS_TIMING, bookCard } from '../../engine/ccg/book-cards-timing.ts';
import { TIMING_PRESETS } from '../../engine/ccg/examples/timing.ts';
import { phaseName } from '../../engine/ccg/phases.ts';
import type { CcgErr, Step } from '../../engine/ccg/result.ts';
import { Trace } from '../kit/Trace.tsx';
import { LinkProblem, Problem } from '../kit/Problem.tsx';
import { RuleLink } from '../kit/RuleLink.tsx';
import { CheckField, SelectField, TextField } from '../kit/fields.tsx';
import { useUrlState } from '../kit/useUrlState.ts';
import {
  canonical,
  cleanState,
  guideFor,
  guideProgress,
  parseQueueToolState,
  play,
  presetById,
  presetState,
  replay,
  type CardMove,
  type QueueToolState,
  type ToolMove,
} from './state.ts';
import { cardName, costText, effectText, nameOf, ordinal, signed, targetLabel, TIMING_LABEL } from './describe.ts';
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
 * `preset`: the id of a book example to open at (its table, nothing played).
 * `level`: the heading level of the tool's sections (3 when the page puts it under an h2).
 */
export default function QueueTool({ preset, level = 2 }: { preset?: string; level?: 2 | 3 }) {
  const H = level === 3 ? 'h3' : 'h2';
  const initial = () => {
    const p = presetById(preset);
    return p ? presetState(p) : cleanState();
  };
  const { state: tool, setState, linkError, dismissLinkError } = useUrlState<QueueToolState>(parseQueueToolState, initial);
  const [report, setReport] = useState<Report>(null);
  const played = useMemo(() => replay(tool), [tool]);
  const guidePreset = presetById(tool.guide);
  const guide = useMemo(() => (guidePreset ? guideFor(guidePreset) : null), [guidePreset]);
  const progress = guide ? guideProgress(tool, guide) : null;
  const nextBook = guide && progress && !progress.left ? guide.moves[progress.done] : undefined;

  const [form, setForm] = useState<PaletteForm>({ card: 'time-is-money', controller: '', target: '', cardId: '', id: '', holds: null, token: '' });
  useEffect(() => {
    if (nextBook?.kind === 'card') setForm(formFromMove(nextBook));
  }, [tool.guide, tool.at, progress?.done]);

  const [own, setOwn] = useState(false);
  const [tableOpen, setTableOpen] = useState(false);
  const ItemBuilder = useLazy(own, () => import('./ItemBuilder.tsx'));
  const TableEditor = useLazy(tableOpen, () => import('./TableEditor.tsx'));

  if (!played.ok) {
    return (
      <div class="tool queue-tool">
        <Problem error={played.error} title="This queue cannot be replayed" />
        <button type="button" onClick={() => setState(cleanState())}>
          Reset
        </button>
      </div>
    );
  }
  const q: QueueState = played.state;
  const steps = timeline(q);
  const load = (next: QueueToolState, r: Report = null) => {
    setState(next);
    setReport(r);
  };

  /** Play moves on the current state; the first refusal stops and changes nothing. */
  const doMoves = (ms: ToolMove[], what: string) => {
    let s = q;
    for (const m of ms) {
      const r = play(s, m);
      if (!r.ok) return setReport({ refused: { what, error: r } });
      s = r.value;
    }
    load({ ...tool, moves: [...tool.moves.slice(0, tool.at), ...ms], at: tool.at + ms.length }, { from: tool.at });
  };

  const travel = (r: ReturnType<typeof jumpTo>, at: number, what: string) =>
    r.ok ? load({ ...tool, at }, { jump: r.trace }) : setReport({ refused: { what, error: r } });

  const resolveAll = () => {
    const n = q.queue.length;
    doMoves(n === 0 ? [{ kind: 'pass-all' }] : Array.from({ length: n }, () => ({ kind: 'pass-all' as const })), 'Resolve the whole queue');
  };

  // The palette form, with defaults filled from the state.
  const controller = q.captains.some((c) => c.id === form.controller) ? form.controller : (q.respond ?? q.acting ?? q.captains[0]!.id);
  const template = bookCard(form.card) ?? BOOK_CARDS_TIMING[0]!;
  const targets = legalTargets(q);
  const options = template.targets === null ? [] : targets[`${template.targets}s` as 'items' | 'cards' | 'captains'];
  const preferred =
    template.targets === 'captain'
      ? options.find((o) => o.target.id === controller)
      : template.targets === 'item'
        ? options[options.length - 1]
        : options[0];
  const target = options.find((o) => targetKey(o.target) === form.target) ?? preferred;
  const abilityCards = template.source.kind === 'ability' ? (q.captains.find((c) => c.id === controller)?.cards ?? []).filter((k) => k.name === (template.source as { cardName: string }).cardName) : [];
  const instead = template.effect.kind === 'change-value' ? template.effect.instead : undefined;
  const holds = form.holds ?? instead?.holds ?? false;
  const templateToken = template.effect.kind === 'gain-token' ? template.effect.token : '';

  const addCard = () => {
    const m: CardMove = { kind: 'card', card: template.key, controller };
    if (target) m.target = target.target;
    if (form.cardId && abilityCards.some((k) => k.id === form.cardId)) m.cardId = form.cardId;
    if (form.id) m.id = form.id;
    if (instead && holds !== instead.holds) m.holds = holds;
    const token = form.token.trim();
    if (templateToken && token && token !== templateToken) m.token = token;
    doMoves([m], `Add ${template.name}`);
  };
  const addOwn = (item: ItemSpec) => doMoves([{ kind: 'add', item }], `Add ${item.name}`);

  const applyTable = (setup: QueueSetup) => {
    const next: QueueToolState = { setup, moves: tool.moves, at: tool.at, guide: null };
    const r = replay(next);
    if (r.ok) return load(next, { jump: [] });
    if (r.index < 0) return setReport({ refused: { what: 'Change the table', error: r.error } });
    load(
      { ...next, moves: tool.moves.slice(0, r.index), at: Math.min(tool.at, r.index) },
      { refused: { what: `Move ${r.index + 1} is not legal at the new table, so it and the moves after it were dropped`, error: r.error } },
    );
  };

  const shown = 'from' in (report ?? {}) ? played.traces.slice((report as { from: number }).from + 1, tool.at + 1).flat() : (played.traces[tool.at] ?? []);
  const jumpSteps = report && 'jump' in report ? report.jump : [];
  const top = q.queue[q.queue.length - 1];

  return (
    <div class="tool queue-tool">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <div class="presets" role="group" aria-label="Examples from the book">
        <span>Load an example:</span>
        {TIMING_PRESETS.map((p) => (
          <button type="button" class="small" key={p.id} onClick={() => load(presetState(p))}>
            {p.title}
          </button>
        ))}
        <button type="button" class="small" onClick={() => load(cleanState())}>
          Reset
        </button>
      </div>

      {guide && progress && (
        <section class="q-guide" aria-labelledby="q-guide-title">
          <H id="q-guide-title">The book’s example: {guide.preset.title}</H>
          <p>{guide.preset.summary}</p>
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
              <button type="button" class="small" onClick={() => doMoves([nextBook], 'The book’s next step')}>
                play the book’s next step
              </button>
            </p>
          ) : (
            <p class="q-note good" data-testid="q-book-done">That is the whole example, as the book plays it.</p>
          )}
          <details>
            <summary>What we had to supply</summary>
            <ul>
              {guide.preset.standIns.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ul>
            <p>Source: {guide.preset.source}.</p>
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
          {TableEditor ? <TableEditor key={canonical(tool.setup)} setup={tool.setup} onApply={applyTable} /> : <p>Loading…</p>}
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
            <ol aria-label={`The queue, top first: ${q.queue.length} item${q.queue.length === 1 ? '' : 's'}`}>
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
          <button type="button" class="primary" aria-disabled={q.respond === null ? 'true' : undefined} onClick={() => doMoves([{ kind: 'pass', captain: q.respond ?? '' }], 'Pass')}>
            {q.respond === null ? 'Pass' : `${nameOf(q, q.respond)} passes`}
          </button>
          <button type="button" aria-disabled={q.respond === null ? 'true' : undefined} onClick={() => doMoves([{ kind: 'pass-all' }], 'Everyone passes')}>
            Everyone passes: resolve the top item
          </button>
          <button type="button" aria-disabled={q.respond === null ? 'true' : undefined} onClick={resolveAll}>
            Resolve the whole queue
          </button>
          <button type="button" aria-disabled={q.history.past.length === 0 ? 'true' : undefined} onClick={() => travel(undo(q), tool.at - 1, 'Undo')}>
            Undo
          </button>
          <button type="button" aria-disabled={q.history.future.length === 0 ? 'true' : undefined} onClick={() => travel(redo(q), tool.at + 1, 'Redo')}>
            Redo
          </button>
          <button type="button" class="small" onClick={() => doMoves([{ kind: 'end-round' }], 'End the round')}>
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
              value={template.key}
              options={BOOK_CARDS_TIMING.map((t) => ({ value: t.key, label: t.name }))}
              onChange={(card) => setForm({ card, controller: '', target: '', cardId: '', id: '', holds: null, token: '' })}
            />
            <SelectField
              label="Controller"
              value={controller}
              options={q.captains.map((c) => ({ value: c.id, label: c.name }))}
              onChange={(c) => setForm({ ...form, controller: c, cardId: '', id: '' })}
            />
            {template.targets !== null && (
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
          <p class="q-card-info">
            {TIMING_LABEL[template.timing ?? (template.source.kind === 'card' && template.source.cardType === 'event' ? 'reaction' : template.source.kind === 'card' && template.source.cardType === 'heroic-action' ? 'action' : 'none')]}
            {template.source.kind === 'ability' ? ` · ability of ${template.source.cardName}, which the controller must have in play` : ` · ${template.source.cardType.replace('-', ' ')} played from hand`}
            {template.phases ? ` · ${template.phases.map(phaseName).join(' or ')} only` : ''} · cost:{' '}
            {template.costs.length ? template.costs.map((c) => (c.kind === 'credits' ? `${c.amount} Credit${c.amount === 1 ? '' : 's'}` : c.kind === 'discard-token' ? `discard a ${c.token} token` : `${c.kind} the card`)).join(', ') : 'none'}. From the {template.sourceSection}.
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
          <button type="button" class="primary" onClick={addCard}>
            Add to the queue
          </button>
        </div>
        <div hidden={!own}>{ItemBuilder ? <ItemBuilder q={q} onAdd={addOwn} /> : <p>Loading…</p>}</div>
      </section>

      <section class="q-result" aria-live="polite" aria-labelledby="q-result-title">
        <H id="q-result-title" data-testid="q-step">
          Step {tool.at} of {tool.moves.length}: {q.lastMove}
        </H>
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
          {steps.map((s, i) => (
            <li key={i}>
              <button type="button" class="small" aria-current={i === tool.at ? 'step' : undefined} onClick={() => travel(jumpTo(q, i), i, `Go to step ${i}`)}>
                <span class="visually-hidden">Go to step {i}: </span>
                {i === 0 ? 'The table, nothing played' : s.lastMove}
              </button>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
