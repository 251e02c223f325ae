/**
 * The edition setting the CCG tools share: the later Rules Reference (the
 * engine's default), the earlier one, or both side by side. In a tool's link
 * it is the field `edition`, left out for the later edition (`link.ts` reads
 * it). A tool loads this file just after it is drawn (so the tool pages stay
 * within their script budget) and keeps the citations the field hands it
 * (`onView`) in its `Citations.Provider`. While the later edition is set, the
 * field is its select alone; the rest (`other.tsx`: the engine's edition map,
 * the citations it makes, the note under the field) loads when another
 * setting is picked or a link holds one. A link refused for its edition alone
 * (`link.ts` `keepingEdition`) opens with its other values, the refusal beside
 * the setting with its rule (the tool hands over its `linkRefusal` as `linked`).
 * A tool that loads an example or
 * starts a game anew keeps the setting by copying its `edition` field over.
 * It exports the field alone: a tool loads it with `import()`, which hands over
 * every export, so the choices and helpers are imported from `choices.ts`.
 */
import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_VIEW } from '../kit/citation-context.ts';
import { EDITION_LABEL, EDITION_LOAD_FAILED, editionOptions } from '../kit/edition-options.ts';
import { SelectField } from '../kit/fields.tsx';
import { loadOnce, useLazy } from '../kit/lazy.ts';
import { CCG_DEFAULT_EDITION, CCG_EDITIONS, withEdition, type CcgEditionSetting, type EditionFieldProps } from './choices.ts';

const loadOther = loadOnce(() => import('./other.tsx'));
const OPTIONS = editionOptions(CCG_EDITIONS);

export function CcgEditionField(props: EditionFieldProps) {
  const value = props.value ?? CCG_DEFAULT_EDITION;
  // A link refused for its edition alone: said beside the setting, with its rule, until the reader picks an edition.
  const { linked } = props;
  const [picked, setPicked] = useState(false);
  useEffect(() => setPicked(false), [linked]);
  const refused = !picked && props.value === undefined && linked?.instead?.at === 'edition' && linked.rule ? { error: linked.instead.error, rule: linked.rule } : undefined;
  const onEdition: EditionFieldProps['onEdition'] = (apply) => {
    setPicked(true);
    props.onEdition(apply);
  };
  const other = useLazy(value !== CCG_DEFAULT_EDITION, loadOther, (m) => m.OtherEditionField);
  const Other = other.value;
  // Until the rest is here, the citations are the later edition's: pending while it loads, failed if it cannot.
  useEffect(() => {
    if (!Other) props.onView(value === CCG_DEFAULT_EDITION ? DEFAULT_VIEW : { ...DEFAULT_VIEW, pending: !other.failed, failed: other.failed });
  }, [value, other.failed, Other]);
  if (Other) return <Other {...props} onEdition={onEdition} refused={refused} />;
  const error = other.failed ? EDITION_LOAD_FAILED : refused;
  return (
    <div class="edition-setting" data-edition={value}>
      <SelectField label={EDITION_LABEL} value={value} options={OPTIONS} onChange={(v: CcgEditionSetting) => onEdition((s) => withEdition(s, v))} error={error} />
    </div>
  );
}
