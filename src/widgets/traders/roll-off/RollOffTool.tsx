/**
 * The opposed-roll calculator: two sides, each one 4D6 plus the powers of
 * everyone on it (a gang's cards, an officer and his helpers, a ship), and
 * the exact chances that A beats B, that they tie, that B beats A. The
 * engine's `rollOff` is quick for every input, so it runs in the page.
 */
import { useMemo } from 'preact/hooks';
import { LinkProblem } from '../../kit/Problem.tsx';
import { Presets } from '../../kit/Presets.tsx';
import { RuleLink, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { Trace } from '../../kit/Trace.tsx';
import { useUrlState } from '../../kit/useUrlState.ts';
import { Chance, ExactSwitch, ShareBar } from '../../kit/Chance.tsx';
import { Rows } from '../shared/Rows.tsx';
import { computeRollOff } from './compute.ts';
import { INITIAL, MAX_COUNT, MAX_PER_SIDE, POWER_RANGE, PRESETS, ROLL_OFF_URL, sidePowers, type RollOffState } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/traders.css';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const signed = (n: number) => (n >= 0 ? `+ ${n}` : `− ${-n}`);

function RollOffTool() {
  const { state, setState, linkError, dismissLinkError } = useUrlState<RollOffState>(ROLL_OFF_URL, () => INITIAL);
  const answer = useMemo(() => computeRollOff(state), [state]);
  const set = (patch: Partial<RollOffState>) => setState({ ...state, ...patch });
  const current = PRESETS.find((p) => JSON.stringify({ ...p.state, exact: state.exact }) === JSON.stringify(state))?.id ?? null;
  return (
    <div class="tool tr-tool tr-rolloff">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <div class="result tr-answer" aria-live="polite">
        {answer.ok ? (
          <>
            <h2 class="verdict">
              {answer.a} beats {answer.b}: <Chance c={answer.win} exact={state.exact} />
            </h2>
            <ShareBar
              label="Chances"
              parts={[
                { name: 'A wins', percent: answer.win.percent, tone: 'good' },
                { name: 'tie', percent: answer.tie.percent, tone: 'even' },
                { name: 'B wins', percent: answer.lose.percent, tone: 'bad' },
              ]}
            />
            <ul class="totals tr-three">
              <li>
                A wins: <Chance c={answer.win} exact={state.exact} />
              </li>
              <li>
                Tie, nothing happens: <Chance c={answer.tie} exact={state.exact} />
              </li>
              <li>
                B wins: <Chance c={answer.lose} exact={state.exact} />
              </li>
            </ul>
            <p class="muted tr-small">
              A rolls 4D6 {signed(sum(sidePowers(state.a)))}, B rolls 4D6 {signed(sum(sidePowers(state.b)))}: A is {answer.difference >= 0 ? `${answer.difference} ahead` : `${-answer.difference} behind`}.
            </p>
          </>
        ) : (
          <p class="problem">
            {answer.error} <span class="trace-rule">Rule: <RuleLink rule={answer.rule} /></span>
          </p>
        )}
      </div>
      <ExactSwitch exact={state.exact} onChange={(exact) => set({ exact })} />
      <div class="tr-sides">
        <Rows legend="Side A" rows={state.a} onChange={(a) => set({ a })} maxCards={MAX_PER_SIDE} maxCount={MAX_COUNT} powers={POWER_RANGE} />
        <Rows legend="Side B" rows={state.b} onChange={(b) => set({ b })} maxCards={MAX_PER_SIDE} maxCount={MAX_COUNT} powers={POWER_RANGE} />
      </div>
      <Presets label="Examples" lead="Try:" presets={PRESETS} current={current} onPick={(id) => set({ ...PRESETS.find((p) => p.id === id)!.state, exact: state.exact })} />
      {answer.ok && <Trace steps={answer.steps} />}
    </div>
  );
}

export default withRuleCatalogue('/traders/', RollOffTool);
