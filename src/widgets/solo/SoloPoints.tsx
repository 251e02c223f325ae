/**
 * The solo challenge points calculator: pick a scenario and challenges; the
 * engine checks the choice, adds up the points and lists what the game changes.
 */
import { useMemo } from 'preact/hooks';
import { SOLO_CHALLENGES, SOLO_CHALLENGE_GROUPS, SOLO_SCENARIOS, scoreSoloChallenges, type SoloChallengeId, type SoloScenarioId } from '../../engine/ccg/solo/index.ts';
import { Trace } from '../kit/Trace.tsx';
import { Problem, LinkProblem } from '../kit/Problem.tsx';
import { SelectField } from '../kit/fields.tsx';
import { useUrlState } from '../kit/useUrlState.ts';
import { INITIAL_SOLO_POINTS, parseSoloPointsState, type SoloPointsState } from './state.ts';
import '../../styles/widgets.css';

const name = (id: SoloChallengeId) => SOLO_CHALLENGES.find((c) => c.id === id)?.name ?? id;

export default function SoloPoints() {
  const { state, setState, linkError, dismissLinkError } = useUrlState<SoloPointsState>(parseSoloPointsState, () => INITIAL_SOLO_POINTS);
  const score = useMemo(() => scoreSoloChallenges(state.scenario, state.challenges), [state]);

  const toggle = (id: SoloChallengeId, on: boolean) =>
    setState({ ...state, challenges: on ? [...state.challenges, id] : state.challenges.filter((c) => c !== id) });
  const setScenario = (scenario: SoloScenarioId) =>
    setState({ scenario, challenges: state.challenges.filter((id) => SOLO_CHALLENGES.find((c) => c.id === id)?.scenarios?.includes(scenario) ?? true) });

  return (
    <div class="tool solo-points">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <div class="row">
        <SelectField label="Scenario" value={state.scenario} options={SOLO_SCENARIOS.map((s) => ({ value: s.id, label: s.name }))} onChange={setScenario} />
        <button type="button" onClick={() => setState(INITIAL_SOLO_POINTS)}>
          Reset
        </button>
      </div>
      {SOLO_CHALLENGE_GROUPS.map((g) => {
        const items = SOLO_CHALLENGES.filter((c) => c.group === g.id);
        return (
          <fieldset key={g.id}>
            <legend>{g.title}</legend>
            {items.map((c) => {
              const chosen = state.challenges.includes(c.id);
              const clash = c.excludes.find((x) => state.challenges.includes(x));
              const offScenario = c.scenarios !== undefined && !c.scenarios.includes(state.scenario);
              const reason = offScenario ? 'Only in The Dirty Half-Dozen.' : clash && !chosen ? `Not with “${name(clash)}”.` : undefined;
              const reduced = c.pointsWith?.find((p) => state.challenges.includes(p.challenge));
              return (
                <label class="check" key={c.id}>
                  <input type="checkbox" checked={chosen} disabled={!chosen && reason !== undefined} onChange={(e) => toggle(c.id, (e.currentTarget as HTMLInputElement).checked)} />
                  <span>
                    <strong>{c.name}</strong> — {reduced ? `${reduced.points} points (${c.points} without “${name(reduced.challenge)}”)` : `${c.points} points`}
                    <br />
                    <span class="muted">{c.text}</span>
                    {reason && <span class="field-hint"> {reason}</span>}
                  </span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      <div aria-live="polite">
        {!score.ok && <Problem error={score} title="This choice is not allowed" />}
        {score.ok && (
          <div class="result good">
            <p class="verdict">
              {score.value.total} challenge point{score.value.total === 1 ? '' : 's'}
            </p>
            <ul class="totals">
              <li>Contract slots: {score.value.settings.contractSlots}</li>
              <li>Hand size: {score.value.settings.handSize}</li>
              <li>Adventure deck: {score.value.settings.deckLimits.adventure.size} cards</li>
              <li>Captain’s deck: {score.value.settings.deckLimits.captains.size} cards</li>
            </ul>
            <Trace steps={score.trace} title="Points, challenge by challenge" />
          </div>
        )}
      </div>
    </div>
  );
}
