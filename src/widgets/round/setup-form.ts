/**
 * Reading the round tracker's setup form as typed: a message beside each bad
 * field, and the game's setup once every field reads. Pure; no DOM. Loaded
 * with the setup form only, when no game is in progress.
 */
import { parseName, parseWhole } from '../kit/numbers.ts';
import type { TrackerSetup } from '../../engine/ccg/tracker/index.ts';
import type { SetupForm } from './state.ts';

/** The engine's limits (`tracker.ts`), passed in so this module stays apart from the engine's code. */
export interface FormLimits {
  captains: number;
  name: number;
  initiative: number;
  vp: number;
  threshold: number;
  /** The longest text a number field keeps (what a link holds); a name field keeps `name`. */
  field: number;
}

export interface FormCheck {
  setup: TrackerSetup | null;
  /** Messages beside the fields: `captains.0.name`, `threshold`. */
  errors: Record<string, string>;
}

export function checkForm(form: SetupForm, limits: FormLimits): FormCheck {
  const errors: Record<string, string> = {};
  const captains: TrackerSetup['captains'][number][] = [];
  const seen = new Map<string, number>();
  form.captains.forEach((c, i) => {
    const name = parseName(c.name, { label: 'a name', max: limits.name });
    if (!name.ok) errors[`captains.${i}.name`] = name.error;
    else if (seen.has(name.value.toLowerCase()))
      errors[`captains.${i}.name`] = `Captain ${(seen.get(name.value.toLowerCase()) as number) + 1} has this name already.`;
    else seen.set(name.value.toLowerCase(), i);
    const init = parseWhole(c.initiative, {
      min: 0,
      max: limits.initiative,
      label: 'the Initiative',
    });
    if (!init.ok) errors[`captains.${i}.initiative`] = init.error;
    const vp = parseWhole(c.vp, {
      min: 0,
      max: limits.vp,
      label: 'the Victory Points',
    });
    if (!vp.ok) errors[`captains.${i}.vp`] = vp.error;
    if (name.ok && init.ok && vp.ok) captains.push({ name: name.value, initiative: init.value, vp: vp.value });
  });
  const threshold = parseWhole(form.threshold, {
    min: 1,
    max: limits.threshold,
    label: 'the threshold',
  });
  if (!threshold.ok) errors.threshold = threshold.error;
  if (Object.keys(errors).length > 0 || !threshold.ok) return { setup: null, errors };
  return { setup: { captains, threshold: threshold.value }, errors };
}
