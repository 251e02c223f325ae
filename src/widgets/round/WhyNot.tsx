/** Why the moves not offered are not open: the engine's reason and rule for each kind (`whyNot`). Loaded when the note is unfolded. */
import { whyNot, type TrackerState } from '../../engine/ccg/tracker/index.ts';
import { RuleCite } from '../kit/RuleLink.tsx';

export default function WhyNot({ state }: { state: TrackerState }) {
  return (
    <ul>
      {whyNot(state).map((c) => (
        <li key={c.label}>
          <strong>{c.label}:</strong> {c.error} <RuleCite rule={c.rule} />
        </li>
      ))}
    </ul>
  );
}
