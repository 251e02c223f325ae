/**
 * Recommending how to pay, from what the payer can see. A recommendation never
 * reads the EV of a deck card the payer has not seen: it plans the hand and
 * Expendable cards exactly, plans seen deck cards exactly, and for hidden deck
 * cards says how many may need turning.
 *
 * Policies (all stop as soon as the amount is met, and all jettison Expendable
 * cards only when hand and deck can give no more, since those are cards in play):
 * - `least-overpayment` (default): when the hand can cover what is owed, pay
 *   from hand with the least overpayment, keeping the highest-EV cards; when it
 *   cannot, turn deck cards until the hand can cover the rest, then finish from
 *   hand the same way.
 * - `keep-hand`: turn deck cards until the amount is met; use the hand only if
 *   the deck runs out.
 * - `spare-deck`: when the hand can cover, as the default; when it cannot,
 *   expend the whole hand first, then turn deck cards.
 */
import { plural } from '../../../core/text.ts';
import { err, ok, step, type CcgResult, type Step } from '../../result.ts';
import { allowedSources, cardLabel, displayName, sumEv, type PaymentInput } from './types.ts';
import { bestMixedPayment, bestPayment, type Valued } from './search.ts';
import { estimateDeckTurns, payerOutlook, type PayerOutlook } from './outlook.ts';
import { applyPaymentAction, remainingAmount, startPayment, type PaymentAction, type PaymentState } from './steps.ts';

export type PaymentPolicy = 'least-overpayment' | 'keep-hand' | 'spare-deck';
export const PAYMENT_POLICIES: readonly PaymentPolicy[] = ['least-overpayment', 'keep-hand', 'spare-deck'];

export interface DeckTurnPlan {
  /** Turn hidden deck cards until the amount is met, or until the hand can cover what is left. */
  until: 'met' | 'hand-covers-rest';
  fewest: number;
  /** null: the deck may run out first. */
  most: number | null;
}

export interface PaymentRecommendation {
  policy: PaymentPolicy;
  remaining: number;
  /** The action to take now; null once the payment is met or failed. */
  next: PaymentAction | null;
  /** The actions decided from what the payer can see, in order; never a turn of an unseen deck card. */
  plan: PaymentAction[];
  /** After `plan`, hidden deck cards to turn; null when the plan does not reach a hidden card. */
  thenTurnDeck: DeckTurnPlan | null;
  outlook: PayerOutlook;
}

type Decision =
  | { kind: 'hand-set'; actions: PaymentAction[]; total: number; overpaidBy: number }
  | { kind: 'turn'; until: DeckTurnPlan['until'] }
  | { kind: 'hand-all'; actions: PaymentAction[] }
  | { kind: 'mixed'; actions: PaymentAction[]; total: number; overpaidBy: number; jettisons: number }
  | { kind: 'everything'; actions: PaymentAction[] };

function handOrder(state: PaymentState, indexes: readonly number[]): PaymentAction[] {
  return indexes
    .map((i) => ({ i, ev: state.hand[i]?.ev ?? 0 }))
    .sort((a, b) => b.ev - a.ev || a.i - b.i)
    .map(({ i }) => ({ kind: 'expend-hand', cardId: state.hand[i]?.id ?? '' }));
}

function decide(state: PaymentState, policy: PaymentPolicy): Decision {
  const r = remainingAmount(state);
  const allowed = allowedSources(state.restriction);
  const hand: Valued[] = allowed.hand ? state.hand : [];
  const deckLeft = allowed.deck ? state.deck.length : 0;
  const expendable: Valued[] = allowed.expendable ? state.expendable.map((c) => ({ id: c.id, ev: c.value })) : [];
  const fromHand = (): Decision | undefined => {
    const best = bestPayment(r, hand);
    return best && { kind: 'hand-set', actions: handOrder(state, best.indexes), total: best.total, overpaidBy: best.overpaidBy };
  };
  const finish = (): Decision => {
    const mixed = bestMixedPayment(r, hand, expendable);
    if (mixed) {
      const actions: PaymentAction[] = [
        ...handOrder(state, mixed.hand),
        ...mixed.expendable.map((i): PaymentAction => ({ kind: 'jettison', cardId: expendable[i]?.id ?? '' })),
      ];
      return { kind: 'mixed', actions, total: mixed.total, overpaidBy: mixed.overpaidBy, jettisons: mixed.expendable.length };
    }
    return {
      kind: 'everything',
      actions: [
        ...handOrder(state, hand.map((_, i) => i)),
        ...expendable.map((c): PaymentAction => ({ kind: 'jettison', cardId: c.id })),
      ],
    };
  };
  switch (policy) {
    case 'least-overpayment':
      return fromHand() ?? (deckLeft > 0 ? { kind: 'turn', until: hand.length > 0 ? 'hand-covers-rest' : 'met' } : finish());
    case 'keep-hand':
      return deckLeft > 0 ? { kind: 'turn', until: 'met' } : (fromHand() ?? finish());
    case 'spare-deck': {
      const h = fromHand();
      if (h) return h;
      if (hand.length > 0 && deckLeft > 0) return { kind: 'hand-all', actions: handOrder(state, hand.map((_, i) => i)) };
      return deckLeft > 0 ? { kind: 'turn', until: 'met' } : finish();
    }
  }
}

function names(state: PaymentState, actions: readonly PaymentAction[]): string {
  const parts = actions.map((a) => {
    if (a.kind === 'expend-hand') {
      const c = state.hand.find((h) => h.id === a.cardId);
      return c ? `${cardLabel(c)} (EV ${c.ev})` : a.cardId;
    }
    if (a.kind === 'jettison') {
      const c = state.expendable.find((x) => x.id === a.cardId);
      return c ? `jettisoning ${cardLabel(c)} (Expendable ${c.value})` : a.cardId;
    }
    return 'the top deck card';
  });
  return parts.length <= 1 ? (parts[0] ?? 'nothing') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

function explain(state: PaymentState, d: Decision, policy: PaymentPolicy): Step {
  const r = remainingAmount(state);
  switch (d.kind) {
    case 'hand-set': {
      const kept = state.hand.filter((c) => !d.actions.some((a) => a.kind === 'expend-hand' && a.cardId === c.id));
      const keptText = kept.length > 0 ? `, and it keeps ${names(state, kept.map((c) => ({ kind: 'expend-hand', cardId: c.id })))}` : '';
      return step(
        `The hand can cover the ${r} still owed: ${names(state, d.actions)} give ${d.total}, ${d.overpaidBy === 0 ? 'with nothing lost' : `losing ${d.overpaidBy}, the least overpayment the hand allows`}${keptText}.`,
        'ccg.expenses',
      );
    }
    case 'turn':
      if (policy === 'keep-hand') return step(`Keeping the hand, ${displayName(state.payer)} turns deck cards from the top until the ${r} owed is met.`, 'ccg.expenses');
      if (d.until === 'met') return step(`The hand cannot help, so deck cards are turned from the top until the ${r} owed is met.`, 'ccg.expenses');
      return step(
        `The hand holds ${sumEv(state.hand)} EV, short of the ${r} owed, so deck cards are turned from the top until the hand can cover the rest; the rest is then paid from hand with the least overpayment.`,
        'ccg.expenses',
      );
    case 'hand-all':
      return step(`Sparing the deck, ${displayName(state.payer)} expends the whole hand (${names(state, d.actions)}), then turns deck cards for the rest.`, 'ccg.expenses');
    case 'mixed':
      return d.jettisons > 0
        ? step(
            `Hand and deck cannot give the ${r} owed, so Expendable cards help: ${names(state, d.actions)} give ${d.total}${d.overpaidBy > 0 ? `, losing ${d.overpaidBy}` : ''}, jettisoning as few cards in play as possible.`,
            'ccg.keyword.expendable',
          )
        : step(`With no deck card left to turn, the hand pays the ${r} owed: ${names(state, d.actions)} give ${d.total}${d.overpaidBy > 0 ? `, losing ${d.overpaidBy}` : ''}.`, 'ccg.expenses');
    case 'everything':
      return step(
        `Every card that may still pay falls short of the ${r} owed; ${displayName(state.payer)} must still expend them all (${names(state, d.actions)}), and then is bankrupt.`,
        'ccg.bankruptcy',
      );
  }
}

function outlookStep(state: PaymentState, o: PayerOutlook): Step {
  const range = o.most === null ? `at least ${o.fewest}` : o.fewest === o.most ? `exactly ${o.fewest}` : `between ${o.fewest} and ${o.most}`;
  const hidden = o.hiddenCards > 0 ? ` (${plural(o.hiddenCards, 'deck card')} unseen)` : '';
  switch (o.status) {
    case 'covered-for-sure':
      return step(`${displayName(state.payer)} can see the ${o.remaining} owed will be met: the cards that may pay hold ${range} EV${hidden}.`, 'ccg.expenses');
    case 'short-for-sure':
      return step(`${displayName(state.payer)} can see the cards that may pay hold ${range} EV${hidden}, short of the ${o.remaining} owed: bankruptcy is certain.`, 'ccg.bankruptcy');
    case 'may-fall-short':
      return step(`The cards that may pay hold ${range} EV${hidden}; bankruptcy is possible but not certain until the deck cards are seen.`, 'ccg.bankruptcy');
  }
}

/** Recommend how to pay what is still owed in `state`, under `policy`. */
export function recommendPayment(state: PaymentState, policy: PaymentPolicy = 'least-overpayment'): CcgResult<PaymentRecommendation> {
  if (!PAYMENT_POLICIES.includes(policy)) {
    return err(`The payment policy must be one of ${PAYMENT_POLICIES.join(', ')}; got "${String(policy)}".`, 'ccg.expenses', 'policy');
  }
  const outlook = payerOutlook(state);
  if (state.status !== 'paying') {
    const text =
      state.status === 'met'
        ? step(`${state.label.charAt(0).toUpperCase()}${state.label.slice(1)} is met; nothing more is expended.`, 'ccg.note.expend-until-met')
        : step(`${displayName(state.payer)} is bankrupt; nothing more can be paid.`, 'ccg.bankruptcy');
    return ok({ policy, remaining: remainingAmount(state), next: null, plan: [], thenTurnDeck: null, outlook }, [text]);
  }
  const trace: Step[] = [outlookStep(state, outlook)];
  const plan: PaymentAction[] = [];
  let thenTurnDeck: DeckTurnPlan | null = null;
  let sim = state;
  // Simulate the policy on visible cards only; stop at the first hidden deck card.
  for (let guard = 0; sim.status === 'paying' && guard < 1000; guard++) {
    const d = decide(sim, policy);
    if (d.kind === 'turn') {
      const top = sim.deck[0];
      if (top && !top.known) {
        const r = remainingAmount(sim);
        const handTotal = allowedSources(sim.restriction).hand ? sumEv(sim.hand) : 0;
        const need = d.until === 'met' ? r : r - handTotal;
        const estimate = estimateDeckTurns(sim.deck, sim.hiddenEv, (t) => t >= need);
        thenTurnDeck = { until: d.until, ...estimate };
        trace.push(explain(sim, d, policy));
        trace.push(
          step(
            estimate.most === null
              ? `That may take ${estimate.fewest === 1 ? 'a single card' : `${estimate.fewest} cards or more`}; the deck may also run out first.`
              : estimate.fewest === estimate.most
                ? `That takes ${plural(estimate.fewest, 'card')} from the top.`
                : `That takes between ${estimate.fewest} and ${estimate.most} cards from the top.`,
            'ccg.expenses',
          ),
        );
        break;
      }
      trace.push(step(`The top deck card, ${top ? cardLabel(top) : 'unknown'}, has been seen already, so turning it is planned exactly.`, 'ccg.expenses'));
      const turned = applyPaymentAction(sim, { kind: 'turn-deck' });
      if (!turned.ok) return turned;
      plan.push({ kind: 'turn-deck' });
      sim = turned.value;
      continue;
    }
    trace.push(explain(sim, d, policy));
    for (const action of d.actions) {
      if (sim.status !== 'paying') break;
      const applied = applyPaymentAction(sim, action);
      if (!applied.ok) return applied;
      plan.push(action);
      sim = applied.value;
    }
  }
  const next: PaymentAction | null = plan[0] ?? (thenTurnDeck ? { kind: 'turn-deck' } : null);
  return ok({ policy, remaining: remainingAmount(state), next, plan, thenTurnDeck, outlook }, trace);
}

/** Start a payment and recommend how to pay it: the one call a tool (or a benchmark) needs. */
export function planPayment(
  input: PaymentInput,
  policy: PaymentPolicy = 'least-overpayment',
): CcgResult<{ state: PaymentState; recommendation: PaymentRecommendation }> {
  const started = startPayment(input);
  if (!started.ok) return started;
  const rec = recommendPayment(started.value, policy);
  if (!rec.ok) return rec;
  return ok({ state: started.value, recommendation: rec.value }, [...started.trace, ...rec.trace]);
}
