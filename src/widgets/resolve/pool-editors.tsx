/** The resolution form's first half: the pool entered token by token, tokens added by other cards, cards in play (the pool collected from a ship and crew is `collect-editor.tsx`, loaded when chosen). */
import type { ComponentChildren } from 'preact';
import { Select, TokenChip, TokenPalette, aToken, tokenName } from './fields.tsx';
import { CAPABILITY_KEYS, LIMITS, TOKEN_KEYS, TOKEN_SKILL_KEYS } from './state.ts';
import type { AdditionRow, ControlledRow, PoolEntry, TokenKey } from './state.ts';
import { AddButton, TYPE_OPTIONS, Text, roomBand, sameErrorsAt, sameJson, type Errors } from './form-parts.tsx';
import { memoBy } from '../kit/memo.ts';
import { Fold } from './Fold.tsx';


const TOKEN_OPTIONS = TOKEN_KEYS.map((k) => ({ value: k, label: tokenName(k) }));
const skillKeys = (level: string) => TOKEN_SKILL_KEYS.map((s) => `${s}:${level}`);

// ---------------------------------------------------------------------------
// The pool as tokens

function PoolEditorOf({ pool, onEdit }: { pool: PoolEntry[]; onEdit: (fn: (p: PoolEntry[]) => void) => void }) {
  const add = (k: TokenKey) =>
    onEdit((p) => {
      const e = p.find((x) => x.k === k);
      if (e) e.n = Math.min(LIMITS.perKind, e.n + 1);
      else p.push({ k, n: 1 });
    });
  const less = (k: TokenKey) =>
    onEdit((p) => {
      const i = p.findIndex((x) => x.k === k);
      if (i < 0) return;
      if (p[i]!.n > 1) p[i]!.n -= 1;
      else p.splice(i, 1);
    });
  const counts = () => (
    <ul class="token-counts" aria-label="Tokens in the pool">
      {pool.map((e) => (
        <li key={e.k}>
          <TokenChip token={e.k} />
          <span class="count">× {e.n}</span>
          {e.n >= LIMITS.perKind && <span class="field-hint">(the most)</span>}
          <button type="button" class="small" aria-label={`One ${tokenName(e.k)} token fewer`} onClick={() => less(e.k)}>
            −
          </button>
          <button type="button" class="small" aria-label={`One ${tokenName(e.k)} token more`} disabled={e.n >= LIMITS.perKind} onClick={() => add(e.k)}>
            +
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <div class="pool-editor">
      <TokenPalette
        groups={[
          { title: 'Capability tokens', keys: CAPABILITY_KEYS },
          { title: 'Trained skill tokens', keys: skillKeys('trained') },
          { title: 'Expert skill tokens', keys: skillKeys('expert') },
        ]}
        onPick={add}
        verb={(k) => `Add ${aToken(k)}`}
        full={(k) => ((pool.find((e) => e.k === k)?.n ?? 0) >= LIMITS.perKind ? `The pool holds at most ${LIMITS.perKind} tokens of each kind.` : undefined)}
      />
      {pool.length === 0 ? (
        <p class="muted">The pool is empty: add tokens with the buttons above.</p>
      ) : pool.length > FOLD_KINDS ? (
        <Fold title={`The pool: ${pool.reduce((n, e) => n + e.n, 0)} tokens of ${pool.length} kinds (change the counts)`}>{counts}</Fold>
      ) : (
        counts()
      )}
    </div>
  );
}

/** Above this many kinds, the counts fold away (a long list drawn on request). */
const FOLD_KINDS = 8;

// ---------------------------------------------------------------------------
// Tokens added by other cards, cards in play

const WHEN_OPTIONS = [
  { value: 'start', label: 'at the start' },
  { value: 'subplots', label: 'before the contract’s subplots' },
];

/** Rows of one kind, each with its fields and a Remove button, and an Add button while the list is under its limit. */
function RowList<T>(props: {
  list: T[];
  max: number;
  /** The row's name for screen readers: "Card 2". */
  name: (i: number) => string;
  onEdit: (fn: (l: T[]) => void) => void;
  add: { label: string; row: (l: T[]) => T; what: string };
  fields: (row: T, i: number) => ComponentChildren;
}) {
  const { list, max, name, onEdit, add, fields } = props;
  return (
    <div class="rows-block">
      {list.length > 0 && (
        <ol class="rows">
          {list.map((row, i) => (
            <li key={i}>
              <div class="row" role="group" aria-label={name(i)}>
                {fields(row, i)}
                <button type="button" class="small" aria-label={`Remove ${name(i).toLowerCase()}`} onClick={() => onEdit((l) => void l.splice(i, 1))}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div class="actions">
        <AddButton label={add.label} row={add.row(list)} count={list.length} max={max} what={add.what} onAdd={() => onEdit((l) => void l.push(add.row(l)))} />
      </div>
    </div>
  );
}

function AdditionsEditorOf({ list, errors, onEdit }: { list: AdditionRow[]; errors: Errors; onEdit: (fn: (l: AdditionRow[]) => void) => void; room: number }) {
  return (
    <RowList
      list={list}
      max={LIMITS.additions}
      name={(i) => `Added token ${i + 1}`}
      onEdit={onEdit}
      add={{ label: 'Add a token from a card', row: (): AdditionRow => ({ name: 'Consultant Call', token: 'admin:trained', when: 'subplots' }), what: 'added tokens' }}
      fields={(a, i) => (
        <>
          <Text label="Card that adds it" value={a.name} error={errors[`additions.${i}.name`]} onInput={(v) => onEdit((l) => void (l[i]!.name = v))} />
          <Select label="Token" value={a.token} options={TOKEN_OPTIONS} icon onChange={(v) => onEdit((l) => void (l[i]!.token = v))} />
          <Select label="When" value={a.when} options={WHEN_OPTIONS} onChange={(v) => onEdit((l) => void (l[i]!.when = v as AdditionRow['when']))} />
        </>
      )}
    />
  );
}

function CardsEditorOf({ list, errors, onEdit }: { list: ControlledRow[]; errors: Errors; onEdit: (fn: (l: ControlledRow[]) => void) => void; room: number }) {
  return (
    <RowList
      list={list}
      max={LIMITS.cards}
      name={(i) => `Card ${i + 1}`}
      onEdit={onEdit}
      add={{ label: 'Add a card you control', row: (l): ControlledRow => ({ name: `Card ${l.length + 1}`, type: 'gear', traits: '' }), what: 'cards' }}
      fields={(c, i) => (
        <>
          <Text label="Card" value={c.name} error={errors[`cards.${i}.name`]} onInput={(v) => onEdit((l) => void (l[i]!.name = v))} />
          <Select label="Type" value={c.type} options={TYPE_OPTIONS} onChange={(v) => onEdit((l) => void (l[i]!.type = v as ControlledRow['type']))} />
          <Text label="Traits (comma between)" value={c.traits} onInput={(v) => onEdit((l) => void (l[i]!.traits = v))} />
        </>
      )}
    />
  );
}

// Drawn again only when their own rows or messages change.
export const PoolEditor = memoBy(PoolEditorOf, (a, b) => sameJson(a.pool, b.pool));
export const AdditionsEditor = memoBy(AdditionsEditorOf, (a, b) => roomBand(a.room) === roomBand(b.room) && sameJson(a.list, b.list) && sameErrorsAt(a.errors, b.errors, 'additions'));
export const CardsEditor = memoBy(CardsEditorOf, (a, b) => roomBand(a.room) === roomBand(b.room) && sameJson(a.list, b.list) && sameErrorsAt(a.errors, b.errors, 'cards'));
