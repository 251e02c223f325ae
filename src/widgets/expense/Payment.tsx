/**
 * The payment part of the costs-and-expenses tool, loaded when there is
 * something to pay: card by card from hand, deck top and Expendable cards,
 * with undo, the payer's outlook, the ways to pay from hand, the recommended
 * plan, the EV lost on each expense, and bankruptcy. The steps live in the
 * tool's state (so in the URL); the session is replayed from them.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { allowedSources } from '../../engine/ccg/costs/index.ts';
import { checkSolvency, minimalHandPayments } from '../../engine/ccg/costs/index.ts';
import { recommendPayment } from '../../engine/ccg/costs/index.ts';
import { replaySession, sessionStep, type PaymentSessionInput } from '../../engine/ccg/costs/index.ts';
import type { CcgErr } from '../../engine/ccg/index.ts';
import type { PaymentAction } from '../../engine/ccg/costs/index.ts';
import { Why } from '../kit/Why.tsx';
import { Problem } from '../kit/Problem.tsx';
import type { ExpenseToolState } from './state.ts';
import { actionCode, deckName, expendableId, expendableName, handId, handName, stepAction } from './model.ts';
import { Bankrupt, HandWays, Outlook, Paid, paymentLine, Recommendation, who, withValue } from './results.tsx';

export interface PaymentProps {
  state: ExpenseToolState;
  setState: (update: (s: ExpenseToolState) => ExpenseToolState) => void;
  input: PaymentSessionInput;
  /** 'cost' or 'series': what a refusal to start is called. */
  mode: ExpenseToolState['mode'];
  /** Told the payment in one line whenever it changes (for the copy of the answer pinned to the screen). */
  onLine?: (line: string) => void;
}

export default function Payment({ state, setState, input, mode, onLine }: PaymentProps) {
  const [refusal, setRefusal] = useState<{ error: CcgErr; title: string } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);

  const actions = useMemo(() => state.steps.map(stepAction), [state.steps]);
  const replay = useMemo(() => replaySession(input, actions), [input, actions]);
  const session = replay.ok ? replay.value.session : undefined;

  // A new situation (not a new step) clears an old refusal.
  const situation = useMemo(() => JSON.stringify(input), [input]);
  useEffect(() => setRefusal(null), [situation]);

  // A step in a shared link that the engine refuses: keep the steps before it, and say why.
  const rejected = replay.ok ? replay.value.rejected : null;
  useEffect(() => {
    if (!rejected) return;
    setRefusal({ error: rejected.error, title: `Payment step ${rejected.index + 1} of the link was refused` });
    setState((s) => ({ ...s, steps: s.steps.slice(0, rejected.index) }));
  }, [rejected?.index, rejected?.error.error]);

  // After a step, focus the status line, just before the pay buttons (the button pressed may be
  // gone or disabled). A layout effect, so focus moves in the same frame as the new text: a
  // keyboard user who presses Tab at once never starts from a disabled Undo button.
  useLayoutEffect(() => {
    if (focusStatus.current) {
      focusStatus.current = false;
      statusRef.current?.focus();
    }
  }, [state.steps]);

  const current = session?.current;
  const paying = session?.status === 'paying' ? current : undefined;
  const remaining = current ? Math.max(0, current.amount - current.paid) : 0;

  // Certain bankruptcy (true values) and the payer's view, for what is still owed.
  const solvency = useMemo(() => {
    if (paying) return checkSolvency({ ...paying, amount: remaining, attempted: true });
    const first = input.expenses[0];
    return !session && first ? checkSolvency({ ...input, ...first }) : undefined;
  }, [input, paying, remaining, session]);
  const handWays = useMemo(
    () => (paying && allowedSources(paying.restriction).hand ? minimalHandPayments({ amount: remaining, hand: paying.hand }) : undefined),
    [paying, remaining],
  );
  const rec = useMemo(() => (paying ? recommendPayment(paying, state.policy) : undefined), [paying, state.policy]);

  const step = (update: (steps: string[]) => string[]) => {
    setRefusal(null);
    focusStatus.current = true;
    setState((s) => ({ ...s, steps: update(s.steps) }));
  };
  const act = (action: PaymentAction) => {
    if (!session) return;
    const r = sessionStep(session, action);
    if (!r.ok) setRefusal({ error: r, title: 'Not allowed' });
    else step((steps) => [...steps, actionCode(action)]);
  };

  const line = session ? paymentLine(session) : '';
  useEffect(() => onLine?.(line), [line]);

  const names = new Map(input.hand.map((c) => [c.id, withValue(c.name ?? c.id, c.ev)] as const));
  const deckLeft = current?.deck ?? [];
  const top = deckLeft[0];
  const payer = input.payer ?? 'captain';

  return (
    <>
      {!replay.ok && <Problem error={replay} title={mode === 'cost' ? 'This cost cannot be attempted' : 'This cannot be paid'} />}
      {solvency && <Outlook solvency={solvency} payer={payer} />}
      {session && current && (
        <>
          <p class="pay-status" ref={statusRef} tabIndex={-1} aria-live="polite" data-testid="pay-status">
            {session.expenses.length > 1 && `Expense ${session.index + 1} of ${session.expenses.length}: `}
            {who(current.label)}: paid {current.paid} of {current.amount}, {remaining} still owed, {session.lostEv} EV lost so far.{' '}
            {session.status === 'met' && (session.expenses.length > 1 ? 'Every expense is met.' : 'Nothing more is owed.')}
            {session.status === 'bankrupt' && `${who(current.payer)} is bankrupt.`}
            {session.status === 'refused' && 'The next cost cannot be attempted.'}
          </p>
          {refusal && <Problem error={refusal.error} title={refusal.title} />}
          {session.status === 'refused' && session.refusal && <Problem error={session.refusal} title="Cannot go on" />}

          <div class="pay-actions" role="group" aria-label="Pay with">
            {state.hand.map((_, i) => {
              const c = current.hand.find((h) => h.id === handId(i));
              return (
                c && (
                  <button type="button" key={c.id} data-step={c.id} onClick={() => act({ kind: 'expend-hand', cardId: c.id })}>
                    Expend {withValue(handName(state, i), c.ev)}
                  </button>
                )
              );
            })}
            <button type="button" data-step="d" onClick={() => act({ kind: 'turn-deck' })}>
              Turn over the top deck card{' '}
              <span class="muted">({deckLeft.length === 0 ? 'deck empty' : `${deckLeft.length} left; top card ${top?.known ? `seen, EV ${top.ev}` : 'unseen'}`})</span>
            </button>
            {state.expendable.map((_, i) => {
              const c = current.expendable.find((x) => x.id === expendableId(i));
              return (
                c && (
                  <button type="button" key={c.id} data-step={c.id} onClick={() => act({ kind: 'jettison', cardId: c.id })}>
                    Jettison {withValue(expendableName(state, i), c.value, 'X')}
                  </button>
                )
              );
            })}
          </div>
          <div class="actions">
            <button type="button" class="small" onClick={() => step((s) => s.slice(0, -1))} disabled={state.steps.length === 0}>
              Undo the last step
            </button>
            <button type="button" class="small" onClick={() => step(() => [])} disabled={state.steps.length === 0}>
              Start the payment over
            </button>
          </div>

          <Paid session={session} />
          {session.status === 'bankrupt' && replay.ok && (
            <Bankrupt steps={replay.trace.filter((t) => t.rule === 'ccg.bankruptcy' || t.rule === 'ccg.note.credits-cost-shortfall')} />
          )}
          {session.status === 'met' && (
            <p class="verdict good" data-testid="met">
              {session.expenses.length > 1 ? `All ${session.expenses.length} expenses are met` : `${who(current.label)} is met`}, with {session.lostEv} EV lost to overpayment. Any further
              card is refused.
            </p>
          )}
          {paying && handWays && <HandWays ways={handWays} names={names} remaining={remaining} />}
          {paying && rec && <Recommendation rec={rec} state={paying} onTake={act} />}
          <Why steps={replay.ok ? replay.trace : []} label="The payment, step by step" />
          {deckLeft.length > 0 && (
            <p class="muted">
              Deck left, top first: {deckLeft.map((c) => (c.known ? withValue(deckName(state, Number(c.id.slice(1))), c.ev) : 'unseen card')).join(', ')}.
            </p>
          )}
        </>
      )}
    </>
  );
}
