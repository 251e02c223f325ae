/**
 * The edition setting of a tool, and the citations it sets: loaded on demand
 * (a game's tools load it after their first paint), so a tool page carries
 * none of it on load. `citationView` turns a setting and the game's edition
 * map into the view every `RuleCite` inside `Citations.Provider` follows:
 * one edition's rules, or, when comparing, each edition's rule side by side
 * (or "every edition" when they agree). The kit knows no game.
 */
import { useContext } from 'preact/hooks';
import type { TraceStep } from '../../engine/core/result.ts';
import type { Refusal } from './form.ts';
import { Citations, type CitationView, type EditionChoice, type EditionMap, type EditionSetting } from './citation-context.ts';
import { EDITION_LABEL, EDITION_LOAD_FAILED, editionOptions } from './edition-options.ts';
import { SelectField } from './fields.tsx';
import { RuleLink } from './RuleLink.tsx';

/** The citations under `setting` (not the edition the engine cites), from the game's edition map. */
export function citationView<E extends string>(setting: EditionSetting<E>, choices: readonly EditionChoice<E>[], map: EditionMap<E>): CitationView {
  const summary = (steps: readonly TraceStep<string>[]) => map.compare(steps).summary;
  if (setting !== 'compare') return { cite: (rule) => map.cite(setting, rule), both: null, pending: false, failed: false, summary };
  const both = (rule: string, head: string) => {
    const pairs = choices.map((c) => ({ label: c.label, rule: map.cite(c.value, rule) }));
    if (pairs.every((p) => p.rule === rule)) {
      return (
        <span class="trace-rule trace-rule-both">
          {head} (every edition): <RuleLink rule={rule} />
        </span>
      );
    }
    return (
      <span class="trace-rule trace-rule-both">
        {head}:{' '}
        {pairs.map((p) => (
          <span key={p.label} class="edition-cite">
            {p.label}: <RuleLink rule={p.rule} />
          </span>
        ))}
      </span>
    );
  };
  return { cite: (rule) => rule, both, pending: false, failed: false, summary };
}

interface FieldProps<E extends string> {
  value: EditionSetting<E>;
  onChange: (value: EditionSetting<E>) => void;
  choices: readonly EditionChoice<E>[];
  fallback: E;
  /** The rule that explains the editions (a link beside the setting). */
  about: string;
  /** The tool's main trace, summed up across editions when comparing. */
  steps?: readonly TraceStep<string>[] | undefined;
  /** A refusal to show beside the setting (a link's edition the tool could not read), with its rule. */
  refused?: Refusal | undefined;
}

/** The edition setting, with what it means once another edition or both are picked. */
export function EditionField<E extends string>({ value, onChange, choices, fallback, about, steps, refused }: FieldProps<E>) {
  const view = useContext(Citations);
  const options = editionOptions(choices);
  const error = view.failed ? EDITION_LOAD_FAILED : refused;
  return (
    <div class="edition-setting" data-edition={value}>
      <SelectField label={EDITION_LABEL} value={value} options={options} onChange={onChange} error={error} />
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
