import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { followRecommendations, replaySession, sessionMachine, sessionStep, startSession, type PaymentSession, type PaymentSessionInput } from '../../../../src/engine/ccg/costs/expenses/session.ts';
import { payExpenseSeries, recommendPayment, type DeckCard, type HandCard, type PaymentAction } from '../../../../src/engine/ccg/costs/expenses/index.ts';
import { NO_SPLIT } from '../../../../src/engine/ccg/examples/costs.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { Result } from '../../../../src/engine/core/result.ts';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got: ${r.error} (${r.field ?? ''})`);
  expect(r.trace.every((s) => isRuleId(s.rule))).toBe(true);
  return r.value;
}

const hand = (...evs: number[]): HandCard[] => evs.map((ev, i) => ({ id: `h${i}`, name: `Hand ${i}`, ev }));
const deck = (...evs: number[]): DeckCard[] => evs.map((ev, i) => ({ id: `d${i}`, name: `Deck ${i}`, ev, known: false }));

function follow(session: PaymentSession): PaymentSession {
  let s = session;
  for (let guard = 0; s.status === 'paying' && guard < 200; guard++) {
    const next = value(recommendPayment(s.current)).next;
    if (!next) break;
    s = value(sessionStep(s, next));
  }
  return s;
}

describe('payment sessions: expenses one after another, card by card', () => {
  it('the no-split preset: a 3-EV card pays 1 and loses 2; the second expense needs both deck cards', () => {
    let s = value(startSession(NO_SPLIT.input));
    expect(s.status).toBe('paying');
    s = value(sessionStep(s, { kind: 'expend-hand', cardId: 'tylor-h1' }));
    expect(s.index).toBe(1);
    expect(s.payments).toEqual([expect.objectContaining({ total: 3, lostEv: 2, status: 'met' })]);
    s = value(sessionStep(s, { kind: 'turn-deck' }));
    expect(s.current.paid).toBe(1);
    expect(s.status).toBe('paying');
    const last = sessionStep(s, { kind: 'turn-deck' });
    s = value(last);
    expect(s.status).toBe('met');
    expect(s.payments.map((p) => p.lostEv)).toEqual([2, 1]);
    expect(s.lostEv).toBe(3);
    expect(last.ok && last.trace.some((t) => /lost in all/.test(t.text))).toBe(true);
  });

  it('refuses a further card once every expense is met, citing expend-until-met', () => {
    const s = value(startSession({ hand: hand(2, 2), deck: [], expenses: [{ amount: 2 }] }));
    const met = value(sessionStep(s, { kind: 'expend-hand', cardId: 'h0' }));
    expect(met.status).toBe('met');
    const again = sessionStep(met, { kind: 'expend-hand', cardId: 'h1' });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.rule).toBe('ccg.note.expend-until-met');
  });

  it('bankruptcy once hand and deck are used up; the run of expenses stops there', () => {
    let s = value(startSession({ payer: 'mara', hand: hand(1), deck: deck(1), expenses: [{ amount: 5 }, { amount: 1 }] }));
    s = value(sessionStep(s, { kind: 'expend-hand', cardId: 'h0' }));
    const r = sessionStep(s, { kind: 'turn-deck' });
    s = value(r);
    expect(s.status).toBe('bankrupt');
    expect(s.current.outcome).toMatchObject({ bankrupt: true, payer: 'mara', shortBy: 3 });
    expect(s.payments).toEqual([expect.objectContaining({ status: 'bankrupt', total: 2, lostEv: 0 })]);
    expect(r.ok && r.trace.map((t) => t.rule)).toContain('ccg.bankruptcy');
    const more = sessionStep(s, { kind: 'turn-deck' });
    expect(more.ok === false && more.rule).toBe('ccg.bankruptcy');
  });

  it('an expense with nothing left to pay it is bankruptcy at once', () => {
    const s = value(startSession({ hand: hand(3), deck: [], expenses: [{ amount: 1 }, { amount: 1 }] }));
    const after = value(sessionStep(s, { kind: 'expend-hand', cardId: 'h0' }));
    expect(after.status).toBe('bankrupt');
    expect(after.index).toBe(1);
    expect(after.payments.map((p) => p.status)).toEqual(['met', 'bankrupt']);
  });

  it('expenses of 0 are met with no card', () => {
    const s = value(startSession({ hand: [], deck: [], expenses: [{ amount: 0 }, { amount: 0 }] }));
    expect(s.status).toBe('met');
    expect(s.payments).toHaveLength(2);
  });

  it('a Cash cost refuses deck cards, and an expense refuses Expendable cards', () => {
    const cash = value(startSession({ hand: hand(1, 1), deck: deck(2), expenses: [{ amount: 2, restriction: 'cash' }] }));
    const turned = sessionStep(cash, { kind: 'turn-deck' });
    expect(turned.ok === false && turned.rule).toBe('ccg.keyword.cash');
    const exp = value(startSession({ hand: hand(1), deck: deck(2), expendable: [{ id: 'x', value: 2 }], expenses: [{ amount: 2 }] }));
    const jet = sessionStep(exp, { kind: 'jettison', cardId: 'x' });
    expect(jet.ok === false && jet.rule).toBe('ccg.keyword.expendable');
  });

  it('refuses bad input with the field to mark', () => {
    const none = startSession({ hand: [], deck: [], expenses: [] });
    expect(none.ok === false && none.field).toBe('expenses');
    const bad = startSession({ hand: [], deck: [], expenses: [{ amount: 1 }, { amount: -2 }] });
    expect(bad.ok === false && bad.field).toBe('expenses.1.amount');
    const ev = startSession({ hand: [{ id: 'a', ev: 1.5 }], deck: [], expenses: [{ amount: 1 }] });
    expect(ev.ok === false && ev.field).toBe('hand.0.ev');
  });

  it('a later Credits cost the payer can see is out of reach ends the session as refused', () => {
    const s = value(startSession({ hand: hand(1, 1), deck: [], expenses: [{ amount: 1 }, { amount: 5, restriction: 'none' }] }));
    const after = value(sessionStep(s, { kind: 'expend-hand', cardId: 'h0' }));
    expect(after.status).toBe('refused');
    expect(after.refusal?.rule).toBe('ccg.cost');
    expect(after.refusal?.field).toBe('expenses.1.amount');
    expect(sessionStep(after, { kind: 'expend-hand', cardId: 'h1' }).ok).toBe(false);
  });

  it('replay stops at the first refused action and reports where', () => {
    const input: PaymentSessionInput = { hand: hand(2), deck: deck(1), expenses: [{ amount: 2, restriction: 'cash' }] };
    const r = value(replaySession(input, [{ kind: 'turn-deck' }, { kind: 'expend-hand', cardId: 'h0' }]));
    expect(r.rejected?.index).toBe(0);
    expect(r.rejected?.error.rule).toBe('ccg.keyword.cash');
    expect(r.session.actions).toEqual([]);
    const fine = value(replaySession(input, [{ kind: 'expend-hand', cardId: 'h0' }]));
    expect(fine.rejected).toBeNull();
    expect(fine.session.status).toBe('met');
  });
});

describe('payment sessions: a machine of the kernel (core/machine.ts)', () => {
  it('replays as replaySession does, and keeps the actions taken in its log', () => {
    const actions: PaymentAction[] = [{ kind: 'expend-hand', cardId: 'tylor-h1' }, { kind: 'turn-deck' }];
    const r = sessionMachine.replay(NO_SPLIT.input, actions);
    if (!r.ok) throw new Error(r.error);
    const replayed = value(replaySession(NO_SPLIT.input, actions));
    expect(r.value.state).toEqual(replayed.session);
    expect(r.value.state.actions).toEqual(actions);
    expect(r.value.states.map((s) => s.actions.length)).toEqual([0, 1, 2]);
  });

  it('refuses a step that is no way to pay, naming the field', () => {
    const s = value(startSession({ hand: hand(1), deck: [], expenses: [{ amount: 1 }] }));
    expect(sessionStep(s, { kind: 'borrow' } as unknown as PaymentAction)).toMatchObject({ ok: false, rule: 'ccg.expenses', field: 'kind' });
    expect(sessionStep(s, null as unknown as PaymentAction)).toMatchObject({ ok: false, rule: 'ccg.expenses' });
  });
});

const arbInput = fc.record({
  hand: fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 6 }),
  deck: fc.array(fc.record({ ev: fc.integer({ min: 0, max: 4 }), known: fc.boolean() }), { maxLength: 6 }),
  amounts: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 4 }),
});

const toInput = (x: { hand: number[]; deck: { ev: number; known: boolean }[]; amounts: number[] }): PaymentSessionInput => ({
  payer: 'p',
  hand: hand(...x.hand),
  deck: x.deck.map((c, i) => ({ id: `d${i}`, ev: c.ev, known: c.known })),
  expenses: x.amounts.map((amount) => ({ amount })),
});

describe('payment sessions: properties', () => {
  it('following the recommendations gives what payExpenseSeries gives', () => {
    fc.assert(
      fc.property(arbInput, (x) => {
        const input = toInput(x);
        const s = follow(value(startSession(input)));
        const series = value(payExpenseSeries({ payer: 'p', hand: input.hand, deck: input.deck, expenses: input.expenses }));
        expect(s.payments.map((p) => [p.total, p.lostEv, p.status])).toEqual(series.payments.map((p) => [p.total, p.lostEv, p.status]));
        expect(s.status === 'bankrupt').toBe(series.outcome !== null);
        // followRecommendations is the same walk, inside the engine.
        const followed = value(followRecommendations(value(startSession(input))));
        expect(followed.payments).toEqual(s.payments);
        for (const policy of ['keep-hand', 'spare-deck'] as const) {
          const other = value(followRecommendations(value(startSession(input)), policy));
          const theirs = value(payExpenseSeries({ payer: 'p', hand: input.hand, deck: input.deck, expenses: input.expenses, policy }));
          expect(other.payments.map((p) => [p.total, p.lostEv, p.status])).toEqual(theirs.payments.map((p) => [p.total, p.lostEv, p.status]));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('any sequence of actions: replay never throws, cards are conserved, and lost EV adds up', () => {
    const arbAction = fc.oneof(
      fc.constant<PaymentAction>({ kind: 'turn-deck' }),
      fc.integer({ min: 0, max: 6 }).map((i): PaymentAction => ({ kind: 'expend-hand', cardId: `h${i}` })),
    );
    fc.assert(
      fc.property(arbInput, fc.array(arbAction, { maxLength: 14 }), (x, actions) => {
        const input = toInput(x);
        const r = replaySession(input, actions);
        if (!r.ok) return;
        const { session } = r.value;
        const spent = session.payments.reduce((a, p) => a + p.expended.length, 0) + (session.payments.length === session.index + 1 ? 0 : session.current.expended.length);
        expect(spent + session.current.hand.length + session.current.deck.length).toBe(input.hand.length + input.deck.length);
        expect(session.lostEv).toBe(session.payments.reduce((a, p) => a + p.lostEv, 0));
        for (const p of session.payments) if (p.status === 'met') expect(p.total - p.lostEv).toBe(p.amount);
        expect(r.trace.every((t) => isRuleId(t.rule))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
