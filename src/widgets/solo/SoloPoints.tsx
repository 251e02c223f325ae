/**
 * The solo challenge points calculator: pick a scenario and challenges; the
 * engine checks the choice, adds up the points and lists what the game changes.
 * The total comes first, in the kit's answer box, and is pinned to the screen
 * (`AnswerPeek`) while the reader ticks challenges further down.
 * The edition setting (`edition/ui.tsx`, loaded after the calculator is drawn)
 * sets which Rules Reference's rules the steps cite, or both.
 */
import { plural } from '../../engine/core/text.ts';
import { useMemo, useState } from 'preact/hooks';
import {
  SOLO_CHALLENGES,
  SOLO_CHALLENGE_GROUPS,
  SOLO_SCENARIOS,
  keepOffered,
  scoreSoloChallenges,
  soloChallengeOptions,
  type SoloChallengeId,
  type SoloScenarioId,
} from '../../engine/ccg/solo/index.ts';
import { Trace } from '../kit/Trace.tsx';
import { AnswerBox, AnswerPeek, useAnswerView } from '../kit/Answer.tsx';
import { Problem, LinkProblem } from '../kit/Problem.tsx';
import { RuleLinks, useRuleCatalogue } from '../kit/RuleLink.tsx';
import { CheckField, SelectField } from '../kit/fields.tsx';
import { useUrlState } from '../kit/useUrlState.ts';
import { useLazy } from '../kit/lazy.ts';
import { Citations, DEFAULT_VIEW } from '../kit/citation-context.ts';
import { INITIAL_SOLO_POINTS, SOLO_URL, type SoloPointsState } from './state.ts';
import '../../styles/widgets.css';

const name = (id: SoloChallengeId) => SOLO_CHALLENGES.find((c) => c.id === id)?.name ?? id;
const loadEditionUi = () => import('../edition/ui.tsx');

export default function SoloPoints() {
  const ruleLinks = useRuleCatalogue('/ccg/');
  const { state, setState, linkError, linkRefusal, dismissLinkError } = useUrlState<SoloPointsState>(SOLO_URL, () => INITIAL_SOLO_POINTS);
  const score = useMemo(() => scoreSoloChallenges(state.scenario, state.challenges), [state]);
  const options = useMemo(() => soloChallengeOptions(state.scenario, state.challenges), [state]);
  const [citations, setCitations] = useState(DEFAULT_VIEW);
  const EditionField = useLazy(true, loadEditionUi, (m) => m.CcgEditionField).value;
  const answer = useAnswerView();
  const total = score.ok ? plural(score.value.total, 'challenge point') : undefined;

  const toggle = (id: SoloChallengeId, on: boolean) =>
    setState({
      ...state,
      challenges: on ? [...state.challenges, id] : state.challenges.filter((c) => c !== id),
    });
  const setScenario = (scenario: SoloScenarioId) => setState({ ...state, scenario, challenges: keepOffered(scenario, state.challenges) });
  /** A reset keeps the edition the reader chose. */
  const reset = () => setState({ ...INITIAL_SOLO_POINTS, ...(state.edition && { edition: state.edition }) });

  return (
    <RuleLinks.Provider value={ruleLinks}>
      <Citations.Provider value={citations}>
      <div class="tool solo-points">
        {linkError && <LinkProblem message={linkError} instead={linkRefusal?.instead?.says} onDismiss={dismissLinkError} />}
        <AnswerBox
          view={answer}
          tone={score.ok ? 'good' : 'bad'}
          label="The challenge points"
          head={score.ok ? <p class="verdict">{total}</p> : <Problem error={score} title="This choice is not allowed" />}
        >
          {score.ok && (
            <>
              <ul class="totals">
                <li>Contract slots: {score.value.settings.contractSlots}</li>
                <li>Hand size: {score.value.settings.handSize}</li>
                <li>Adventure deck: {score.value.settings.deckLimits.adventure.size} cards</li>
                <li>Captain’s deck: {score.value.settings.deckLimits.captains.size} cards</li>
              </ul>
              <Trace steps={score.trace} title="Points, challenge by challenge" />
            </>
          )}
        </AnswerBox>
        {EditionField ? (
          <EditionField value={state.edition} onEdition={setState} steps={score.ok ? score.trace : undefined} onView={setCitations} linked={linkRefusal} />
        ) : (
          <div class="edition-setting" aria-busy="true" />
        )}
        <div class="row">
          <SelectField
            label="Scenario"
            value={state.scenario}
            options={SOLO_SCENARIOS.map((s) => ({
              value: s.id,
              label: s.name,
            }))}
            onChange={setScenario}
          />
          <button type="button" onClick={reset}>
            Reset
          </button>
        </div>
        {SOLO_CHALLENGE_GROUPS.map((g) => {
          const items = options.filter((o) => o.challenge.group === g.id);
          return (
            <fieldset key={g.id}>
              <legend>{g.title}</legend>
              {items.map(({ challenge: c, chosen, unavailable: reason, points, reducedBy }) => (
                <CheckField
                  key={c.id}
                  checked={chosen}
                  disabled={!chosen && reason !== undefined}
                  onChange={(on) => toggle(c.id, on)}
                  label={
                    <span>
                      <strong>{c.name}</strong> — {reducedBy ? `${points} points (${c.points} without “${name(reducedBy)}”)` : `${c.points} points`}
                      <br />
                      <span class="muted">{c.text}</span>
                      {reason && <span class="field-hint"> {reason}</span>}
                    </span>
                  }
                />
              ))}
            </fieldset>
          );
        })}
        <AnswerPeek view={answer} back="See the answer">
          {total ?? 'This choice is not allowed'}
        </AnswerPeek>
      </div>
      </Citations.Provider>
    </RuleLinks.Provider>
  );
}
