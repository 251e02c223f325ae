/**
 * The trip planner: where the ship is, the lot aboard and what it cost, who
 * will sell it, and the crew and damage for the battles on the way; the road
 * ahead with the world where the lot cannot be sold, where the ship lands
 * next and its chance of getting there, what the sale is worth, and every
 * lot compared from this stop. Built on the kit's calculator shell; the odds
 * are worked out in a worker, the page's first answer comes with it.
 */
import { PRICE_TEXT_MAX } from '../../../engine/traders/input/index.ts';
import { GOODS, GOODS_KEYS, type GoodsKey } from '../../../engine/traders/tables/index.ts';
import { Chance } from '../../kit/Chance.tsx';
import { CheckField, NumberField, SelectField } from '../../kit/fields.tsx';
import { withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { useAnswer } from '../../kit/useAnswer.ts';
import { TradersCalculator, useTradersCalc } from '../shared/calc.tsx';
import { HITS } from '../shared/hits.ts';
import { LEADER_OPTIONS } from '../shared/leaders.ts';
import { PRICE_HINT } from '../shared/price.ts';
import type { TripAnswer } from './compute.ts';
import { tripService } from './service.ts';
import { EXAMPLES, INITIAL, questionOf, STOP_OPTIONS, type TripAsked, type TripToolState } from './state.ts';

const GOODS_OPTIONS = GOODS_KEYS.map((k) => ({ value: k, label: GOODS[k].name }));
const LINK = { lazy: () => import('./link.ts').then((m) => m.TRIP_URL) };

type Ok = Extract<TripAnswer, { ok: true }>;
const landing = (a: Ok) => `Next landing: ${a.lands}${a.passing ? `, flying past ${a.passing} (2 battles)` : ' (1 battle)'}; the Beowulf gets there`;

function Lots({ a, goods, exact }: { a: Ok; goods: GoodsKey; exact: boolean }) {
  return (
    // On a phone the table scrolls in its own box; it takes the focus so the keyboard can scroll it.
    <table class="tr-table" tabIndex={0}>
      <caption>Every lot from {a.from}, sold by the same leader</caption>
      <thead>
        <tr>
          <th scope="col">Goods</th>
          <th scope="col">No sale on</th>
          <th scope="col">Lands on</th>
          <th scope="col" class="num">
            Arrives
          </th>
          <th scope="col" class="num">
            Sale
          </th>
          <th scope="col" class="num">
            Worth
          </th>
        </tr>
      </thead>
      <tbody>
        {a.lots.map((l) => (
          <tr key={l.goods} class={l.goods === goods ? 'tr-hit' : undefined}>
            <th scope="row">{l.name}</th>
            <td>{l.noSaleAt ?? 'anywhere sells'}</td>
            <td>
              {l.lands}
              {l.battles === 2 ? ' (2 battles)' : ''}
            </td>
            <td class="num">
              <Chance c={l.arrive} exact={exact} />
            </td>
            <td class="num">{l.expectedSale}</td>
            <td class="num">{l.worth}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TripTool({ initial }: { initial?: { question: TripAsked; answer: TripAnswer } }) {
  const calc = useTradersCalc<TripToolState, TripAnswer, TripAsked>({ link: LINK, clean: () => INITIAL, examples: EXAMPLES, solve: { service: tripService, question: questionOf, useAnswer }, initial });
  const { state: s, errs } = calc;
  return (
    <TradersCalculator
      calc={calc}
      container="tr-trip"
      label="The trip"
      working="Working out the odds…"
      head={(a) => (
        <p class="verdict">
          {landing(a)} <Chance c={a.arrive} exact={s.exact} />
        </p>
      )}
      peek={(a) => `${landing(a)} ${a.arrive.percent} %`}
      body={(a) => (
        <>
          <p class="tr-small">
            The {a.goods} should sell for {a.expectedSale} on average ({a.expectedMultiplier} the base), worth {a.worth} counting the risk of not arriving.
            {a.covers && (
              <>
                {' '}
                The first offer covers the {a.covers.paid} paid <Chance c={a.covers.chance} exact={s.exact} /> of the time.
              </>
            )}
          </p>
          <ol class="tr-route" aria-label="The road ahead">
            <li class="tr-here">
              {a.from} <span class="visually-hidden">(here)</span>
            </li>
            {a.route.map((r) => (
              <li key={r.stop} class={r.landing ? 'tr-land' : r.noSale ? 'tr-nosale' : undefined}>
                {r.world}
                {r.noSale && <span> ✕ no sale{r.passed ? ', flown past' : ''}</span>}
                {r.landing && <span class="visually-hidden"> (lands here)</span>}
              </li>
            ))}
          </ol>
          <p class="tr-note">
            {a.noSaleAt ? `✕ marks ${a.noSaleAt}, where the ${a.goods} cannot be sold.` : `${a.goods} sell on every world.`} The green stop is where the ship lands next.
          </p>
        </>
      )}
      below={(a) => <Lots a={a} goods={s.goods} exact={s.exact} />}
    >
      <div class="tr-form">
        <SelectField label="Leaving from" value={String(s.stop)} options={STOP_OPTIONS} onChange={(v) => calc.set({ stop: Number(v) })} />
        <SelectField label="The lot aboard" value={s.goods} options={GOODS_OPTIONS} onChange={(goods: GoodsKey) => calc.set({ goods })} />
        <NumberField kind="decimal" wide label="Paid for it (MC)" value={s.paid} maxLength={PRICE_TEXT_MAX} onInput={(paid) => calc.set({ paid })} error={errs.paid} hint={PRICE_HINT} />
      </div>
      <fieldset>
        <legend>The crew on the way</legend>
        <div class="tr-form">
          <SelectField label="Officer leading the sale" value={String(s.leader)} options={LEADER_OPTIONS} onChange={(v) => calc.set({ leader: Number(v) })} />
          <SelectField label="Hits on the Beowulf" value={String(s.beowulfHits)} options={HITS} onChange={(v) => calc.set({ beowulfHits: Number(v) })} />
          <CheckField label="1st Officer active (the Beowulf fires first)" checked={s.first} onChange={(first) => calc.set({ first })} />
          <CheckField label="2nd Officer active (mends hits in battle)" checked={s.second} onChange={(second) => calc.set({ second })} />
        </div>
      </fieldset>
    </TradersCalculator>
  );
}

export default withRuleCatalogue('/traders/', TripTool);
