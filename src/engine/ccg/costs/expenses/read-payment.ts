/**
 * A payment from outside, read once with the CCG readers: the amount, the
 * restriction, the payer, and the payer's hand, deck and Expendable cards,
 * with every default filled in. Each refusal names the rule that sets its
 * limit and the field (`deck.3.known`). The modules that pay (`check.ts`,
 * `steps.ts`, the session and the series) take what was read.
 */
import { isWhole } from '../../../core/validate.ts';
import { ok, type CcgResult } from '../../result.ts';
import { COST_LIMITS } from '../../limits.ts';
import type { RuleId } from '../../rules.ts';
import { own, pathTo, refuse, shown, type Reader } from '../../readers.ts';
import {
  capitalise,
  cardLabel,
  DEFAULT_PAYER,
  defaultPaymentLabel,
  displayName,
  MAX_EXPENDABLE,
  MAX_HAND,
  PAYMENT_RESTRICTIONS,
  type DeckCard,
  type ExpendableCard,
  type ExpenseLine,
  type HandCard,
  type HiddenEvRange,
  type PaymentInput,
  type PaymentRestriction,
  type SettledPayment,
} from './types.ts';

/** The most cards a deck may hold here (`COST_LIMITS.deck`): more than a legal deck, and a bound on what is read. */
export const MAX_DECK = COST_LIMITS.deck;

const isId = (s: unknown): s is string => typeof s === 'string' && s.trim() !== '';

/** The largest value of a card or of one expense in a run (`COST_LIMITS.value`). */
const MAX_VALUE = COST_LIMITS.value;

/** A whole number from 0 to `MAX_VALUE`, refused in the words given. */
const count =
  (message: string, rule: RuleId): Reader<number> =>
  (value, path) =>
    isWhole(value) && value <= MAX_VALUE ? ok(value) : refuse(message, rule, path);

/** A card's id and name, the part every kind of card shares. */
function idOf(v: Record<string, unknown>, path: string): CcgResult<{ id: string; name?: string }> {
  const id = own(v, 'id');
  if (!isId(id)) return refuse('Every card needs an id (a non-empty string).', 'ccg.cards', pathTo(path, 'id'));
  const name = own(v, 'name');
  return ok(typeof name === 'string' ? { id, name } : { id });
}

/** A card read by `read` from its fields; a value that is no object has no id either, and is refused there. */
const card =
  <T>(read: (v: Record<string, unknown>, path: string) => CcgResult<T>): Reader<T> =>
  (value, path) =>
    read((typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>, path);

const handCard: Reader<HandCard> = card((v, path) => {
  const c = idOf(v, path);
  if (!c.ok) return c;
  const ev = count(`The Expense Value of ${cardLabel(c.value)} in hand must be a whole number from 0 to ${MAX_VALUE}.`, 'ccg.expenses')(own(v, 'ev'), pathTo(path, 'ev'));
  return ev.ok ? ok({ ...c.value, ev: ev.value }) : ev;
});

const deckCard: Reader<DeckCard> = card((v, path) => {
  const c = idOf(v, path);
  if (!c.ok) return c;
  const ev = count(`The Expense Value of ${cardLabel(c.value)} in the deck must be a whole number from 0 to ${MAX_VALUE}.`, 'ccg.expenses')(own(v, 'ev'), pathTo(path, 'ev'));
  if (!ev.ok) return ev;
  const known = own(v, 'known');
  if (typeof known !== 'boolean') {
    return refuse(`Say whether the payer can see the Expense Value of ${cardLabel(c.value)} in the deck (known: true or false).`, 'ccg.captains-deck', pathTo(path, 'known'));
  }
  return ok({ ...c.value, ev: ev.value, known });
});

/** An Expendable card in play, which only the payer may control. */
const expendableCard = (payer: string): Reader<ExpendableCard> =>
  card((v, path) => {
    const c = idOf(v, path);
    if (!c.ok) return c;
    const value = count(`The Expendable value of ${cardLabel(c.value)} must be a whole number from 0 to ${MAX_VALUE}.`, 'ccg.keyword.expendable')(own(v, 'value'), pathTo(path, 'value'));
    if (!value.ok) return value;
    const owner = own(v, 'owner');
    if (owner !== undefined && !isId(owner)) return refuse(`The owner of ${cardLabel(c.value)} must be a captain id.`, 'ccg.control-vs-ownership', pathTo(path, 'owner'));
    const controller = own(v, 'controller');
    if (controller !== undefined && controller !== payer) {
      return refuse(
        `${capitalise(cardLabel(c.value))} is controlled by ${typeof controller === 'string' ? displayName(controller) : 'another captain'}, and only cards the payer controls can pay a cost.`,
        'ccg.control-vs-ownership',
        pathTo(path, 'controller'),
      );
    }
    return ok({ ...c.value, value: value.value, ...(owner === undefined ? {} : { owner }), ...(controller === undefined ? {} : { controller }) });
  });

/** A list of at most `max` cards, each read by `item`; `tooLong` says the limit in the tool's words. */
const cards =
  <T>(item: Reader<T>, max: number, tooLong: (n: number) => string, rule: RuleId): Reader<T[]> =>
  (value, path) => {
    const all = value as unknown[];
    if (all.length > max) return refuse(tooLong(all.length), rule, path);
    const out: T[] = [];
    for (const [i, v] of all.entries()) {
      const r = item(v, pathTo(path, i));
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  };

const hiddenEv: Reader<HiddenEvRange> = (value, path) => {
  if (value === undefined) return ok({ min: 0 });
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const min = own(v, 'min');
  if (!isWhole(min)) return refuse('The lowest possible Expense Value of a hidden card must be a whole number of 0 or more.', 'ccg.expenses', pathTo(path, 'min'));
  const max = own(v, 'max');
  if (max === undefined) return ok({ min });
  if (!isWhole(max, min)) return refuse('The highest possible Expense Value of a hidden card must be a whole number no lower than the lowest.', 'ccg.expenses', pathTo(path, 'max'));
  return ok({ min, max });
};

/** The first card whose id another card already has, in the order hand, deck, Expendable. */
function repeatedId(p: Pick<SettledPayment, 'hand' | 'deck' | 'expendable'>, path: string): CcgResult<never> | null {
  const seen = new Set<string>();
  for (const [where, list] of [['hand', p.hand], ['deck', p.deck], ['expendable', p.expendable]] as const) {
    for (const [i, c] of list.entries()) {
      if (seen.has(c.id)) return refuse(`The card id "${c.id}" is used twice; a card can be in only one place.`, 'ccg.cards', pathTo(pathTo(pathTo(path, where), i), 'id'));
      seen.add(c.id);
    }
  }
  return null;
}

/** A payment as the paying modules take it (`SettledPayment`); every card list is a new copy. */
export const readPayment: Reader<SettledPayment> = (input, path) => {
  const v = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown> & Partial<PaymentInput>;
  const at = (key: string) => pathTo(path, key);
  const amount = own(v, 'amount');
  if (!isWhole(amount)) return refuse(`The amount to pay must be a whole number of 0 or more; got ${shown(amount)}.`, 'ccg.expenses', at('amount'));
  const restriction = (own(v, 'restriction') ?? 'none') as PaymentRestriction;
  if (!PAYMENT_RESTRICTIONS.includes(restriction)) {
    return refuse(`The payment restriction must be one of ${PAYMENT_RESTRICTIONS.join(', ')}; got ${shown(restriction)}.`, 'ccg.cost', at('restriction'));
  }
  const givenPayer = own(v, 'payer');
  if (givenPayer !== undefined && !isId(givenPayer)) return refuse('The payer must be a captain id (a non-empty string).', 'ccg.control-vs-ownership', at('payer'));
  const payer = givenPayer ?? DEFAULT_PAYER;
  // The lists' shapes and lengths first, then their cards, as a person fixes the form top down.
  const rawHand = own(v, 'hand');
  const rawDeck = own(v, 'deck');
  const rawExpendable = own(v, 'expendable') ?? [];
  if (!Array.isArray(rawHand)) return refuse('The hand must be a list of cards.', 'ccg.expenses', at('hand'));
  if (!Array.isArray(rawDeck)) return refuse('The deck must be a list of cards, top card first.', 'ccg.expenses', at('deck'));
  if (!Array.isArray(rawExpendable)) return refuse('The Expendable cards must be a list.', 'ccg.keyword.expendable', at('expendable'));
  const readHand = cards(handCard, MAX_HAND, (n) => `This tool handles hands of at most ${MAX_HAND} cards when it searches for payments; the hand given has ${n}.`, 'ccg.hand-size')(rawHand, at('hand'));
  if (!readHand.ok) return readHand;
  const readDeck = cards(deckCard, MAX_DECK, (n) => `This tool handles decks of at most ${MAX_DECK} cards; the deck given has ${n}.`, 'ccg.captains-deck')(rawDeck, at('deck'));
  if (!readDeck.ok) return readDeck;
  const readExpendable = cards(
    expendableCard(payer),
    MAX_EXPENDABLE,
    (n) => `This tool handles at most ${MAX_EXPENDABLE} Expendable cards in play when it searches for payments; ${n} were given.`,
    'ccg.keyword.expendable',
  )(rawExpendable, at('expendable'));
  if (!readExpendable.ok) return readExpendable;
  const twice = repeatedId({ hand: readHand.value, deck: readDeck.value, expendable: readExpendable.value }, path);
  if (twice) return twice;
  const range = hiddenEv(own(v, 'hiddenEv'), at('hiddenEv'));
  if (!range.ok) return range;
  const label = own(v, 'label');
  return ok({
    amount,
    restriction,
    label: (typeof label === 'string' && label.trim()) || defaultPaymentLabel(amount, restriction),
    payer,
    hand: readHand.value,
    deck: readDeck.value,
    expendable: readExpendable.value,
    hiddenEv: range.value,
  });
};

/** The most expenses paid one after another (a session, a series): `COST_LIMITS.expenses`. */
export const MAX_EXPENSES = COST_LIMITS.expenses;

/** One expense of a session, read: its amount, its restriction (an expense unless told), and its label when one is given. */
export type ExpenseLineRead = Required<Pick<ExpenseLine, 'amount' | 'restriction'>> & Pick<ExpenseLine, 'label'>;

/** The expenses of a session, in order: from 1 to `max`, each with a whole amount. */
export const readExpenseLines =
  (max: number): Reader<ExpenseLineRead[]> =>
  (value, path) => {
    if (!Array.isArray(value) || value.length === 0) return refuse('Enter at least one expense to pay.', 'ccg.expenses', path);
    if (value.length > max) return refuse(`This tool pays at most ${max} expenses in a row; ${value.length} were given.`, 'ccg.expenses', path);
    const out: ExpenseLineRead[] = [];
    for (const [i, e] of value.entries()) {
      const at = pathTo(path, i);
      if (typeof e !== 'object' || e === null) return refuse(`Expense ${i + 1} must have an amount.`, 'ccg.expenses', at);
      const v = e as Record<string, unknown>;
      const amount = own(v, 'amount');
      if (!isWhole(amount) || amount > MAX_VALUE) return refuse(`The amount of expense ${i + 1} must be a whole number from 0 to ${MAX_VALUE}; got ${shown(amount)}.`, 'ccg.expenses', pathTo(at, 'amount'));
      const restriction = (own(v, 'restriction') ?? 'expense') as PaymentRestriction;
      if (!PAYMENT_RESTRICTIONS.includes(restriction)) {
        return refuse(`The payment restriction of expense ${i + 1} must be one of ${PAYMENT_RESTRICTIONS.join(', ')}; got ${shown(restriction)}.`, 'ccg.cost', pathTo(at, 'restriction'));
      }
      const label = own(v, 'label');
      out.push(typeof label === 'string' ? { amount, restriction, label } : { amount, restriction });
    }
    return ok(out);
  };
