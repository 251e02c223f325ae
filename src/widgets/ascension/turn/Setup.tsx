/**
 * The tracker's setup form: two players, and for each of their three
 * Faction Panels the Action Count of its two types and up to two Special
 * Abilities with their boxes. The engine checks it when the game starts.
 */
import { ACTION_NAMES, typesOf } from './names.ts';
import { SelectField, NumberField, TextField } from '../../kit/fields.tsx';
import type { Refusals } from '../../kit/form.ts';
import { MAX_ABILITIES, type PanelForm, type SetupForm } from './state.ts';

const BOXES = [{ value: 'always', label: 'Always' }, ...['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n) => ({ value: n, label: `${n} ${n === '1' ? 'box' : 'boxes'}` }))];
const SLOT_NAMES = ['Military/Diplomacy panel', 'Shadow/Science panel', 'Economic/Movement panel'];

interface Props {
  form: SetupForm;
  errs: Refusals;
  onForm: (form: SetupForm) => void;
  onStart: () => void;
  onClear: () => void;
}

export default function Setup({ form, errs, onForm, onStart, onClear }: Props) {
  const setPanel = (p: number, k: number, patch: Partial<PanelForm>) =>
    onForm({
      players: form.players.map((pl, i) => (i !== p ? pl : { ...pl, panels: pl.panels.map((x, j) => (j === k ? { ...x, ...patch } : x)) })) as SetupForm['players'],
    });
  return (
    <form
      class="as-group"
      onSubmit={(e) => {
        e.preventDefault();
        onStart();
      }}
    >
      <div class="as-grid">
        {form.players.map((pl, p) => (
          <fieldset key={p}>
            <legend>Player {p + 1}</legend>
            <TextField label="Name" value={pl.name} maxLength={40} onInput={(name) => onForm({ players: form.players.map((x, i) => (i === p ? { ...x, name } : x)) as SetupForm['players'] })} error={errs[`players.${p}.id`]} />
            {pl.panels.map((x, k) => {
              const [a, b] = typesOf(k);
              return (
                <div class="as-panel" key={k}>
                  <p class="as-row-name">{SLOT_NAMES[k]}</p>
                  <div class="as-row">
                    <NumberField label={`${ACTION_NAMES[a]} uses`} value={x.counts[0]} onInput={(v) => setPanel(p, k, { counts: [v, x.counts[1]] })} error={errs[`players.${p}.panels.${k}.counts.0`]} />
                    <NumberField label={`${ACTION_NAMES[b]} uses`} value={x.counts[1]} onInput={(v) => setPanel(p, k, { counts: [x.counts[0], v] })} error={errs[`players.${p}.panels.${k}.counts.1`]} />
                  </div>
                  {x.abilities.map((ab, j) => (
                    <div class="as-row" key={j}>
                      <TextField
                        label={`Special Ability ${j + 1}`}
                        value={ab.name}
                        maxLength={60}
                        onInput={(name) => setPanel(p, k, { abilities: x.abilities.map((q, i) => (i === j ? { ...q, name } : q)) })}
                        error={errs[`players.${p}.panels.${k}.abilities.${j}.name`]}
                      />
                      <SelectField label="Uses" value={ab.boxes} options={BOXES} onChange={(boxes) => setPanel(p, k, { abilities: x.abilities.map((q, i) => (i === j ? { ...q, boxes } : q)) })} />
                      <button type="button" class="as-remove" aria-label={`Remove Special Ability ${j + 1} of ${SLOT_NAMES[k]}`} onClick={() => setPanel(p, k, { abilities: x.abilities.filter((_, i) => i !== j) })}>
                        Remove
                      </button>
                    </div>
                  ))}
                  {x.abilities.length < MAX_ABILITIES && (
                    <button type="button" class="as-add" onClick={() => setPanel(p, k, { abilities: [...x.abilities, { name: '', boxes: '1' }] })}>
                      Add a Special Ability
                    </button>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <div class="as-buttons">
        <button type="submit" class="primary">
          Start the game
        </button>
        <button type="button" onClick={onClear}>
          Clear the form
        </button>
      </div>
    </form>
  );
}
