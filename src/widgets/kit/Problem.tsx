/** An engine refusal: what was wrong, and the rule that forbids it. */
import type { Err } from '../../engine/core/result.ts';
import { RuleCite } from './RuleLink.tsx';

export function Problem({ error, title = 'Not allowed' }: { error: Err; title?: string }) {
  return (
    <div class="problem" role="alert">
      <strong>{title}:</strong> {error.error}{' '}
      <RuleCite rule={error.rule} />
    </div>
  );
}

/** A notice for a shared link that could not be read; the tool starts clean. */
export function LinkProblem({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div class="problem" role="alert">
      <strong>This link could not be read:</strong> {message} The tool has started from a clean state.{' '}
      <button type="button" class="small" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
