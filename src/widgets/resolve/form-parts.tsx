/**
 * Pieces both halves of the resolution form share: messages beside fields,
 * card-type options, and the limits of the link enforced where the person
 * types or adds (text fields that stop at the link reader's length, Add
 * buttons disabled with the reason when a list is full or the link would
 * pass its cap).
 */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { NumberField, TextField } from '../kit/fields.tsx';
import { RuleCite } from '../kit/RuleLink.tsx';
import { LINK_FULL, rowFits } from './link-room.ts';
import { CARD_TYPES, LIMITS } from './state.ts';
import type { FieldErrors, FieldProblem } from './view.ts';

export type Errors = FieldErrors;
export type { FieldProblem };

/** The words of a problem. */
export const messageOf = (p: FieldProblem): string => (typeof p === 'string' ? p : p.error);
/** The rule behind a problem, when the engine (or its limits) gave one. */
export const ruleOf = (p: FieldProblem | undefined): string | undefined => (p === undefined || typeof p === 'string' ? undefined : p.rule);

/** Every problem for a field or anything inside it. */
export const errorsAt = (errors: Errors, path: string): FieldProblem[] =>
  Object.entries(errors)
    .filter(([k]) => k === path || k.startsWith(`${path}.`))
    .map(([, v]) => v);

/** Problems shown together (under a requirement or an option), each with its rule. */
export const Messages = ({ list }: { list: FieldProblem[] }) =>
  list.length ? (
    <span class="field-error">
      {list.map((p, i) => (
        <span key={i}>
          {i > 0 && ' '}
          {messageOf(p)}
          {ruleOf(p) && (
            <>
              {' '}
              <RuleCite rule={ruleOf(p)!} />
            </>
          )}
        </span>
      ))}
    </span>
  ) : null;

/** A field and, under its message, the rule the message comes from. */
export function WithRule({ problem, children }: { problem: FieldProblem | undefined; children: ComponentChildren }) {
  const rule = ruleOf(problem);
  if (!rule) return <>{children}</>;
  return (
    <div class="field-with-rule">
      {children}
      <span class="field-rule">
        <RuleCite rule={rule} />
      </span>
    </div>
  );
}

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
  error?: FieldProblem | undefined;
  hint?: string;
  /** The most characters the field keeps: a name's unless told (the link reader's and the engine's limit). */
  max?: number;
}

const limited = ({ max = LIMITS.name, error, ...p }: TextProps) => ({
  ...p,
  maxLength: max,
  error: error === undefined ? undefined : messageOf(error),
  onInput: (v: string) => p.onInput(v.slice(0, max)),
  hint: p.value.length >= max ? (p.hint ? `${p.hint} At most ${max} characters.` : `At most ${max} characters.`) : p.hint,
});

/** A text field that keeps no more than the link reader and the engine read (longer text is not taken, and the field says so), its problem shown with its rule. */
export const Text = (p: TextProps) => (
  <WithRule problem={p.error}>
    <TextField {...limited(p)} />
  </WithRule>
);
/** A number typed as text: at most `LIMITS.number` characters. */
export const Num = (p: TextProps) => (
  <WithRule problem={p.error}>
    <NumberField {...limited({ max: LIMITS.number, ...p })} />
  </WithRule>
);

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
export const sameErrorsAt = (a: Errors, b: Errors, path: string): boolean => a === b || sameJson(errorsAt(a, path), errorsAt(b, path));
export const sameJson = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
