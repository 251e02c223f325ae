/**
 * The calculator shell every tool is built on: question → worker → answer
 * box → why → examples. `useCalculator` keeps the question (the form's state,
 * in the link: a link that cannot be read starts the tool clean and says
 * why), has it worked out (in the page when it is cheap, else by a service
 * in a worker) and tells which example it is; `Calculator` draws the answer
 * box first (a live head: the verdict, or "one thing to fix first" with every
 * refusal and its rule while a field is refused, never an answer beside an
 * error), then what follows the verdict, why (the engine's steps, folded),
 * the examples, the tool's fields, and the one-line answer pinned to the
 * bottom of the screen while its head is out of sight. The kit knows no game.
 */
import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { TraceStep } from '../../engine/core/result.ts';
import { AnswerBox, AnswerPeek, useAnswerView, type AnswerView } from './Answer.tsx';
import { FixFirst, fixCount, fixFirstLine } from './FixFirst.tsx';
import type { Refusals, Unchecked } from './form.ts';
import { Examples, type Example } from './Presets.tsx';
import { LinkProblem } from './Problem.tsx';
import { sameState } from './same.ts';
import type { Answer, Asker, useAnswer } from './useAnswer.ts';
import { useUrlState, type LazySchema, type SchemaLike } from './useUrlState.ts';
import { Why } from './Why.tsx';

/** What every calculator's answer is: a value of its own (with `ok: true`), or what to fix first. */
export type CalcAnswer = { ok: true } | Unchecked;
type Ok<A> = Extract<A, { ok: true }>;

/** How the answer is worked out: in the page, or by a service (a worker) asked a question made from the state. */
export type Solver<S, A, Q> =
  | { compute: (state: S) => A }
  // The answer hook comes with the service, so that a tool working its answer out in the page does not load it.
  | { service: Asker<Q, A> & { seed?: (q: Q, a: A) => void }; question: (state: S) => Q; useAnswer: typeof useAnswer };

export interface CalcOptions<S, A, Q> {
  /** The link reader (loaded on demand when it is lazy). */
  link: SchemaLike<S> | LazySchema<S>;
  /** The clean state. */
  clean: () => S;
  examples: readonly Example<S>[];
  /** Fields an example leaves as the reader set them (a display switch, the readings chosen). */
  keep?: readonly (keyof S)[];
  solve: Solver<S, A, Q>;
  /** The first answer, worked out when the page was built (kept by the service, so it shows at once). */
  initial?: { question: Q; answer: A } | undefined;
}

export interface Calc<S, A> {
  state: S;
  set: (patch: Partial<S>) => void;
  replace: (next: S) => void;
  /** The answer for the state (while `working`, the previous one); undefined before the first. */
  answer: A | undefined;
  working: boolean;
  /** Why the answer could not be worked out (the worker failed), if it could not. */
  failure: string | undefined;
  retry: () => void;
  /** The refusals of the answer by field path (none while it is an answer). */
  errs: Refusals;
  view: AnswerView;
  examples: readonly Example<S>[];
  /** The example the state is, if it is one (the fields kept aside). */
  example: Example<S> | undefined;
  load: (example: Example<S>) => void;
  linkError: string | undefined;
  dismissLinkError: () => void;
}

const NOT_ASKED: Answer<never> = { value: undefined, working: false, error: undefined, cancelled: false, cancel: () => undefined, retry: () => undefined };
const notAsked = <Q, A>(_service: Asker<Q, A>, _req: Q | null): Answer<A> => NOT_ASKED;
const NONE: Refusals = {};

export function useCalculator<S extends object, A extends CalcAnswer, Q = S>({ link, clean, examples, keep = [], solve, initial }: CalcOptions<S, A, Q>): Calc<S, A> {
  const service = 'service' in solve ? solve.service : null;
  useState(() => initial && service?.seed?.(initial.question, initial.answer));
  const { state, setState, linkError, dismissLinkError } = useUrlState<S>(link, clean);
  const view = useAnswerView();
  const kept = (): Partial<S> => Object.fromEntries(keep.map((k) => [k, state[k]])) as Partial<S>;
  const computed = useMemo(() => ('compute' in solve ? solve.compute(state) : undefined), [state]);
  // A tool's way of solving never changes, so the hook called here is always the same one.
  const asked = ('useAnswer' in solve ? solve.useAnswer : notAsked)<Q, A>(service as Asker<Q, A>, service && 'question' in solve ? solve.question(state) : null);
  const answer = service ? asked.value : computed;
  const example = examples.find((e) => sameState({ ...e.state, ...kept() }, state));
  return {
    state,
    set: (patch) => setState({ ...state, ...patch }),
    replace: setState,
    answer,
    working: service ? asked.working : false,
    failure: service ? asked.error : undefined,
    retry: asked.retry,
    errs: answer && !answer.ok ? (answer as Unchecked).fields : NONE,
    view,
    examples,
    example,
    load: (e) => {
      setState({ ...e.state, ...kept() });
      view.show();
    },
    linkError,
    dismissLinkError,
  };
}

export interface CalculatorProps<S, A extends CalcAnswer> {
  calc: Calc<S, A>;
  /** The verdict lines of an answer (the live head of the box). */
  head: (a: Ok<A>) => ComponentChildren;
  /** The answer in one line, pinned to the screen while the head is out of sight. */
  peek: (a: Ok<A>) => string;
  /** What follows the verdict for an answer: tables, bars, the moves it offers. */
  body?: (a: Ok<A>) => ComponentChildren;
  /** Notes under any answer, refused or not (a reading changed). */
  notes?: ComponentChildren;
  /** The steps behind an answer, folded under "Why" (its `trace` by default). */
  why?: (a: Ok<A>) => readonly TraceStep[];
  whyLabel?: string;
  /** After "Why", inside the box: a further answer worked out from this one. */
  footer?: (a: Ok<A>) => ComponentChildren;
  /** After the box, before the examples: what the answer shows beside it (a table of pieces). */
  below?: (a: Ok<A>) => ComponentChildren;
  /** The names of the form's lists, for the places of refusals ("System 2: …"). */
  lists?: Readonly<Record<string, string>>;
  /** The verdict while something is refused (by default "One thing to fix first", or how many). */
  refused?: string;
  /** What the box is, for screen readers. */
  label?: string;
  /** The fields (the question). */
  children: ComponentChildren;
  /** After the fields: the exact-fractions switch, the readings. */
  after?: ComponentChildren;
  /** The tool's class beside `tool calc`; false when the container is the island's own (a tool loaded after the page: `lazyTool(…, 'calc …')`). */
  container?: string | false;
  /** Said while the first answer is worked out. */
  working?: string;
}

const traceOf = (a: { ok: true }): readonly TraceStep[] => (a as { trace?: readonly TraceStep[] }).trace ?? [];

export function Calculator<S, A extends CalcAnswer>(props: CalculatorProps<S, A>) {
  const { calc, head, peek, body, notes, why = traceOf, whyLabel, footer, below, lists, refused, label, children, after, container = '', working = 'Working it out…' } = props;
  const a = calc.answer;
  const ok = a !== undefined && a.ok && !calc.failure ? (a as Ok<A>) : null;
  const bad = a !== undefined && !a.ok && !calc.failure ? (a as Unchecked) : null;
  let top: ComponentChildren;
  let line: string;
  if (calc.failure) {
    top = (
      <>
        <p class="problem">This could not be worked out: {calc.failure}</p>
        <button type="button" class="small" onClick={calc.retry}>
          Try again
        </button>
      </>
    );
    line = 'This could not be worked out';
  } else if (bad) {
    top = <FixFirst fields={bad.fields} general={bad.general} lists={lists} title={refused} />;
    line = refused ?? fixFirstLine(fixCount(bad.fields, bad.general));
  } else if (ok) {
    top = head(ok);
    line = peek(ok);
  } else {
    top = (
      <p class="answer-working" role="status">
        {working}
      </p>
    );
    line = working;
  }
  const inner = (
    <>
      {calc.linkError && <LinkProblem message={calc.linkError} onDismiss={calc.dismissLinkError} />}
      <AnswerBox view={calc.view} busy={calc.working} tone={bad || calc.failure ? 'bad' : undefined} head={top} label={label}>
        {ok && body?.(ok)}
        {notes}
        {calc.example && <p class="answer-note">{calc.example.source}</p>}
        {ok && <Why steps={why(ok)} label={whyLabel} />}
        {ok && footer?.(ok)}
      </AnswerBox>
      {ok && below?.(ok)}
      <Examples examples={calc.examples} current={calc.example?.id ?? null} onLoad={calc.load} />
      {children}
      {after}
      <AnswerPeek view={calc.view}>{line}</AnswerPeek>
    </>
  );
  return container === false ? inner : <div class={container ? `tool calc ${container}` : 'tool calc'}>{inner}</div>;
}
