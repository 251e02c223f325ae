/**
 * The data of a payment in Expense Value (EV): the payer's hand, deck and
 * Expendable cards in play, the amount owed, and which sources the amount may
 * be paid from. Shared by the check, step, plan and series modules.
 */
import { plural } from '../../../core/text.ts';
import { COST_LIMITS } from '../../limits.ts';
import { step, type Step } from '../../result.ts';
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

/** Largest hand the subset search accepts (2^12 subsets): `COST_LIMITS.hand`. */
export const MAX_HAND = COST_LIMITS.hand;
/** Largest number of Expendable cards the subset search accepts: `COST_LIMITS.expendable`. */
export const MAX_EXPENDABLE = COST_LIMITS.expendable;

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

/** A payment read (`read-payment.ts`) with every default filled in: restriction `none`, the usual label and payer, no Expendable card, a hidden EV of 0 or more. */
export type SettledPayment = Required<PayerCards> & Required<ExpenseLine>;

export const sumEv = (cards: readonly { ev: number }[]): number => cards.reduce((a, c) => a + c.ev, 0);
export const sumValue = (cards: readonly { value: number }[]): number => cards.reduce((a, c) => a + c.value, 0);
