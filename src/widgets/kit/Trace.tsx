/**
 * The engine's trace: numbered steps, each with the rule that decides it.
 * Consecutive steps that cite the same rule are one run: a bar marks it, and
 * the rule is cited once, after its last step, as "Rule for steps 3–5".
 * A step that states our reading carries the "Our reading" label: its
 * `reading`, or the rule it cites when that rule is a source note (its
 * catalogue entry's `note`).
 */
import { useContext } from 'preact/hooks';
import type { TraceStep } from '../../engine/core/result.ts';
import { Citations } from './citation-context.ts';
import { RuleCite, RuleLinks } from './RuleLink.tsx';
import { StepText } from './StepText.tsx';

interface Props {
  steps: readonly TraceStep[];
  /** Heading shown above the list. */
  title?: string;
  start?: number;
}

export function Trace({ steps, title = 'Why, step by step', start = 1 }: Props) {
  const { cite, both } = useContext(Citations);
  const { resolve } = useContext(RuleLinks);
  const noteOf = (rule: string) => (resolve(rule)?.note ? rule : undefined);
  if (steps.length === 0) return null;
  // A run is the steps citing one rule as shown: under another edition, two rules may become one.
  const shown = steps.map((s) => (both ? s.rule : cite(s.rule)));
  let from = 0;
  return (
    <section class="trace" aria-label={title}>
      <h3 class="trace-title">{title}</h3>
      <ol start={start}>
        {steps.map((s, i) => {
          if (shown[i] !== shown[i - 1]) from = i;
          const last = shown[i] !== shown[i + 1];
          return (
            <li key={i} class={last && from === i ? undefined : 'trace-run'}>
              <span class="trace-text">
                <StepText text={s.text} reading={s.reading ?? noteOf(shown[i]!)} />
              </span>
              {last && ' '}
              {last && <RuleCite rule={s.rule} steps={from < i ? `${start + from}–${start + i}` : undefined} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
