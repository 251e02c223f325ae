/**
 * The row of worked examples above an Ascension calculator: one button per
 * example (its source as the hint), the one loaded marked as pressed.
 */
import { Presets } from '../../kit/Presets.tsx';

export interface Example<S> {
  id: string;
  label: string;
  source: string;
  state: S;
}

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
