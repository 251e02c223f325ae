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

/**
 * A notice for a shared link that could not be read: why, in the reader's
 * words, and what is shown instead (by default the tool's clean state; a
 * tool that keeps a game on the device says that the saved game is shown).
 */
export function LinkProblem({ message, onDismiss, instead = 'The tool has started from a clean state.' }: { message: string; onDismiss: () => void; instead?: string | undefined }) {
  return (
    <div class="problem" role="alert">
      <strong>This link could not be read:</strong> {message} {instead}{' '}
      <button type="button" class="small" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
