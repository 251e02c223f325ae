/**
 * The piracy tool's results as the page is built, for the island's `results`
 * slot (src/components/RuleLinkedPart.astro gives the rule links): the same
 * component the tool draws live, on the engine's run of the state the tool
 * starts from (`toolStart`), so the live results replace it element for element.
 */
import type { RuleResolver } from '../../engine/core/rules.ts';
import { RuleLinks } from '../kit/RuleLink.tsx';
import { FightResults, runFight } from './Fight.tsx';
import { toPiracyInput } from './reading.ts';
import type { ToolStart } from './preset-page.ts';
import { cleanState } from './state.ts';

export default function FightSnapshot({ initial, rules }: Pick<ToolStart, 'initial'> & { rules: RuleResolver }) {
  const state = initial ?? cleanState();
  return (
    <RuleLinks.Provider value={{ resolve: rules, pending: false }}>
      <FightResults state={state} run={runFight(state, toPiracyInput(state))} edit={() => undefined} />
    </RuleLinks.Provider>
  );
}
