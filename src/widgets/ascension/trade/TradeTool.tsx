/**
 * The trade and treaty checker ([8.9]): whether a Trade Agreement is open at
 * tier 1 and at tier 2 on its route, and the flux to make it; whether a
 * Treaty can be attempted (every requirement with its rule, Outpost Power
 * against Trade power) and its flux; and what Revolts and Blockades take at
 * the end of the turn. The answers are worked out by the engine, off the
 * page's main thread.
 */
import { useState } from 'preact/hooks';
import { LinkProblem } from '../../kit/Problem.tsx';
import { RuleCite, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { useUrlState } from '../../kit/useUrlState.ts';
import { Examples } from '../shared/Examples.tsx';
import { AnswerBox, AnswerPeek, useAnswerView } from '../../kit/Answer.tsx';
import { Chance, ExactSwitch } from '../shared/Chance.tsx';
import { Check, Choice, Num, RowError, Segmented } from '../shared/fields.tsx';
import type { FieldErrs } from '../shared/form.ts';
import { Problems } from '../shared/Problems.tsx';
import { ChangedReadings, ReadingsPanel } from '../shared/Readings.tsx';
import { useAnswer } from '../../kit/useAnswer.ts';
import { Why } from '../../kit/Why.tsx';
import type { FluxText, Requirement, TradeAnswer } from './compute.ts';
import { TRADE_EXAMPLES } from './presets.ts';
import { tradeService } from './service.ts';
import { INITIAL, TRADE_READINGS, questionOf, type TradeState } from './state.ts';
import { Panels, Roller, OWNER_OPTIONS, REACH_OPTIONS, ROUTES } from './TradeFields.tsx';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

const LINK = { lazy: () => import('./link.ts').then((m) => m.TRADE_URL) };

const dieWords = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;

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

function head(a: TradeAnswer, exact: boolean) {
  if (!a.ok) return <Problems fields={a.fields} general={a.general} lists={{ panels: 'World Panel', outposts: 'Outpost', ends: 'Linked panel', systems: 'System' }} />;
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
      <p class="verdict">{l.needsPick ? `Pick the panel the ${l.needsPick.cause === 'revolt' ? 'Revolt' : 'Blockade'} takes from` : l.losses.length === 0 ? 'Nothing is lost this turn' : `${l.losses.length} ${l.losses.length === 1 ? 'bar loses' : 'bars lose'} 1`}</p>
      {l.losses.length > 0 && (
        <ul class="as-placed">
          {l.losses.map((x, i) => (
            <li key={i}>
              {x.cause === 'revolt' ? 'Revolt' : 'Blockade'}: {x.panel}, {x.from} → {x.to}
              {x.returnedTo && ` (the bar returns to ${x.returnedTo === 'you' ? 'your' : 'the opponent’s'} supply)`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function peekOf(a: TradeAnswer | undefined): string {
  if (!a) return 'Working it out…';
  if (!a.ok) return 'Something to fix first';
  if (a.tab === 'trade') return a.tiers.map((t) => `Tier ${t.tier}: ${t.open && t.flux ? `${t.flux.pass.percent} %` : 'closed'}`).join(' · ');
  if (a.tab === 'treaty') return a.treaty.eligible && a.treaty.flux ? `Treaty: ${a.treaty.flux.pass.percent} %` : 'No Treaty yet';
  return a.losses.needsPick ? 'A pick to make' : `${a.losses.losses.length} lost`;
}


function TradeTool({ initial }: { initial?: { question: TradeState; answer: TradeAnswer } }) {
  useState(() => initial && tradeService.seed(initial.question, initial.answer));
  const { state: s, setState, linkError, dismissLinkError } = useUrlState<TradeState>(LINK, () => INITIAL);
  const view = useAnswerView();
  const set = (patch: Partial<TradeState>) => setState({ ...s, ...patch });
  const { value: a, working, error } = useAnswer(tradeService, questionOf(s));
  const errs: FieldErrs = a && !a.ok ? a.fields : {};
  const example = TRADE_EXAMPLES.find((e) => JSON.stringify({ ...e.state, exact: s.exact, readings: s.readings }) === JSON.stringify(s));
  const setEnd = (i: number, patch: Partial<TradeState['ends'][number]>) => set({ ends: s.ends.map((e, k) => (k === i ? { ...e, ...patch } : e)) as TradeState['ends'] });
  const setCount = (i: number, patch: Partial<TradeState['systems'][number]>) => set({ systems: s.systems.map((e, k) => (k === i ? { ...e, ...patch } : e)) as TradeState['systems'] });
  const starport = s.route === 'starport';
  const endNames = starport ? ['The World Panel'] : ['The Society', 'The Resource'];

  return (
    <div class="tool as-tool">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <AnswerBox
        view={view}
        busy={working}
        tone={a && !a.ok ? 'bad' : undefined}
        head={!a ? error ? <p class="problem">This could not be worked out: {error}</p> : <p class="as-working">Working it out…</p> : head(a, s.exact)}
      >
        {a?.ok && a.tab === 'trade' && (
          <>
            {a.tiers.map((t) => (
              <details class="as-more" key={t.tier} open={t.tier === 1}>
                <summary>What tier {t.tier} needs</summary>
                <Requirements items={t.requirements} />
              </details>
            ))}
          </>
        )}
        {a?.ok && a.tab === 'treaty' && <Requirements items={a.treaty.requirements} />}
        {a?.ok && a.tab === 'losses' && a.losses.needsPick && (
          <div class="as-group">
            <p class="as-sub">Several panels qualify; the player whose {a.losses.needsPick.cause === 'revolt' ? 'Revolt' : 'Blockade'} it is picks one:</p>
            <div class="as-buttons">
              {a.losses.needsPick.candidates.map((c) => (
                <button type="button" key={c.name} onClick={() => set({ picks: [...s.picks, c.ref] })}>
                  {c.name}
                </button>
              ))}
            </div>
          </div>
        )}
        {a?.ok && a.tab === 'losses' && s.picks.length > 0 && (
          <button type="button" class="small" onClick={() => set({ picks: [] })}>
            Clear the picks ({s.picks.length})
          </button>
        )}
        {a && <ChangedReadings texts={a.readings} />}
        {example && <p class="as-note">{example.source}</p>}
        {a?.ok && a.tab === 'trade' && a.tiers.map((t) => <Why key={t.tier} steps={t.trace} label={`Why, tier ${t.tier}, step by step`} />)}
        {a?.ok && a.tab === 'treaty' && <Why steps={a.treaty.trace} />}
        {a?.ok && a.tab === 'losses' && <Why steps={a.losses.trace} />}
      </AnswerBox>

      <Examples
        examples={TRADE_EXAMPLES}
        current={example?.id ?? null}
        onLoad={(e) => {
          setState({ ...e.state, exact: s.exact, readings: s.readings });
          view.show();
        }}
      />

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
            <div class="as-row">
              <Choice label="Trade" value={s.route} options={ROUTES} onChange={(route) => set({ route })} wide />
              {starport && <Num label="Your Starport’s level" value={s.starportLevel} onInput={(starportLevel) => set({ starportLevel })} err={errs.starportLevel} />}
            </div>
            <Check label="The Society’s demand matches the Resource’s supply" checked={s.matches} onChange={(matches) => set({ matches })} />
            <Check label="A Diplomat or Embassy is in place" checked={s.presence} onChange={(presence) => set({ presence })} />
            {s.route === 'between' && <Check label="The systems are linked through explored space" checked={s.linked} onChange={(linked) => set({ linked })} />}
          </fieldset>
          <fieldset>
            <legend>The linked {starport ? 'panel' : 'panels'}</legend>
            <div class="as-rows">
              {endNames.map((name, i) => (
                <div class="as-row" key={i}>
                  <span class="as-row-name">{name}</span>
                  <Num label="Bar face" value={s.ends[i]!.barFace} onInput={(barFace) => setEnd(i, { barFace })} err={errs[`ends.${i}.barFace`]} hint="0: no bar" />
                  <Choice label="Bar owner" value={s.ends[i]!.owner} options={OWNER_OPTIONS} onChange={(owner) => setEnd(i, { owner })} err={errs[`ends.${i}.owner`]} />
                  <RowError err={errs[`ends.${i}`]} />
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>World Panels counted</legend>
            <div class="as-rows">
              {(s.route === 'within' ? [0] : [0, 1]).map((i) => (
                <div class="as-row" key={i}>
                  <span class="as-row-name">{s.route === 'within' ? 'The system' : `System ${i + 1}`}</span>
                  <Num label="Societies" value={s.systems[i]!.societies} onInput={(societies) => setCount(i, { societies })} err={errs[`systems.${i}.societies`]} />
                  <Num label="Resources" value={s.systems[i]!.resources} onInput={(resources) => setCount(i, { resources })} err={errs[`systems.${i}.resources`]} />
                  <RowError err={errs[`systems.${i}`]} />
                </div>
              ))}
            </div>
            <div class="as-row">
              <Choice label="A Revolt" value={s.revolt} options={REACH_OPTIONS} onChange={(revolt) => set({ revolt })} wide />
              <Choice label="A Blockade" value={s.blockade} options={REACH_OPTIONS} onChange={(blockade) => set({ blockade })} wide />
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
            <Check label="The system already has a Treaty" checked={s.hasTreaty} onChange={(hasTreaty) => set({ hasTreaty })} />
            <Check label="A Diplomat or Embassy of yours is in the system" checked={s.presence} onChange={(presence) => set({ presence })} />
          </fieldset>
          {s.presence && <Roller s={s} errs={errs} set={set} />}
        </>
      )}

      {s.tab === 'losses' && <Panels s={s} errs={errs} set={set} revolts blockades />}

      {s.tab !== 'losses' && <ExactSwitch exact={s.exact} onChange={(exact) => set({ exact })} />}
      <ReadingsPanel keys={TRADE_READINGS} changed={s.readings} onChange={(readings) => set({ readings })} />
      <AnswerPeek view={view}>{peekOf(a)}</AnswerPeek>
    </div>
  );
}

export default withRuleCatalogue('/ascension/', TradeTool);
