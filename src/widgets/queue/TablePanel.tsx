/** "At the table": the phase and stage, who acts and holds priority, each captain's side, and the table form (loaded when opened). */
import type { ComponentType } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Refused } from '../kit/numbers.ts';
import type { QueueSetup, QueueSnapshot } from '../../engine/ccg/timing/index.ts';
import { phaseName } from '../../engine/ccg/round/index.ts';
import { nameOf, signed } from './describe.ts';

interface Props {
  H: 'h2' | 'h3';
  q: QueueSnapshot;
  setup: QueueSetup;
  /** A key that changes when the setup does, so the form starts again from it. */
  setupKey: string;
  /** The table form once loaded. */
  TableEditor: ComponentType<{ setup: QueueSetup; onApply: (setup: QueueSetup) => void; linked?: Refused | undefined }> | null;
  onToggle: (open: boolean) => void;
  onApply: (setup: QueueSetup) => void;
  /** A refused link whose table the form holds: the form opens on it. */
  linked?: Refused | undefined;
}

export function TablePanel({ H, q, setup, setupKey, TableEditor, onToggle, onApply, linked }: Props) {
  const edit = useRef<HTMLDetailsElement>(null);
  const held = linked?.instead?.form !== undefined;
  useEffect(() => {
    if (held && edit.current) edit.current.open = true;
  }, [linked]);
  const elsewhere = q.changes.filter((x) => x.target?.kind !== 'captain');
  return (
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
              Expense Value left to expend: {c.credits}
              {c.cards.length > 0 && <> · In play: {c.cards.map((k) => `${k.name}${k.exerted ? ' (exerted)' : ''}`).join('; ')}</>}
              {c.tokens.length > 0 && <> · Tokens: {c.tokens.join(', ')}</>}
              {c.discard.length > 0 && <> · Discard pile: {c.discard.map((k) => k.name).join('; ')}</>}
              {changes.length > 0 && <> · Changes: {changes.map((x) => `${signed(x.amount)} ${x.attribute} (${x.source})`).join(', ')}</>}
            </li>
          );
        })}
      </ul>
      {elsewhere.length > 0 && <p>Other changes in force: {elsewhere.map((x) => `${x.subject}: ${signed(x.amount)} ${x.attribute} (${x.source})`).join('; ')}</p>}
      <details class="q-edit" ref={edit} onToggle={(e) => onToggle((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>Change the table: captains, Expense Value, cards in play, phase, reactions</summary>
        {TableEditor ? <TableEditor key={held ? `${setupKey}|link` : setupKey} setup={setup} onApply={onApply} linked={linked} /> : <p>Loading…</p>}
      </details>
    </section>
  );
}
