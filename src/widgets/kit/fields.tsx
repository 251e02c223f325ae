/**
 * Form fields that show their own validation message beside them and keep
 * the typed text even when it is not valid yet, so nothing typed is lost.
 */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

/** The message beside a field, named by the field's `aria-describedby` (`<id>-error`); nothing while the field is valid. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <span class="field-error" id={`${id}-error`}>
      {error}
    </span>
  ) : null;
}

interface FieldProps {
  label: string;
  value: string;
  onInput: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  inputMode?: 'numeric' | 'text';
  size?: 'short' | 'long';
  name?: string;
}

export function TextField({ label, value, onInput, error, hint, inputMode = 'text', size = 'long', name }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div class={`field ${size}`}>
      <label for={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy}
        onInput={(e) => onInput((e.currentTarget as HTMLInputElement).value)}
      />
      {hint && (
        <span class="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function NumberField(props: Omit<FieldProps, 'inputMode' | 'size'>) {
  return <TextField {...props} inputMode="numeric" size="short" />;
}

interface SelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string | undefined;
  /** Shown before the select on one line (null keeps the line, empty); the line is styled by the tool. */
  lead?: ComponentChildren;
  class?: string;
}

export function SelectField<T extends string>({ label, value, options, onChange, error, lead, class: cls }: SelectProps<T>) {
  const id = useId();
  const select = (
    <select
      id={id}
      value={value}
      aria-invalid={error ? 'true' : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => onChange((e.currentTarget as HTMLSelectElement).value as T)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  return (
    <div class={cls ? `field ${cls}` : 'field'}>
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

export function CheckField({ label, checked, onChange, children }: { label: string; checked: boolean; onChange: (v: boolean) => void; children?: ComponentChildren }) {
  return (
    <label class="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)} /> {label}
      {children}
    </label>
  );
}
