/**
 * Every limit a tool's link reader enforces is enforced where the person types
 * or adds, so a link the tool writes always reopens to the same state:
 * `LimitedText` and `LimitedNumber` keep typed text within the most a link
 * holds and say so beside the field; `linkRefusal` tells whether the tool's own reader
 * would refuse the link of a state, and `LimitProblem` says that a change was
 * not kept for that reason. Only the tools that need these load them (they
 * stay out of the kit's shared chunk).
 */
import type { ComponentProps } from 'preact';
import { limitNote, NumberField, TextField } from './fields.tsx';
import { encodeState } from './url-codec.ts';
import { readEncodedState, type UrlSchema } from './url-state.ts';

/** Typed text cut to the most characters the tool's link keeps. */
export const limitText = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

export { limitNote };

/** A text field that keeps at most `max` characters and says so beside itself at the limit. */
export function LimitedText({ max, value, onInput, hint, ...rest }: ComponentProps<typeof TextField> & { max: number }) {
  return <TextField {...rest} value={value} maxLength={max} hint={hint} onInput={(text) => onInput(limitText(text, max))} />;
}

/** The same for a number typed as text (the kit's NumberField: a number pad on phones, or the full keyboard for a signed amount). */
export function LimitedNumber({ max, value, onInput, hint, ...rest }: ComponentProps<typeof NumberField> & { max: number }) {
  return <NumberField {...rest} value={value} maxLength={max} hint={hint} onInput={(text) => onInput(limitText(text, max))} />;
}

/**
 * Why the tool's own reader would refuse the link of `state` (too long, nested
 * too deeply, or its parser's reason), or undefined when it reads it back. A
 * tool checks a change with it before keeping it.
 */
export function linkRefusal<T>(state: T, schema: UrlSchema<T>): string | undefined {
  const read = readEncodedState(encodeState(state), schema);
  return read.ok ? undefined : read.error;
}

/**
 * A change the tool did not keep, because its link could not be read back.
 * Pinned to the bottom of the screen, beside whatever the person was typing.
 */
export function LimitProblem({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div class="problem limit-problem" role="alert">
      <strong>Not kept:</strong> {message}{' '}
      <button type="button" class="small" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
