/**
 * Starting a game: the seed (a new one drawn at random, or one typed in to
 * replay or share a deal), who rolls (the site, or you at the table, typing
 * in your dice and cards), the reading switches where the rules can be read
 * two ways, and where it starts: the set-up at Regina, or a position you
 * describe (the engine checks it; a refusal shows beside its field). Loaded
 * when the reader opens it.
 */
import { useState } from 'preact/hooks';
import { DEFAULT_READINGS, READING_INFO, READING_KEYS, type ReadingKey } from '../../../engine/traders/readings/index.ts';
import { MAX_SEED } from '../../../engine/traders/game/index.ts';
import { TextField, type FieldProblem } from '../../kit/fields.tsx';
import { parseWhole } from '../../kit/numbers.ts';
import { RuleCite, RuleLink } from '../../kit/RuleLink.tsx';
import { PositionFieldset } from './PositionFields.tsx';
import { CLEAN_FIELDS, describe, fieldOf, type FieldKey, type PositionFields } from './position-form.ts';
import type { Mode, Readings, Refusal } from './types.ts';


export function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

interface Props {
  /** The current game's settings, the form's starting point. */
  from: { seed: number; mode: Mode; readings: Readings };
  /** Starts the game; a refusal (a position the rules do not allow) comes back to be shown beside its field. */
  onStart: (game: { seed: number; mode: Mode; readings: Readings; position?: unknown }) => Promise<Refusal | null>;
}

export default function NewGame({ from, onStart }: Props) {
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const [mode, setMode] = useState<Mode>(from.mode);
  const [readings, setReadings] = useState<Readings>({ ...from.readings });
  const [tried, setTried] = useState(false);
  const [where, setWhere] = useState<'setup' | 'position'>('setup');
  const [fields, setFields] = useState<PositionFields>(CLEAN_FIELDS);
  const [refused, setRefused] = useState<{ field: FieldKey | null; refusal: Refusal } | null>(null);
  const read = parseWhole(seed, { min: 0, max: MAX_SEED, label: 'the seed' });
  const described = describe(fields);
  const set = <K extends ReadingKey>(k: K, v: Readings[K]) => setReadings({ ...readings, [k]: v });
  const changed = READING_KEYS.filter((k) => readings[k] !== DEFAULT_READINGS[k]).length;
  const fieldErrors: Partial<Record<FieldKey, FieldProblem>> = {
    ...(tried && !described.ok ? described.errors : {}),
    ...(refused?.field ? { [refused.field]: refused.refusal } : {}),
  };
  return (
    <form
      class="tp-new"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!read.ok || (where === 'position' && !described.ok)) return;
        const position = where === 'position' && described.ok ? described.value : null;
        void onStart({ seed: read.value, mode, readings, ...(position ? { position: position.position } : {}) }).then((r) => {
          setRefused(r ? { field: fieldOf(r.field, position?.crewRanks ?? []), refusal: r } : null);
        });
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
        <legend>Where the game starts</legend>
        <label class="check">
          <input type="radio" name="tp-where" value="setup" checked={where === 'setup'} onChange={() => setWhere('setup')} /> The set-up: the full crew on Regina, no money until the first purchase
        </label>
        <label class="check">
          <input type="radio" name="tp-where" value="position" checked={where === 'position'} onChange={() => setWhere('position')} /> A position I describe: each officer, the money, the stop, the lot, the hits, the turn
        </label>
        {where === 'position' && (
          <PositionFieldset
            fields={fields}
            onChange={(f) => {
              setFields(f);
              setRefused(null);
            }}
            errors={fieldErrors}
          />
        )}
      </fieldset>
      {refused && refused.field === null && (
        <p class="problem" role="alert">
          {refused.refusal.error} <RuleCite rule={refused.refusal.rule} />
        </p>
      )}
      <button type="submit" class="primary tp-move">
        Start the game
      </button>
      {/* Six reading choices, folded below the Start button: most games start with the recommended ones. */}
      <details class="tp-fold tp-readings">
        <summary>Readings: {changed === 0 ? 'the recommended ones' : `${changed} changed from the recommended`}</summary>
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
      </details>
    </form>
  );
}
