/**
 * A side of a contest as rows: who (an officer, a villain, a ship, or a power
 * typed by hand, checked beside its field) and how many. Used by the opposed-roll calculator.
 */
import { useEffect, useState } from 'preact/hooks';
import { NumberField } from '../../kit/fields.tsx';
import { parseWhole } from '../../kit/numbers.ts';
import { CAST, OTHER } from './cast.ts';

export interface RowValue {
  who: string;
  count: number;
  power: number;
}

interface Props {
  legend: string;
  rows: RowValue[];
  onChange: (rows: RowValue[]) => void;
  maxCards: number;
  maxCount: number;
  powers: { min: number; max: number };
  /** Which groups of the cast are offered. */
  groups?: readonly ('Officers' | 'Villains' | 'Ships')[];
}

/**
 * A power typed by hand: the text is kept as typed, and only a whole number
 * in range reaches the side; anything else gets a message beside the field.
 */
function PowerField({ power, onPower, powers }: { power: number; onPower: (p: number) => void; powers: { min: number; max: number } }) {
  const [text, setText] = useState(String(power));
  const read = parseWhole(text.replace(/[\u2212\u2013]/g, '-'), { min: powers.min, max: powers.max, label: 'the power' });
  // A power set from elsewhere (an example picked, a link opened) replaces the text.
  useEffect(() => {
    if (!read.ok || read.value !== power) setText(String(power));
  }, [power]);
  return (
    <NumberField
      label="Power"
      value={text}
      error={read.ok ? undefined : read.error}
      onInput={(t) => {
        setText(t.slice(0, 6));
        const r = parseWhole(t.replace(/[\u2212\u2013]/g, '-'), { min: powers.min, max: powers.max, label: 'the power' });
        if (r.ok && r.value !== power) onPower(r.value);
      }}
    />
  );
}

const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

export function Rows({ legend, rows, onChange, maxCards, maxCount, powers, groups = ['Officers', 'Villains', 'Ships'] }: Props) {
  const total = rows.reduce((n, r) => n + r.count, 0);
  const set = (i: number, patch: Partial<RowValue>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset class="tr-rows">
      <legend>{legend}</legend>
      {rows.length === 0 && <p class="muted">Nobody yet: a bare 4D6.</p>}
      {rows.map((r, i) => {
        const whoId = `${legend}-who-${i}`.replace(/\W+/g, '-');
        return (
          <div class="tr-row" key={i}>
            <div class="field">
              <label for={whoId}>Who</label>
              <select id={whoId} value={r.who} onChange={(e) => set(i, { who: (e.currentTarget as HTMLSelectElement).value })}>
                {groups.map((g) => (
                  <optgroup key={g} label={g}>
                    {CAST.filter((c) => c.group === g).map((c) => (
                      <option key={c.key} value={c.key}>
                        {c.name} ({c.power})
                      </option>
                    ))}
                  </optgroup>
                ))}
                <option value={OTHER}>Another power…</option>
              </select>
            </div>
            {r.who === OTHER && <PowerField power={r.power} powers={powers} onPower={(power) => set(i, { power })} />}
            <div class="field tr-num">
              <label for={`${whoId}-n`}>How many</label>
              <select id={`${whoId}-n`} value={String(r.count)} onChange={(e) => set(i, { count: Number((e.currentTarget as HTMLSelectElement).value) })}>
                {range(1, Math.min(maxCount, maxCards - total + r.count)).map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" class="small tr-remove" onClick={() => onChange(rows.filter((_, j) => j !== i))} aria-label={`Remove row ${i + 1} of ${legend}`}>
              Remove
            </button>
          </div>
        );
      })}
      <button type="button" class="small" disabled={total >= maxCards} onClick={() => onChange([...rows, { who: rows.at(-1)?.who ?? 'captain', count: 1, power: 0 }])}>
        Add someone
      </button>
    </fieldset>
  );
}
