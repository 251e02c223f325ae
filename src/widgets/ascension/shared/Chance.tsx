/** Chances on screen: the percentage, and the exact fraction when the reader asks for it. */
import type { ComponentChildren } from 'preact';
import type { ChanceRow, ChanceText } from './chance.ts';

export function Chance({ c, exact }: { c: ChanceText; exact: boolean }) {
  return (
    <span class="as-chance">
      <strong>{c.percent} %</strong>
      {exact && <span class="as-frac"> = {c.fraction}</span>}
    </span>
  );
}

/** The switch every calculator has: the exact fractions beside the percentages. */
export function ExactSwitch({ exact, onChange }: { exact: boolean; onChange: (v: boolean) => void }) {
  return (
    <label class="check as-exact">
      <input type="checkbox" checked={exact} onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)} /> Show the exact fractions
    </label>
  );
}

/** A distribution as a two-column table: each value with its chance. */
export function ChanceTable({ rows, caption, head, exact, mark }: { rows: readonly ChanceRow[]; caption: ComponentChildren; head: string; exact: boolean; mark?: (value: number) => boolean }) {
  return (
    <table class="as-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col" class="num">
            Chance
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.value} class={mark?.(r.value) ? 'as-mark' : undefined}>
            <td>{r.value}</td>
            <td class="num">
              <Chance c={r.chance} exact={exact} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Parts of a whole drawn as one bar; the numbers are beside it in text. */
export function ShareBar({ parts, label }: { parts: { percent: string; tone: 'good' | 'even' | 'bad'; name: string }[]; label: string }) {
  return (
    <div class="as-bar" role="img" aria-label={`${label}: ${parts.map((p) => `${p.name} ${p.percent} %`).join(', ')}`}>
      {parts.map((p) => (
        <span key={p.name} class={`as-bar-${p.tone}`} style={{ width: `${p.percent}%` }} />
      ))}
    </div>
  );
}
