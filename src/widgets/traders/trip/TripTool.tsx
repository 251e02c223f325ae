/**
 * The trip planner: where the ship is, the lot aboard and what it cost, who
 * will sell it, and the crew and damage for the battles on the way; the road
 * ahead with the world where the lot cannot be sold, where the ship lands
 * next and its chance of getting there, what the sale is worth, and every
 * lot compared from this stop. The odds are worked out in a worker.
 */
import { useState } from 'preact/hooks';
import { GOODS, GOODS_KEYS, type GoodsKey } from '../../../engine/traders/tables/index.ts';
import { CheckField, SelectField, TextField } from '../../kit/fields.tsx';
import { LinkProblem } from '../../kit/Problem.tsx';
import { Presets } from '../../kit/Presets.tsx';
import { RuleLink, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { Trace } from '../../kit/Trace.tsx';
import { useUrlState } from '../../kit/useUrlState.ts';
import { Chance, ExactSwitch } from '../../kit/Chance.tsx';
import { parsePrice } from '../shared/price.ts';
import { useAnswer } from '../../kit/useAnswer.ts';
import { LEADER_OPTIONS } from '../shared/leaders.ts';
import type { TripAnswer } from './compute.ts';
import { tripService } from './service.ts';
import { INITIAL, PRESETS, questionOf, STOP_OPTIONS, type TripQuestion, type TripToolState } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/traders.css';

const GOODS_OPTIONS = GOODS_KEYS.map((k) => ({ value: k, label: GOODS[k].name }));
const HITS = ['0', '1', '2'].map((v) => ({ value: v, label: v === '0' ? 'None' : v === '1' ? '1 hit' : '2 hits' }));

function TripTool({ initial }: { initial?: { question: TripQuestion; answer: TripAnswer } }) {
  useState(() => initial && tripService.seed(initial.question, initial.answer));
  const { state, setState, linkError, dismissLinkError } = useUrlState<TripToolState>({ lazy: () => import('./link.ts').then((m) => m.TRIP_URL) }, () => INITIAL);
  const { value: a, working, error } = useAnswer(tripService, questionOf(state));
  const set = (patch: Partial<TripToolState>) => setState({ ...state, ...patch });
  const paid = parsePrice(state.paid);
  const current = PRESETS.find((p) => JSON.stringify({ ...p.state, exact: state.exact }) === JSON.stringify(state))?.id ?? null;
  return (
    <div class="tool tr-tool tr-trip">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <div class="result tr-answer" aria-live="polite" aria-busy={working ? 'true' : 'false'}>
        {working && (
          <p class="tr-working" role="status">
            Working out the odds…
          </p>
        )}
        {error && <p class="problem">These odds could not be worked out: {error}</p>}
        {a && a.ok && (
          <>
            <h2 class="verdict">
              Next landing: {a.lands}
              {a.passing ? `, flying past ${a.passing} (2 battles)` : ' (1 battle)'}; the Beowulf gets there <Chance c={a.arrive} exact={state.exact} />
            </h2>
            <p class="tr-small">
              The {a.goods} should sell for {a.expectedSale} on average ({a.expectedMultiplier} the base), worth {a.worth} counting the risk of not arriving.
              {a.covers && (
                <>
                  {' '}
                  The first offer covers the {a.covers.paid} paid <Chance c={a.covers.chance} exact={state.exact} /> of the time.
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
        {a && !a.ok && (
          <p class="problem">
            {a.error} <span class="trace-rule">Rule: <RuleLink rule={a.rule} /></span>
          </p>
        )}
      </div>
      <ExactSwitch exact={state.exact} onChange={(exact) => set({ exact })} />
      <div class="tr-form">
        <SelectField label="Leaving from" value={String(state.stop)} options={STOP_OPTIONS} onChange={(v: string) => set({ stop: Number(v) })} />
        <SelectField label="The lot aboard" value={state.goods} options={GOODS_OPTIONS} onChange={(goods: GoodsKey) => set({ goods })} />
        <TextField label="Paid for it (MC)" value={state.paid} onInput={(p) => set({ paid: p.slice(0, 12) })} error={paid.ok ? undefined : paid.error} hint="Optional, e.g. 1.6" inputMode="decimal" />
      </div>
      <fieldset>
        <legend>The crew on the way</legend>
        <div class="tr-form">
          <SelectField
            label="Officer leading the sale"
            value={String(state.leader)}
            options={LEADER_OPTIONS}
            onChange={(v: string) => set({ leader: Number(v) })}
          />
          <SelectField label="Hits on the Beowulf" value={String(state.beowulfHits)} options={HITS} onChange={(v: string) => set({ beowulfHits: Number(v) })} />
          <CheckField label="1st Officer active (the Beowulf fires first)" checked={state.first} onChange={(first) => set({ first })} />
          <CheckField label="2nd Officer active (mends hits in battle)" checked={state.second} onChange={(second) => set({ second })} />
        </div>
      </fieldset>
      {a && a.ok && (
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
              <tr key={l.goods} class={l.goods === state.goods ? 'tr-hit' : undefined}>
                <th scope="row">{l.name}</th>
                <td>{l.noSaleAt ?? 'anywhere sells'}</td>
                <td>
                  {l.lands}
                  {l.battles === 2 ? ' (2 battles)' : ''}
                </td>
                <td class="num">
                  <Chance c={l.arrive} exact={state.exact} />
                </td>
                <td class="num">{l.expectedSale}</td>
                <td class="num">{l.worth}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Presets label="Examples" lead="Try:" presets={PRESETS} current={current} onPick={(id) => set({ ...PRESETS.find((p) => p.id === id)!.state })} />
      {a && a.ok && <Trace steps={a.steps} />}
    </div>
  );
}

export default withRuleCatalogue('/traders/', TripTool);
