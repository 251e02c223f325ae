/** The engine's trace, folded until the reader asks for it. */
import type { TraceStep } from '../../engine/core/result.ts';
import { Trace } from './Trace.tsx';

export function Why({ steps, label = 'Why, step by step' }: { steps: readonly TraceStep[]; label?: string }) {
  if (steps.length === 0) return null;
  return (
    <details class="why">
      <summary>
        {label} ({steps.length} {steps.length === 1 ? 'step' : 'steps'})
      </summary>
      <Trace steps={steps} title="Each step and the rule behind it" />
    </details>
  );
}
