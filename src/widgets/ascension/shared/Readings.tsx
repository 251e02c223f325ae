/**
 * The readings a tool offers, each a choice with its explanation and a link
 * to its source note (the engine's list of options is loaded when the panel
 * first opens); and the line under an answer that says which readings
 * differ from the recommended ones, so an answer never hides them.
 */
import { useState } from 'preact/hooks';
import type { ReadingKey } from '../../../engine/ascension/index.ts';
import { RuleLink } from '../../kit/RuleLink.tsx';
import { loadOnce, useLazy } from '../../kit/lazy.ts';
import { LoadFailed, Working } from '../../kit/Working.tsx';
import { SelectField } from '../../kit/fields.tsx';
import type { Changed, ChangedReading } from './readings.ts';

/** The words on each option and choice (kept apart so no calculator, and no worker, loads them before a reading is shown). */
const loadLabels = loadOnce(() => import('../../../engine/ascension/reading-labels.ts'));

/** The options, the words on each and why each default is recommended, loaded when the panel first opens. */
const loadSpecs = loadOnce(() =>
  Promise.all([import('./readings.ts'), loadLabels(), import('../../../engine/ascension/reading-explanations.ts')]).then(([m, l, t]) => ({ ...m, ...l, ...t })),
);

export function ReadingsPanel({ keys, changed, onChange }: { keys: readonly ReadingKey[]; changed: Changed; onChange: (next: Changed) => void }) {
  const count = keys.filter((k) => changed[k] !== undefined).length;
  const [open, setOpen] = useState(count > 0);
  const specs = useLazy(open, loadSpecs, (m) => m);
  const m = specs.value;
  return (
    <details class="as-readings" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        Readings of unclear rules <span class="as-tag">{count === 0 ? 'all recommended' : `${count} changed`}</span>
      </summary>
      {open && (
        <>
          <p class="as-note">Where the rulebook can be read two ways, the tool follows our recommended reading. Switch one here to see what the other reading changes; the address keeps your choice.</p>
          {!m ? (
            specs.failed ? (
              <LoadFailed />
            ) : (
              <Working text="Loading the readings…" />
            )
          ) : (
            <div class="as-readings-list">
              {keys.map((key) => {
                const spec = m.READING_SPECS[key];
                const value = changed[key] ?? m.DEFAULT_READINGS[key];
                return (
                  <div class="as-reading" key={key}>
                    <SelectField
                      label={`${spec.note}: ${m.READING_LABELS[key].label}`}
                      value={value}
                      options={(spec.choices as readonly { value: string }[]).map((c, i) => ({ value: c.value, label: `${m.choiceLabel(key, c.value)}${i === 0 ? ' (recommended)' : ''}` }))}
                      onChange={(v) => onChange(m.setReading(changed, key, v))}
                      wide
                    />
                    <p class="as-note">
                      {m.READING_EXPLANATIONS[key]} <RuleLink rule={`ascension.${spec.note}`} />
                    </p>
                  </div>
                );
              })}
            </div>
          )}
          {count > 0 && (
            <button type="button" class="small" onClick={() => onChange({})}>
              Back to the recommended readings
            </button>
          )}
        </>
      )}
    </details>
  );
}

/** "Under a changed reading: …", under an answer; nothing when every reading is the recommended one. */
export function ChangedReadings({ texts }: { texts: readonly ChangedReading[] }) {
  // The words load with the first changed reading; until then each is named by its note alone.
  const labels = useLazy(texts.length > 0, loadLabels, (m) => m).value;
  if (texts.length === 0) return null;
  return (
    <p class="as-changed">
      Under {texts.length === 1 ? 'a changed reading' : 'changed readings'}:{' '}
      {texts.map((t, i) => (
        <span key={t.note}>
          {i > 0 && '; '}
          {labels && `${labels.READING_LABELS[t.key].label}: ${labels.choiceLabel(t.key, t.value)} `}(<RuleLink rule={`ascension.${t.note}`} />)
        </span>
      ))}
      .
    </p>
  );
}
