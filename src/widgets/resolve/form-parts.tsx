/**
 * Pieces both halves of the resolution form share: messages beside fields,
 * card-type options, and the limits of the link enforced where the person
 * types or adds (text fields that stop at the link reader's length, Add
 * buttons disabled with the reason when a list is full or the link would
 * pass its cap).
 */
import { useId } from 'preact/hooks';
import { NumberField, TextField } from '../kit/fields.tsx';
import { LINK_FULL, rowFits } from './link-room.ts';
import { CARD_TYPES, LIMITS } from './state.ts';

export type Errors = Record<string, string>;
/** Every message for a field or anything inside it. */
export const errorsAt = (errors: Errors, path: string): string[] =>
  Object.entries(errors)
    .filter(([k]) => k === path || k.startsWith(`${path}.`))
    .map(([, v]) => v);

export const Messages = ({ list }: { list: string[] }) =>
  list.length ? (
    <span class="field-error">
      {list.join(' ')}
    </span>
  ) : null;

export const TYPE_OPTIONS = CARD_TYPES.map((t) => ({ value: t, label: t }));
export const ANY_TYPE_OPTIONS = [{ value: '', label: 'any card' }, ...TYPE_OPTIONS];

/**
 * Characters of link left for the situation: the tool sets it as it draws
 * (a module value rather than a Preact context, which would make the code
 * every tool page shares export more). Parts of the form drawn once take the
 * room as a prop and are drawn again when `roomBand` of it changes.
 */
let linkRoom = Number.POSITIVE_INFINITY;
export const setLinkRoom = (n: number): void => {
  linkRoom = n;
};
/** The room as far as an Add button can tell the difference: exact only when the link is nearly full (a row takes a few hundred characters at most). */
export const roomBand = (n: number): number => Math.min(n, 1000);

interface TextProps {
  label: string;
  value: string;
  onInput: (v: string) => void;
  error?: string | undefined;
  hint?: string;
}

const FULL_TEXT = `At most ${LIMITS.text} characters.`;
const limited = (p: TextProps) => ({
  ...p,
  onInput: (v: string) => p.onInput(v.slice(0, LIMITS.text)),
  hint: p.value.length >= LIMITS.text ? (p.hint ? `${p.hint} ${FULL_TEXT}` : FULL_TEXT) : p.hint,
});

/** A text field that keeps no more than the link reader reads (what is typed past it is dropped, and the field says so). */
export const Text = (p: TextProps) => <TextField {...limited(p)} />;
export const Num = (p: TextProps) => <NumberField {...limited(p)} />;

interface AddProps {
  label: string;
  /** What the button adds, to tell whether the link has room for it. */
  row: unknown;
  count: number;
  max: number;
  /** The list's items, for the reason: "at most 10 requirements". */
  what: string;
  onAdd: () => void;
  class?: string;
}

/** An Add button, disabled with its reason beside it when the list is full or the link has no room. */
export function AddButton({ label, row, count, max, what, onAdd, class: cls = 'small' }: AddProps) {
  const id = useId();
  const room = linkRoom;
  const why = count >= max ? `At most ${max} ${what}.` : !rowFits(room, row) ? LINK_FULL : undefined;
  return (
    <span class="add">
      <button type="button" class={cls} disabled={why !== undefined} aria-describedby={why ? `${id}-why` : undefined} onClick={onAdd}>
        {label}
      </button>
      {why && (
        <span class="field-hint add-why" id={`${id}-why`}>
          {why}
        </span>
      )}
    </span>
  );
}

/** The same messages for a field and everything inside it (to tell whether a part of the form must be drawn again). */
export const sameErrorsAt = (a: Errors, b: Errors, path: string): boolean => a === b || errorsAt(a, path).join('\n') === errorsAt(b, path).join('\n');
export const sameJson = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
