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
