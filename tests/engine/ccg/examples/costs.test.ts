import { describe, expect, it } from 'vitest';
import { creditsCost } from '../../../../src/engine/ccg/costs/cost.ts';
import { payExpenseSeries, planPayment, recommendPayment, applyPaymentAction, checkPayment, type PaymentState } from '../../../../src/engine/ccg/costs/expenses/index.ts';
import {
  AHAB_BODY_PISTOL,
  AHAB_GEORGE,
  AHAB_GEORGE_ACTION,
  AUBREY_LSP,
  COST_PRESETS,
  NO_SPLIT,
  NYMERIA_MISSILE_BARBETTE,
  REYNOLD_BEOWULF,
  REYNOLD_BEOWULF_RAISED,
} from '../../../../src/engine/ccg/examples/costs.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { Result } from '../../../../src/engine/core/result.ts';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got: ${r.error}`);
  expect(r.trace.every((s) => isRuleId(s.rule))).toBe(true);
  return r.value;
}

function payAll(state: PaymentState): PaymentState {
  let s = state;
  while (s.status === 'paying') {
    const next = value(recommendPayment(s)).next;
    if (!next) break;
    s = value(applyPaymentAction(s, next));
  }
  return s;
}

describe('cost presets: the books’ numbers', () => {
  it('every preset gives the cost the book states, and its payment amount matches', () => {
    for (const preset of COST_PRESETS) {
      const cost = value(creditsCost(preset.cost));
      expect({ id: preset.id, raw: cost.raw, final: cost.final }).toEqual({ id: preset.id, ...preset.expected });
      if (preset.payment) expect(preset.payment.amount).toBe(cost.final);
    }
  });

  it('Aubrey pays 2 for the LSP Multi-Phased Array by expending until the EV reaches 2', () => {
    const cost = value(creditsCost(AUBREY_LSP.cost));
    expect(cost.final).toBe(2);
    const payment = AUBREY_LSP.payment;
    if (!payment) throw new Error('preset needs a payment');
    const s = payAll(value(planPayment(payment)).state);
    expect(s.status).toBe('met');
    expect(s.paid).toBeGreaterThanOrEqual(2);
    // The two 1-EV stand-ins pay it exactly, keeping the 3.
    expect(s.expended.map((c) => c.id).sort()).toEqual(['aubrey-h2', 'aubrey-h3']);
    // Turning deck cards instead is just as lawful: the first (EV 2) meets it.
    expect(value(checkPayment({ ...payment, choice: { handIds: [], deckCount: 1 } })).covers).toBe(true);
  });

  it("Reynold's Beowulf: -1 on a 0-cost upgrade counts as 0; an opponent's +1 starts from -1", () => {
    expect(value(creditsCost(REYNOLD_BEOWULF.cost))).toMatchObject({ running: [-1], raw: -1, final: 0, needsExpenditure: false });
    expect(value(creditsCost(REYNOLD_BEOWULF_RAISED.cost))).toMatchObject({ running: [-1, 0], raw: 0, final: 0 });
  });

  it('Nymeria pays 1 for the Missile Barbette: printed 0, +1 for her Infamy token', () => {
    const cost = value(creditsCost(NYMERIA_MISSILE_BARBETTE.cost));
    expect(cost).toMatchObject({ printed: 0, infamySurcharge: 1, final: 1 });
    const payment = NYMERIA_MISSILE_BARBETTE.payment;
    if (!payment) throw new Error('preset needs a payment');
    const s = payAll(value(planPayment(payment)).state);
    // She keeps Predatory Tactics for the Resolution Phase.
    expect(s.expended.map((c) => c.name)).toEqual(['Stand-in connection']);
    expect(s.hand.map((c) => c.name)).toEqual(['Predatory Tactics']);
  });

  it('Ahab pays for George, then the Body Pistol from what is left (our stand-in costs 2 and 1)', () => {
    const george = AHAB_GEORGE.payment;
    const pistol = AHAB_BODY_PISTOL.payment;
    if (!george || !pistol) throw new Error('presets need payments');
    const afterGeorge = payAll(value(planPayment(george)).state);
    expect(afterGeorge.expended.map((c) => c.id)).toEqual(['ahab-h1']);
    const series = value(
      payExpenseSeries({
        payer: 'ahab',
        hand: george.hand,
        deck: george.deck,
        expenses: [
          { amount: 2, restriction: 'none', label: 'George Zamepiimaakha' },
          { amount: 1, restriction: 'none', label: 'Body Pistol' },
        ],
      }),
    );
    expect(series.payments.map((p) => [p.label, p.total, p.lostEv])).toEqual([
      ['George Zamepiimaakha', 2, 0],
      ['Body Pistol', 1, 0],
    ]);
    // The Body Pistol preset starts from the hand left after George.
    expect(AHAB_BODY_PISTOL.payment?.hand.map((c) => c.id)).toEqual(afterGeorge.hand.map((c) => c.id));
    const afterPistol = payAll(value(planPayment(pistol)).state);
    expect(afterPistol.expended.map((c) => c.id)).toEqual(['ahab-h2']);
    expect(AHAB_GEORGE.standIns.join(' ')).toMatch(/lost/);
    expect(AHAB_BODY_PISTOL.standIns.join(' ')).toMatch(/lost/);
    expect(value(creditsCost(AHAB_GEORGE_ACTION.cost)).final).toBe(1);
  });

  it('the no-split preset loses 2 EV on the first expense and turns two deck cards for the second', () => {
    const r = value(payExpenseSeries(NO_SPLIT.input));
    expect(r.payments.map((p) => [p.total, p.lostEv, p.expended.length])).toEqual([
      [3, 2, 1],
      [3, 1, 2],
    ]);
  });
});
