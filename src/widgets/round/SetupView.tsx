/**
 * The round tracker's setup form: captains in seating order, their Initiative
 * and Victory Points, and the threshold. Loaded on demand, only when no game
 * is in progress; what is typed lives in the tool's state, so nothing is lost.
 */
import { useMemo, useState } from 'preact/hooks';
import { MAX_CAPTAINS, MAX_INITIATIVE, MAX_NAME, MAX_THRESHOLD, MAX_VP, type TrackerSetup } from '../../engine/ccg/tracker/index.ts';
import { NumberField, TextField } from '../kit/fields.tsx';
import type { Refused } from '../kit/numbers.ts';
import { MAX_FIELD, type RoundToolState, type SetupForm } from './state.ts';
import { checkForm, type FormLimits } from './setup-form.ts';

/** The engine's limits and the link's, as the form keeps to them (here, not in the tracker's first code: only the form reads them). */
const limits: FormLimits = { captains: MAX_CAPTAINS, name: MAX_NAME, initiative: MAX_INITIATIVE, vp: MAX_VP, threshold: MAX_THRESHOLD, field: MAX_FIELD };

interface Props {
  form: SetupForm;
  onForm: (f: SetupForm) => void;
  onStart: (setup: TrackerSetup) => void;
  /** The blank form, for "Clear the form". */
  empty: SetupForm;
  /** A refused link whose values the form holds: its refusal stands beside its field, with its rule, until the form is changed. */
  linked?: Refused | undefined;
}

export default function SetupView({ form, onForm, onStart, empty, linked }: Props) {
  const [tried, setTried] = useState(false);
  /** The field whose typing ran past the longest text a link keeps (then cut to it). */
  const [cut, setCut] = useState<string | null>(null);
  const check = useMemo(() => checkForm(form, limits), [form]);
  /** The longest text a field keeps: a name the engine's limit, a number a few characters (the link reader's limits too). */
  const maxOf = (key: string) => (key.endsWith('.name') ? limits.name : limits.field);
  const fromLink = linked?.instead && linked.rule && (linked.instead.state as RoundToolState).form === form ? { at: linked.instead.at, refusal: { error: linked.instead.error, rule: linked.rule } } : undefined;
  const err = (key: string, value: string) =>
    cut === key
      ? `At most ${maxOf(key)} characters fit here; the rest was left out.`
      : fromLink?.at === key
        ? fromLink.refusal
        : tried || value.trim() !== ''
          ? check.errors[key]
          : undefined;
  /** What is typed is kept up to the length a link holds, so the link always reopens. */
  const fit = (key: string, v: string) => {
    const max = maxOf(key);
    setCut(v.length > max ? key : null);
    return v.slice(0, max);
  };
  const setCaptain = (i: number, field: keyof SetupForm['captains'][number], v: string) =>
    onForm({
      ...form,
      captains: form.captains.map((c, j) => (j === i ? { ...c, [field]: fit(`captains.${i}.${field}`, v) } : c)),
    });
  const move = (i: number, by: number) => {
    const caps = [...form.captains];
    const [c] = caps.splice(i, 1);
    caps.splice(i + by, 0, c as SetupForm['captains'][number]);
    onForm({ ...form, captains: caps });
  };
  const start = () => {
    setTried(true);
    if (check.setup) onStart({ ...check.setup, seed: Math.floor(Math.random() * 0xffffffff) });
  };
  const problems = Object.keys(check.errors).length;

  return (
    <form
      class="rt-setup"
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
      noValidate
    >
      <fieldset>
        <legend>Captains, in seating order (clockwise)</legend>
        <p class="field-hint">One captain is a solo game. Initiative is the ship’s; Victory Points are those already earned (0 at the start).</p>
        {form.captains.map((c, i) => (
          <fieldset class="rt-seat" key={i}>
            <legend>Seat {i + 1}</legend>
            <div class="row">
              <TextField label="Name" value={c.name} onInput={(v) => setCaptain(i, 'name', v)} error={err(`captains.${i}.name`, c.name)} />
              <NumberField
                label="Initiative"
                value={c.initiative}
                onInput={(v) => setCaptain(i, 'initiative', v)}
                error={err(`captains.${i}.initiative`, c.initiative)}
              />
              <NumberField label="Victory Points" value={c.vp} onInput={(v) => setCaptain(i, 'vp', v)} error={err(`captains.${i}.vp`, c.vp)} />
            </div>
            <div class="actions">
              <button type="button" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move up (seat ${i + 1})`}>
                Move up
              </button>
              <button type="button" disabled={i === form.captains.length - 1} onClick={() => move(i, 1)} aria-label={`Move down (seat ${i + 1})`}>
                Move down
              </button>
              <button
                type="button"
                disabled={form.captains.length === 1}
                onClick={() =>
                  onForm({
                    ...form,
                    captains: form.captains.filter((_, j) => j !== i),
                  })
                }
                aria-label={`Remove (seat ${i + 1})`}
              >
                Remove
              </button>
            </div>
          </fieldset>
        ))}
        <button
          type="button"
          disabled={form.captains.length >= limits.captains}
          onClick={() =>
            onForm({
              ...form,
              captains: [...form.captains, { name: '', initiative: '', vp: '0' }],
            })
          }
        >
          Add a captain
        </button>
      </fieldset>
      <div class="row rt-threshold">
        <NumberField
          label="Victory Points to win"
          value={form.threshold}
          onInput={(v) => onForm({ ...form, threshold: fit('threshold', v) })}
          error={err('threshold', form.threshold)}
          hint="20 unless a card or scenario says otherwise."
        />
      </div>
      <div aria-live="polite">
        {tried && problems > 0 && <p class="field-error">Fix the {problems === 1 ? 'field' : `${problems} fields`} marked above to start.</p>}
      </div>
      <div class="actions">
        <button type="submit" class="primary rt-big">
          Start the game
        </button>
        <button
          type="button"
          onClick={() => {
            setTried(false);
            onForm(empty);
          }}
        >
          Clear the form
        </button>
      </div>
    </form>
  );
}
