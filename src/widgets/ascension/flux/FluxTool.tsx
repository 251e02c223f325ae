/**
 * The flux calculator ([8.8]): the World Panels of every system involved,
 * the two Tech Levels, who rolls and with how many dice, and what the roll
 * is for; the exact chance it passes (or, for Sabotage, the power it takes),
 * with each step and its rule. A Mystery or Adventure roll sits beside it.
 */
import { useState } from 'preact/hooks';
import { FACT_LABELS, FLUX_PRESETS, factsFor } from '../../../engine/ascension/flux/index.ts';
import { LinkProblem } from '../../kit/Problem.tsx';
import { RuleLink, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { useUrlState } from '../../kit/useUrlState.ts';
import { Examples } from '../shared/Examples.tsx';
import { AnswerBox, AnswerPeek, useAnswerView } from '../../kit/Answer.tsx';
import { Chance, ChanceTable, ExactSwitch } from '../shared/Chance.tsx';
import { Check, Choice, Num, RowError, Segmented } from '../shared/fields.tsx';
import { Problems } from '../shared/Problems.tsx';
import { ChangedReadings, ReadingsPanel } from '../shared/Readings.tsx';
import { useAnswer } from '../../kit/useAnswer.ts';
import { Why } from '../../kit/Why.tsx';
import type { FluxAnswer } from './compute.ts';
import { FLUX_EXAMPLES } from './presets.ts';
import { fluxService } from './service.ts';
import { FLUX_READINGS, INITIAL, MAX_SYSTEMS, questionOf, type FluxState, type RollerKind } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

const PURPOSES = [
  { value: 'roll', label: 'Any other flux' },
  { value: 'treaty', label: 'A Treaty' },
  { value: 'starport-trade', label: 'Trade with your Starport' },
] as const;

const ROLLER_OPTIONS: readonly { value: RollerKind; label: string }[] = [
  { value: 'asset', label: 'An Asset (its dice for the ability)' },
  { value: 'faction-panel', label: 'A Faction Panel (1 die)' },
  { value: 'embassy', label: 'An Embassy (1 die + its level)' },
];

/** What choosing an action sets: the roll's purpose, whether it counts successes, and a roller the action allows. */
function withAction(s: FluxState, id: string): FluxState {
  const p = FLUX_PRESETS.find((x) => x.id === id);
  if (!p) return { ...s, action: 'custom' };
  const roller: RollerKind = p.rollerKinds.includes(s.roller) ? s.roller : p.rollerKinds[0]!;
  return { ...s, action: id, purpose: p.purpose, sabotage: p.mode === 'count', roller, roll: 'flux' };
}

function verdictOf(a: FluxAnswer, exact: boolean) {
  if (!a.ok) return null;
  if (a.kind === 'secret')
    return (
      <>
        Finds a Secret card: <Chance c={a.find} exact={exact} />
      </>
    );
  if (a.kind === 'sabotage')
    return (
      <>
        Takes at least 1 power: <Chance c={a.anyLost} exact={exact} />
      </>
    );
  return (
    <>
      Passes: <Chance c={a.pass} exact={exact} />
    </>
  );
}

function peekOf(a: FluxAnswer): string {
  if (!a.ok) return 'Something to fix first';
  if (a.kind === 'secret') return `Finds a Secret card: ${a.find.percent} %`;
  if (a.kind === 'sabotage') return `Takes power: ${a.anyLost.percent} %`;
  return `Passes: ${a.pass.percent} %`;
}

const dieWords = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;
const onFaces = (t: number | null) => (t === null || t === 0 ? 'no face succeeds' : t === 6 ? 'every face succeeds' : `each die succeeds on 1–${t}`);

const LINK = { lazy: () => import('./link.ts').then((m) => m.FLUX_URL) };

function FluxTool({ initial }: { initial?: { question: FluxState; answer: FluxAnswer } }) {
  useState(() => initial && fluxService.seed(initial.question, initial.answer));
  const { state: s, setState, linkError, dismissLinkError } = useUrlState<FluxState>(LINK, () => INITIAL);
  const view = useAnswerView();
  const set = (patch: Partial<FluxState>) => setState({ ...s, ...patch });
  const { value: a, working, error } = useAnswer(fluxService, questionOf(s));
  const errs = a && !a.ok ? a.fields : {};
  const securityRolls = s.readings.securityDetailFlux === 'flux';
  const actions = FLUX_PRESETS.filter((p) => p.onlyWhen === undefined || securityRolls);
  const action = FLUX_PRESETS.find((p) => p.id === s.action);
  const facts = action ? factsFor(action.needs) : [];
  const example = FLUX_EXAMPLES.find((e) => JSON.stringify({ ...e.state, exact: s.exact, readings: s.readings }) === JSON.stringify(s));
  const setSystem = (i: number, patch: Partial<FluxState['systems'][number]>) => set({ systems: s.systems.map((x, k) => (k === i ? { ...x, ...patch } : x)) });

  return (
    <div class="tool as-tool">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <AnswerBox
        view={view}
        busy={working}
        tone={a && !a.ok ? 'bad' : undefined}
        head={
          !a ? (
            error ? (
              <p class="problem">This could not be worked out: {error}</p>
            ) : (
              <p class="as-working">Working it out…</p>
            )
          ) : a.ok ? (
            <>
              <p class="verdict">{verdictOf(a, s.exact)}</p>
              {a.kind === 'flux' && (
                <p class="as-sub">
                  {dieWords(a.dice)} against a target of {a.target}: {onFaces(a.target)}.
                </p>
              )}
              {a.kind === 'sabotage' && (
                <p class="as-sub">
                  {dieWords(a.dice)}, {onFaces(a.target)}; each success takes 1 of the Outpost’s {a.level} power.
                  {a.destroys && (
                    <>
                      {' '}
                      Destroyed: <Chance c={a.destroyed} exact={s.exact} />.
                    </>
                  )}
                </p>
              )}
              {a.kind === 'secret' && (
                <p class="as-sub">
                  {dieWords(a.dice)}: {a.target === null ? 'a value of 0 hides nothing' : onFaces(a.target)}.
                </p>
              )}
            </>
          ) : (
            <Problems fields={a.fields} general={a.general} lists={{ systems: 'System' }} />
          )
        }
      >
        {a?.ok && a.kind === 'sabotage' && <ChanceTable rows={a.lost} caption="Power the Outpost loses" head="Power lost" exact={s.exact} />}
        {a?.ok && a.kind === 'flux' && a.dice > 1 && (
          <details class="as-more">
            <summary>How many dice succeed</summary>
            <ChanceTable rows={a.successes} caption="Dice at or under the target" head="Dice" exact={s.exact} />
          </details>
        )}
        {a && <ChangedReadings texts={a.readings} />}
        {example && <p class="as-note">{example.source}</p>}
        {a?.ok && <Why steps={a.trace} />}
      </AnswerBox>

      <Examples
        examples={FLUX_EXAMPLES}
        current={example?.id ?? null}
        onLoad={(e) => {
          setState({ ...e.state, exact: s.exact, readings: s.readings });
          view.show();
        }}
      />

      <Segmented
        legend="The roll"
        value={s.roll}
        options={[
          { value: 'flux', label: 'Flux roll' },
          { value: 'secret', label: 'Mystery or Adventure' },
        ]}
        onChange={(roll) => set({ roll })}
      />

      {s.roll === 'flux' ? (
        <>
          <div class="as-group">
            <Choice
              label="Action"
              value={s.action}
              options={[{ value: 'custom', label: 'Any flux (choose below)' }, ...actions.map((p) => ({ value: p.id, label: p.action })), ...(action && !actions.includes(action) ? [{ value: action.id, label: action.action }] : [])]}
              onChange={(id) => setState(withAction(s, id))}
              err={errs.action}
              wide
            />
            {action && (
              <div class="as-note as-action">
                <p>
                  <strong>Who rolls:</strong> {action.rollers}. <strong>Your Tech Level:</strong> {action.yourTl}. <strong>Against:</strong> {action.against}.
                </p>
                <p>
                  Rules:{' '}
                  {action.rules.map((r, i) => (
                    <span key={r}>
                      {i > 0 && ', '}
                      <RuleLink rule={r} />
                    </span>
                  ))}
                </p>
                {action.onlyWhen && !securityRolls && <p>Switch the AM-10 reading below to work Security Detail out as a flux.</p>}
              </div>
            )}
          </div>

          {action && facts.length > 0 && (
            <fieldset>
              <legend>What is in place</legend>
              <p class="as-note">The action needs these before it can be played; tick what is true at the table.</p>
              {facts.map((f) => (
                <Check key={f} label={FACT_LABELS[f]} checked={s.inPlace[f]} onChange={(v) => set({ inPlace: { ...s.inPlace, [f]: v } })} err={errs[`inPlace.${f}`]} />
              ))}
            </fieldset>
          )}

          <fieldset>
            <legend>World Panels counted</legend>
            {s.systems.map((sys, i) => (
              <div class="as-row" key={i}>
                <span class="as-row-name">{s.systems.length > 1 ? `System ${i + 1}` : 'The system'}</span>
                <Num label="Societies" value={sys.societies} onInput={(v) => setSystem(i, { societies: v })} err={errs[`systems.${i}.societies`]} />
                <Num label="Resources" value={sys.resources} onInput={(v) => setSystem(i, { resources: v })} err={errs[`systems.${i}.resources`]} />
                {s.systems.length > 1 && (
                  <button type="button" class="as-remove" aria-label={`Remove system ${i + 1}`} onClick={() => set({ systems: s.systems.filter((_, k) => k !== i) })}>
                    Remove
                  </button>
                )}
                <RowError err={errs[`systems.${i}`]} />
              </div>
            ))}
            {s.systems.length < MAX_SYSTEMS && (
              <button type="button" class="as-add" onClick={() => set({ systems: [...s.systems, { societies: '1', resources: '1' }] })}>
                Add a system
              </button>
            )}
          </fieldset>

          <fieldset>
            <legend>Tech Levels</legend>
            <div class="as-row">
              <Num label="Your Tech Level" value={s.yourTl} onInput={(v) => set({ yourTl: v })} err={errs.yourTl} />
              {!s.noSociety && <Num label="The system’s Tech Level" value={s.systemTl} onInput={(v) => set({ systemTl: v })} err={errs.systemTl} />}
            </div>
            <Check label="No Society shows a Tech Level there (counts as 0)" checked={s.noSociety} onChange={(noSociety) => set({ noSociety })} err={s.noSociety ? errs.systemTl : undefined} />
          </fieldset>

          <fieldset>
            <legend>Who rolls</legend>
            <div class="as-row">
              <Choice label="Roller" value={s.roller} options={ROLLER_OPTIONS} onChange={(roller) => set({ roller })} err={errs['roller.kind']} wide />
              {s.roller === 'asset' && <Num label="Dice" value={s.dice} onInput={(v) => set({ dice: v })} err={errs['roller.dice']} />}
              {s.roller === 'embassy' && <Num label="Embassy level" value={s.level} onInput={(v) => set({ level: v })} err={errs['roller.level']} />}
            </div>
            {s.roller === 'embassy' && <Check label="A Cultural Embassy (expansion)" checked={s.cultural} onChange={(cultural) => set({ cultural })} />}
            <div class="as-row">
              <Choice label="The roll is for" value={s.purpose} options={PURPOSES} onChange={(purpose) => set({ purpose })} err={errs.purpose} wide />
            </div>
            <Check label="Sabotage: count each die that succeeds" checked={s.sabotage} onChange={(sabotage) => set({ sabotage })} err={errs.mode} />
            {s.sabotage && <Num label="The Outpost’s power level" value={s.outpostLevel} onInput={(v) => set({ outpostLevel: v })} err={errs.outpostLevel} />}
          </fieldset>
        </>
      ) : (
        <fieldset>
          <legend>A Mystery or Adventure roll</legend>
          <div class="as-row">
            <Choice
              label="Roll"
              value={s.secret}
              options={[
                { value: 'mystery', label: 'Mystery (a Diplomat, against M)' },
                { value: 'adventure', label: 'Adventure (a Shadow Agent, against A)' },
              ]}
              onChange={(secret) => set({ secret })}
              wide
            />
            <Num label="Dice" value={s.secretDice} onInput={(v) => set({ secretDice: v })} err={errs.dice} />
            <Num label={s.secret === 'mystery' ? 'The panel’s M' : 'The panel’s A'} value={s.secretValue} onInput={(v) => set({ secretValue: v })} err={errs.value} />
          </div>
        </fieldset>
      )}

      <ExactSwitch exact={s.exact} onChange={(exact) => set({ exact })} />
      <ReadingsPanel keys={FLUX_READINGS} changed={s.readings} onChange={(readings) => set({ readings })} />
      <AnswerPeek view={view}>{a ? peekOf(a) : 'Working it out…'}</AnswerPeek>
    </div>
  );
}

export default withRuleCatalogue('/ascension/', FluxTool);
