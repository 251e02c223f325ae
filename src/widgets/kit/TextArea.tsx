/**
 * A text of several lines (a deck list), drawn like the kit's `TextField`: it
 * keeps at most `maxLength` characters, the most its tool's link holds (a
 * longer paste is cut there), and then says so beside itself in place of its
 * hint. Kept apart from `fields.tsx` so that only the tools with such a text
 * load it.
 */
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { describedBy, FieldFoot, limitNote, type FieldProblem } from './fields.tsx';

interface Props {
  label: ComponentChildren;
  value: string;
  onInput: (value: string) => void;
  maxLength: number;
  hint?: string;
  placeholder?: string;
  /** A refusal of what the text holds, beside it (a refused link's list, with its rule). */
  error?: FieldProblem;
}

export function TextArea({ label, value, onInput, maxLength, hint, placeholder, error }: Props) {
  const id = useId();
  const note = limitNote(value, maxLength, hint);
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <textarea
        id={id}
        spellcheck={false}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, error, note)}
        onInput={(e) => {
          const area = e.currentTarget as HTMLTextAreaElement;
          if (area.value.length > maxLength) area.value = area.value.slice(0, maxLength);
          onInput(area.value);
        }}
      />
      <FieldFoot id={id} note={note} error={error} />
    </div>
  );
}
