/**
 * The tool's inputs: what is paid (a Credits cost built from its parts, or a
 * run of expenses) and the cards that may pay. Every field keeps its text as
 * typed and shows its message beside it.
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { PHASES, type Phase } from '../../engine/ccg/round/index.ts';
import { CheckField, GroupError, SelectField } from '../kit/fields.tsx';
import type { Refusal } from '../kit/form.ts';
import { LimitedNumber, LimitedText } from '../kit/link-limits.tsx';
import { LIMITS, ROW_RULES, type CardRow, type CostKeyword, type ExpenseToolState } from './state.ts';
import type { CostAct } from '../../engine/ccg/costs/index.ts';

type Edit = (patch: Partial<ExpenseToolState>) => void;
interface Props {
  state: ExpenseToolState;
  errors: Record<string, Refusal>;
  edit: Edit;
}

const ACT_OPTIONS: { value: CostAct; label: string }[] = [
  { value: 'procure', label: 'Procuring it (a permanent)' },
  { value: 'play', label: 'Playing it (any other card)' },
  { value: 'ability', label: 'An ability of a card in play' },
];
const PHASE_OPTIONS: { value: Phase | ''; label: string }[] = [{ value: '', label: 'Not given' }, ...PHASES.map((p) => ({ value: p.id, label: p.name }))];
const OP_OPTIONS: { value: 'add' | 'times'; label: string }[] = [
  { value: 'add', label: 'Add or subtract' },
  { value: 'times', label: 'Multiply by' },
];
const KEYWORD_OPTIONS: { value: CostKeyword; label: string }[] = [
  { value: 'none', label: 'Neither' },
  { value: 'cash', label: 'Cash (hand only)' },
  { value: 'equity', label: 'Equity (deck only)' },
];

/** Typed text is kept up to the lengths a link can carry (see LIMITS); the field says so at the limit. */
const TEXT = LIMITS.text;
const NUM = LIMITS.number;

type Key = keyof typeof ROW_RULES;

/**
 * A list of rows (modifiers, expenses, cards): each row a labelled group with
 * a Remove button, then an Add button. After a removal, focus goes to Add.
 */
function Rows<K extends Key>({
  state,
  edit,
  list,
  noun,
  error,
  blank,
  empty,
  children,
}: {
  state: ExpenseToolState;
  edit: Edit;
  list: K;
  noun: string;
  /** A refusal of the whole list (more rows than the engine reads, `LIMITS`), under the engine's rule. */
  error?: Refusal | undefined;
  blank: ExpenseToolState[K][number];
  empty: string;
  children: (row: ExpenseToolState[K][number], set: (patch: Partial<ExpenseToolState[K][number]>) => void, i: number) => ComponentChildren;
}) {
  const rows = state[list] as ExpenseToolState[K][number][];
  const put = (next: unknown[]) => edit({ [list]: next } as Partial<ExpenseToolState>);
  const addId = `expense-add-${list}`;
  const max = LIMITS[list];
  const full = rows.length >= max;
  // Set on a removal; the layout effect moves focus to Add in the same frame the row goes.
  const refocusAdd = useRef(false);
  useLayoutEffect(() => {
    if (!refocusAdd.current) return;
    refocusAdd.current = false;
    document.getElementById(addId)?.focus();
  });
  return (
    <>
      <GroupError error={error} />
      {rows.length === 0 && <p class="muted">{empty}</p>}
      {rows.map((row, i) => {
        const label = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${i + 1}`;
        return (
          <div class="row entry" role="group" aria-label={label} key={i}>
            <span class="entry-label" aria-hidden="true">
              {label}
            </span>
            {children(row, (patch) => put(rows.map((x, j) => (j === i ? { ...x, ...patch } : x))), i)}
            <button
              type="button"
              class="small"
              aria-label={`Remove ${noun} ${i + 1}`}
              onClick={() => {
                refocusAdd.current = true;
                put(rows.filter((_, j) => j !== i));
              }}
            >
              Remove
            </button>
          </div>
        );
      })}
      <button type="button" class="small" id={addId} onClick={() => put([...rows, blank])} disabled={full}>
        {full ? `At most ${max} ${noun}s` : `Add ${noun}`}
      </button>
    </>
  );
}

export function CostInputs({ state, errors, edit }: Props) {
  return (
    <fieldset>
      <legend>The Credits cost</legend>
      <div class="row">
        <LimitedText label="Card paid for" value={state.cardName} max={LIMITS.cardName} onInput={(cardName) => edit({ cardName })} error={errors.cardName} />
        <LimitedNumber label="Printed cost" value={state.printed} max={NUM} onInput={(printed) => edit({ printed })} error={errors.printed} />
      </div>
      <div class="row">
        <SelectField label="What is paid for" value={state.act} options={ACT_OPTIONS} onChange={(act) => edit({ act })} />
        <SelectField label="Phase" value={state.phase} options={PHASE_OPTIONS} onChange={(phase) => edit({ phase })} />
        <SelectField label="Keyword on the card" value={state.keyword} options={KEYWORD_OPTIONS} onChange={(keyword) => edit({ keyword })} />
      </div>
      <div class="row">
        <LimitedNumber label="Infamy tokens" value={state.infamy} max={NUM} onInput={(infamy) => edit({ infamy })} error={errors.infamy} />
        <LimitedNumber label="Infamous cards in play" value={state.infamous} max={NUM} onInput={(infamous) => edit({ infamous })} error={errors.infamous} />
      </div>
      <h3 class="sub">Cost modifiers, in the order they apply</h3>
      <Rows state={state} edit={edit} list="modifiers" noun="modifier" error={errors.modifiers} blank={{ source: '', op: 'add', value: '-1' }} empty="None. Add one for each effect that changes the cost.">
        {(m, set, i) => (
          <>
            <LimitedText label="Source" value={m.source} max={LIMITS.source} onInput={(source) => set({ source })} error={errors[`modifiers.${i}.source`]} />
            <SelectField label="Kind" value={m.op} options={OP_OPTIONS} onChange={(op) => set({ op })} />
            <LimitedNumber kind={m.op === 'add' ? 'signed' : 'whole'} label={m.op === 'add' ? 'Change (+/−)' : 'Factor'} value={m.value} max={NUM} onInput={(value) => set({ value })} error={errors[`modifiers.${i}.value`]} />
          </>
        )}
      </Rows>
    </fieldset>
  );
}

export function SeriesInputs({ state, errors, edit }: Props) {
  return (
    <fieldset>
      <legend>The expenses, in the order they are incurred</legend>
      <GroupError error={errors.expenses} />
      <Rows state={state} edit={edit} list="expenses" noun="expense" blank={{ amount: '1', label: '' }} empty="No expenses.">
        {(e, set, i) => (
          <>
            <LimitedNumber label="Amount" value={e.amount} max={NUM} onInput={(amount) => set({ amount })} error={errors[`expenses.${i}.amount`]} />
            <LimitedText label="Name (optional)" value={e.label} max={TEXT} onInput={(label) => set({ label })} error={errors[`expenses.${i}.label`]} />
          </>
        )}
      </Rows>
    </fieldset>
  );
}

export function CardInputs({ state, errors, edit }: Props) {
  const name = (list: Key, c: CardRow, set: (p: Partial<CardRow>) => void, i: number) => (
    <LimitedText label="Name (optional)" value={c.name} max={TEXT} onInput={(name) => set({ name })} error={errors[`${list}.${i}.name`]} />
  );
  const ev = (list: Key, c: CardRow, set: (p: Partial<CardRow>) => void, i: number, label = 'EV') => (
    <LimitedNumber label={label} value={c.ev} max={NUM} onInput={(ev) => set({ ev })} error={errors[`${list}.${i}.ev`]} />
  );
  return (
    <fieldset>
      <legend>The cards that may pay</legend>
      <LimitedText label="Paying captain" value={state.payer} max={TEXT} onInput={(payer) => edit({ payer })} error={errors.payer} hint="A name for the texts, such as Aubrey." />

      <h3 class="sub">Hand</h3>
      <Rows state={state} edit={edit} list="hand" noun="hand card" error={errors.hand} blank={{ name: '', ev: '1' }} empty="No cards in hand.">
        {(c, set, i) => (
          <>
            {name('hand', c, set, i)}
            {ev('hand', c, set, i)}
          </>
        )}
      </Rows>

      <h3 class="sub">Deck, top card first</h3>
      <p class="field-hint">Enter each card’s true EV. Tick “seen” only if the payer already knows it; otherwise its EV stays hidden from the payer’s plan until it is turned over.</p>
      <Rows state={state} edit={edit} list="deck" noun="deck card" error={errors.deck} blank={{ name: '', ev: '1', known: false }} empty="No cards in the deck.">
        {(c, set, i) => (
          <>
            {name('deck', c, set, i)}
            {ev('deck', c, set, i)}
            <CheckField label="Seen by the payer" checked={c.known} onChange={(known) => set({ known })} />
          </>
        )}
      </Rows>
      <div class="row">
        <LimitedNumber label="Unseen card: EV at least" value={state.hiddenMin} max={NUM} onInput={(hiddenMin) => edit({ hiddenMin })} error={errors.hiddenMin} />
        <LimitedNumber label="EV at most" value={state.hiddenMax} max={NUM} onInput={(hiddenMax) => edit({ hiddenMax })} error={errors.hiddenMax} hint="Blank: no limit." />
      </div>

      <h3 class="sub">Expendable cards in play</h3>
      <Rows state={state} edit={edit} list="expendable" noun="Expendable card" error={errors.expendable} blank={{ name: '', ev: '1' }} empty="None.">
        {(c, set, i) => (
          <>
            {name('expendable', c, set, i)}
            {ev('expendable', c, set, i, 'Expendable (X)')}
          </>
        )}
      </Rows>
    </fieldset>
  );
}
