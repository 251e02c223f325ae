/**
 * Costs and expenses: work out a Credits cost (modifiers in order, the
 * Infamy surcharge, the floor at 0) or enter a run of expenses, then pay card
 * by card from hand, deck top and Expendable cards, with undo, the payer's
 * outlook, the ways to pay from hand and a recommended plan. Every rule comes
 * from the engine; this island parses, calls and renders. The answer comes
 * first (the cost, then the payment with its buttons), the form below it.
 */
import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { plural } from '../../engine/core/text.ts';
import { creditsCost } from '../../engine/ccg/costs/index.ts';
import { LinkProblem } from '../kit/Problem.tsx';
import { AnswerBox, AnswerPeek, useAnswerView } from '../kit/Answer.tsx';
import { RuleLinks, useRuleCatalogue } from '../kit/RuleLink.tsx';
import { Presets, ResetButton } from '../kit/Presets.tsx';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { LoadFailed, Working } from '../kit/Working.tsx';
import { Segmented, SelectField } from '../kit/fields.tsx';
import { useUrlState } from '../kit/useUrlState.ts';
import { Citations, DEFAULT_VIEW } from '../kit/citation-context.ts';
import { emptyState, POLICIES, type ExpenseToolState, type Mode } from './state.ts';
import { paymentInput, readModel } from './model.ts';
import type { PageExample } from './preset-page.ts';
import { CardInputs, CostInputs, SeriesInputs } from './inputs.tsx';
import { CostVerdict, CostWorking, POLICY_LABELS } from './cost-view.tsx';
import '../../styles/widgets.css';
import './expense.css';

const POLICY_OPTIONS = POLICIES.map((value) => ({ value, label: POLICY_LABELS[value] }));
/** The form's lists, by field name, for the place of each refusal ("Hand card 2: Enter the EV."). */
const LISTS = { modifiers: 'Modifier', expenses: 'Expense', hand: 'Hand card', deck: 'Deck card', expendable: 'Expendable card' };
const MODES: { value: Mode; label: string }[] = [
  { value: 'cost', label: 'A Credits cost, built from its parts' },
  { value: 'series', label: 'A run of expenses, paid one after another' },
];
const loadPayment = loadOnce(() => import('./Payment.tsx'));
const loadEditionUi = () => import('../edition/ui.tsx');
/** What keeps the page's payment and hands the reader's first moves over (loaded just after the tool is drawn, on a page that gave one). */
const loadDormant = () => import('../kit/Dormant.tsx');
/** The kit's "things to fix first" list, loaded with the first field that cannot be read: the page's first load has no room for it (30,544 of 30,720 B). */
const loadFixFirst = () => import('../kit/FixFirst.tsx');

interface Props {
  /** The books' examples with their states, worked out when the page was built (`toolPresets()` in preset-page.ts). */
  examples?: readonly PageExample[];
  /** The example the page opens with, worked out when the page was built. */
  initial?: ExpenseToolState;
  /** Its payment in one line, worked out with it (`toolPresets`), for the copy of the answer pinned to the screen. */
  paid?: string;
  /** The slot holding its payment part drawn when the page was built (`PaymentSnapshot`), kept until the reader reaches for it. */
  payment?: ComponentChildren;
}

/** The same situation, as the link holds it. */
const sameState = (a: ExpenseToolState, b: ExpenseToolState) => JSON.stringify(a) === JSON.stringify(b);

export default function ExpenseTool({ examples = [], initial: given, paid = '', payment }: Props) {
  const ruleLinks = useRuleCatalogue('/ccg/');
  const initial = () => given ?? emptyState();
  const { state, setState, linkError, linkRefusal, dismissLinkError } = useUrlState<ExpenseToolState>({ lazy: () => import('./link-reader.ts').then((m) => m.EXPENSE_URL) }, initial);

  /** Any change to the situation starts the payment over. */
  const edit = (patch: Partial<ExpenseToolState>) => setState((s) => ({ ...s, ...patch, steps: [] }));
  const load = (next: ExpenseToolState) => {
    dismissLinkError();
    setState(next);
  };

  const model = useMemo(() => readModel(state), [state]);
  const cost = useMemo(() => (state.mode === 'cost' && model.cost ? creditsCost(model.cost) : undefined), [state.mode, model]);
  const name = model.cost?.cardName ?? 'the card';
  const noCards = state.hand.length === 0 && state.deck.length === 0 && state.expendable.length === 0;

  const input = useMemo(() => paymentInput(state, model, cost), [model, cost, state.mode]);

  const [citations, setCitations] = useState(DEFAULT_VIEW);
  /** The reader has reached into the tool: the code of the payment the page drew is on its way. */
  const [woken, setWoken] = useState(false);
  const wake = () => setWoken(true);
  // The payment as the page drew it, while the situation and the cited edition are still the page's.
  const asBuilt = given !== undefined && payment !== undefined && citations === DEFAULT_VIEW && sameState(state, given);
  // The payment part (engine and view) is loaded when there is something to pay; the page's own, when the reader reaches for it.
  const needPayment = !!input && !noCards;
  const { value: Payment, failed: paymentFailed } = useLazy(needPayment && (woken || !asBuilt), loadPayment, (m) => m.default);

  const info = state.preset ? examples.find((p) => p.id === state.preset) : undefined;
  const EditionField = useLazy(true, loadEditionUi, (m) => m.CcgEditionField).value;
  const Dormant = useLazy(payment !== undefined, loadDormant, (m) => m.Dormant).value;
  const answer = useAnswerView();
  const [payLine, setPayLine] = useState(paid);
  const livePayment = Payment && input ? <Payment state={state} setState={setState} input={input} mode={state.mode} onLine={setPayLine} /> : null;
  // Every field that cannot be read, with its place and rule: the answer while the cost (or the run) cannot be worked out, else above the payment it holds back.
  const bad = Object.keys(model.errors).length > 0;
  const FixList = useLazy(bad, loadFixFirst, (m) => m.FixFirst).value;
  const fix = bad && (FixList ? <FixList fields={model.errors} general={null} lists={LISTS} /> : <p class="verdict bad">Something to fix first</p>);

  let head;
  let peek: string;
  if (state.mode === 'cost') {
    head = cost ? <CostVerdict result={cost} name={name} /> : fix;
    peek = cost?.ok ? `${plural(cost.value.final, 'Credit')} to pay` : 'Something to fix first';
  } else {
    const list = model.expenses ?? [];
    const total = list.reduce((sum, e) => sum + e.amount, 0);
    head = model.expenses ? (
      <h2 class="verdict">{list.length === 1 ? `One expense of ${total} to pay.` : `${list.length} expenses to pay, one after another: ${list.map((e) => e.amount).join(', ')} (${total} in all).`}</h2>
    ) : (
      fix
    );
    peek = model.expenses ? `${total} to pay` : 'Something to fix first';
  }

  return (
    <RuleLinks.Provider value={ruleLinks}>
      <Citations.Provider value={citations}>
        <div class="tool expense-tool" onPointerDown={wake} onFocusIn={wake}>
        {linkError && <LinkProblem message={linkError} instead={linkRefusal?.instead?.says} onDismiss={dismissLinkError} />}
        <Presets
          label="The books’ examples"
          presets={examples.map((p) => ({ id: p.id, label: p.title }))}
          current={state.preset}
          onPick={(id) => {
            load({ ...(examples.find((p) => p.id === id)?.state ?? emptyState()), ...(state.edition && { edition: state.edition }) });
            answer.show();
          }}
        >
          <ResetButton onClick={() => load(emptyState())} />
        </Presets>

        <AnswerBox view={answer} class="expense-answer" label="The cost and the payment" head={head}>
          {state.mode === 'cost' && cost && <CostWorking result={cost} />}
          {head !== fix && fix}
          {noCards && input && (
            <p class="notice" data-testid="no-cards">
              Enter the payer’s cards below (hand, deck top, Expendable cards in play) to pay{' '}
              {state.mode === 'cost' ? `the cost of ${name}` : state.expenses.length === 1 ? 'this expense' : 'these expenses'}.
            </p>
          )}
          {needPayment &&
            input &&
            (Payment || (asBuilt && !paymentFailed) ? (
              Dormant ? <Dormant wake={wake} kept={asBuilt && payment} live={livePayment} /> : <div class="dormant">{livePayment ?? payment}</div>
            ) : paymentFailed ? (
              <LoadFailed />
            ) : (
              <Working text="Loading the payment…" />
            ))}
        </AnswerBox>
        {EditionField ? <EditionField value={state.edition} onEdition={setState} steps={cost?.ok ? cost.trace : undefined} onView={setCitations} linked={linkRefusal} /> : <div class="edition-setting" aria-busy="true" />}

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

        <h2>What is paid, and with what</h2>
        <Segmented plain="mode" legend="What is being paid" value={state.mode} options={MODES} onChange={(mode) => edit({ mode })} />
        {state.mode === 'cost' ? <CostInputs state={state} errors={model.errors} edit={edit} /> : <SeriesInputs state={state} errors={model.errors} edit={edit} />}
        <CardInputs state={state} errors={model.errors} edit={edit} />
        <SelectField label="How the payer chooses (policy)" value={state.policy} options={POLICY_OPTIONS} onChange={(policy) => setState((s) => ({ ...s, policy }))} />
        <AnswerPeek view={answer} back="See the answer">
          {[peek, needPayment && (Payment || asBuilt) ? payLine : ''].filter(Boolean).join(': ')}
        </AnswerPeek>
        </div>
      </Citations.Provider>
    </RuleLinks.Provider>
  );
}
