/**
 * The fields of the Ascension tools: each keeps the text typed, opens a
 * numeric keyboard where a number is asked for, and shows beside itself the
 * engine's sentence and the rule when the engine refuses what it holds.
 */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { RuleCite } from '../../kit/RuleLink.tsx';
import type { FieldErr } from './form.ts';

export function ErrorText({ id, err }: { id: string; err: FieldErr | undefined }) {
  return err ? (
    <span class="field-error" id={`${id}-error`}>
      {err.error} <RuleCite rule={err.rule} />
    </span>
  ) : null;
}

interface NumProps {
  label: ComponentChildren;
  value: string;
  onInput: (text: string) => void;
  err?: FieldErr | undefined;
  hint?: string;
  /** A wider field, for lists of numbers. */
  wide?: boolean;
  name?: string;
}

/** A whole-number field. */
export function Num({ label, value, onInput, err, hint, wide, name }: NumProps) {
  const id = useId();
  const describedBy = [err ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class={`field ${wide ? 'long' : 'short'} as-field`}>
      <label for={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        enterKeyHint="done"
        autoComplete="off"
        spellcheck={false}
        value={value}
        maxLength={40}
        aria-invalid={err ? 'true' : undefined}
        aria-describedby={describedBy}
        onInput={(e) => onInput((e.currentTarget as HTMLInputElement).value)}
      />
      {hint && (
        <span class="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <ErrorText id={id} err={err} />
    </div>
  );
}

/** A short text field (names). */
export function Text({ label, value, onInput, err, max = 40, hint }: { label: ComponentChildren; value: string; onInput: (text: string) => void; err?: FieldErr | undefined; max?: number; hint?: string }) {
  const id = useId();
  const describedBy = [err ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class="field long as-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={value}
        maxLength={max}
        aria-invalid={err ? 'true' : undefined}
        aria-describedby={describedBy}
        onInput={(e) => onInput((e.currentTarget as HTMLInputElement).value)}
      />
      {hint && (
        <span class="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <ErrorText id={id} err={err} />
    </div>
  );
}

interface ChoiceProps<T extends string> {
  label: ComponentChildren;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  err?: FieldErr | undefined;
  wide?: boolean;
}

/** A choice from a short list. */
export function Choice<T extends string>({ label, value, options, onChange, err, wide }: ChoiceProps<T>) {
  const id = useId();
  return (
    <div class={`field ${wide ? 'long' : ''} as-field`}>
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={err ? 'true' : undefined}
        aria-describedby={err ? `${id}-error` : undefined}
        onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as T)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorText id={id} err={err} />
    </div>
  );
}

/** A yes/no box. */
export function Check({ label, checked, onChange, err }: { label: ComponentChildren; checked: boolean; onChange: (v: boolean) => void; err?: FieldErr | undefined }) {
  const id = useId();
  return (
    <div class="as-check">
      <label class="check" for={id}>
        <input id={id} type="checkbox" checked={checked} aria-invalid={err ? 'true' : undefined} aria-describedby={err ? `${id}-error` : undefined} onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)} />{' '}
        {label}
      </label>
      <ErrorText id={id} err={err} />
    </div>
  );
}

/** A problem that belongs to a row or a group of fields rather than to one field. */
export function RowError({ err }: { err: FieldErr | undefined }) {
  return err ? (
    <p class="field-error as-row-error">
      {err.error} <RuleCite rule={err.rule} />
    </p>
  ) : null;
}

/** One choice of a few, shown as a row of buttons (radio buttons underneath). */
export function Segmented<T extends string>({ legend, value, options, onChange }: { legend: string; value: T; options: readonly { value: T; label: string }[]; onChange: (v: T) => void }) {
  const name = useId();
  return (
    <fieldset class="as-seg">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} class={o.value === value ? 'as-seg-on' : undefined}>
          <input type="radio" name={name} value={o.value} checked={o.value === value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
