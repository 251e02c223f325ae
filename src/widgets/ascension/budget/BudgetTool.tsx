/**
 * The Budget and victory calculator ([5.0], [10.1]): your Budget from the
 * Faction Panels, your bars and smuggling, against the upkeep of the cards
 * you hold (and whether a card fits); and the final score of both players
 * with every tie-break. Each answer with its steps and rules.
 */
import { LinkProblem } from '../../kit/Problem.tsx';
import { withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { useUrlState } from '../../kit/useUrlState.ts';
import { Examples } from '../shared/Examples.tsx';
import { AnswerBox, AnswerPeek, useAnswerView } from '../../kit/Answer.tsx';
import { Check, Choice, Num, RowError, Segmented, Text } from '../shared/fields.tsx';
import type { FieldErrs } from '../shared/form.ts';
import { Problems } from '../shared/Problems.tsx';
import { ReadingsPanel } from '../shared/Readings.tsx';
import { Why } from '../../kit/Why.tsx';
import { computeBudget, computeVictory } from './compute.ts';
import { BUDGET_EXAMPLES } from './presets.ts';
import { BUDGET_READINGS, INITIAL, MAX_BARS, MAX_SYSTEMS, UNDER, bar, type BarRow, type BudgetState, type PlayerRow } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

const UNDER_NAMES: Readonly<Record<(typeof UNDER)[number], string>> = { world: 'A World Panel', defense: 'A Defense Outpost', embassy: 'An Embassy', factory: 'A Factory', starport: 'A Starport' };
const UNDER_OPTIONS = UNDER.map((u) => ({ value: u, label: UNDER_NAMES[u] }));
const FACES = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
] as const;
const DECIDED: Readonly<Record<string, string>> = {
  'victory-points': 'on Victory Points',
  treaties: 'on Treaties, the Victory Points being equal',
  'trade-agreements': 'on Trade Agreements (World Panels with their bar), Victory Points and Treaties being equal',
  'tech-levels': 'on the lowest total Faction Panel Tech Level, everything else being equal',
  tied: '',
};

const LINK = { lazy: () => import('./link.ts').then((m) => m.BUDGET_URL) };

function Bars({ bars, onChange, errs, path, smuggling }: { bars: BarRow[]; onChange: (bars: BarRow[]) => void; errs: FieldErrs; path: string; smuggling: boolean }) {
  const set = (i: number, patch: Partial<BarRow>) => onChange(bars.map((b, k) => (k === i ? { ...b, ...patch } : b)));
  return (
    <div class="as-rows">
      {bars.map((b, i) => (
        <div class="as-row" key={i}>
          <Choice label={`Bar ${i + 1}: face`} value={b.face} options={FACES} onChange={(face) => set(i, { face })} err={errs[`${path}.${i}.face`]} />
          <Choice label="On" value={b.under} options={UNDER_OPTIONS} onChange={(under) => set(i, { under, smuggled: under === 'world' && b.smuggled })} err={errs[`${path}.${i}.outpost`]} />
          {smuggling && b.under === 'world' && <Check label="An opponent smuggles here" checked={b.smuggled} onChange={(smuggled) => set(i, { smuggled })} err={errs[`${path}.${i}.smuggled`]} />}
          <button type="button" class="as-remove" aria-label={`Remove bar ${i + 1}`} onClick={() => onChange(bars.filter((_, k) => k !== i))}>
            Remove
          </button>
        </div>
      ))}
      {bars.length < MAX_BARS && (
        <div>
          <button type="button" class="as-add" onClick={() => onChange([...bars, bar('1')])}>
            Add a bar
          </button>
        </div>
      )}
    </div>
  );
}

/** The first refusal of a card cost, named by its place in the list. */
function heldErr(errs: FieldErrs) {
  const hit = Object.entries(errs).find(([k]) => k.startsWith('heldCards'));
  if (!hit) return undefined;
  const n = /^heldCards\.(\d+)$/.exec(hit[0]);
  return n ? { ...hit[1], error: `Card ${Number(n[1]) + 1}: ${hit[1].error}` } : hit[1];
}

function BudgetTool() {
  const { state: s, setState, linkError, dismissLinkError } = useUrlState<BudgetState>(LINK, () => INITIAL);
  const view = useAnswerView();
  const set = (patch: Partial<BudgetState>) => setState({ ...s, ...patch });
  const budget = s.tab === 'budget' ? computeBudget(s) : null;
  const score = s.tab === 'victory' ? computeVictory(s) : null;
  const errs: FieldErrs = (budget && !budget.ok ? budget.fields : score && !score.ok ? score.fields : {}) ?? {};
  const example = BUDGET_EXAMPLES.find((e) => JSON.stringify({ ...e.state, readings: s.readings }) === JSON.stringify(s));
  const setPlayer = (p: number, patch: Partial<PlayerRow>) => set({ players: s.players.map((x, i) => (i === p ? { ...x, ...patch } : x)) as BudgetState['players'] });
  const changed = BUDGET_READINGS.filter((k) => s.readings[k] !== undefined).length > 0;

  let head;
  let peek = 'Something to fix first';
  if (budget?.ok) {
    const v = budget.value;
    peek = `Budget ${v.budget}, upkeep ${v.upkeep}`;
    head = (
      <>
        <p class={`verdict ${v.over > 0 ? 'bad' : ''}`}>
          Budget {v.budget}; upkeep {v.upkeep}: {v.over > 0 ? `over by ${v.over}` : `${v.budget - v.upkeep} to spare`}
        </p>
        <p class="as-sub">
          Faction Panels {v.panels} + bars {v.bars}
          {v.smuggledLoss > 0 && ` − ${v.smuggledLoss} smuggled away`}
          {v.smugglingGain > 0 && ` + ${v.smugglingGain} from your smuggling`} = {v.budget}.
          {v.over > 0 && ' At the end of the turn, return cards to the bottom of their decks until the upkeep fits.'}
        </p>
        {v.canBuy !== null && <p class={`as-sub ${v.canBuy ? '' : 'field-error'}`}>{v.canBuy ? 'The card fits the Budget.' : 'The card does not fit the Budget.'}</p>}
      </>
    );
  } else if (score?.ok) {
    const v = score.value;
    const [a, b] = v.scores;
    peek = v.winner ? `${v.winner} wins` : 'A tie';
    head = (
      <>
        <p class="verdict">{v.winner ? `${v.winner} wins ${DECIDED[v.decidedOn]}` : 'A tie: every tie-break is level'}</p>
        <p class="as-sub">
          {a!.id} {a!.vp} VP, {b!.id} {b!.vp} VP.
        </p>
        <div class="as-scroll">
        <table class="as-table">
          <caption>The score and the tie-breaks, in order</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col" class="num">
                VP
              </th>
              <th scope="col" class="num">
                Treaties
              </th>
              <th scope="col" class="num">
                Trade Agree&shy;ments
              </th>
              <th scope="col" class="num">
                TL total
              </th>
            </tr>
          </thead>
          <tbody>
            {v.scores.map((p) => (
              <tr key={p.id} class={p.id === v.winner ? 'as-mark' : undefined}>
                <td>{p.id}</td>
                <td class="num">{p.vp}</td>
                <td class="num">{p.treaties}</td>
                <td class="num">{p.tradeAgreements}</td>
                <td class="num">{p.totalTl}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </>
    );
  }
  const failed = budget && !budget.ok ? budget : score && !score.ok ? score : null;

  return (
    <div class="tool as-tool">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <AnswerBox
        view={view}
        tone={failed ? 'bad' : undefined}
        head={failed ? <Problems fields={failed.fields} general={failed.general} lists={{ panelBudgets: 'Faction Panel', bars: 'Bar', heldCards: 'Card', players: 'Player', systems: 'System', factionTls: 'Faction Panel' }} /> : head}
      >
        {changed && <p class="as-changed">Under a changed reading: Factory bars count double for Budget and Victory Points too (AM-15).</p>}
        {example && <p class="as-note">{example.source}</p>}
        {budget?.ok && <Why steps={budget.trace} />}
        {score?.ok && <Why steps={score.trace} />}
      </AnswerBox>

      <Examples
        examples={BUDGET_EXAMPLES}
        current={example?.id ?? null}
        onLoad={(e) => {
          setState({ ...e.state, readings: s.readings });
          view.show();
        }}
      />

      <Segmented
        legend="Work out"
        value={s.tab}
        options={[
          { value: 'budget', label: 'Your Budget' },
          { value: 'victory', label: 'The final score' },
        ]}
        onChange={(tab) => set({ tab })}
      />

      {s.tab === 'budget' ? (
        <>
          <fieldset>
            <legend>Faction Panel Budgets</legend>
            <div class="as-row">
              {s.panels.map((v, i) => (
                <Num key={i} label={`Panel ${i + 1}`} value={v} onInput={(t) => set({ panels: s.panels.map((x, k) => (k === i ? t : x)) as BudgetState['panels'] })} err={errs[`panelBudgets.${i}`]} />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>Your bars</legend>
            <p class="as-note">Every bar of yours adds its face: on World Panels (your Trade Agreements) and under your Outposts.</p>
            <Bars bars={s.bars} onChange={(bars) => set({ bars })} errs={errs} path="bars" smuggling />
            <Num label="Your Shadow Agents smuggling" value={s.agents} onInput={(agents) => set({ agents })} err={errs.smugglingAgents} hint="Each brings 2" />
          </fieldset>
          <fieldset>
            <legend>Upkeep</legend>
            <Text
              label="Costs of the Asset and Ship cards you hold"
              value={s.held}
              max={400}
              onInput={(held) => set({ held })}
              err={heldErr(errs)}
              hint="Type them with spaces between: 3 4 2. On the board or not; Ship Designs do not count."
            />
            <Num label="Cost of a card to buy" value={s.buying} onInput={(buying) => set({ buying })} err={errs.buying} hint="Leave empty when not buying" />
          </fieldset>
        </>
      ) : (
        <div class="as-grid">
          {s.players.map((p, pi) => (
            <fieldset key={pi}>
              <legend>Player {pi + 1}</legend>
              <Text label="Name" value={p.name} onInput={(name) => setPlayer(pi, { name })} err={errs[`players.${pi}.id`]} />
              <div class="as-row">
                {p.tls.map((t, k) => (
                  <Num key={k} label={`Panel ${k + 1} TL`} value={t} onInput={(v) => setPlayer(pi, { tls: p.tls.map((x, j) => (j === k ? v : x)) as PlayerRow['tls'] })} err={errs[`players.${pi}.factionTls.${k}`]} />
                ))}
              </div>
              {p.systems.map((sys, si) => (
                <div class="as-panel" key={si}>
                  <p class="as-row-name">System {si + 1}</p>
                  <Check label={`${p.name.trim() || `Player ${pi + 1}`} holds its Treaty`} checked={sys.treaty} onChange={(treaty) => setPlayer(pi, { systems: p.systems.map((x, k) => (k === si ? { ...x, treaty } : x)) })} />
                  <Bars bars={sys.bars} onChange={(bars) => setPlayer(pi, { systems: p.systems.map((x, k) => (k === si ? { ...x, bars } : x)) })} errs={errs} path={`players.${pi}.systems.${si}.bars`} smuggling={false} />
                  <button type="button" class="as-remove" onClick={() => setPlayer(pi, { systems: p.systems.filter((_, k) => k !== si) })}>
                    Remove system {si + 1}
                  </button>
                </div>
              ))}
              <RowError err={errs[`players.${pi}.systems`]} />
              {p.systems.length < MAX_SYSTEMS && (
                <button type="button" class="as-add" onClick={() => setPlayer(pi, { systems: [...p.systems, { treaty: false, bars: [bar('1')] }] })}>
                  Add a system
                </button>
              )}
            </fieldset>
          ))}
        </div>
      )}
      <ReadingsPanel keys={BUDGET_READINGS} changed={s.readings} onChange={(readings) => set({ readings })} />
      <AnswerPeek view={view}>{failed ? 'Something to fix first' : peek}</AnswerPeek>
    </div>
  );
}

export default withRuleCatalogue('/ascension/', BudgetTool);
