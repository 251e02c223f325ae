import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyPaymentAction,
  checkPayment,
  checkSolvency,
  expendFromHand,
  jettisonExpendable,
  minimalHandPayments,
  PAYMENT_POLICIES,
  payExpenseSeries,
  planPayment,
  recommendPayment,
  startPayment,
  turnDeckCard,
  type DeckCard,
  type HandCard,
  type PaymentAction,
  type PaymentInput,
  type PaymentPolicy,
  type PaymentRestriction,
  type PaymentState,
} from '../../../../src/engine/ccg/costs/expenses/index.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { Result } from '../../../../src/engine/core/result.ts';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got: ${r.error} (${r.field ?? ''})`);
  expect(r.trace.every((s) => isRuleId(s.rule))).toBe(true);
  return r.value;
}

const hand = (...evs: number[]): HandCard[] => evs.map((ev, i) => ({ id: `h${i}`, name: `Hand ${i}`, ev }));
const deck = (...evs: number[]): DeckCard[] => evs.map((ev, i) => ({ id: `d${i}`, name: `Deck ${i}`, ev, known: false }));
const sum = (xs: readonly { ev: number }[]): number => xs.reduce((a, c) => a + c.ev, 0);

/** Follow the recommendations until the payment is met or fails; every trace rule must be registered. */
function payAll(state: PaymentState, policy: PaymentPolicy = 'least-overpayment'): PaymentState {
  let s = state;
  for (let guard = 0; s.status === 'paying'; guard++) {
    if (guard > 200) throw new Error('payment did not finish');
    const rec = recommendPayment(s, policy);
    if (!rec.ok || !rec.value.next) throw new Error('no recommendation while paying');
    if (!rec.trace.every((t) => isRuleId(t.rule))) throw new Error('unregistered rule');
    const next = applyPaymentAction(s, rec.value.next);
    if (!next.ok) throw new Error(next.error);
    if (!next.trace.every((t) => isRuleId(t.rule))) throw new Error('unregistered rule');
    s = next.value;
  }
  return s;
}

describe('checkPayment', () => {
  const aubrey: PaymentInput = { amount: 2, payer: 'aubrey', hand: hand(3, 1, 1), deck: deck(2, 1) };

  it('accepts two 1-EV cards for a cost of 2 (Aubrey and the LSP Multi-Phased Array)', () => {
    const r = value(checkPayment({ ...aubrey, choice: { handIds: ['h1', 'h2'], deckCount: 0 } }));
    expect(r).toMatchObject({ covers: true, total: 2, overpaidBy: 0, outcome: null });
    expect(r.expended.every((c) => c.owner === 'aubrey')).toBe(true);
  });

  it('accepts a mix of hand and deck cards, the overpayment lost', () => {
    const r = value(checkPayment({ ...aubrey, choice: { handIds: ['h1'], deckCount: 1 } }));
    expect(r).toMatchObject({ covers: true, total: 3, overpaidBy: 1 });
  });

  it('refuses cards expended after the amount is already met', () => {
    // The 3 and the 2 each cover 2 alone: whichever goes second is expended after the amount is met.
    const r = checkPayment({ ...aubrey, choice: { handIds: ['h0'], deckCount: 1 } });
    expect(r).toMatchObject({ ok: false, rule: 'ccg.note.expend-until-met', field: 'choice' });
    // The 1 then the 3 is lawful: the 1 alone is short, so the 3 is still needed (2 EV lost).
    expect(value(checkPayment({ ...aubrey, choice: { handIds: ['h0', 'h1'], deckCount: 0 } }))).toMatchObject({ covers: true, overpaidBy: 2 });
    // Deck cards come in order: turning two when the first already covers is too many.
    const deep = checkPayment({ amount: 2, hand: [], deck: deck(2, 1), choice: { handIds: [], deckCount: 2 } });
    expect(deep).toMatchObject({ ok: false, rule: 'ccg.note.expend-until-met' });
    // A hand card can close a payment started from the deck.
    expect(value(checkPayment({ amount: 3, hand: hand(3), deck: deck(1), choice: { handIds: ['h0'], deckCount: 1 } })).covers).toBe(true);
  });

  it('enforces Cash, Equity and the expense-versus-cost limit on Expendable', () => {
    expect(checkPayment({ ...aubrey, restriction: 'cash', choice: { handIds: [], deckCount: 1 } })).toMatchObject({ ok: false, rule: 'ccg.keyword.cash', field: 'choice.deckCount' });
    expect(checkPayment({ ...aubrey, restriction: 'equity', choice: { handIds: ['h0'], deckCount: 0 } })).toMatchObject({ ok: false, rule: 'ccg.keyword.equity', field: 'choice.handIds' });
    const withX = { ...aubrey, expendable: [{ id: 'x1', name: 'Spare Parts', value: 2 }] };
    expect(value(checkPayment({ ...withX, restriction: 'cash', choice: { handIds: [], deckCount: 0, expendableIds: ['x1'] } })).covers).toBe(true);
    expect(checkPayment({ ...withX, restriction: 'expense', choice: { handIds: [], deckCount: 0, expendableIds: ['x1'] } })).toMatchObject({
      ok: false,
      rule: 'ccg.keyword.expendable',
    });
  });

  it('a short payment with cards left is not bankruptcy; short with every card is', () => {
    const short = value(checkPayment({ ...aubrey, amount: 5, choice: { handIds: ['h1'], deckCount: 0 } }));
    expect(short).toMatchObject({ covers: false, shortBy: 4, outcome: null });
    const broke = value(checkPayment({ amount: 9, payer: 'aubrey', hand: hand(3), deck: deck(2), restriction: 'expense', choice: { handIds: ['h0'], deckCount: 1 } }));
    expect(broke.outcome).toMatchObject({ bankrupt: true, shortBy: 4, paid: 5, payer: 'aubrey' });
  });

  it('refuses unknown, repeated and out-of-range choices, and any card for an amount of 0', () => {
    expect(checkPayment({ ...aubrey, choice: { handIds: ['nope'], deckCount: 0 } })).toMatchObject({ ok: false, field: 'choice.handIds.0' });
    expect(checkPayment({ ...aubrey, choice: { handIds: ['h1', 'h1'], deckCount: 0 } })).toMatchObject({ ok: false, field: 'choice.handIds.1' });
    expect(checkPayment({ ...aubrey, choice: { handIds: [], deckCount: 3 } })).toMatchObject({ ok: false, field: 'choice.deckCount' });
    expect(checkPayment({ ...aubrey, amount: 0, choice: { handIds: ['h1'], deckCount: 0 } })).toMatchObject({ ok: false, rule: 'ccg.cost' });
    expect(value(checkPayment({ ...aubrey, amount: 0, choice: { handIds: [], deckCount: 0 } })).covers).toBe(true);
  });
});

describe('input validation', () => {
  it('names the bad field', () => {
    expect(startPayment({ amount: -1, hand: [], deck: [] })).toMatchObject({ ok: false, field: 'amount' });
    expect(startPayment({ amount: 1, hand: [{ id: 'a', ev: 1.5 }], deck: [] })).toMatchObject({ ok: false, field: 'hand.0.ev' });
    expect(startPayment({ amount: 1, hand: [], deck: [{ id: 'a', ev: 1 } as DeckCard] })).toMatchObject({ ok: false, field: 'deck.0.known' });
    expect(startPayment({ amount: 1, hand: [{ id: 'a', ev: 1 }], deck: [{ id: 'a', ev: 1, known: true }] })).toMatchObject({ ok: false, field: 'deck.0.id' });
    expect(startPayment({ amount: 1, hand: [], deck: [], hiddenEv: { min: 3, max: 2 } })).toMatchObject({ ok: false, field: 'hiddenEv.max' });
    expect(startPayment({ amount: 1, hand: [], deck: [], restriction: 'free' as PaymentRestriction })).toMatchObject({ ok: false, field: 'restriction' });
    expect(
      startPayment({ amount: 1, payer: 'ahab', hand: [], deck: [], expendable: [{ id: 'x', value: 1, controller: 'nymeria' }] }),
    ).toMatchObject({ ok: false, field: 'expendable.0.controller', rule: 'ccg.control-vs-ownership' });
  });

  it('refuses hands over 12 cards with a clear error', () => {
    const big = hand(...Array.from({ length: 13 }, () => 1));
    const r = planPayment({ amount: 3, hand: big, deck: [] });
    expect(r).toMatchObject({ ok: false, field: 'hand', rule: 'ccg.hand-size' });
    expect(!r.ok && r.error).toMatch(/at most 12/);
    expect(minimalHandPayments({ amount: 3, hand: big })).toMatchObject({ ok: false, field: 'hand' });
    expect(value(planPayment({ amount: 3, hand: big.slice(0, 12), deck: [] })).recommendation.plan).toHaveLength(3);
  });
});

describe('minimalHandPayments', () => {
  it('lists the payments with no idle card, least overpayment first, then keeping the highest-EV cards', () => {
    const r = value(minimalHandPayments({ amount: 3, hand: hand(3, 2, 1, 1) }));
    expect(r.payments.map((p) => p.cardIds)).toEqual([
      ['h1', 'h2'],
      ['h1', 'h3'],
      ['h0'],
    ]);
    expect(value(minimalHandPayments({ amount: 9, hand: hand(3, 2) })).payments).toEqual([]);
    expect(value(minimalHandPayments({ amount: 0, hand: hand(3) })).payments).toEqual([{ cardIds: [], total: 0, overpaidBy: 0 }]);
  });

  it('finds exactly the minimal subsets (checked against brute force)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 8 }), fc.integer({ min: 1, max: 20 }), (evs, amount) => {
        const h = hand(...evs);
        const r = minimalHandPayments({ amount, hand: h });
        if (!r.ok) return false;
        const expected = new Set<string>();
        for (let mask = 1; mask < 1 << evs.length; mask++) {
          const picked = h.filter((_, i) => mask & (1 << i));
          const total = sum(picked);
          if (total >= amount && picked.every((c) => total - c.ev < amount)) expected.add(picked.map((c) => c.id).join(','));
        }
        const got = r.value.payments.map((p) => p.cardIds.join(','));
        const sortedByOverpay = r.value.payments.every((p, i, all) => i === 0 || (all[i - 1]?.overpaidBy ?? 0) <= p.overpaidBy);
        return got.length === expected.size && got.every((g) => expected.has(g)) && sortedByOverpay;
      }),
    );
  });
});

describe('paying step by step', () => {
  it('expends hand cards and turns deck cards until the amount is met, then refuses more', () => {
    let s = value(startPayment({ amount: 3, payer: 'aubrey', hand: hand(2), deck: deck(2, 5) }));
    s = value(expendFromHand(s, 'h0'));
    expect(s).toMatchObject({ paid: 2, status: 'paying' });
    s = value(turnDeckCard(s));
    expect(s).toMatchObject({ paid: 4, status: 'met', deck: [{ id: 'd1' }] });
    expect(s.expended.map((c) => [c.id, c.from])).toEqual([
      ['h0', 'hand'],
      ['d0', 'deck'],
    ]);
    expect(turnDeckCard(s)).toMatchObject({ ok: false, rule: 'ccg.note.expend-until-met' });
  });

  it('ends in bankruptcy when no card may pay and the amount is short', () => {
    let s = value(startPayment({ amount: 5, payer: 'tylor', restriction: 'expense', hand: hand(1), deck: deck(2) }));
    s = value(expendFromHand(s, 'h0'));
    const last = turnDeckCard(s);
    s = value(last);
    expect(s).toMatchObject({ status: 'bankrupt', outcome: { bankrupt: true, payer: 'tylor', shortBy: 2, paid: 3, amount: 5 } });
    expect(last.ok && last.trace.map((t) => t.rule)).toContain('ccg.bankruptcy');
    expect(expendFromHand(s, 'h0')).toMatchObject({ ok: false, rule: 'ccg.bankruptcy' });
  });

  it('an expense with nothing to pay it bankrupts at once; a cost the payer can see is short may not be attempted', () => {
    expect(value(startPayment({ amount: 1, restriction: 'expense', hand: [], deck: [] }))).toMatchObject({ status: 'bankrupt' });
    expect(startPayment({ amount: 4, restriction: 'none', hand: hand(1), deck: [{ id: 'd', ev: 2, known: true }] })).toMatchObject({ ok: false, rule: 'ccg.cost' });
    expect(startPayment({ amount: 4, restriction: 'cash', hand: hand(1), deck: deck(9) })).toMatchObject({ ok: false, rule: 'ccg.keyword.cash' });
    // With a hidden deck card the payer cannot know, so the attempt goes ahead and may bankrupt.
    const s = payAll(value(startPayment({ amount: 4, hand: hand(1), deck: deck(2) })));
    expect(s.status).toBe('bankrupt');
  });

  it('a cost of 0 needs no card', () => {
    const s = value(startPayment({ amount: 0, hand: hand(3), deck: [] }));
    expect(s.status).toBe('met');
    expect(expendFromHand(s, 'h0')).toMatchObject({ ok: false });
  });

  it('enforces the restriction card by card', () => {
    const equity = value(startPayment({ amount: 2, restriction: 'equity', hand: hand(3), deck: deck(1, 1) }));
    expect(expendFromHand(equity, 'h0')).toMatchObject({ ok: false, rule: 'ccg.keyword.equity' });
    const cash = value(startPayment({ amount: 2, restriction: 'cash', hand: hand(3), deck: deck(1) }));
    expect(turnDeckCard(cash)).toMatchObject({ ok: false, rule: 'ccg.keyword.cash' });
    const expense = value(startPayment({ amount: 2, restriction: 'expense', hand: hand(3), deck: [], expendable: [{ id: 'x', value: 2 }] }));
    expect(jettisonExpendable(expense, 'x')).toMatchObject({ ok: false, rule: 'ccg.keyword.expendable' });
  });

  it('jettisons an Expendable card to its owner’s discard pile', () => {
    const s = value(startPayment({ amount: 2, payer: 'ahab', hand: [], deck: [], expendable: [{ id: 'x', name: 'Borrowed Gear', value: 2, owner: 'nymeria', controller: 'ahab' }] }));
    const r = jettisonExpendable(s, 'x');
    expect(value(r)).toMatchObject({ status: 'met', expended: [{ id: 'x', owner: 'nymeria', from: 'in-play' }] });
    expect(r.ok && r.trace[0]?.text).toMatch(/Nymeria's discard pile/);
  });

  it('no card is in two zones or vanishes, whatever the actions (property)', () => {
    const action: fc.Arbitrary<PaymentAction> = fc.oneof(
      fc.record({ kind: fc.constant('expend-hand' as const), cardId: fc.constantFrom('h0', 'h1', 'h2', 'h3', 'x0', 'zz') }),
      fc.constant({ kind: 'turn-deck' as const }),
      fc.record({ kind: fc.constant('jettison' as const), cardId: fc.constantFrom('x0', 'x1', 'h0') }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom<PaymentRestriction>('none', 'cash', 'equity', 'expense'),
        fc.array(action, { maxLength: 12 }),
        (h, d, x, amount, restriction, actions) => {
          const input: PaymentInput = { amount, restriction, hand: hand(...h), deck: deck(...d), expendable: x.map((value, i) => ({ id: `x${i}`, value })) };
          const started = startPayment(input);
          if (!started.ok) return true;
          const all = [...input.hand, ...input.deck, ...(input.expendable ?? [])].map((c) => c.id).sort();
          let s = started.value;
          for (const a of actions) {
            const next = applyPaymentAction(s, a);
            if (!next.ok) continue;
            s = next.value;
            const ids = [...s.hand, ...s.deck, ...s.expendable, ...s.expended].map((c) => c.id).sort();
            if (JSON.stringify(ids) !== JSON.stringify(all)) return false;
            if (s.paid !== s.expended.reduce((a2, c) => a2 + c.ev, 0)) return false;
            if (!next.trace.every((t) => isRuleId(t.rule))) return false;
          }
          return true;
        },
      ),
    );
  });
});

describe('recommendPayment', () => {
  it('pays from hand with the least overpayment, keeping the highest-EV cards', () => {
    const r = value(planPayment({ amount: 3, payer: 'aubrey', hand: hand(3, 2, 1, 1), deck: deck(4) }));
    expect(r.recommendation).toMatchObject({
      next: { kind: 'expend-hand', cardId: 'h1' },
      plan: [
        { kind: 'expend-hand', cardId: 'h1' },
        { kind: 'expend-hand', cardId: 'h2' },
      ],
      thenTurnDeck: null,
      outlook: { status: 'covered-for-sure' },
    });
  });

  it('when the hand cannot cover, turns deck cards until the hand can cover the rest', () => {
    const r = value(planPayment({ amount: 6, hand: hand(2, 1), deck: deck(4, 4) }));
    expect(r.recommendation).toMatchObject({ next: { kind: 'turn-deck' }, plan: [], thenTurnDeck: { until: 'hand-covers-rest', fewest: 1, most: null } });
    // After a 4 is turned, the 2 left is covered by the 2 in hand.
    const after = value(turnDeckCard(r.state));
    expect(value(recommendPayment(after)).plan).toEqual([{ kind: 'expend-hand', cardId: 'h0' }]);
  });

  it('plans deck cards the payer has already seen exactly', () => {
    const seen: DeckCard[] = [
      { id: 'd0', ev: 2, known: true },
      { id: 'd1', ev: 3, known: false },
    ];
    const r = value(planPayment({ amount: 2, hand: [], deck: seen }));
    expect(r.recommendation).toMatchObject({ plan: [{ kind: 'turn-deck' }], thenTurnDeck: null, outlook: { status: 'covered-for-sure' } });
  });

  it('keep-hand turns the deck first and uses the hand only when the deck runs out', () => {
    const r = value(planPayment({ amount: 2, hand: hand(2), deck: deck(1) }, 'keep-hand'));
    expect(r.recommendation).toMatchObject({ next: { kind: 'turn-deck' }, thenTurnDeck: { until: 'met', fewest: 1, most: null } });
    const s = payAll(r.state, 'keep-hand');
    expect(s.expended.map((c) => c.id)).toEqual(['d0', 'h0']);
  });

  it('spare-deck expends the whole hand before turning deck cards', () => {
    const r = value(planPayment({ amount: 6, hand: hand(2, 1), deck: deck(4, 4) }, 'spare-deck'));
    expect(r.recommendation.plan).toEqual([
      { kind: 'expend-hand', cardId: 'h0' },
      { kind: 'expend-hand', cardId: 'h1' },
    ]);
    expect(r.recommendation.thenTurnDeck).toMatchObject({ until: 'met' });
  });

  it('jettisons Expendable cards only when hand and deck can give no more, as few as possible', () => {
    const input: PaymentInput = { amount: 4, hand: hand(1), deck: [], expendable: [{ id: 'x0', value: 3 }, { id: 'x1', value: 1 }, { id: 'x2', value: 2 }] };
    const r = value(planPayment(input));
    expect(r.recommendation.plan).toEqual([
      { kind: 'expend-hand', cardId: 'h0' },
      { kind: 'jettison', cardId: 'x0' },
    ]);
    const withDeck = value(planPayment({ ...input, deck: deck(5) }));
    expect(withDeck.recommendation.next).toEqual({ kind: 'turn-deck' });
  });

  it('states certain and possible bankruptcy from the payer’s view', () => {
    const certain = value(planPayment({ amount: 9, restriction: 'expense', hand: hand(1), deck: [{ id: 'd0', ev: 2, known: true }] }));
    expect(certain.recommendation.outlook).toMatchObject({ status: 'short-for-sure', fewest: 3, most: 3 });
    const bounded = value(planPayment({ amount: 9, restriction: 'expense', hand: hand(1), deck: deck(9, 9), hiddenEv: { min: 1, max: 3 } }));
    expect(bounded.recommendation.outlook).toMatchObject({ status: 'short-for-sure', fewest: 3, most: 7, hiddenCards: 2 });
    const possible = value(planPayment({ amount: 9, hand: hand(1), deck: deck(9, 9) }));
    expect(possible.recommendation.outlook).toMatchObject({ status: 'may-fall-short', fewest: 1, most: null });
  });

  it('refuses an unknown policy', () => {
    expect(planPayment({ amount: 1, hand: hand(1), deck: [] }, 'greedy' as PaymentPolicy)).toMatchObject({ ok: false, field: 'policy' });
  });

  it('never reads a hidden deck value (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 6 }),
        fc.array(fc.record({ ev: fc.integer({ min: 0, max: 5 }), other: fc.integer({ min: 0, max: 5 }), known: fc.boolean() }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom<PaymentRestriction>('none', 'cash', 'equity', 'expense'),
        fc.constantFrom(...PAYMENT_POLICIES),
        (h, d, amount, restriction, policy) => {
          const a = planPayment({ amount, restriction, hand: hand(...h), deck: d.map((c, i) => ({ id: `d${i}`, ev: c.ev, known: c.known })) }, policy);
          const b = planPayment({ amount, restriction, hand: hand(...h), deck: d.map((c, i) => ({ id: `d${i}`, ev: c.known ? c.ev : c.other, known: c.known })) }, policy);
          if (a.ok !== b.ok) return false;
          if (!a.ok || !b.ok) return true;
          return JSON.stringify(a.value.recommendation) === JSON.stringify(b.value.recommendation) && JSON.stringify(a.trace) === JSON.stringify(b.trace);
        },
      ),
    );
  });

  it('following any policy, the payer is bankrupt exactly when hand and deck together are short (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 7 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom(...PAYMENT_POLICIES),
        (h, d, amount, policy) => {
          const s = payAll(value(startPayment({ amount, restriction: 'expense', hand: hand(...h), deck: deck(...d) })), policy);
          const available = sum(hand(...h)) + sum(deck(...d));
          const bankrupt = available < amount;
          if (bankrupt) return s.status === 'bankrupt' && s.outcome?.shortBy === amount - available && s.hand.length === 0 && s.deck.length === 0;
          // Met, and the last card expended was needed: no card went in after the amount was reached.
          const lastEv = s.expended[s.expended.length - 1]?.ev ?? 0;
          return s.status === 'met' && s.paid >= amount && (amount === 0 || s.paid - lastEv < amount);
        },
      ),
    );
  });
});

describe('checkSolvency', () => {
  it('reports certain bankruptcy from the true values, and the payer’s range', () => {
    const r = value(checkSolvency({ amount: 10, payer: 'ahab', restriction: 'expense', hand: hand(2, 1), deck: deck(3, 2) }));
    expect(r).toMatchObject({ available: 8, shortBy: 2, bankrupt: true, outcome: { bankrupt: true, shortBy: 2, payer: 'ahab' }, outlook: { status: 'may-fall-short', fewest: 3, most: null } });
    const fine = value(checkSolvency({ amount: 7, hand: hand(2, 1), deck: deck(3, 2) }));
    expect(fine).toMatchObject({ bankrupt: false, shortBy: 0, outcome: null });
  });

  it('counts only what the restriction allows', () => {
    // A Cash cost the hand visibly cannot cover is never attempted; once attempted, a shortfall bankrupts.
    expect(value(checkSolvency({ amount: 4, restriction: 'cash', hand: hand(2), deck: deck(9) }))).toMatchObject({ bankrupt: false, cannotAttempt: true, shortBy: 2, outcome: null });
    expect(value(checkSolvency({ amount: 4, restriction: 'cash', hand: hand(2), deck: deck(9), attempted: true }))).toMatchObject({ bankrupt: true, cannotAttempt: false });
    // An Equity cost over a hidden deck may be attempted, so a true shortfall is bankruptcy.
    expect(value(checkSolvency({ amount: 4, restriction: 'equity', hand: hand(9), deck: deck(2) }))).toMatchObject({ bankrupt: true, cannotAttempt: false });
    const x = [{ id: 'x0', value: 5 }];
    expect(value(checkSolvency({ amount: 4, restriction: 'none', hand: [], deck: [], expendable: x })).bankrupt).toBe(false);
    expect(value(checkSolvency({ amount: 4, restriction: 'expense', hand: [], deck: [], expendable: x })).bankrupt).toBe(true);
  });

  it('a cost the payer can see is short may not be attempted, with the source note; an expense short the same way bankrupts', () => {
    const cost = checkSolvency({ amount: 5, payer: 'ahab', restriction: 'none', hand: hand(1), deck: [] });
    expect(value(cost)).toMatchObject({ bankrupt: false, cannotAttempt: true, outcome: null, outlook: { status: 'short-for-sure' } });
    expect(cost.ok && cost.trace.some((t) => t.rule === 'ccg.note.credits-cost-shortfall' && /may not be attempted/.test(t.text))).toBe(true);
    expect(cost.ok && cost.trace.some((t) => /is bankrupt/.test(t.text))).toBe(false);
    const expense = value(checkSolvency({ amount: 5, restriction: 'expense', hand: hand(1), deck: [] }));
    expect(expense).toMatchObject({ bankrupt: true, cannotAttempt: false });
    // A chosen payment of every card for such a cost: no bankruptcy either.
    const chosen = checkPayment({ amount: 5, payer: 'ahab', restriction: 'cash', hand: hand(1, 1), deck: deck(9), choice: { handIds: ['h0', 'h1'], deckCount: 0 } });
    expect(value(chosen)).toMatchObject({ covers: false, shortBy: 3, outcome: null });
  });
});

describe('payExpenseSeries', () => {
  it('a 3-EV card used for an expense of 1 leaves nothing for the next one', () => {
    const r = value(payExpenseSeries({ payer: 'tylor', hand: hand(3), deck: deck(1, 2), expenses: [{ amount: 1 }, { amount: 2 }] }));
    expect(r.payments).toMatchObject([
      { amount: 1, total: 3, lostEv: 2, status: 'met', expended: [{ id: 'h0' }] },
      { amount: 2, total: 3, lostEv: 1, status: 'met', expended: [{ id: 'd0' }, { id: 'd1' }] },
    ]);
    expect(r.outcome).toBeNull();
  });

  it('stops at the first expense that cannot be met', () => {
    const r = value(payExpenseSeries({ payer: 'tylor', hand: hand(3), deck: deck(1), expenses: [{ amount: 1 }, { amount: 2 }, { amount: 1 }] }));
    expect(r.payments).toHaveLength(2);
    expect(r.outcome).toMatchObject({ bankrupt: true, shortBy: 1, label: 'expense 2 (amount 2)' });
  });

  it('pays a chosen payment as given, in an order that stops at the amount', () => {
    const r = value(
      payExpenseSeries({ hand: hand(3, 1), deck: deck(1), expenses: [{ amount: 2, choice: { handIds: ['h0'], deckCount: 1 } }, { amount: 1 }] }),
    );
    expect(r.payments[0]?.expended.map((c) => c.id)).toEqual(['d0', 'h0']);
    expect(r.payments[1]?.expended.map((c) => c.id)).toEqual(['h1']);
    expect(payExpenseSeries({ hand: hand(3, 1), deck: [], expenses: [{ amount: 3, choice: { handIds: ['h1'], deckCount: 0 } }] })).toMatchObject({
      ok: false,
      field: 'expenses.0.choice',
    });
    expect(payExpenseSeries({ hand: hand(3), deck: [], expenses: [{ amount: 1 }, { amount: -2 }] })).toMatchObject({ ok: false, field: 'expenses.1.amount' });
  });

  it('each card serves one expense, and each expense is paid with whole cards (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 7 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...PAYMENT_POLICIES),
        (h, d, amounts, policy) => {
          const r = payExpenseSeries({ hand: hand(...h), deck: deck(...d), expenses: amounts.map((amount) => ({ amount })), policy });
          if (!r.ok || !r.trace.every((t) => isRuleId(t.rule))) return false;
          const used = r.value.payments.flatMap((p) => p.expended.map((c) => c.id));
          if (new Set(used).size !== used.length) return false;
          const ids = [...r.value.hand, ...r.value.deck, ...r.value.discard].map((c) => c.id).sort();
          const all = [...hand(...h), ...deck(...d)].map((c) => c.id).sort();
          if (JSON.stringify(ids) !== JSON.stringify(all)) return false;
          let left = sum(hand(...h)) + sum(deck(...d));
          for (const [i, p] of r.value.payments.entries()) {
            if (p.total !== sum(p.expended)) return false;
            const amount = amounts[i] ?? 0;
            if (p.status === 'met' && (p.total < amount || p.lostEv !== p.total - amount)) return false;
            // Bankrupt exactly when what was left before this expense fell short of it.
            if ((p.status === 'bankrupt') !== left < amount) return false;
            left -= p.total;
          }
          return r.value.outcome === null ? r.value.payments.length === amounts.length : r.value.payments[r.value.payments.length - 1]?.status === 'bankrupt';
        },
      ),
    );
  });
});
