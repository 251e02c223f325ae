/**
 * The opposed-roll calculator: two sides, each one 4D6 plus the powers of
 * everyone on it (a gang's cards, an officer and his helpers, a ship), and
 * the exact chances that A beats B, that they tie, that B beats A. Built on
 * the kit's calculator shell; the answers come from a worker (so the page
 * carries no dice code), the first one built with the page.
 */
import { Chance, ShareBar } from '../../kit/Chance.tsx';
import { NumberField, SelectField, type SelectOption } from '../../kit/fields.tsx';
import { RowList } from '../../kit/RowList.tsx';
import { withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { CAST, OTHER } from '../shared/cast.ts';
import { TradersCalculator, useTradersCalc } from '../shared/calc.tsx';
import type { Refusals } from '../../kit/form.ts';
import { useAnswer } from '../../kit/useAnswer.ts';
import type { RollOffAnswer } from './compute.ts';
import { rollOffService } from './service.ts';
import { EXAMPLES, INITIAL, MAX_COUNT, MAX_PER_SIDE, newRow, questionOf, sideCount, type RollOffAsked, type RollOffState, type Row } from './state.ts';

const WHO: readonly SelectOption<string>[] = [...CAST.map((c) => ({ value: c.key, label: `${c.name} (${c.power})`, group: c.group })), { value: OTHER, label: 'Another power…' }];
const counts = (n: number): SelectOption<string>[] => Array.from({ length: n }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

function Side({ name, side, rows, onChange, errs }: { name: string; side: 'a' | 'b'; rows: Row[]; onChange: (rows: Row[]) => void; errs: Refusals }) {
  const total = sideCount(rows);
  return (
    <fieldset class="tr-rows">
      <legend>{name}</legend>
      {rows.length === 0 && <p class="muted">Nobody yet: a bare 4D6.</p>}
      <RowList
        rows={rows}
        onChange={onChange}
        make={() => newRow(rows)}
        noun={`${name} row`}
        add="Add someone"
        plural="cards"
        max={total >= MAX_PER_SIDE ? rows.length : MAX_PER_SIDE}
        limit={`At most ${MAX_PER_SIDE} cards a side: the most one roll takes.`}
      >
        {(r, i, set) => (
          <>
            <SelectField label="Who" value={r.who} options={WHO} onChange={(who) => set({ who })} wide />
            {r.who === OTHER && <NumberField label="Power" kind="signed" value={r.power} onInput={(power) => set({ power })} error={errs[`${side}.${i}.power`]} />}
            <SelectField label="How many" value={String(r.count)} options={counts(Math.min(MAX_COUNT, MAX_PER_SIDE - total + r.count))} onChange={(n) => set({ count: Number(n) })} />
          </>
        )}
      </RowList>
    </fieldset>
  );
}

const ahead = (d: number) => (d >= 0 ? `${d} ahead` : `${-d} behind`);

const LINK = { lazy: () => import('./link.ts').then((m) => m.ROLL_OFF_URL) };

function RollOffTool({ initial }: { initial?: { question: RollOffAsked; answer: RollOffAnswer } }) {
  const calc = useTradersCalc<RollOffState, RollOffAnswer, RollOffAsked>({ link: LINK, clean: () => INITIAL, examples: EXAMPLES, solve: { service: rollOffService, question: questionOf, useAnswer }, initial });
  const { state: s, errs } = calc;
  return (
    <TradersCalculator
      calc={calc}
      container="tr-rolloff"
      label="The opposed roll"
      lists={{ a: 'Side A, row', b: 'Side B, row' }}
      head={(a) => (
        <p class="verdict">
          {a.a} beats {a.b}: <Chance c={a.win} exact={s.exact} />
        </p>
      )}
      peek={(a) => `${a.a} beats ${a.b}: ${a.win.percent} %`}
      body={(a) => (
        <>
          <ShareBar
            label="Chances"
            parts={[
              { name: 'A wins', percent: a.win.percent, tone: 'good' },
              { name: 'tie', percent: a.tie.percent, tone: 'even' },
              { name: 'B wins', percent: a.lose.percent, tone: 'bad' },
            ]}
          />
          <ul class="totals tr-three">
            <li>
              A wins: <Chance c={a.win} exact={s.exact} />
            </li>
            <li>
              Tie, nothing happens: <Chance c={a.tie} exact={s.exact} />
            </li>
            <li>
              B wins: <Chance c={a.lose} exact={s.exact} />
            </li>
          </ul>
          <p class="muted tr-small">Each side rolls one 4D6 and adds its powers: A is {ahead(a.difference)}.</p>
        </>
      )}
    >
      <div class="tr-sides">
        <Side name="Side A" side="a" rows={s.a} onChange={(a) => calc.set({ a })} errs={errs} />
        <Side name="Side B" side="b" rows={s.b} onChange={(b) => calc.set({ b })} errs={errs} />
      </div>
    </TradersCalculator>
  );
}

export default withRuleCatalogue('/traders/', RollOffTool);
