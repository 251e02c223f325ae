/**
 * Costs and expenses: work out a Credits cost (modifiers in order, the
 * Infamy surcharge, the floor at 0) or enter a run of expenses, then pay card
 * by card from hand, deck top and Expendable cards, with undo, the payer's
 * outlook, the ways to pay from hand and a recommended plan. Every rule comes
 * from the engine; this island parses, calls and renders.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { creditsCost } from '../../engine/ccg/cost.ts';
import { allowedSources } from '../../engine/ccg/expense-types.ts';
import { checkSolvency, minimalHandPayments } from '../../engine/ccg/expense-check.ts';
import { recommendPayment } from '../../engine/ccg/expense-plan.ts';
import { payExpenseSeries } from '../../engine/ccg/expense-series.ts';
import { replaySession, sessionStep, type PaymentSessionInput } from '../../engine/ccg/expense-session.ts';
import type { CcgErr } from '../../engine/ccg/result.ts';
import type { PaymentAction } from '../../engine/ccg/expenses.ts';
import { Trace } from '../kit/Trace.tsx';
import { LinkProblem, Problem } from '../kit/Problem.tsx';
import { SelectField } from '../kit/fields.tsx';
import { useUrlState } from '../kit/useUrlState.ts';
import { emptyState, parseExpenseToolState, POLICIES, type ExpenseToolState, type Mode } from './state.ts';
import { actionCode, deckName, expendableId, expendableName, handId, handName, readModel } from './model.ts';
import { TOOL_PRESETS, presetInfo, presetState } from './presets.ts';
import { CardInputs, CostInputs, SeriesInputs } from './inputs.tsx';
import { Bankrupt, CostResult, HandWays, Outlook, Paid, POLICY_LABELS, Recommendation, WholeRun, who } from './results.tsx';
import '../../styles/widgets.css';
import './expense.css';

const POLICY_OPTIONS = POLICIES.map((value) => ({ value, label: POLICY_LABELS[value] }));

export default function ExpenseTool({ preset }: { preset?: string }) {
  const initial = () => (preset ? presetState(preset) : undefined) ?? emptyState();
  const { state, setState, linkError, dismissLinkError } = useUrlState<ExpenseToolState>(parseExpenseToolState, initial);
  const [refusal, setRefusal] = useState<{ error: CcgErr; title: string } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);

  /** Any change to the situation starts the payment over. */
  const edit = (patch: Partial<ExpenseToolState>) => {
    setRefusal(null);
    setState((s) => ({ ...s, ...patch, steps: [] }));
  };
  const load = (next: ExpenseToolState) => {
    setRefusal(null);
    dismissLinkError();
    setState(next);
  };

  const model = useMemo(() => readModel(state), [state]);
  const cost = useMemo(() => (state.mode === 'cost' && model.cost ? creditsCost(model.cost) : undefined), [state.mode, model]);
  const name = model.cost?.cardName ?? 'the card';
  const noCards = state.hand.length === 0 && state.deck.length === 0 && state.expendable.length === 0;

  const sessionInput = useMemo((): PaymentSessionInput | undefined => {
    const f = model.funds;
    if (!f) return undefined;
    if (state.mode === 'series') return model.expenses ? { ...f, expenses: model.expenses } : undefined;
    if (!cost?.ok) return undefined;
    return { ...f, expenses: [{ amount: cost.value.final, label: `the cost of ${name}`, restriction: cost.value.restriction }] };
  }, [model, cost, state.mode, name]);

  const replay = useMemo(() => (sessionInput && !noCards ? replaySession(sessionInput, model.actions) : undefined), [sessionInput, noCards, model.actions]);
  const session = replay?.ok ? replay.value.session : undefined;

  // A step in a shared link that the engine refuses: keep the steps before it, and say why.
  const rejected = replay?.ok ? replay.value.rejected : null;
  useEffect(() => {
    if (!rejected) return;
    setRefusal({ error: rejected.error, title: `Payment step ${rejected.index + 1} of the link was refused` });
    setState((s) => ({ ...s, steps: s.steps.slice(0, rejected.index) }));
  }, [rejected?.index, rejected?.error.error]);

  useEffect(() => {
    if (focusStatus.current) {
      focusStatus.current = false;
      statusRef.current?.focus();
    }
  }, [state.steps]);

  const current = session?.current;
  const paying = session?.status === 'paying' && current ? current : undefined;
  const remaining = current ? Math.max(0, current.amount - current.paid) : 0;

  const solvency = useMemo(() => {
    if (!sessionInput || noCards) return undefined;
    if (paying) {
      return checkSolvency({
        amount: remaining,
        restriction: paying.restriction,
        label: paying.label,
        payer: paying.payer,
        hand: paying.hand,
        deck: paying.deck,
        expendable: paying.expendable,
        hiddenEv: paying.hiddenEv,
      });
    }
    if (!session) {
      const first = sessionInput.expenses[0];
      return first ? checkSolvency({ ...sessionInput, amount: first.amount, restriction: first.restriction ?? 'expense', ...(first.label ? { label: first.label } : {}) }) : undefined;
    }
    return undefined;
  }, [sessionInput, noCards, paying, remaining, session]);

  const handWays = useMemo(
    () => (paying && allowedSources(paying.restriction).hand ? minimalHandPayments({ amount: remaining, hand: paying.hand }) : undefined),
    [paying, remaining],
  );
  const rec = useMemo(() => (paying ? recommendPayment(paying, state.policy) : undefined), [paying, state.policy]);
  const whole = useMemo(
    () => (sessionInput && !noCards ? payExpenseSeries({ ...sessionInput, policy: state.policy }) : undefined),
    [sessionInput, noCards, state.policy],
  );

  const act = (action: PaymentAction) => {
    if (!session) return;
    const r = sessionStep(session, action);
    if (!r.ok) {
      setRefusal({ error: r, title: 'Not allowed' });
      return;
    }
    setRefusal(null);
    focusStatus.current = true;
    setState((s) => ({ ...s, steps: [...s.steps, actionCode(action)] }));
  };
  const undo = () => {
    setRefusal(null);
    focusStatus.current = true;
    setState((s) => ({ ...s, steps: s.steps.slice(0, -1) }));
  };
  const restart = () => {
    setRefusal(null);
    focusStatus.current = true;
    setState((s) => ({ ...s, steps: [] }));
  };

  const info = state.preset ? presetInfo(state.preset) : undefined;
  const names = new Map(state.hand.map((_, i) => [handId(i), handName(state, i)] as const));
  const payer = model.funds?.payer ?? (state.payer.trim() || 'captain');
  const deckLeft = current?.deck ?? [];
  const top = deckLeft[0];

  return (
    <div class="tool expense-tool">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <div class="presets" role="group" aria-label="The books’ examples">
        <span>Load an example:</span>
        {TOOL_PRESETS.map((p) => (
          <button type="button" class="small" key={p.id} data-preset={p.id} aria-pressed={state.preset === p.id ? 'true' : 'false'} onClick={() => load(presetState(p.id) ?? emptyState())}>
            {p.title}
          </button>
        ))}
        <button type="button" class="small" onClick={() => load(emptyState())}>
          Reset
        </button>
      </div>
      {info && (
        <div class="preset-note">
          <p>
            <strong>{info.title}</strong> — {info.source}.
          </p>
          {info.standIns.length > 0 && (
            <>
              <p>Ours, not the book’s:</p>
              <ul>
                {info.standIns.map((s, i) => (
                  <li key={i}>{s}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      <fieldset class="mode">
        <legend>What is being paid</legend>
        {(['cost', 'series'] as Mode[]).map((m) => (
          <label class="check" key={m}>
            <input type="radio" name="expense-mode" value={m} checked={state.mode === m} onChange={() => edit({ mode: m })} />
            {m === 'cost' ? 'A Credits cost, built from its parts' : 'A run of expenses, paid one after another'}
          </label>
        ))}
      </fieldset>

      {state.mode === 'cost' ? <CostInputs state={state} errors={model.errors} edit={edit} /> : <SeriesInputs state={state} errors={model.errors} edit={edit} />}
      {state.mode === 'cost' && (
        <section class="expense-section" aria-live="polite">
          <h2>The cost</h2>
          {cost ? <CostResult result={cost} name={name} /> : <p class="field-error">Fix the marked fields of the cost to see it worked out.</p>}
        </section>
      )}

      <CardInputs state={state} errors={model.errors} edit={edit} />

      <section class="expense-section" aria-labelledby="expense-pay-title">
        <h2 id="expense-pay-title">Paying, card by card</h2>
        <SelectField label="How the payer chooses (policy)" value={state.policy} options={POLICY_OPTIONS} onChange={(policy) => setState((s) => ({ ...s, policy }))} />
        {Object.keys(model.errors).length > 0 && <p class="field-error">Fix the marked fields to pay.</p>}
        {noCards && sessionInput && (
          <p class="notice" data-testid="no-cards">
            Enter the payer’s cards above (hand, deck top, Expendable cards in play) to pay {state.mode === 'cost' ? `the cost of ${name}` : state.expenses.length === 1 ? 'this expense' : 'these expenses'}.
          </p>
        )}
        {replay && !replay.ok && <Problem error={replay} title={state.mode === 'cost' ? 'This cost cannot be attempted' : 'This cannot be paid'} />}
        {solvency && <Outlook solvency={solvency} payer={payer} />}

        {session && current && (
          <>
            <p class="pay-status" ref={statusRef} tabIndex={-1} aria-live="polite" data-testid="pay-status">
              {session.expenses.length > 1 && `Expense ${session.index + 1} of ${session.expenses.length}: `}
              {who(current.label)}: paid {current.paid} of {current.amount}, {remaining} still owed, {session.lostEv} EV lost so far.{' '}
              {session.status === 'met' && 'Every amount is met.'}
              {session.status === 'bankrupt' && `${who(current.payer)} is bankrupt.`}
              {session.status === 'refused' && 'The next cost cannot be attempted.'}
            </p>
            {refusal && <Problem error={refusal.error} title={refusal.title} />}
            {session.status === 'refused' && session.refusal && <Problem error={session.refusal} title="Cannot go on" />}

            <div class="pay-actions" role="group" aria-label="Pay with">
              {state.hand.map((_, i) => {
                const c = current.hand.find((h) => h.id === handId(i));
                return c ? (
                  <button type="button" key={`h${i}`} data-step={handId(i)} onClick={() => act({ kind: 'expend-hand', cardId: c.id })}>
                    Expend {handName(state, i)} (EV {c.ev})
                  </button>
                ) : null;
              })}
              <button type="button" data-step="d" onClick={() => act({ kind: 'turn-deck' })}>
                Turn over the top deck card{' '}
                <span class="muted">
                  ({deckLeft.length === 0 ? 'deck empty' : `${deckLeft.length} left; top card ${top?.known ? `seen, EV ${top.ev}` : 'unseen'}`})
                </span>
              </button>
              {state.expendable.map((_, i) => {
                const c = current.expendable.find((x) => x.id === expendableId(i));
                return c ? (
                  <button type="button" key={`x${i}`} data-step={expendableId(i)} onClick={() => act({ kind: 'jettison', cardId: c.id })}>
                    Jettison {expendableName(state, i)} (X {c.value})
                  </button>
                ) : null;
              })}
            </div>
            <div class="actions">
              <button type="button" class="small" onClick={undo} disabled={state.steps.length === 0}>
                Undo the last step
              </button>
              <button type="button" class="small" onClick={restart} disabled={state.steps.length === 0}>
                Start the payment over
              </button>
            </div>

            <Paid session={session} />
            {session.status === 'bankrupt' && <Bankrupt session={session} />}
            {session.status === 'met' && (
              <p class="verdict good" data-testid="met">
                {session.expenses.length > 1 ? `All ${session.expenses.length} expenses are met` : `${who(current.label)} is met`}, with {session.lostEv} EV lost to overpayment. Any further card is refused.
              </p>
            )}
            {paying && handWays && <HandWays ways={handWays} names={names} remaining={remaining} />}
            {paying && rec && <Recommendation rec={rec} state={paying} onTake={act} />}
            {whole && <WholeRun result={whole} payer={payer} />}
            <Trace steps={replay?.ok ? replay.trace : []} title="The payment, step by step" />
            {deckLeft.length > 0 && (
              <p class="muted">
                Deck left, top first: {deckLeft.map((c) => (c.known ? `${deckName(state, Number(c.id.slice(1)))} (EV ${c.ev})` : 'unseen card')).join(', ')}.
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
}
