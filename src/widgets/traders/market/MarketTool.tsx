/**
 * The market calculator: pick the goods, buying or selling, and the power of
 * the officer leading; see every price a Patron can name with its chance,
 * the expected price, and the chance of a price at least as good as one you
 * type. Built on the kit's calculator shell; the answers come from a
 * worker (so the page carries no dice code), the first built with the page.
 */
import { GOODS, GOODS_KEYS, type GoodsKey, type MarketSide } from '../../../engine/traders/tables/index.ts';
import { Chance, ChanceTable, type ChanceColumn } from '../../kit/Chance.tsx';
import { NumberField, SelectField } from '../../kit/fields.tsx';
import { withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { PRICE_TEXT_MAX } from '../../../engine/traders/input/index.ts';
import { TradersCalculator, useTradersCalc } from '../shared/calc.tsx';
import { LEADER_OPTIONS } from '../shared/leaders.ts';
import { PRICE_HINT } from '../shared/price.ts';
import { useAnswer } from '../../kit/useAnswer.ts';
import type { MarketAnswer, MarketRowText } from './compute.ts';
import { marketService } from './service.ts';
import { EXAMPLES, INITIAL, questionOf, type MarketAsked, type MarketState } from './state.ts';

/** The price table's columns before the chance: the multiplier (a row good enough says so to screen readers) and the price it gives. */
const MARKET_COLUMNS: readonly ChanceColumn<MarketRowText>[] = [
  {
    head: 'Multiplier',
    cell: (r) => (
      <>
        {r.multiplier}
        {r.meets && <span class="visually-hidden"> (good enough)</span>}
      </>
    ),
  },
  { head: 'Price', num: true, cell: (r) => r.price },
];

const GOODS_OPTIONS = GOODS_KEYS.map((k) => ({ value: k, label: `${GOODS[k].name} (${GOODS[k].roll} on 2D6)` }));
const SIDES: { value: MarketSide; label: string }[] = [
  { value: 'buy', label: 'Buying (phase 3): the leader lowers the roll' },
  { value: 'sell', label: 'Selling (phase 7): the leader raises the roll' },
];
const LINK = { lazy: () => import('./link.ts').then((m) => m.MARKET_URL) };
const signed = (n: number) => (n >= 0 ? `+ ${n}` : `− ${-n}`);

type Ok = Extract<MarketAnswer, { ok: true }>;

function MarketTool({ initial }: { initial?: { question: MarketAsked; answer: MarketAnswer } }) {
  const calc = useTradersCalc<MarketState, MarketAnswer, MarketAsked>({ link: LINK, clean: () => INITIAL, examples: EXAMPLES, solve: { service: marketService, question: questionOf, useAnswer }, initial });
  const { state: s, errs } = calc;
  const better = s.side === 'buy' ? 'or less' : 'or more';
  const line = (a: Ok) => (a.target ? `A price of ${a.target.price} ${better}: ${a.target.atLeast.percent} %` : `Expected price: ${a.expectedPrice} (${a.expectedMultiplier} the base)`);
  return (
    <TradersCalculator
      calc={calc}
      container="tr-market"
      label="The market"
      head={(a) =>
        a.target ? (
          <p class="verdict">
            A price of {a.target.price} {better}: <Chance c={a.target.atLeast} exact={s.exact} />
          </p>
        ) : (
          <p class="verdict">{line(a)}</p>
        )
      }
      peek={line}
      body={(a) => (
        <>
          <p class="tr-small">
            {a.goods}, base {a.base}; the market roll is 4D6 {signed(a.modifier)}.
            {a.target && ` Expected price ${a.expectedPrice} (${a.expectedMultiplier} the base); exactly ${a.target.price}: ${a.target.exactly.percent} %.`}
          </p>
          <ChanceTable
            rows={a.rows}
            caption={`Every price a Patron can name for ${a.goods}, with its chance`}
            hiddenCaption
            columns={MARKET_COLUMNS}
            exact={s.exact}
            mark={(r) => r.meets}
          />
        </>
      )}
    >
      <div class="tr-form">
        <SelectField label="Goods" value={s.goods} options={GOODS_OPTIONS} onChange={(goods: GoodsKey) => calc.set({ goods })} />
        <SelectField label="Buying or selling" value={s.side} options={SIDES} onChange={(side: MarketSide) => calc.set({ side })} />
        <SelectField label="Power of the officer leading" value={String(s.leader)} options={LEADER_OPTIONS} onChange={(v) => calc.set({ leader: Number(v) })} />
        <NumberField
          kind="decimal"
          wide
          label={`A price in mind (MC, ${s.side === 'buy' ? 'to pay at most' : 'to get at least'})`}
          value={s.target}
          maxLength={PRICE_TEXT_MAX}
          onInput={(target) => calc.set({ target })}
          error={errs.target}
          hint={PRICE_HINT}
        />
      </div>
    </TradersCalculator>
  );
}

export default withRuleCatalogue('/traders/', MarketTool);
