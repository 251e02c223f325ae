/**
 * The battle's setup as typed: the combat system, the range, the sides on a
 * System Panel, and each ship's name, side, Initiative card, damage so far
 * and fifteen ratings (one fold per ship). Locked while results are entered.
 */
import type { ShipRating } from '../../../engine/ascension/space/index.ts';
import { Check, Choice, Num, RowError, Segmented, Text } from '../shared/fields.tsx';
import type { FieldErrs } from '../shared/form.ts';
import { MAX_SHIPS, RATINGS, RATING_NAMES, SAMPLE_SHIPS, ship, type ShipForm, type SpaceState } from './state.ts';

interface Props {
  s: SpaceState;
  errs: FieldErrs;
  set: (patch: Partial<SpaceState>) => void;
  locked: boolean;
}

const SAMPLES = [
  { value: 'destroyer', label: 'Destroyer' },
  { value: 'cruiser', label: 'Cruiser' },
  { value: 'scout', label: 'Scout' },
] as const;

function ShipFields({ x, i, errs, change, remove, canRemove, locked }: { x: ShipForm; i: number; errs: FieldErrs; change: (patch: Partial<ShipForm>) => void; remove: () => void; canRemove: boolean; locked: boolean }) {
  const e = (k: string) => errs[`ships.${i}.${k}`];
  const bad = Object.keys(errs).some((k) => k.startsWith(`ships.${i}.`));
  return (
    <details class="as-ship" open={bad ? true : undefined}>
      <summary>
        {x.id.trim() || `Ship ${i + 1}`} ({x.side}, Initiative {x.initiative || '?'}, Hull {x.r.hull || '?'}){bad && <span class="field-error"> — check its fields</span>}
      </summary>
      <fieldset disabled={locked} class="as-plain">
        <legend class="visually-hidden">Ship {i + 1}</legend>
        <div class="as-row">
          <Text label="Name" value={x.id} onInput={(id) => change({ id })} err={e('id')} />
          <Choice
            label="Side"
            value={x.side}
            options={[
              { value: 'attacker', label: 'Attacker' },
              { value: 'defender', label: 'Defender' },
            ]}
            onChange={(side) => change({ side })}
          />
          <Num label="Initiative card" value={x.initiative} onInput={(initiative) => change({ initiative })} err={e('initiative')} />
          <Num label="Damage so far" value={x.damage} onInput={(damage) => change({ damage })} err={e('damage')} />
          <Check label="Disabled" checked={x.disabled} onChange={(disabled) => change({ disabled })} />
        </div>
        <div class="as-ratings">
          {RATINGS.map((k: ShipRating) => (
            <Num key={k} label={RATING_NAMES[k]} value={x.r[k]} onInput={(v) => change({ r: { ...x.r, [k]: v } })} err={e(`ratings.${k}`)} />
          ))}
        </div>
        <div class="as-buttons">
          <Choice label="Fill the ratings with our sample" value={'' as string} options={[{ value: '', label: 'Choose a sample card…' }, ...SAMPLES]} onChange={(k) => k && change({ r: { ...SAMPLE_SHIPS[k as keyof typeof SAMPLE_SHIPS] } })} wide />
          {canRemove && (
            <button type="button" class="as-remove" onClick={remove}>
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
        <div class="as-row">
          {s.system === 'smart' && <Num label="Starting range" value={s.startRange} onInput={(startRange) => set({ startRange })} err={errs.startRange} hint="Bands between the sides" />}
          {s.system === 'smart' && <Num label="Bands on the board" value={s.maxRange} onInput={(maxRange) => set({ maxRange })} err={errs.maxRange} />}
        </div>
        <Check label="The attacker’s ships sit on a System Panel (Blockade): they cannot withdraw" checked={s.blockaded.includes('attacker')} onChange={(on) => set({ blockaded: on ? [...s.blockaded, 'attacker'] : s.blockaded.filter((x) => x !== 'attacker') })} />
        <Check label="The defender’s ships sit on a System Panel (Blockade): they cannot withdraw" checked={s.blockaded.includes('defender')} onChange={(on) => set({ blockaded: on ? [...s.blockaded, 'defender'] : s.blockaded.filter((x) => x !== 'defender') })} />
      </fieldset>
      <fieldset class="as-plain-set">
        <legend>The ships</legend>
        <p class="as-note">The book prints no ship cards: type the ratings from yours. Our samples are made up, to try the tool.</p>
        <div class="as-rows">
          {s.ships.map((x, i) => (
            <ShipFields key={i} x={x} i={i} errs={errs} locked={locked} change={(p) => change(i, p)} remove={() => set({ ships: s.ships.filter((_, k) => k !== i) })} canRemove={s.ships.length > 2} />
          ))}
        </div>
        <RowError err={errs.ships} />
        {!locked && s.ships.length < MAX_SHIPS && (
          <div class="as-buttons">
            <button type="button" class="as-add" onClick={() => add('attacker')}>
              Add an attacking ship
            </button>
            <button type="button" class="as-add" onClick={() => add('defender')}>
              Add a defending ship
            </button>
          </div>
        )}
      </fieldset>
    </div>
  );
}
