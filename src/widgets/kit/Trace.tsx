/** The engine's trace: numbered steps, each with the rule that decides it. */
import type { TraceStep } from '../../engine/core/result.ts';
import { RuleCite } from './RuleLink.tsx';

interface Props {
  steps: readonly TraceStep[];
  /** Heading shown above the list. */
  title?: string;
  start?: number;
}

export function Trace({ steps, title = 'Why, step by step', start = 1 }: Props) {
  if (steps.length === 0) return null;
  return (
    <section class="trace" aria-label={title}>
      <h3 class="trace-title">{title}</h3>
      <ol start={start}>
        {steps.map((s, i) => (
          <li key={i}>
            <span class="trace-text">{s.text}</span>{' '}
            <RuleCite rule={s.rule} />
          </li>
        ))}
      </ol>
    </section>
  );
}
