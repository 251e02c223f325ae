/**
 * The battle's setup as typed: the combat system, the range, the sides on a
 * System Panel, and each ship's name, side, Initiative card, damage so far
 * and fifteen ratings (one fold per ship). Locked while results are entered.
 */
import type { ShipRating } from '../../../engine/ascension/space/index.ts';
import { CheckField, GroupError, NumberField, Segmented, SelectField, TextField } from '../../kit/fields.tsx';
import type { Refusals } from '../../kit/form.ts';
import { MAX_SHIPS, NAME_MAX, RATINGS, RATING_NAMES, SAMPLE_SHIPS, ship, type ShipForm, type SpaceState } from './state.ts';

interface Props {
  s: SpaceState;
  errs: Refusals;
  set: (patch: Partial<SpaceState>) => void;
  locked: boolean;
}

const SAMPLES = [
  { value: 'destroyer', label: 'Destroyer' },
  { value: 'cruiser', label: 'Cruiser' },
  { value: 'scout', label: 'Scout' },
] as const;

function ShipFields({ x, i, errs, change, remove, canRemove, locked }: { x: ShipForm; i: number; errs: Refusals; change: (patch: Partial<ShipForm>) => void; remove: () => void; canRemove: boolean; locked: boolean }) {
  const e = (k: string) => errs[`ships.${i}.${k}`];
  const bad = Object.keys(errs).some((k) => k.startsWith(`ships.${i}.`));
  return (
    <details class="as-ship" open={bad ? true : undefined}>
      <summary>
        {x.id.trim() || `Ship ${i + 1}`} ({x.side}, Initiative {x.initiative || '?'}, Hull {x.r.hull || '?'}){bad && <span class="field-error"> — check its fields</span>}
      </summary>
      <fieldset disabled={locked} class="as-plain">
        <legend class="visually-hidden">Ship {i + 1}</legend>
        <div class="row">
          <TextField label="Name" value={x.id} maxLength={NAME_MAX} onInput={(id) => change({ id })} error={e('id')} />
          <SelectField
            label="Side"
            value={x.side}
            options={[
              { value: 'attacker', label: 'Attacker' },
              { value: 'defender', label: 'Defender' },
            ]}
            onChange={(side) => change({ side })}
          />
          <NumberField label="Initiative card" value={x.initiative} onInput={(initiative) => change({ initiative })} error={e('initiative')} />
          <NumberField label="Damage so far" value={x.damage} onInput={(damage) => change({ damage })} error={e('damage')} />
          <CheckField label="Disabled" checked={x.disabled} onChange={(disabled) => change({ disabled })} />
        </div>
        <div class="as-ratings">
          {RATINGS.map((k: ShipRating) => (
            <NumberField key={k} label={RATING_NAMES[k]} value={x.r[k]} onInput={(v) => change({ r: { ...x.r, [k]: v } })} error={e(`ratings.${k}`)} />
          ))}
        </div>
        <div class="as-buttons">
          <SelectField label="Fill the ratings with our sample" value={'' as string} options={[{ value: '', label: 'Choose a sample card…' }, ...SAMPLES]} onChange={(k) => k && change({ r: { ...SAMPLE_SHIPS[k as keyof typeof SAMPLE_SHIPS] } })} wide />
          {canRemove && (
            <button type="button" class="rows-remove" onClick={remove}>
              Remove {x.id.trim() || `ship ${i + 1}`}
            </button>
          )}
        </div>
      </fieldset>
    </details>
  );
}

export default function Setup({ s, errs, set, locked }: Props) {
  const change = (i: number, patch: Partial<ShipForm>) => set({ ships: s.ships.map((x, k) => (k === i ? { ...x, ...patch } : x)) });
  const add = (side: 'attacker' | 'defender') => {
    const n = s.ships.filter((x) => x.side === side).length + 1;
    set({ ships: [...s.ships, ship(`${side === 'attacker' ? 'Attacker' : 'Defender'} ${n}`, side, 1, SAMPLE_SHIPS.destroyer)] });
  };
  return (
    <div class="as-group">
      <fieldset disabled={locked}>
        <legend>The battle</legend>
        <Segmented
          legend="Combat system"
          value={s.system}
          options={[
            { value: 'smart', label: 'S.M.A.R.T.' },
            { value: 'standard', label: 'Standard' },
          ]}
          onChange={(system) => set({ system })}
        />
        <div class="row">
          {s.system === 'smart' && <NumberField label="Starting range" value={s.startRange} onInput={(startRange) => set({ startRange })} error={errs.startRange} hint="Bands between the sides" />}
          {s.system === 'smart' && <NumberField label="Bands on the board" value={s.maxRange} onInput={(maxRange) => set({ maxRange })} error={errs.maxRange} />}
        </div>
        {(['attacker', 'defender'] as const).map((side) => (
          <CheckField
            key={side}
            label={`The ${side}’s ships sit on a System Panel (Blockade): they cannot withdraw`}
            checked={s.blockaded.includes(side)}
            onChange={(on) => set({ blockaded: on ? [...s.blockaded, side] : s.blockaded.filter((x) => x !== side) })}
          />
        ))}
      </fieldset>
      <fieldset class="as-plain-set">
        <legend>The ships</legend>
        <p class="as-note">The book prints no ship cards: type the ratings from yours. Our samples are made up, to try the tool.</p>
        <div class="rows">
          {s.ships.map((x, i) => (
            <ShipFields key={i} x={x} i={i} errs={errs} locked={locked} change={(p) => change(i, p)} remove={() => set({ ships: s.ships.filter((_, k) => k !== i) })} canRemove={s.ships.length > 2} />
          ))}
        </div>
        <GroupError error={errs.ships} />
        {!locked &&
          (s.ships.length < MAX_SHIPS ? (
            <div class="as-buttons">
              <button type="button" class="rows-add" onClick={() => add('attacker')}>
                Add an attacking ship
              </button>
              <button type="button" class="rows-add" onClick={() => add('defender')}>
                Add a defending ship
              </button>
            </div>
          ) : (
            <p class="field-hint rows-full">At most {MAX_SHIPS} ships in one battle.</p>
          ))}
      </fieldset>
    </div>
  );
}
