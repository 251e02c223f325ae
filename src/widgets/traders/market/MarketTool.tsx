/**
 * The market calculator: pick the goods, buying or selling, and the power of
 * the officer leading; see every price a Patron can name with its chance,
 * the expected price, and the chance of a price at least as good as one you
 * type. The engine's market odds are quick for every input, so they run in
 * the page.
 */
import { useMemo } from 'preact/hooks';
import { GOODS, GOODS_KEYS, type GoodsKey, type MarketSide } from '../../../engine/traders/tables/index.ts';
import { SelectField, TextField } from '../../kit/fields.tsx';
import { LinkProblem } from '../../kit/Problem.tsx';
import { Presets } from '../../kit/Presets.tsx';
import { RuleLink, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { Trace } from '../../kit/Trace.tsx';
import { useUrlState } from '../../kit/useUrlState.ts';
import { Chance, ExactSwitch } from '../../kit/Chance.tsx';
import { computeMarket } from './compute.ts';
import { INITIAL, LEADER_POWERS, PRESETS, type MarketState } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/traders.css';

const GOODS_OPTIONS = GOODS_KEYS.map((k) => ({ value: k, label: `${GOODS[k].name} (${GOODS[k].roll} on 2D6)` }));
const SIDES: { value: MarketSide; label: string }[] = [
  { value: 'buy', label: 'Buying (phase 3): the leader lowers the roll' },
  { value: 'sell', label: 'Selling (phase 7): the leader raises the roll' },
];

function MarketTool() {
  const { state, setState, linkError, dismissLinkError } = useUrlState<MarketState>({ lazy: () => import('./link.ts').then((m) => m.MARKET_URL) }, () => INITIAL);
  const a = useMemo(() => computeMarket(state), [state]);
  const set = (patch: Partial<MarketState>) => setState({ ...state, ...patch });
  const current = PRESETS.find((p) => JSON.stringify({ ...p.state, exact: state.exact }) === JSON.stringify(state))?.id ?? null;
  const better = state.side === 'buy' ? 'or less' : 'or more';
  return (
    <div class="tool tr-tool tr-market">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <div class="result tr-answer" aria-live="polite">
        {a.ok ? (
          <>
            {a.target ? (
              <h2 class="verdict">
                A price of {a.target.price} {better}: <Chance c={a.target.atLeast} exact={state.exact} />
              </h2>
            ) : (
              <h2 class="verdict">
                Expected price: {a.expectedPrice} ({a.expectedMultiplier} the base)
              </h2>
            )}
            <p class="tr-small">
              {a.goods}, base {a.base}; the market roll is 4D6 {a.modifier >= 0 ? `+ ${a.modifier}` : `− ${-a.modifier}`}.
              {a.target && ` Expected price ${a.expectedPrice} (${a.expectedMultiplier} the base); exactly ${a.target.price}: ${a.target.exactly.percent} %.`}
            </p>
          </>
        ) : (
          <p class="problem">
            {a.error} <span class="trace-rule">Rule: <RuleLink rule={a.rule} /></span>
          </p>
        )}
      </div>
      <ExactSwitch exact={state.exact} onChange={(exact) => set({ exact })} />
      <div class="tr-form">
        <SelectField label="Goods" value={state.goods} options={GOODS_OPTIONS} onChange={(goods: GoodsKey) => set({ goods })} />
        <SelectField label="Buying or selling" value={state.side} options={SIDES} onChange={(side: MarketSide) => set({ side })} />
        <SelectField
          label="Power of the officer leading"
          value={String(state.leader)}
          options={LEADER_POWERS.map((l) => ({ value: String(l.power), label: l.label }))}
          onChange={(v: string) => set({ leader: Number(v) })}
        />
        <TextField
          label={`A price in mind (MC, ${state.side === 'buy' ? 'to pay at most' : 'to get at least'})`}
          value={state.target}
          onInput={(target) => set({ target: target.slice(0, 12) })}
          error={a.ok ? a.targetError : undefined}
          hint="Optional, e.g. 0.55"
          inputMode="decimal"
        />
      </div>
      {a.ok && (
        <table class="tr-table">
          <caption class="visually-hidden">Every price a Patron can name for {a.goods}, with its chance</caption>
          <thead>
            <tr>
              <th scope="col">Multiplier</th>
              <th scope="col" class="num">
                Price
              </th>
              <th scope="col" class="num">
                Chance
              </th>
            </tr>
          </thead>
          <tbody>
            {a.rows.map((r) => (
              <tr key={r.multiplier} class={r.meets ? 'tr-hit' : undefined}>
                <td>
                  {r.multiplier}
                  {r.meets && <span class="visually-hidden"> (good enough)</span>}
                </td>
                <td class="num">{r.price}</td>
                <td class="num">
                  <Chance c={r.chance} exact={state.exact} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Presets label="Examples" lead="Try:" presets={PRESETS} current={current} onPick={(id) => set({ ...PRESETS.find((p) => p.id === id)!.state })} />
      {a.ok && <Trace steps={a.steps} />}
    </div>
  );
}

export default withRuleCatalogue('/traders/', MarketTool);
