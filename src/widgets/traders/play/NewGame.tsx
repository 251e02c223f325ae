/**
 * Starting a game: the seed (a new one drawn at random, or one typed in to
 * replay or share a deal), who rolls (the site, or you at the table, typing
 * in your dice and cards), and the reading switches where the rules can be
 * read two ways. Loaded when the reader opens it.
 */
import { useState } from 'preact/hooks';
import { DEFAULT_READINGS, READING_INFO, READING_KEYS, type ReadingKey } from '../../../engine/traders/readings/index.ts';
import { TextField } from '../../kit/fields.tsx';
import { parseWhole } from '../../kit/numbers.ts';
import { RuleLink } from '../../kit/RuleLink.tsx';
import type { Mode, Readings } from './types.ts';

export const MAX_SEED = 4294967295;

export function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

interface Props {
  /** The current game's settings, the form's starting point. */
  from: { seed: number; mode: Mode; readings: Readings };
  onStart: (game: { seed: number; mode: Mode; readings: Readings }) => void;
}

export default function NewGame({ from, onStart }: Props) {
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const [mode, setMode] = useState<Mode>(from.mode);
  const [readings, setReadings] = useState<Readings>({ ...from.readings });
  const [tried, setTried] = useState(false);
  const read = parseWhole(seed, { min: 0, max: MAX_SEED, label: 'the seed' });
  const set = <K extends ReadingKey>(k: K, v: Readings[K]) => setReadings({ ...readings, [k]: v });
  return (
    <form
      class="tp-new"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (read.ok) onStart({ seed: read.value, mode, readings });
      }}
    >
      <div class="tp-seed">
        <TextField label="Seed" value={seed} onInput={setSeed} error={tried && !read.ok ? read.error : undefined} hint={`A whole number from 0 to ${MAX_SEED}: the same seed deals the same cards and dice.`} inputMode="numeric" name="seed" />
        <div class="actions">
          <button type="button" class="small" onClick={() => setSeed(String(randomSeed()))}>
            New random seed
          </button>
          <button type="button" class="small" onClick={() => setSeed(String(from.seed))}>
            This game’s seed ({from.seed})
          </button>
        </div>
      </div>
      <fieldset>
        <legend>Who rolls the dice</legend>
        <label class="check">
          <input type="radio" name="tp-mode" value="digital" checked={mode === 'digital'} onChange={() => setMode('digital')} /> The site shuffles, draws and rolls
        </label>
        <label class="check">
          <input type="radio" name="tp-mode" value="table" checked={mode === 'table'} onChange={() => setMode('table')} /> I play with real cards and dice and type in what I draw and roll; the site keeps the books
        </label>
      </fieldset>
      <fieldset>
        <legend>Readings</legend>
        <p class="tp-small">Where the rules can be read two ways, the first option is the one we recommend.</p>
        {READING_KEYS.map((k) => {
          const info = READING_INFO[k];
          return (
            <fieldset key={k} class="tp-reading">
              <legend>{info.label}</legend>
              {info.options.map((o) => (
                <label key={String(o.value)} class="check">
                  <input type="radio" name={`tp-r-${k}`} checked={readings[k] === o.value} onChange={() => set(k, o.value as Readings[typeof k])} />
                  <span>
                    <strong>{o.label}</strong>
                    {o.recommended ? ' (recommended)' : ''}: {o.explanation}
                  </span>
                </label>
              ))}
              <p class="tp-small">
                Why: <RuleLink rule={info.rule} />
              </p>
            </fieldset>
          );
        })}
        <button type="button" class="small" onClick={() => setReadings({ ...DEFAULT_READINGS })}>
          Recommended readings
        </button>
      </fieldset>
      <button type="submit" class="primary tp-move">
        Start the game
      </button>
    </form>
  );
}
