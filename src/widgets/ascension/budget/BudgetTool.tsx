/**
 * The Budget and victory calculator ([5.0], [10.1]): your Budget from the
 * Faction Panels, your bars and smuggling, against the upkeep of the cards
 * you hold (and whether a card fits); and the final score of both players
 * with every tie-break. Each answer with its steps and rules. Built on the
 * kit's calculator shell; worked out in the page (no dice).
 */
import { CheckField, NumberField, Segmented, SelectField, TextField } from '../../kit/fields.tsx';
import type { Refusals } from '../../kit/form.ts';
import { RowList } from '../../kit/RowList.tsx';
import { withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { AscensionCalculator, useAscensionCalc } from '../shared/calc.tsx';
import type { BudgetAnswer } from './compute.ts';
import { budgetService } from './service.ts';
import { useAnswer } from '../../kit/useAnswer.ts';
import { BUDGET_EXAMPLES } from './presets.ts';
import { BUDGET_READINGS, HELD_MAX, INITIAL, NAME_MAX, MAX_BARS, MAX_SYSTEMS, UNDER, bar, type BarRow, type BudgetState, type PlayerRow } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

type Ok = Extract<BudgetAnswer, { ok: true }>;

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

function Bars({ bars, onChange, errs, path, smuggling }: { bars: BarRow[]; onChange: (bars: BarRow[]) => void; errs: Refusals; path: string; smuggling: boolean }) {
  return (
    <RowList rows={bars} onChange={onChange} make={() => bar('1')} noun="bar" add="Add a bar" plural="bars" max={MAX_BARS}>
      {(b, i, edit) => (
        <>
          <SelectField label={`Bar ${i + 1}: face`} value={b.face} options={FACES} onChange={(face) => edit({ face })} error={errs[`${path}.${i}.face`]} />
          <SelectField label="On" value={b.under} options={UNDER_OPTIONS} onChange={(under) => edit({ under, smuggled: under === 'world' && b.smuggled })} error={errs[`${path}.${i}.outpost`]} />
          {smuggling && b.under === 'world' && <CheckField label="An opponent smuggles here" checked={b.smuggled} onChange={(smuggled) => edit({ smuggled })} error={errs[`${path}.${i}.smuggled`]} />}
        </>
      )}
    </RowList>
  );
}

/** The first refusal of a card cost, named by its place in the list. */
function heldErr(errs: Refusals) {
  const hit = Object.entries(errs).find(([k]) => k.startsWith('heldCards'));
  if (!hit) return undefined;
  const n = /^heldCards\.(\d+)$/.exec(hit[0]);
  return n ? { ...hit[1], error: `Card ${Number(n[1]) + 1}: ${hit[1].error}` } : hit[1];
}

function BudgetHead({ a }: { a: Ok & { tab: 'budget' } }) {
  const v = a.value;
  return (
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
}

function ScoreHead({ a }: { a: Ok & { tab: 'victory' } }) {
  const v = a.value;
  const [x, y] = v.scores;
  return (
    <>
      <p class="verdict">{v.winner ? `${v.winner} wins ${DECIDED[v.decidedOn]}` : 'A tie: every tie-break is level'}</p>
      <p class="as-sub">
        {x!.id} {x!.vp} VP, {y!.id} {y!.vp} VP.
      </p>
      <div class="as-scroll">
        <table class="tool-table">
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
              <tr key={p.id} class={p.id === v.winner ? 'mark' : undefined}>
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

function BudgetTool() {
  const calc = useAscensionCalc<BudgetState, BudgetAnswer>({ link: LINK, clean: () => INITIAL, examples: BUDGET_EXAMPLES, solve: { service: budgetService, question: (s: BudgetState) => s, useAnswer } });
  const { state: s, set, errs } = calc;
  const setPlayer = (p: number, patch: Partial<PlayerRow>) => set({ players: s.players.map((x, i) => (i === p ? { ...x, ...patch } : x)) as BudgetState['players'] });

  return (
    <AscensionCalculator
      calc={calc}
      readings={BUDGET_READINGS}
      lists={{ panelBudgets: 'Faction Panel', bars: 'Bar', heldCards: 'Card', players: 'Player', systems: 'System', factionTls: 'Faction Panel' }}
      head={(a) => (a.tab === 'budget' ? <BudgetHead a={a} /> : <ScoreHead a={a} />)}
      peek={(a) => (a.tab === 'budget' ? `Budget ${a.value.budget}, upkeep ${a.value.upkeep}` : a.value.winner ? `${a.value.winner} wins` : 'A tie')}
    >
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
            <div class="row">
              {s.panels.map((v, i) => (
                <NumberField key={i} label={`Panel ${i + 1}`} value={v} onInput={(t) => set({ panels: s.panels.map((x, k) => (k === i ? t : x)) as BudgetState['panels'] })} error={errs[`panelBudgets.${i}`]} />
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>Your bars</legend>
            <p class="as-note">Every bar of yours adds its face: on World Panels (your Trade Agreements) and under your Outposts.</p>
            <Bars bars={s.bars} onChange={(bars) => set({ bars })} errs={errs} path="bars" smuggling />
            <NumberField label="Your Shadow Agents smuggling" value={s.agents} onInput={(agents) => set({ agents })} error={errs.smugglingAgents} hint="Each brings 2" />
          </fieldset>
          <fieldset>
            <legend>Upkeep</legend>
            <TextField
              label="Costs of the Asset and Ship cards you hold"
              value={s.held}
              maxLength={HELD_MAX}
              onInput={(held) => set({ held })}
              error={heldErr(errs)}
              hint="Type them with spaces between: 3 4 2. On the board or not; Ship Designs do not count."
            />
            <NumberField label="Cost of a card to buy" value={s.buying} onInput={(buying) => set({ buying })} error={errs.buying} hint="Leave empty when not buying" />
          </fieldset>
        </>
      ) : (
        <div class="as-grid">
          {s.players.map((p, pi) => (
            <fieldset key={pi}>
              <legend>Player {pi + 1}</legend>
              <TextField label="Name" value={p.name} maxLength={NAME_MAX} onInput={(name) => setPlayer(pi, { name })} error={errs[`players.${pi}.id`]} />
              <div class="row">
                {p.tls.map((t, k) => (
                  <NumberField key={k} label={`Panel ${k + 1} TL`} value={t} onInput={(v) => setPlayer(pi, { tls: p.tls.map((x, j) => (j === k ? v : x)) as PlayerRow['tls'] })} error={errs[`players.${pi}.factionTls.${k}`]} />
                ))}
              </div>
              <RowList
                rows={p.systems}
                onChange={(systems) => setPlayer(pi, { systems })}
                make={() => ({ treaty: false, bars: [bar('1')] })}
                noun="system"
                add="Add a system"
                plural="systems"
                max={MAX_SYSTEMS}
                name={(si) => `System ${si + 1}`}
                error={errs[`players.${pi}.systems`]}
              >
                {(sys, si, edit) => (
                  <div class="as-panel">
                    <CheckField label={`${p.name.trim() || `Player ${pi + 1}`} holds its Treaty`} checked={sys.treaty} onChange={(treaty) => edit({ treaty })} />
                    <Bars bars={sys.bars} onChange={(bars) => edit({ bars })} errs={errs} path={`players.${pi}.systems.${si}.bars`} smuggling={false} />
                  </div>
                )}
              </RowList>
            </fieldset>
          ))}
        </div>
      )}
    </AscensionCalculator>
  );
}

export default withRuleCatalogue('/ascension/', BudgetTool);
