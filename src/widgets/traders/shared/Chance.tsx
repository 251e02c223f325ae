/**
 * A chance on screen: the percentage, and the exact fraction when the reader
 * asked for it; a chance known by proven bounds says so beside it, always.
 */
import { BOUNDS_PLACES } from './bounds-places.ts';
import type { ChanceText } from './chance.ts';

/** The words beside a chance known by its bounds (the exact fraction runs to thousands of digits). */
export function BoundsNote({ c, exact }: { c: ChanceText; exact: boolean }) {
  if (!c.bounds) return null;
  const range = c.fraction.includes(' to ');
  return (
    <span class="tr-frac tr-bounds">
      {' '}
      (within proven bounds{exact ? (range ? `: ${c.fraction}` : `, to ${BOUNDS_PLACES} places: ${c.fraction}`) : ''})
    </span>
  );
}

export function Chance({ c, exact }: { c: ChanceText; exact: boolean }) {
  return (
    <span class="tr-chance">
      <strong>{c.percent} %</strong>
      {c.bounds ? <BoundsNote c={c} exact={exact} /> : exact && <span class="tr-frac"> = {c.fraction}</span>}
    </span>
  );
}

/** Parts of a whole (win, tie, lose) drawn as one bar; the numbers are beside it in text. */
export function ShareBar({ parts, label }: { parts: { percent: string; tone: 'good' | 'even' | 'bad'; name: string }[]; label: string }) {
  return (
    <div class="tr-bar" role="img" aria-label={`${label}: ${parts.map((p) => `${p.name} ${p.percent} %`).join(', ')}`}>
      {parts.map((p) => (
        <span key={p.name} class={`tr-bar-${p.tone}`} style={{ width: `${p.percent}%` }} />
      ))}
    </div>
  );
}

/** The "show exact fractions" switch every calculator has. */
export function ExactSwitch({ exact, onChange }: { exact: boolean; onChange: (v: boolean) => void }) {
  return (
    <label class="check tr-exact">
      <input type="checkbox" checked={exact} onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)} /> Show the exact fractions
    </label>
  );
}
