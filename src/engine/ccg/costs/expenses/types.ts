/**
 * The data of a payment in Expense Value (EV): the payer's hand, deck and
 * Expendable cards in play, the amount owed, and which sources the amount may
 * be paid from. Shared by the check, step, plan and series modules.
 */
import { plural } from '../../../core/text.ts';
import { isWhole } from '../../../core/validate.ts';
import { err, step, type CcgErr, type Step } from '../../result.ts';
import type { RuleId } from '../../rules.ts';

/**
 * Which sources may pay:
 * - `none`: a Credits cost with no restriction (hand, deck, Expendable cards);
 * - `cash`: the cost of a card with Cash (hand only, plus Expendable cards);
 * - `equity`: the cost of a card with Equity (deck top only, plus Expendable cards);
 * - `expense`: an expense that is not a cost (hand and deck; Expendable cannot help).
 */
export type PaymentRestriction = 'none' | 'cash' | 'equity' | 'expense';

export const PAYMENT_RESTRICTIONS: readonly PaymentRestriction[] = ['none', 'cash', 'equity', 'expense'];

export interface HandCard {
  id: string;
  name?: string;
  ev: number;
}

/** A card of the captain's deck. `ev` is the true value (a judge enters it); `known` says whether the payer can see it. */
export interface DeckCard {
  id: string;
  name?: string;
  ev: number;
  known: boolean;
}

/** A card in play with Expendable (X): `value` is X. */
export interface ExpendableCard {
  id: string;
  name?: string;
  value: number;
  /** Captain who owns it (its discard pile receives it); defaults to the payer. */
  owner?: string;
  /** Captain who controls it; must be the payer when given. */
  controller?: string;
}

/** What the payer believes about cards they cannot see: each hidden EV lies in [min, max]; no max means no known bound. */
export interface HiddenEvRange {
  min: number;
  max?: number;
}

/** What a payer can pay with: the same for one payment, a series and a session. */
export interface PayerCards {
  /** The paying captain's id (used as the name in texts, and as the owner of hand and deck cards). */
  payer?: string;
  hand: HandCard[];
  /** Top card first. */
  deck: DeckCard[];
  expendable?: ExpendableCard[];
  hiddenEv?: HiddenEvRange;
}

/** One amount to meet. */
export interface ExpenseLine {
  amount: number;
  /** What is being paid, for the trace: "the cost of the LSP Multi-Phased Array". */
  label?: string;
  /** Default `expense`: an expense that is not a Credits cost. */
  restriction?: PaymentRestriction;
}

export interface PaymentInput extends PayerCards, ExpenseLine {}

/** A payment finished within a series or a session. */
export interface FinishedPayment {
  label: string;
  amount: number;
  expended: ExpendedCard[];
  total: number;
  /** EV over the amount, lost with the cards that gave it. */
  lostEv: number;
  status: 'met' | 'bankrupt';
}

export type CardSource = 'hand' | 'deck' | 'in-play';

/** A card moved to a discard pile by a payment, with the EV (or Expendable value) it provided. */
export interface ExpendedCard {
  id: string;
  name?: string;
  ev: number;
  from: CardSource;
  owner: string;
}

/** A payment that could not be met: the captain is bankrupt. Removing their cards from the game is the game engine's job. */
export interface BankruptcyOutcome {
  bankrupt: true;
  payer: string;
  label: string;
  amount: number;
  paid: number;
  shortBy: number;
}

/** Largest hand the subset search accepts (2^12 subsets). */
export const MAX_HAND = 12;
/** Largest number of Expendable cards the subset search accepts. */
export const MAX_EXPENDABLE = 6;

export const DEFAULT_PAYER = 'captain';

export interface Allowed {
  hand: boolean;
  deck: boolean;
  expendable: boolean;
}

export function allowedSources(restriction: PaymentRestriction): Allowed {
  return {
    hand: restriction !== 'equity',
    deck: restriction !== 'cash',
    expendable: restriction !== 'expense',
  };
}

/** The rule that decides what may pay under a restriction. */
export function restrictionRule(restriction: PaymentRestriction): RuleId {
  switch (restriction) {
    case 'cash':
      return 'ccg.keyword.cash';
    case 'equity':
      return 'ccg.keyword.equity';
    case 'expense':
      return 'ccg.expenses';
    case 'none':
      return 'ccg.cost';
  }
}

export function displayName(id: string): string {
  return id.length > 0 ? id.charAt(0).toUpperCase() + id.slice(1) : id;
}

export function cardLabel(card: { id: string; name?: string }): string {
  return card.name && card.name.trim() !== '' ? card.name : `card ${card.id}`;
}

/** One sentence saying which sources may pay, for the start of a trace. */
export function restrictionStep(restriction: PaymentRestriction, label: string): Step {
  switch (restriction) {
    case 'cash':
      return step(`Because of Cash, ${label} can be paid only with cards expended from hand (Expendable cards in play may still be jettisoned toward it).`, 'ccg.keyword.cash');
    case 'equity':
      return step(`Because of Equity, ${label} can be paid only with cards turned from the top of the deck (Expendable cards in play may still be jettisoned toward it).`, 'ccg.keyword.equity');
    case 'expense':
      return step(`${capitalise(label)} is an expense, not a cost: it is met from hand and deck top in any mix, and Expendable cards cannot help.`, 'ccg.expenses');
    case 'none':
      return step(`${capitalise(label)} is paid in EV from hand cards and deck-top cards, mixed as the payer likes; Expendable cards in play may also be jettisoned toward it.`, 'ccg.cost');
  }
}

/** "1 Credit", "3 Credits". */
export function creditsText(n: number): string {
  return plural(n, 'Credit');
}

/** The name a payment goes by when none is given. */
export function defaultPaymentLabel(amount: number, restriction: PaymentRestriction): string {
  return restriction === 'expense' ? `an expense of ${amount}` : `a cost of ${creditsText(amount)}`;
}

export function capitalise(text: string): string {
  return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

const isId = (s: unknown): s is string => typeof s === 'string' && s.trim() !== '';

/** Checks a payment input; returns the first problem found, or undefined when it is sound. */
export function validatePaymentInput(input: PaymentInput): CcgErr | undefined {
  if (!isWhole(input.amount)) {
    return err(`The amount to pay must be a whole number of 0 or more; got ${String(input.amount)}.`, 'ccg.expenses', 'amount');
  }
  const restriction = input.restriction ?? 'none';
  if (!PAYMENT_RESTRICTIONS.includes(restriction)) {
    return err(`The payment restriction must be one of ${PAYMENT_RESTRICTIONS.join(', ')}; got "${String(restriction)}".`, 'ccg.cost', 'restriction');
  }
  if (input.payer !== undefined && !isId(input.payer)) {
    return err('The payer must be a captain id (a non-empty string).', 'ccg.control-vs-ownership', 'payer');
  }
  if (!Array.isArray(input.hand)) return err('The hand must be a list of cards.', 'ccg.expenses', 'hand');
  if (!Array.isArray(input.deck)) return err('The deck must be a list of cards, top card first.', 'ccg.expenses', 'deck');
  if (input.hand.length > MAX_HAND) {
    return err(
      `This tool handles hands of at most ${MAX_HAND} cards when it searches for payments; the hand given has ${input.hand.length}.`,
      'ccg.hand-size',
      'hand',
    );
  }
  const expendable = input.expendable ?? [];
  if (!Array.isArray(expendable)) return err('The Expendable cards must be a list.', 'ccg.keyword.expendable', 'expendable');
  if (expendable.length > MAX_EXPENDABLE) {
    return err(
      `This tool handles at most ${MAX_EXPENDABLE} Expendable cards in play when it searches for payments; ${expendable.length} were given.`,
      'ccg.keyword.expendable',
      'expendable',
    );
  }
  const seen = new Set<string>();
  const checkId = (id: unknown, field: string): CcgErr | undefined => {
    if (!isId(id)) return err('Every card needs an id (a non-empty string).', 'ccg.cards', field);
    if (seen.has(id)) return err(`The card id "${id}" is used twice; a card can be in only one place.`, 'ccg.cards', field);
    seen.add(id);
    return undefined;
  };
  for (const [i, c] of input.hand.entries()) {
    const bad = checkId(c?.id, `hand.${i}.id`);
    if (bad) return bad;
    if (!isWhole(c.ev)) {
      return err(`The Expense Value of ${cardLabel(c)} in hand must be a whole number of 0 or more.`, 'ccg.expenses', `hand.${i}.ev`);
    }
  }
  for (const [i, c] of input.deck.entries()) {
    const bad = checkId(c?.id, `deck.${i}.id`);
    if (bad) return bad;
    if (!isWhole(c.ev)) {
      return err(`The Expense Value of ${cardLabel(c)} in the deck must be a whole number of 0 or more.`, 'ccg.expenses', `deck.${i}.ev`);
    }
    if (typeof c.known !== 'boolean') {
      return err(`Say whether the payer can see the Expense Value of ${cardLabel(c)} in the deck (known: true or false).`, 'ccg.captains-deck', `deck.${i}.known`);
    }
  }
  const payer = input.payer ?? DEFAULT_PAYER;
  for (const [i, c] of expendable.entries()) {
    const bad = checkId(c?.id, `expendable.${i}.id`);
    if (bad) return bad;
    if (!isWhole(c.value)) {
      return err(`The Expendable value of ${cardLabel(c)} must be a whole number of 0 or more.`, 'ccg.keyword.expendable', `expendable.${i}.value`);
    }
    if (c.owner !== undefined && !isId(c.owner)) {
      return err(`The owner of ${cardLabel(c)} must be a captain id.`, 'ccg.control-vs-ownership', `expendable.${i}.owner`);
    }
    if (c.controller !== undefined && c.controller !== payer) {
      return err(
        `${capitalise(cardLabel(c))} is controlled by ${displayName(String(c.controller))}, and only cards the payer controls can pay a cost.`,
        'ccg.control-vs-ownership',
        `expendable.${i}.controller`,
      );
    }
  }
  const range = input.hiddenEv;
  if (range !== undefined) {
    if (!isWhole(range.min)) {
      return err('The lowest possible Expense Value of a hidden card must be a whole number of 0 or more.', 'ccg.expenses', 'hiddenEv.min');
    }
    if (range.max !== undefined && !isWhole(range.max, range.min)) {
      return err('The highest possible Expense Value of a hidden card must be a whole number no lower than the lowest.', 'ccg.expenses', 'hiddenEv.max');
    }
  }
  return undefined;
}

/** A checked payment with every default filled in: restriction `none`, the usual label and payer, no Expendable card, a hidden EV of 0 or more. */
export type SettledPayment = Required<PayerCards> & Required<ExpenseLine>;

/** Fill in the defaults of an input `validatePaymentInput` has accepted; the card lists are copied. */
export function settlePayment(input: PaymentInput): SettledPayment {
  const restriction = input.restriction ?? 'none';
  return {
    amount: input.amount,
    restriction,
    label: input.label?.trim() || defaultPaymentLabel(input.amount, restriction),
    payer: input.payer ?? DEFAULT_PAYER,
    hand: input.hand.map((c) => ({ ...c })),
    deck: input.deck.map((c) => ({ ...c })),
    expendable: (input.expendable ?? []).map((c) => ({ ...c })),
    hiddenEv: input.hiddenEv ? { ...input.hiddenEv } : { min: 0 },
  };
}

export const sumEv = (cards: readonly { ev: number }[]): number => cards.reduce((a, c) => a + c.ev, 0);
export const sumValue = (cards: readonly { value: number }[]): number => cards.reduce((a, c) => a + c.value, 0);
