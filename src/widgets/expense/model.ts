/**
 * From the tool's typed state to engine input: every number is checked as
 * typed, with a message for the field; what is valid becomes the input of
 * `creditsCost` and of a payment session. Pure; no DOM.
 */
import type { CreditsCostInput, CostModifier } from '../../engine/ccg/costs/index.ts';
import type { DeckCard, ExpendableCard, HandCard, HiddenEvRange, PaymentAction } from '../../engine/ccg/costs/index.ts';
import type { CreditsCost, PaymentSessionInput, SessionExpense } from '../../engine/ccg/costs/index.ts';
import type { CcgResult } from '../../engine/ccg/index.ts';
import { parseWhole } from '../kit/numbers.ts';
import type { Refusal } from '../kit/form.ts';
import type { ExpenseToolState } from './state.ts';
import { LIMITS, ROW_RULES } from './link.ts';
import { COST_LIMITS, MAX_INFAMY } from '../../engine/ccg/costs/index.ts';

/** The largest value typed: the engine's (`COST_LIMITS`), so whatever the form accepts the engine reads. */
export const MAX_EV = COST_LIMITS.value;

export interface Funds {
  payer: string;
  hand: HandCard[];
  deck: DeckCard[];
  expendable: ExpendableCard[];
  hiddenEv: HiddenEvRange;
}

export interface Model {
  /** Field key (`hand.2.ev`, `printed`, `modifiers.0.value`, …) → the message to show beside it and in the answer box, with the rule the engine reads that field by. */
  errors: Record<string, Refusal>;
  /** Input of `creditsCost`, when every cost field is valid. */
  cost?: CreditsCostInput;
  /** The cards that may pay, when every card field is valid. */
  funds?: Funds;
  /** The run of expenses, when every expense field is valid. */
  expenses?: SessionExpense[];
  actions: PaymentAction[];
}

export const handId = (i: number) => `h${i}`;
export const deckId = (i: number) => `d${i}`;
export const expendableId = (i: number) => `x${i}`;

export function handName(state: ExpenseToolState, i: number): string {
  return state.hand[i]?.name.trim() || `hand card ${i + 1}`;
}
export function deckName(state: ExpenseToolState, i: number): string {
  return state.deck[i]?.name.trim() || `deck card ${i + 1}`;
}
export function expendableName(state: ExpenseToolState, i: number): string {
  return state.expendable[i]?.name.trim() || `Expendable card ${i + 1}`;
}

/** A modifier value as typed: `+2`, `-1`, `−1` (add) or `0.5`, `2`, `1/2` (times). */
export function parseModifierValue(op: 'add' | 'times', text: string): { ok: true; value: number } | { ok: false; error: string } {
  const t = text.trim().replace(/\u2212/g, '-');
  if (t === '') return { ok: false, error: op === 'add' ? 'Enter the change, such as -1 or +2.' : 'Enter the factor, such as 2 or 1/2.' };
  if (op === 'add') {
    if (!/^[+-]?\d+$/.test(t)) return { ok: false, error: 'The change must be a whole number, such as -1 or +2.' };
    const n = Number(t);
    if (Math.abs(n) > COST_LIMITS.change) return { ok: false, error: `The change must be from -${COST_LIMITS.change} to +${COST_LIMITS.change}.` };
    return { ok: true, value: n };
  }
  const frac = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  let n: number;
  if (frac) {
    const den = Number(frac[2]);
    if (den === 0) return { ok: false, error: 'A fraction cannot have 0 below the line.' };
    n = Number(frac[1]) / den;
  } else if (/^\d+(?:\.\d+)?$/.test(t)) {
    n = Number(t);
  } else {
    return { ok: false, error: 'The factor must be a number of 0 or more, such as 2, 0.5 or 1/2.' };
  }
  if (n > COST_LIMITS.factor) return { ok: false, error: `The factor must be at most ${COST_LIMITS.factor}.` };
  return { ok: true, value: n };
}

export function stepAction(code: string): PaymentAction {
  if (code === 'd') return { kind: 'turn-deck' };
  if (code.startsWith('x')) return { kind: 'jettison', cardId: code };
  return { kind: 'expend-hand', cardId: code };
}

export function actionCode(action: PaymentAction): string {
  return action.kind === 'turn-deck' ? 'd' : action.cardId;
}

export function readModel(state: ExpenseToolState): Model {
  const errors: Record<string, Refusal> = {};
  // A list longer than the engine reads is refused as the engine would, under its rule (the form's Add stops at the limit; a link past it is refused).
  for (const key of Object.keys(ROW_RULES) as (keyof typeof ROW_RULES)[]) {
    if (state[key].length > LIMITS[key]) errors[key] = { error: `At most ${LIMITS[key]} rows fit here; this list has ${state[key].length}.`, rule: ROW_RULES[key] };
  }
  const whole = (key: string, text: string, label: string, rule: string, min = 0, max: number = MAX_EV): number | undefined => {
    const r = parseWhole(text, { min, max, label });
    if (r.ok) return r.value;
    errors[key] = { error: r.error, rule };
    return undefined;
  };

  // The Credits cost.
  let cost: CreditsCostInput | undefined;
  if (state.mode === 'cost') {
    const printed = whole('printed', state.printed, 'the printed cost', 'ccg.cost');
    const infamy = whole('infamy', state.infamy, 'the number of Infamy tokens', 'ccg.infamy', 0, MAX_INFAMY);
    const infamous = whole('infamous', state.infamous, 'the number of Infamous cards', 'ccg.keyword.infamous', 0, COST_LIMITS.infamous);
    const modifiers: CostModifier[] = [];
    for (const [i, m] of state.modifiers.entries()) {
      const source = m.source.trim();
      if (source === '') errors[`modifiers.${i}.source`] = { error: 'Enter where the modifier comes from.', rule: 'ccg.modifier' };
      const v = parseModifierValue(m.op, m.value);
      if (!v.ok) errors[`modifiers.${i}.value`] = { error: v.error, rule: 'ccg.modifier' };
      else modifiers.push(m.op === 'add' ? { source, amount: v.value } : { source, factor: v.value });
    }
    const costKeys = Object.keys(errors);
    if (costKeys.length === 0 && printed !== undefined && infamy !== undefined && infamous !== undefined) {
      cost = {
        cardName: state.cardName.trim() || 'the card',
        printedCost: printed,
        act: state.act,
        ...(state.phase ? { phase: state.phase } : {}),
        modifiers,
        infamyTokens: infamy,
        infamousCardsInPlay: infamous,
        keywords: state.keyword === 'cash' ? ['Cash'] : state.keyword === 'equity' ? ['Equity'] : [],
      };
    }
  }

  // A run of expenses.
  let expenses: SessionExpense[] | undefined;
  if (state.mode === 'series') {
    const before = Object.keys(errors).length;
    const list: SessionExpense[] = [];
    for (const [i, e] of state.expenses.entries()) {
      const amount = whole(`expenses.${i}.amount`, e.amount, `the amount of expense ${i + 1}`, 'ccg.expenses');
      if (amount !== undefined) list.push({ amount, ...(e.label.trim() ? { label: e.label.trim() } : {}), restriction: 'expense' });
    }
    if (state.expenses.length === 0) errors.expenses = { error: 'Add at least one expense to pay.', rule: 'ccg.expenses' };
    if (Object.keys(errors).length === before) expenses = list;
  }

  // The cards that may pay.
  const before = Object.keys(errors).length;
  const hand: HandCard[] = [];
  for (const [i, c] of state.hand.entries()) {
    const ev = whole(`hand.${i}.ev`, c.ev, 'the EV', 'ccg.expenses');
    if (ev !== undefined) hand.push({ id: handId(i), name: handName(state, i), ev });
  }
  const deck: DeckCard[] = [];
  for (const [i, c] of state.deck.entries()) {
    const ev = whole(`deck.${i}.ev`, c.ev, 'the EV', 'ccg.expenses');
    if (ev !== undefined) deck.push({ id: deckId(i), name: deckName(state, i), ev, known: c.known });
  }
  const expendable: ExpendableCard[] = [];
  for (const [i, c] of state.expendable.entries()) {
    const value = whole(`expendable.${i}.ev`, c.ev, 'X', 'ccg.keyword.expendable');
    if (value !== undefined) expendable.push({ id: expendableId(i), name: expendableName(state, i), value });
  }
  const min = whole('hiddenMin', state.hiddenMin, 'the lowest EV', 'ccg.expenses');
  let max: number | undefined;
  if (state.hiddenMax.trim() !== '') {
    max = whole('hiddenMax', state.hiddenMax, 'the highest EV', 'ccg.expenses');
    if (max !== undefined && min !== undefined && max < min) errors.hiddenMax = { error: 'The highest EV cannot be below the lowest.', rule: 'ccg.expenses' };
  }
  const funds: Funds | undefined =
    Object.keys(errors).length === before && min !== undefined
      ? { payer: state.payer.trim() || 'captain', hand, deck, expendable, hiddenEv: max === undefined ? { min } : { min, max } }
      : undefined;

  return { errors, ...(cost ? { cost } : {}), ...(funds ? { funds } : {}), ...(expenses ? { expenses } : {}), actions: state.steps.map(stepAction) };
}

/**
 * What the payment part pays, once the situation can be paid: the run of
 * expenses, or the Credits cost worked out (`cost`, from `creditsCost`) as one
 * expense of the card. Undefined while a field cannot be read or the cost is refused.
 */
export function paymentInput(state: ExpenseToolState, model: Model, cost: CcgResult<CreditsCost> | undefined): PaymentSessionInput | undefined {
  const f = model.funds;
  if (!f) return undefined;
  if (state.mode === 'series') return model.expenses ? { ...f, expenses: model.expenses } : undefined;
  if (!cost?.ok) return undefined;
  const name = model.cost?.cardName ?? 'the card';
  return { ...f, expenses: [{ amount: cost.value.final, label: `the cost of ${name}`, restriction: cost.value.restriction }] };
}
