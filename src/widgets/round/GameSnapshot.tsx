/**
 * A worked example's game as the page is built, for the round tracker's
 * `game` slot (src/components/RuleLinkedPart.astro gives the rule links): the
 * same game view the tracker draws live, on the example's start, so the live
 * view replaces it element for element once the reader reaches for it
 * (kit/Dormant.tsx). Build time only.
 */
import type { RuleResolver } from '../../engine/core/rules.ts';
import { RuleLinks } from '../kit/RuleLink.tsx';
import GameView from './GameView.tsx';
import type { TrackerPreset } from './presets.ts';
import { presetState } from './state.ts';

export default function GameSnapshot({ presets, preset, rules }: { presets: readonly TrackerPreset[]; preset: string; rules: RuleResolver }) {
  const script = presets.find((p) => p.id === preset);
  if (!script) throw new Error(`GameSnapshot: no tracker preset "${preset}"`);
  const none = () => undefined;
  return (
    <RuleLinks.Provider value={{ resolve: rules, pending: false }}>
      <GameView state={presetState(script)} change={none} refusal={null} setRefusal={none} script={script} />
    </RuleLinks.Provider>
  );
}
