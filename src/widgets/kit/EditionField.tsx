/**
 * The edition setting of a tool (see `citations.ts`): one select, and what the
 * choice means once another edition or both side by side are picked.
 */
import { useContext } from 'preact/hooks';
import type { TraceStep } from '../../engine/core/result.ts';
import { Citations } from './citation-context.ts';
import type { EditionChoice, EditionSetting } from './citations.ts';
import { SelectField } from './fields.tsx';
import { RuleLink } from './RuleLink.tsx';

interface FieldProps<E extends string> {
  value: EditionSetting<E>;
  onChange: (value: EditionSetting<E>) => void;
  choices: readonly EditionChoice<E>[];
  fallback: E;
  /** The rule that explains the editions (a link beside the setting). */
  about: string;
  /** The tool's main trace, summed up across editions when comparing. */
  steps?: readonly TraceStep<string>[] | undefined;
}

/** The edition setting, with what it means once another edition or both are picked. */
export function EditionField<E extends string>({ value, onChange, choices, fallback, about, steps }: FieldProps<E>) {
  const view = useContext(Citations);
  const options = [...choices.map((c) => ({ value: c.value as EditionSetting<E>, label: `${c.label} edition` })), { value: 'compare' as EditionSetting<E>, label: 'Both, side by side' }];
  const error = view.failed ? 'The other edition’s citations could not be loaded; check the connection and pick the edition again.' : undefined;
  return (
    <div class="edition-setting" data-edition={value}>
      <SelectField label="Rules Reference edition" value={value} options={options} onChange={onChange} error={error} />
      {value !== fallback && !view.failed && (
        <p class="edition-note">
          {view.summary && steps && steps.length > 0 && value === 'compare'
            ? `${view.summary(steps)} `
            : 'Both editions decide every situation this tool covers the same way; only the text a step rests on can differ. '}
          <span class="trace-rule">
            About: <RuleLink rule={about} />
          </span>
        </p>
      )}
    </div>
  );
}
