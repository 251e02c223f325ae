/**
 * The fields of a described position: the step of the turn, the turn, the
 * stop, the money, the lot, the hits, each rank's officer, and the cards in
 * the discard. Each shows its own message beside it (read here, or the
 * engine's refusal placed by `fieldOf`).
 */
import { ENCOUNTER_CARDS, ENCOUNTER_KEYS, formatMoney, GOAL, GOODS, OFFICERS, RANKS, rankName, worldAt, type Rank } from '../../../engine/traders/index.ts';
import { FieldError, NumberField, SelectField, TextField, type FieldProblem } from '../../kit/fields.tsx';
import { discardOptions, GOODS_OPTIONS, HITS_OPTIONS, PHASE_OPTIONS, powerOptions, WORLD_OPTIONS, type FieldKey, type PositionFields, type RankFields } from './position-form.ts';

interface Props {
  fields: PositionFields;
  onChange: (fields: PositionFields) => void;
  errors: Partial<Record<FieldKey, FieldProblem>>;
}

function RankRow({ rank, f, onChange, error }: { rank: Rank; f: RankFields; onChange: (f: RankFields) => void; error: FieldProblem }) {
  const name = rankName(rank);
  const set = (patch: Partial<RankFields>) => onChange({ ...f, ...patch });
  return (
    <fieldset class="tp-rank" aria-invalid={error ? 'true' : undefined} aria-describedby={error ? `tp-rank-${rank}-error` : undefined}>
      <legend>
        {name} (card power {OFFICERS[rank].power})
      </legend>
      <SelectField
        label="Aboard"
        value={f.aboard}
        options={[
          { value: 'original', label: `The original ${name}` },
          { value: 'replacement', label: 'A replacement' },
          { value: 'nobody', label: 'Nobody' },
        ]}
        onChange={(aboard) => set({ aboard })}
      />
      {f.aboard !== 'nobody' && (
        <SelectField
          label="He is"
          value={f.status}
          options={[
            { value: 'active', label: 'On his feet' },
            { value: 'recuperating', label: 'Recuperating (first aid)' },
          ]}
          onChange={(status) => set({ status })}
        />
      )}
      {f.aboard === 'replacement' && <SelectField label="The replacement's power" value={f.power} options={powerOptions(rank).map((p) => ({ value: p, label: p }))} onChange={(power) => set({ power })} />}
      {f.aboard !== 'original' && (
        <SelectField
          label={`The original ${name}`}
          value={f.original}
          options={[{ value: 'dead', label: 'Dead, or gone for good' }, ...WORLD_OPTIONS.map((w) => ({ value: w, label: `In intensive care on ${w}` }))]}
          onChange={(original) => set({ original })}
        />
      )}
      <FieldError id={`tp-rank-${rank}`} error={error} />
    </fieldset>
  );
}

export function PositionFieldset({ fields: f, onChange, errors }: Props) {
  const set = (patch: Partial<PositionFields>) => onChange({ ...f, ...patch });
  const stop = Number(f.stop);
  const world = Number.isInteger(stop) && stop >= 0 && f.stop.trim() !== '' ? `${worldAt(stop)} (stop ${stop}).` : 'Stop 0 is Regina; past 12 the route starts over.';
  return (
    <div class="tp-position">
      <SelectField label="Where play resumes" value={f.phase} options={PHASE_OPTIONS} onChange={(phase) => set({ phase })} error={errors.phase} />
      <div class="tr-form">
        <NumberField label="Turn" value={f.turn} onInput={(turn) => set({ turn })} error={errors.turn} hint="1 is the first turn, before the first sale." name="turn" />
        <NumberField label="Stop on the route" value={f.stop} onInput={(s) => set({ stop: s })} error={errors.stop} hint={world} name="stop" />
        <NumberField kind="decimal" label="Money on hand (MC)" value={f.money} onInput={(money) => set({ money })} error={errors.money} hint={`Below ${formatMoney(GOAL)}, the goal.`} name="money" />
        <SelectField label="Hits on the Beowulf" value={f.hits} options={HITS_OPTIONS.map((h) => ({ value: h, label: h === '0' ? 'None' : h === '1' ? '1 hit' : `${h} hits` }))} onChange={(hits) => set({ hits })} error={errors.hits} />
        <SelectField
          label="The lot aboard"
          value={f.goods}
          options={[{ value: '' as const, label: 'Nothing aboard' }, ...GOODS_OPTIONS.map((g) => ({ value: g, label: `${GOODS[g].name} (base ${formatMoney(GOODS[g].base)})` }))]}
          onChange={(goods) => set({ goods })}
          error={errors.goods}
        />
        {f.goods !== '' && <TextField label="What it cost (MC)" value={f.paid} onInput={(paid) => set({ paid })} error={errors.paid} inputMode="decimal" size="short" name="paid" />}
      </div>
      <div class="tp-ranks">
        {RANKS.map((r) => (
          <RankRow key={r} rank={r} f={f.crew[r]} onChange={(c) => set({ crew: { ...f.crew, [r]: c } })} error={errors[`crew.${r}`]} />
        ))}
      </div>
      <FieldError id="tp-crew" error={errors.crew} />
      <details class="tp-discard" open={errors.discard ? true : undefined}>
        <summary>Cards in the Encounter discard (if you know them)</summary>
        <div class="tr-form">
          {ENCOUNTER_KEYS.map((k) => (
            <SelectField key={k} label={ENCOUNTER_CARDS[k].name} value={f.discard[k]} options={discardOptions(k).map((n) => ({ value: n, label: n }))} onChange={(n) => set({ discard: { ...f.discard, [k]: n } })} />
          ))}
        </div>
        <FieldError id="tp-discard" error={errors.discard} />
      </details>
    </div>
  );
}
