/**
 * Form fields that show their own validation message beside them and keep
 * the typed text even when it is not valid yet, so nothing typed is lost. A
 * message is a sentence, or an engine refusal with the rule behind it (shown
 * with its citation). A number field keeps at most `TYPED_MAX` characters,
 * the same limit its tool's link reader holds, and says so at the limit; a
 * number past an engine limit is refused by the engine with the limit stated,
 * never cut to fit.
 */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import type { Refusal } from './form.ts';
import { TYPED_MAX } from './limits.ts';
import { RuleCite } from './RuleLink.tsx';

export { TYPED_MAX, type Refusal };

/** What a field may show beside itself: nothing, a sentence, or a refusal with its rule. */
export type FieldProblem = string | Refusal | undefined;

/** A problem in words: the sentence, or the refusal with its rule cited. */
function ProblemText({ error }: { error: string | Refusal }) {
  return typeof error === 'string' ? (
    <>{error}</>
  ) : (
    <>
      {error.error} <RuleCite rule={error.rule} />
    </>
  );
}

/** The message beside a field, named by the field's `aria-describedby` (`<id>-error`); nothing while the field is valid. */
export function FieldError({ id, error }: { id: string; error: FieldProblem }) {
  if (!error) return null;
  return (
    <span class="field-error" id={`${id}-error`}>
      <ProblemText error={error} />
    </span>
  );
}

/** A problem that belongs to a row or a group of fields rather than to one field. */
export function GroupError({ error }: { error: FieldProblem }) {
  if (!error) return null;
  return (
    <p class="field-error group-error">
      <ProblemText error={error} />
    </p>
  );
}

/** What stands under a field: its note (its hint, or the limit reached), then its message. */
export function FieldFoot({ id, note, error }: { id: string; note: string | undefined; error: FieldProblem }) {
  return (
    <>
      {note && (
        <span class="field-hint" id={`${id}-hint`}>
          {note}
        </span>
      )}
      <FieldError id={id} error={error} />
    </>
  );
}

export const describedBy = (id: string, error: FieldProblem, hint: unknown) => [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

interface FieldProps {
  label: ComponentChildren;
  value: string;
  onInput: (value: string) => void;
  error?: FieldProblem;
  hint?: string | undefined;
  inputMode?: 'numeric' | 'decimal' | 'text';
  size?: 'short' | 'long';
  name?: string;
  /** The most characters the field takes (the limit its tool's links hold): at the limit, the hint says so. */
  maxLength?: number;
  /** A number that may carry a sign: the full keyboard stays, as a phone's number pad has no minus. */
  signed?: boolean;
  /**
   * Enter in the field: the handler runs and the focus stays, with the text
   * selected, so the next value typed at the table replaces it (dice entered
   * one roll after another).
   */
  onEnter?: () => void;
  /** Shown after the input on one line (a − / + pair of buttons); the field then takes the width it needs. */
  trail?: ComponentChildren;
}

/** The note beside a field once its text reaches the limit (otherwise the field's own hint). */
export function limitNote(text: string, max: number | undefined, hint?: string): string | undefined {
  return max !== undefined && text.length >= max ? `At most ${max} characters: the most a link to this tool keeps.` : hint;
}

export function TextField({ label, value, onInput, error, hint, inputMode = 'text', size = 'long', name, maxLength, signed, onEnter, trail }: FieldProps) {
  const id = useId();
  const note = limitNote(value, maxLength, hint);
  const number = inputMode !== 'text' || signed;
  const input = (
    <input
      id={id}
      name={name}
      type="text"
      inputMode={inputMode}
      enterKeyHint={number ? 'done' : undefined}
      spellcheck={number ? false : undefined}
      data-signed={signed ? '' : undefined}
      maxLength={maxLength}
      autoComplete="off"
      value={value}
      aria-invalid={error ? 'true' : undefined}
      aria-describedby={describedBy(id, error, note)}
      onInput={(e) => onInput((e.currentTarget as HTMLInputElement).value)}
      data-enter={onEnter ? '' : undefined}
      onKeyDown={
        onEnter &&
        ((e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          const input = e.currentTarget as HTMLInputElement;
          const tool = input.closest('.tool');
          onEnter();
          // After the change is drawn: keep the place, ready for the next value (or the next
          // entry field of the tool, when the step entered is replaced by the next one).
          requestAnimationFrame(() => {
            const next = input.isConnected ? input : tool?.querySelector<HTMLInputElement>('input[data-enter]');
            next?.focus();
            next?.select();
          });
        })
      }
    />
  );
  return (
    <div class={`field ${size}`}>
      <label for={id}>{label}</label>
      {trail ? (
        <span class="field-line">
          {input}
          {trail}
        </span>
      ) : (
        input
      )}
      <FieldFoot id={id} note={note} error={error} />
    </div>
  );
}

/**
 * A number: whole numbers open the phone's number pad, decimals the pad with
 * a point; a signed amount keeps the full keyboard (see `signed`). It keeps
 * at most `TYPED_MAX` characters unless told otherwise; `wide` for a longer
 * label or a list of numbers.
 */
export function NumberField({ kind = 'whole', wide, maxLength = TYPED_MAX, ...props }: Omit<FieldProps, 'inputMode' | 'size' | 'signed'> & { kind?: 'whole' | 'decimal' | 'signed'; wide?: boolean | undefined }) {
  return <TextField {...props} maxLength={maxLength} inputMode={kind === 'whole' ? 'numeric' : kind === 'decimal' ? 'decimal' : 'text'} signed={kind === 'signed'} size={wide ? 'long' : 'short'} />;
}

/** A choice of a select; options of one `group` in a row are drawn under its heading. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
  group?: string;
}

/** The options in runs of one group (a run without a group stands alone). */
function runs<T extends string>(options: readonly SelectOption<T>[]): { group: string | undefined; options: SelectOption<T>[] }[] {
  const out: { group: string | undefined; options: SelectOption<T>[] }[] = [];
  for (const o of options) {
    const last = out[out.length - 1];
    if (last && o.group !== undefined && last.group === o.group) last.options.push(o);
    else out.push({ group: o.group, options: [o] });
  }
  return out;
}

interface SelectProps<T extends string> {
  label: ComponentChildren;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  error?: FieldProblem;
  /** Shown before the select on one line (null keeps the line, empty); the line is styled by the tool. */
  lead?: ComponentChildren;
  class?: string;
  /** A wide field, for long options. */
  wide?: boolean | undefined;
}

export function SelectField<T extends string>({ label, value, options, onChange, error, lead, class: cls, wide }: SelectProps<T>) {
  const id = useId();
  const select = (
    <select
      id={id}
      value={value}
      aria-invalid={error ? 'true' : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as T)}
    >
      {runs(options).map((run) => {
        const items = run.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ));
        return run.group === undefined ? items : (
          <optgroup key={run.group} label={run.group}>
            {items}
          </optgroup>
        );
      })}
    </select>
  );
  return (
    <div class={['field', wide && 'long', cls].filter(Boolean).join(' ')}>
      <label for={id}>{label}</label>
      {lead === undefined ? (
        select
      ) : (
        <span class="select-line">
          {lead}
          {select}
        </span>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

interface CheckProps {
  label: ComponentChildren;
  checked: boolean;
  onChange: (v: boolean) => void;
  children?: ComponentChildren;
  /** A refusal of what the box says (shown beside it). */
  error?: FieldProblem;
  /** Closed to a change (a choice another one rules out; the reason is in the label). */
  disabled?: boolean;
}

export function CheckField({ label, checked, onChange, children, error, disabled }: CheckProps) {
  const id = useId();
  const box = (
    <label class="check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
      />{' '}
      {label}
      {children}
    </label>
  );
  if (!error) return box;
  return (
    <div class="check-field">
      {box}
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * One choice of a few, shown as a row of buttons (radio buttons underneath);
 * or, given `plain` (the class of its fieldset, laid out by the tool), as
 * plain radio buttons, for choices that are whole sentences.
 */
export function Segmented<T extends string>({ legend, value, options, onChange, plain }: { legend: string; value: T; options: readonly { value: T; label: string }[]; onChange: (v: T) => void; plain?: string }) {
  const name = useId();
  return (
    <fieldset class={plain ?? 'segmented'}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} class={plain !== undefined ? 'check' : o.value === value ? 'segmented-on' : undefined}>
          <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
