/** The bar of worked examples a tool offers, with an optional Reset or Clear at the end. */
import type { ComponentChildren } from 'preact';

export interface PresetButton {
  id: string;
  label: string;
  /** Said on hover: where the example comes from. */
  hint?: string;
}

interface Props {
  presets: readonly PresetButton[];
  onPick: (id: string) => void;
  /** What the bar is, for screen readers. */
  label: string;
  /** The words before the buttons. */
  lead?: string;
  /** The preset shown now, marked as pressed (tools that show which example is loaded). */
  current?: string | null;
  /** The reset button (or any control) after the presets. */
  children?: ComponentChildren;
}

export function Presets({ presets, onPick, label, lead = 'Load an example:', current, children }: Props) {
  return (
    <div class="presets" role="group" aria-label={label}>
      <span>{lead}</span>
      {presets.map((p) => (
        <button
          type="button"
          class="small"
          key={p.id}
          data-preset={p.id}
          title={p.hint}
          aria-pressed={current === undefined ? undefined : current === p.id ? 'true' : 'false'}
          onClick={() => onPick(p.id)}
        >
          {p.label}
        </button>
      ))}
      {children}
    </div>
  );
}

/** The small button that ends a presets bar. */
export function ResetButton({ onClick, label = 'Reset' }: { onClick: () => void; label?: string }) {
  return (
    <button type="button" class="small" onClick={onClick}>
      {label}
    </button>
  );
}

/** A worked example a tool offers: a whole state, and where it comes from (said on hover and under the answer). */
export interface Example<S> {
  id: string;
  label: string;
  source: string;
  state: S;
}

/** The row of worked examples of a calculator: one button per example (its source as the hint), the one loaded marked as pressed. */
export function Examples<E extends Example<unknown>>({ examples, current, onLoad }: { examples: readonly E[]; current: string | null; onLoad: (example: E) => void }) {
  return (
    <Presets
      label="Examples"
      lead="Examples:"
      presets={examples.map((e) => ({ id: e.id, label: e.label, hint: e.source }))}
      current={current}
      onPick={(id) => {
        const e = examples.find((x) => x.id === id);
        if (e) onLoad(e);
      }}
    />
  );
}
