/**
 * Chances on screen, for every game's calculators: the percentage, and the
 * exact fraction when the reader asks for it (the switch every calculator
 * has); a chance known by proven bounds says so beside it, always; a
 * distribution as a table; parts of a whole as one bar.
 */
import type { ComponentChildren } from 'preact';
import type { ChanceRow, ChanceText } from './chance.ts';
import { BOUNDS_PLACES } from './limits.ts';

/** The words beside a chance known by its bounds (the exact fraction runs to thousands of digits). */
export function BoundsNote({ c, exact }: { c: ChanceText; exact: boolean }) {
  if (!c.bounds) return null;
  const range = c.fraction.includes(' to ');
  return (
    <span class="chance-frac chance-bounds">
      {' '}
      (within proven bounds{exact ? (range ? `: ${c.fraction}` : `, to ${BOUNDS_PLACES} places: ${c.fraction}`) : ''})
    </span>
  );
}

export function Chance({ c, exact }: { c: ChanceText; exact: boolean }) {
  return (
    <span class="chance">
      <strong>{c.percent} %</strong>
      {c.bounds ? <BoundsNote c={c} exact={exact} /> : exact && <span class="chance-frac"> = {c.fraction}</span>}
    </span>
  );
}

/** The switch every calculator has: the exact fractions beside the percentages. */
export function ExactSwitch({ exact, onChange }: { exact: boolean; onChange: (v: boolean) => void }) {
  return (
    <label class="check exact-switch">
      <input type="checkbox" checked={exact} onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)} /> Show the exact fractions
    </label>
  );
}

/** A column of a chance table before its Chance column: its heading and each row's cell. */
export interface ChanceColumn<R> {
  head: string;
  num?: boolean;
  cell: (row: R) => ComponentChildren;
}

interface ChanceTableProps<R extends { chance: ChanceText }> {
  rows: readonly R[];
  caption: ComponentChildren;
  /** Shown to screen readers only, when the words above the table say the same. */
  hiddenCaption?: boolean;
  exact: boolean;
  /** The rows to stress. */
  mark?: (row: R) => boolean;
}

/** A distribution as a table: each outcome (in one or more columns) with its chance. */
export function ChanceTable<R extends { chance: ChanceText }>({ rows, caption, hiddenCaption = false, columns, exact, mark }: ChanceTableProps<R> & { columns: readonly ChanceColumn<R>[] }) {
  return (
    <table class="tool-table">
      <caption class={hiddenCaption ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.head} scope="col" class={c.num ? 'num' : undefined}>
              {c.head}
            </th>
          ))}
          <th scope="col" class="num">
            Chance
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} class={mark?.(r) ? 'mark' : undefined}>
            {columns.map((c) => (
              <td key={c.head} class={c.num ? 'num' : undefined}>
                {c.cell(r)}
              </td>
            ))}
            <td class="num">
              <Chance c={r.chance} exact={exact} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A two-column table: each value of a distribution with its chance. */
export function ValueChanceTable({ head, ...props }: ChanceTableProps<ChanceRow> & { head: string }) {
  return <ChanceTable {...props} columns={[{ head, cell: (r) => r.value }]} />;
}

/** Parts of a whole (win, tie, lose) drawn as one bar; the numbers are beside it in text. */
export function ShareBar({ parts, label }: { parts: { percent: string; tone: 'good' | 'even' | 'bad'; name: string }[]; label: string }) {
  return (
    <div class="share-bar" role="img" aria-label={`${label}: ${parts.map((p) => `${p.name} ${p.percent} %`).join(', ')}`}>
      {parts.map((p) => (
        <span key={p.name} class={`share-bar-${p.tone}`} style={{ width: `${p.percent}%` }} />
      ))}
    </div>
  );
}
