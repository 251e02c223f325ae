/**
 * The trade and treaty checker ([8.9]): whether a Trade Agreement is open at
 * tier 1 and at tier 2 on its route, and the flux to make it; whether a
 * Treaty can be attempted (every requirement with its rule, Outpost Power
 * against Trade power) and its flux; and what Revolts and Blockades take at
 * the end of the turn. Built on the kit's calculator shell; the answers are
 * worked out by the engine, off the page's main thread.
 */
import { TRADE_ROUTE_SHAPES } from '../../../engine/ascension/economy/index.ts';
import { Chance } from '../../kit/Chance.tsx';
import { CheckField, GroupError, NumberField, Segmented, SelectField } from '../../kit/fields.tsx';
import { RuleCite, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { Why } from '../../kit/Why.tsx';
import { AscensionCalculator, useAscensionCalc } from '../shared/calc.tsx';
import type { FluxText, Requirement, TradeAnswer } from './compute.ts';
import { TRADE_EXAMPLES } from './presets.ts';
import { tradeService } from './service.ts';
import { INITIAL, TRADE_READINGS, questionOf, type TradeState } from './state.ts';
import { Panels, Roller, OWNER_OPTIONS, REACH_OPTIONS, ROUTES } from './TradeFields.tsx';
import '../../../styles/widgets.css';
import '../shared/ascension.css';
import { useAnswer } from '../../kit/useAnswer.ts';

type Ok = Extract<TradeAnswer, { ok: true }>;

const LINK = { lazy: () => import('./link.ts').then((m) => m.TRADE_URL) };

const dieWords = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;
const loss = (cause: 'revolt' | 'blockade') => (cause === 'revolt' ? 'Revolt' : 'Blockade');

function FluxLine({ f, exact, what }: { f: FluxText; exact: boolean; what: string }) {
  return (
    <>
      {what}: <Chance c={f.pass} exact={exact} />
      <span class="as-detail">
        {dieWords(f.dice)}, each succeeding on {f.target <= 0 ? 'no face' : f.target >= 6 ? 'any face' : `1–${f.target}`}.
      </span>
    </>
  );
}

function Requirements({ items }: { items: readonly Requirement[] }) {
  return (
    <ul class="as-reqs">
      {items.map((q, i) => (
        <li key={i} class={q.met ? 'as-yes' : 'as-no'}>
          <span class="visually-hidden">{q.met ? 'Met: ' : 'Not met: '}</span>
          {q.text} <RuleCite rule={q.rule} />
        </li>
      ))}
    </ul>
  );
}

const firstUnmet = (items: readonly Requirement[]) => items.find((q) => !q.met)?.text ?? '';

function Head({ a, exact }: { a: Ok; exact: boolean }) {
  if (a.tab === 'trade')
    return (
      <>
        {a.tiers.map((t) => (
          <p key={t.tier} class={t.tier === 1 ? 'verdict' : 'as-sub'}>
            <strong>Tier {t.tier}:</strong> {t.open && t.flux ? <FluxLine f={t.flux} exact={exact} what="open; the flux passes" /> : `closed. ${firstUnmet(t.requirements)}`}
          </p>
        ))}
      </>
    );
  if (a.tab === 'treaty') {
    const t = a.treaty;
    return (
      <>
        <p class="verdict">{t.eligible && t.flux ? <FluxLine f={t.flux} exact={exact} what="A Treaty may be attempted; the flux passes" /> : `No Treaty yet: ${firstUnmet(t.requirements)}`}</p>
        <p class="as-sub">
          Your Outpost Power {t.power} against Trade power {t.tradePower}.
        </p>
      </>
    );
  }
  const l = a.losses;
  return (
    <>
      <p class="verdict">{l.needsPick ? `Pick the panel the ${loss(l.needsPick.cause)} takes from` : l.losses.length === 0 ? 'Nothing is lost this turn' : `${l.losses.length} ${l.losses.length === 1 ? 'bar loses' : 'bars lose'} 1`}</p>
      {l.losses.length > 0 && (
        <ul class="as-placed">
          {l.losses.map((x, i) => (
            <li key={i}>
              {loss(x.cause)}: {x.panel}, {x.from} → {x.to}
              {x.returnedTo && ` (the bar returns to ${x.returnedTo === 'you' ? 'your' : 'the opponent’s'} supply)`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function peekOf(a: Ok): string {
  if (a.tab === 'trade') return a.tiers.map((t) => `Tier ${t.tier}: ${t.open && t.flux ? `${t.flux.pass.percent} %` : 'closed'}`).join(' · ');
  if (a.tab === 'treaty') return a.treaty.eligible && a.treaty.flux ? `Treaty: ${a.treaty.flux.pass.percent} %` : 'No Treaty yet';
  return a.losses.needsPick ? 'A pick to make' : `${a.losses.losses.length} lost`;
}

function TradeTool({ initial }: { initial?: { question: TradeState; answer: TradeAnswer } }) {
  const calc = useAscensionCalc<TradeState, TradeAnswer>({ link: LINK, clean: () => INITIAL, examples: TRADE_EXAMPLES, solve: { service: tradeService, question: questionOf, useAnswer }, initial });
  const { state: s, set, errs } = calc;
  const setEnd = (i: number, patch: Partial<TradeState['ends'][number]>) => set({ ends: s.ends.map((e, k) => (k === i ? { ...e, ...patch } : e)) as TradeState['ends'] });
  const setCount = (i: number, patch: Partial<TradeState['systems'][number]>) => set({ systems: s.systems.map((e, k) => (k === i ? { ...e, ...patch } : e)) as TradeState['systems'] });
  const starport = s.route === 'starport';
  const endNames = starport ? ['The World Panel'] : ['The Society', 'The Resource'];

  const body = (a: Ok) => {
    if (a.tab === 'trade')
      return a.tiers.map((t) => (
        <details class="more" key={t.tier} open={t.tier === 1}>
          <summary>What tier {t.tier} needs</summary>
          <Requirements items={t.requirements} />
        </details>
      ));
    if (a.tab === 'treaty') return <Requirements items={a.treaty.requirements} />;
    return (
      <>
        {a.losses.needsPick && (
          <div class="as-group">
            <p class="as-sub">Several panels qualify; the player whose {loss(a.losses.needsPick.cause)} it is picks one:</p>
            <div class="as-buttons">
              {a.losses.needsPick.candidates.map((c) => (
                <button type="button" key={c.name} onClick={() => set({ picks: [...s.picks, c.ref] })}>
                  {c.name}
                </button>
              ))}
            </div>
          </div>
        )}
        {s.picks.length > 0 && (
          <button type="button" class="small" onClick={() => set({ picks: [] })}>
            Clear the picks ({s.picks.length})
          </button>
        )}
      </>
    );
  };

  return (
    <AscensionCalculator
      calc={calc}
      readings={TRADE_READINGS}
      exact={s.tab !== 'losses'}
      lists={{ panels: 'World Panel', outposts: 'Outpost', ends: 'Linked panel', systems: 'System' }}
      head={(a) => <Head a={a} exact={s.exact} />}
      peek={peekOf}
      body={body}
      why={(a) => (a.tab === 'treaty' ? a.treaty.trace : a.tab === 'losses' ? a.losses.trace : [])}
      footer={(a) => a.tab === 'trade' && a.tiers.map((t) => <Why key={t.tier} steps={t.trace} label={`Why, tier ${t.tier}, step by step`} />)}
    >
      <Segmented
        legend="Check"
        value={s.tab}
        options={[
          { value: 'trade', label: 'A Trade Agreement' },
          { value: 'treaty', label: 'A Treaty' },
          { value: 'losses', label: 'End-of-turn losses' },
        ]}
        onChange={(tab) => set({ tab })}
      />

      {s.tab === 'trade' && (
        <>
          <fieldset>
            <legend>The route</legend>
            <div class="row">
              <SelectField label="Trade" value={s.route} options={ROUTES} onChange={(route) => set({ route })} wide />
              {starport && <NumberField label="Your Starport’s level" value={s.starportLevel} onInput={(starportLevel) => set({ starportLevel })} error={errs.starportLevel} />}
            </div>
            <CheckField label="The Society’s demand matches the Resource’s supply" checked={s.matches} onChange={(matches) => set({ matches })} />
            <CheckField label="A Diplomat or Embassy is in place" checked={s.presence} onChange={(presence) => set({ presence })} />
            {s.route === 'between' && <CheckField label="The systems are linked through explored space" checked={s.linked} onChange={(linked) => set({ linked })} />}
          </fieldset>
          <fieldset>
            <legend>The linked {starport ? 'panel' : 'panels'}</legend>
            <div class="rows">
              {endNames.map((name, i) => (
                <div class="row rows-item" key={i}>
                  <span class="rows-name">{name}</span>
                  <NumberField label="Bar face" value={s.ends[i]!.barFace} onInput={(barFace) => setEnd(i, { barFace })} error={errs[`ends.${i}.barFace`]} hint="0: no bar" />
                  <SelectField label="Bar owner" value={s.ends[i]!.owner} options={OWNER_OPTIONS} onChange={(owner) => setEnd(i, { owner })} error={errs[`ends.${i}.owner`]} />
                  <GroupError error={errs[`ends.${i}`]} />
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>World Panels counted</legend>
            <div class="rows">
              {Array.from({ length: TRADE_ROUTE_SHAPES[s.route].systems }, (_, i) => (
                <div class="row rows-item" key={i}>
                  <span class="rows-name">{TRADE_ROUTE_SHAPES[s.route].systems === 1 ? 'The system' : `System ${i + 1}`}</span>
                  <NumberField label="Societies" value={s.systems[i]!.societies} onInput={(societies) => setCount(i, { societies })} error={errs[`systems.${i}.societies`]} />
                  <NumberField label="Resources" value={s.systems[i]!.resources} onInput={(resources) => setCount(i, { resources })} error={errs[`systems.${i}.resources`]} />
                  <GroupError error={errs[`systems.${i}`]} />
                </div>
              ))}
            </div>
            <div class="row">
              <SelectField label="A Revolt" value={s.revolt} options={REACH_OPTIONS} onChange={(revolt) => set({ revolt })} wide />
              <SelectField label="A Blockade" value={s.blockade} options={REACH_OPTIONS} onChange={(blockade) => set({ blockade })} wide />
            </div>
          </fieldset>
          <Roller s={s} errs={errs} set={set} />
        </>
      )}

      {s.tab === 'treaty' && (
        <>
          <Panels s={s} errs={errs} set={set} revolts blockades={false} />
          <fieldset>
            <legend>The Treaty</legend>
            <CheckField label="The system already has a Treaty" checked={s.hasTreaty} onChange={(hasTreaty) => set({ hasTreaty })} />
            <CheckField label="A Diplomat or Embassy of yours is in the system" checked={s.presence} onChange={(presence) => set({ presence })} />
          </fieldset>
          {s.presence && <Roller s={s} errs={errs} set={set} />}
        </>
      )}

      {s.tab === 'losses' && <Panels s={s} errs={errs} set={set} revolts blockades />}
    </AscensionCalculator>
  );
}

export default withRuleCatalogue('/ascension/', TradeTool);
