/**
 * The tool's inputs: what is paid (a Credits cost built from its parts, or a
 * run of expenses) and the cards that may pay. Every field keeps its text as
 * typed and shows its message beside it.
 */
import type { ComponentChildren } from 'preact';
import { PHASES, type Phase } from '../../engine/ccg/phases.ts';
import { CheckField, NumberField, SelectField, TextField } from '../kit/fields.tsx';
import { LIMITS, type CardRow, type CostKeyword, type DeckRow, type ExpenseRow, type ExpenseToolState, type ModifierRow } from './state.ts';
import type { CostAct } from '../../engine/ccg/cost.ts';

type Edit = (patch: Partial<ExpenseToolState>) => void;
interface Props {
  state: ExpenseToolState;
  errors: Record<string, string>;
  edit: Edit;
}

const ACT_OPTIONS: { value: CostAct; label: string }[] = [
  { value: 'procure', label: 'Procuring it (a permanent)' },
  { value: 'play', label: 'Playing it (any other card)' },
  { value: 'ability', label: 'An ability of a card in play' },
];
const PHASE_OPTIONS: { value: Phase | ''; label: string }[] = [{ value: '', label: 'Not given' }, ...PHASES.map((p) => ({ value: p.id, label: p.name }))];
const KEYWORD_OPTIONS: { value: CostKeyword; label: string }[] = [
  { value: 'none', label: 'Neither' },
  { value: 'cash', label: 'Cash (hand only)' },
  { value: 'equity', label: 'Equity (deck only)' },
];

function replaceAt<T>(list: readonly T[], i: number, patch: Partial<T>): T[] {
  return list.map((x, j) => (j === i ? { ...x, ...patch } : x));
}
const removeAt = <T,>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);

/** Focus the "add" button of a list after a row is removed (the remove button is gone). */
function focusAdd(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

function Row({ label, children, onRemove, removeLabel, addId }: { label: string; children: ComponentChildren; onRemove: () => void; removeLabel: string; addId: string }) {
  return (
    <div class="row entry" role="group" aria-label={label}>
      <span class="entry-label" aria-hidden="true">
        {label}
      </span>
      {children}
      <button
        type="button"
        class="small"
        aria-label={removeLabel}
        onClick={() => {
          onRemove();
          focusAdd(addId);
        }}
      >
        Remove
      </button>
    </div>
  );
}

function AddButton({ id, onClick, count, max, what }: { id: string; onClick: () => void; count: number; max: number; what: string }) {
  const full = count >= max;
  return (
    <button type="button" class="small" id={id} onClick={onClick} disabled={full}>
      {full ? `At most ${max} ${what}` : `Add ${what.replace(/s$/, '')}`}
    </button>
  );
}

export function CostInputs({ state, errors, edit }: Props) {
  const setMods = (modifiers: ModifierRow[]) => edit({ modifiers });
  return (
    <fieldset>
      <legend>The Credits cost</legend>
      <div class="row">
        <TextField label="Card paid for" value={state.cardName} onInput={(cardName) => edit({ cardName })} error={errors.cardName} />
        <NumberField label="Printed cost" value={state.printed} onInput={(printed) => edit({ printed })} error={errors.printed} />
      </div>
      <div class="row">
        <SelectField label="What is paid for" value={state.act} options={ACT_OPTIONS} onChange={(act) => edit({ act })} />
        <SelectField label="Phase" value={state.phase} options={PHASE_OPTIONS} onChange={(phase) => edit({ phase })} />
        <SelectField label="Keyword on the card" value={state.keyword} options={KEYWORD_OPTIONS} onChange={(keyword) => edit({ keyword })} />
      </div>
      <div class="row">
        <NumberField label="Infamy tokens" value={state.infamy} onInput={(infamy) => edit({ infamy })} error={errors.infamy} />
        <NumberField
          label="Infamous cards in play"
          value={state.infamous}
          onInput={(infamous) => edit({ infamous })}
          error={errors.infamous}
        />
      </div>
      <h3 class="sub">Cost modifiers, in the order they apply</h3>
      {state.modifiers.length === 0 && <p class="muted">None. Add one for each effect that changes the cost.</p>}
      {state.modifiers.map((m, i) => (
        <Row key={i} label={`Modifier ${i + 1}`} removeLabel={`Remove modifier ${i + 1}`} addId="expense-add-modifier" onRemove={() => setMods(removeAt(state.modifiers, i))}>
          <TextField label="Source" value={m.source} onInput={(source) => setMods(replaceAt(state.modifiers, i, { source }))} error={errors[`modifiers.${i}.source`]} />
          <SelectField
            label="Kind"
            value={m.op}
            options={[
              { value: 'add', label: 'Add or subtract' },
              { value: 'times', label: 'Multiply by' },
            ]}
            onChange={(op) => setMods(replaceAt(state.modifiers, i, { op }))}
          />
          <NumberField label={m.op === 'add' ? 'Change (+/−)' : 'Factor'} value={m.value} onInput={(value) => setMods(replaceAt(state.modifiers, i, { value }))} error={errors[`modifiers.${i}.value`]} />
        </Row>
      ))}
      <AddButton
        id="expense-add-modifier"
        count={state.modifiers.length}
        max={LIMITS.modifiers}
        what="modifiers"
        onClick={() => setMods([...state.modifiers, { source: '', op: 'add', value: '-1' }])}
      />
    </fieldset>
  );
}

export function SeriesInputs({ state, errors, edit }: Props) {
  const set = (expenses: ExpenseRow[]) => edit({ expenses });
  return (
    <fieldset>
      <legend>The expenses, in the order they are incurred</legend>
      {errors.expenses && <p class="field-error">{errors.expenses}</p>}
      {state.expenses.map((e, i) => (
        <Row key={i} label={`Expense ${i + 1}`} removeLabel={`Remove expense ${i + 1}`} addId="expense-add-expense" onRemove={() => set(removeAt(state.expenses, i))}>
          <NumberField label="Amount" value={e.amount} onInput={(amount) => set(replaceAt(state.expenses, i, { amount }))} error={errors[`expenses.${i}.amount`]} />
          <TextField label="Name (optional)" value={e.label} onInput={(label) => set(replaceAt(state.expenses, i, { label }))} error={errors[`expenses.${i}.label`]} />
        </Row>
      ))}
      <AddButton id="expense-add-expense" count={state.expenses.length} max={LIMITS.expenses} what="expenses" onClick={() => set([...state.expenses, { amount: '1', label: '' }])} />
    </fieldset>
  );
}

export function CardInputs({ state, errors, edit }: Props) {
  const setHand = (hand: CardRow[]) => edit({ hand });
  const setDeck = (deck: DeckRow[]) => edit({ deck });
  const setX = (expendable: CardRow[]) => edit({ expendable });
  return (
    <fieldset>
      <legend>The cards that may pay</legend>
      <TextField label="Paying captain" value={state.payer} onInput={(payer) => edit({ payer })} error={errors.payer} hint="A name for the texts, such as Aubrey." />

      <h3 class="sub">Hand</h3>
      {state.hand.length === 0 && <p class="muted">No cards in hand.</p>}
      {state.hand.map((c, i) => (
        <Row key={i} label={`Hand card ${i + 1}`} removeLabel={`Remove hand card ${i + 1}`} addId="expense-add-hand" onRemove={() => setHand(removeAt(state.hand, i))}>
          <TextField label="Name (optional)" value={c.name} onInput={(name) => setHand(replaceAt(state.hand, i, { name }))} error={errors[`hand.${i}.name`]} />
          <NumberField label="EV" value={c.ev} onInput={(ev) => setHand(replaceAt(state.hand, i, { ev }))} error={errors[`hand.${i}.ev`]} />
        </Row>
      ))}
      <AddButton id="expense-add-hand" count={state.hand.length} max={LIMITS.hand} what="hand cards" onClick={() => setHand([...state.hand, { name: '', ev: '1' }])} />

      <h3 class="sub">Deck, top card first</h3>
      <p class="field-hint">Enter each card’s true EV. Tick “seen” only if the payer already knows it; otherwise its EV stays hidden from the payer’s plan until it is turned over.</p>
      {state.deck.length === 0 && <p class="muted">No cards in the deck.</p>}
      {state.deck.map((c, i) => (
        <Row key={i} label={`Deck card ${i + 1}`} removeLabel={`Remove deck card ${i + 1}`} addId="expense-add-deck" onRemove={() => setDeck(removeAt(state.deck, i))}>
          <TextField label="Name (optional)" value={c.name} onInput={(name) => setDeck(replaceAt(state.deck, i, { name }))} error={errors[`deck.${i}.name`]} />
          <NumberField label="EV" value={c.ev} onInput={(ev) => setDeck(replaceAt(state.deck, i, { ev }))} error={errors[`deck.${i}.ev`]} />
          <CheckField label="Seen by the payer" checked={c.known} onChange={(known) => setDeck(replaceAt(state.deck, i, { known }))} />
        </Row>
      ))}
      <AddButton id="expense-add-deck" count={state.deck.length} max={LIMITS.deck} what="deck cards" onClick={() => setDeck([...state.deck, { name: '', ev: '1', known: false }])} />
      <div class="row">
        <NumberField label="Unseen card: EV at least" value={state.hiddenMin} onInput={(hiddenMin) => edit({ hiddenMin })} error={errors.hiddenMin} />
        <NumberField label="EV at most" value={state.hiddenMax} onInput={(hiddenMax) => edit({ hiddenMax })} error={errors.hiddenMax} hint="Blank: no limit." />
      </div>

      <h3 class="sub">Expendable cards in play</h3>
      {state.expendable.length === 0 && <p class="muted">None.</p>}
      {state.expendable.map((c, i) => (
        <Row key={i} label={`Expendable card ${i + 1}`} removeLabel={`Remove Expendable card ${i + 1}`} addId="expense-add-expendable" onRemove={() => setX(removeAt(state.expendable, i))}>
          <TextField label="Name (optional)" value={c.name} onInput={(name) => setX(replaceAt(state.expendable, i, { name }))} error={errors[`expendable.${i}.name`]} />
          <NumberField label="Expendable (X)" value={c.ev} onInput={(ev) => setX(replaceAt(state.expendable, i, { ev }))} error={errors[`expendable.${i}.ev`]} />
        </Row>
      ))}
      <AddButton
        id="expense-add-expendable"
        count={state.expendable.length}
        max={LIMITS.expendable}
        what="Expendable cards"
        onClick={() => setX([...state.expendable, { name: '', ev: '1' }])}
      />
    </fieldset>
  );
}
