/**
 * The flux calculator ([8.8]): the World Panels of every system involved,
 * the two Tech Levels, who rolls and with how many dice, and what the roll
 * is for; the exact chance it passes (or, for Sabotage, the power it takes),
 * with each step and its rule. A Mystery or Adventure roll sits beside it.
 * Built on the kit's calculator shell; the answers come from a worker.
 */
import { FACT_LABELS, FLUX_PRESETS, factsFor } from '../../../engine/ascension/flux/index.ts';
import { Chance, ValueChanceTable } from '../../kit/Chance.tsx';
import { CheckField, NumberField, Segmented, SelectField } from '../../kit/fields.tsx';
import { RuleLink, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { RowList } from '../../kit/RowList.tsx';
import { TechLevels } from '../shared/TechLevels.tsx';
import { AscensionCalculator, useAscensionCalc } from '../shared/calc.tsx';
import type { FluxAnswer } from './compute.ts';
import { FLUX_EXAMPLES } from './presets.ts';
import { fluxService } from './service.ts';
import { FLUX_READINGS, INITIAL, MAX_SYSTEMS, questionOf, type FluxState, type RollerKind } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/ascension.css';
import { useAnswer } from '../../kit/useAnswer.ts';

type Ok = Extract<FluxAnswer, { ok: true }>;

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

const SECRETS = [
  { value: 'mystery', label: 'Mystery (a Diplomat, against M)' },
  { value: 'adventure', label: 'Adventure (a Shadow Agent, against A)' },
] as const;

/** What choosing an action sets: the roll's purpose, whether it counts successes, and a roller the action allows. */
function withAction(s: FluxState, id: string): FluxState {
  const p = FLUX_PRESETS.find((x) => x.id === id);
  if (!p) return { ...s, action: 'custom' };
  const roller: RollerKind = p.rollerKinds.includes(s.roller) ? s.roller : p.rollerKinds[0]!;
  return { ...s, action: id, purpose: p.purpose, sabotage: p.mode === 'count', roller, roll: 'flux' };
}

const dieWords = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;
const onFaces = (t: number | null) => (t === null || t === 0 ? 'no face succeeds' : t === 6 ? 'every face succeeds' : `each die succeeds on 1–${t}`);

function Head({ a, exact }: { a: Ok; exact: boolean }) {
  if (a.kind === 'secret')
    return (
      <>
        <p class="verdict">
          Finds a Secret card: <Chance c={a.find} exact={exact} />
        </p>
        <p class="as-sub">
          {dieWords(a.dice)}: {a.target === null ? 'a value of 0 hides nothing' : onFaces(a.target)}.
        </p>
      </>
    );
  if (a.kind === 'sabotage')
    return (
      <>
        <p class="verdict">
          Takes at least 1 power: <Chance c={a.anyLost} exact={exact} />
        </p>
        <p class="as-sub">
          {dieWords(a.dice)}, {onFaces(a.target)}; each success takes 1 of the Outpost’s {a.level} power.
          {a.destroys && (
            <>
              {' '}
              Destroyed: <Chance c={a.destroyed} exact={exact} />.
            </>
          )}
        </p>
      </>
    );
  return (
    <>
      <p class="verdict">
        Passes: <Chance c={a.pass} exact={exact} />
      </p>
      <p class="as-sub">
        {dieWords(a.dice)} against a target of {a.target}: {onFaces(a.target)}.
      </p>
    </>
  );
}

function peekOf(a: Ok): string {
  if (a.kind === 'secret') return `Finds a Secret card: ${a.find.percent} %`;
  if (a.kind === 'sabotage') return `Takes power: ${a.anyLost.percent} %`;
  return `Passes: ${a.pass.percent} %`;
}

function Tables({ a, exact }: { a: Ok; exact: boolean }) {
  if (a.kind === 'sabotage') return <ValueChanceTable rows={a.lost} caption="Power the Outpost loses" head="Power lost" exact={exact} />;
  if (a.kind !== 'flux' || a.dice <= 1) return null;
  return (
    <details class="more">
      <summary>How many dice succeed</summary>
      <ValueChanceTable rows={a.successes} caption="Dice at or under the target" head="Dice" exact={exact} />
    </details>
  );
}

const LINK = { lazy: () => import('./link.ts').then((m) => m.FLUX_URL) };

function FluxTool({ initial }: { initial?: { question: FluxState; answer: FluxAnswer } }) {
  const calc = useAscensionCalc<FluxState, FluxAnswer>({ link: LINK, clean: () => INITIAL, examples: FLUX_EXAMPLES, solve: { service: fluxService, question: questionOf, useAnswer }, initial });
  const { state: s, set, errs } = calc;
  const securityRolls = s.readings.securityDetailFlux === 'flux';
  const actions = FLUX_PRESETS.filter((p) => p.onlyWhen === undefined || securityRolls);
  const action = FLUX_PRESETS.find((p) => p.id === s.action);
  const facts = action ? factsFor(action.needs) : [];

  return (
    <AscensionCalculator
      calc={calc}
      readings={FLUX_READINGS}
      lists={{ systems: 'System' }}
      head={(a) => <Head a={a} exact={s.exact} />}
      peek={peekOf}
      body={(a) => <Tables a={a} exact={s.exact} />}
    >
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
            <SelectField
              label="Action"
              value={s.action}
              options={[{ value: 'custom', label: 'Any flux (choose below)' }, ...actions.map((p) => ({ value: p.id, label: p.action })), ...(action && !actions.includes(action) ? [{ value: action.id, label: action.action }] : [])]}
              onChange={(id) => calc.replace(withAction(s, id))}
              error={errs.action}
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
                <CheckField key={f} label={FACT_LABELS[f]} checked={s.inPlace[f]} onChange={(v) => set({ inPlace: { ...s.inPlace, [f]: v } })} error={errs[`inPlace.${f}`]} />
              ))}
            </fieldset>
          )}

          <fieldset>
            <legend>World Panels counted</legend>
            <RowList
              rows={s.systems}
              onChange={(systems) => set({ systems })}
              make={() => ({ societies: '1', resources: '1' })}
              noun="system"
              add="Add a system"
              plural="systems"
              min={1}
              max={MAX_SYSTEMS}
              name={(i) => (s.systems.length > 1 ? `System ${i + 1}` : 'The system')}
              rowError={(i) => errs[`systems.${i}`]}
            >
              {(x, i, change) => (
                <>
                  <NumberField label="Societies" value={x.societies} onInput={(societies) => change({ societies })} error={errs[`systems.${i}.societies`]} />
                  <NumberField label="Resources" value={x.resources} onInput={(resources) => change({ resources })} error={errs[`systems.${i}.resources`]} />
                </>
              )}
            </RowList>
          </fieldset>

          <fieldset>
            <legend>Tech Levels</legend>
            <TechLevels s={s} set={set} errs={errs} />
          </fieldset>

          <fieldset>
            <legend>Who rolls</legend>
            <div class="row">
              <SelectField label="Roller" value={s.roller} options={ROLLER_OPTIONS} onChange={(roller) => set({ roller })} error={errs['roller.kind']} wide />
              {s.roller === 'asset' && <NumberField label="Dice" value={s.dice} onInput={(dice) => set({ dice })} error={errs['roller.dice']} />}
              {s.roller === 'embassy' && <NumberField label="Embassy level" value={s.level} onInput={(level) => set({ level })} error={errs['roller.level']} />}
            </div>
            {s.roller === 'embassy' && <CheckField label="A Cultural Embassy (expansion)" checked={s.cultural} onChange={(cultural) => set({ cultural })} />}
            <div class="row">
              <SelectField label="The roll is for" value={s.purpose} options={PURPOSES} onChange={(purpose) => set({ purpose })} error={errs.purpose} wide />
            </div>
            <CheckField label="Sabotage: count each die that succeeds" checked={s.sabotage} onChange={(sabotage) => set({ sabotage })} error={errs.mode} />
            {s.sabotage && <NumberField label="The Outpost’s power level" value={s.outpostLevel} onInput={(outpostLevel) => set({ outpostLevel })} error={errs.outpostLevel} />}
          </fieldset>
        </>
      ) : (
        <fieldset>
          <legend>A Mystery or Adventure roll</legend>
          <div class="row">
            <SelectField label="Roll" value={s.secret} options={SECRETS} onChange={(secret) => set({ secret })} wide />
            <NumberField label="Dice" value={s.secretDice} onInput={(secretDice) => set({ secretDice })} error={errs.dice} />
            <NumberField label={s.secret === 'mystery' ? 'The panel’s M' : 'The panel’s A'} value={s.secretValue} onInput={(secretValue) => set({ secretValue })} error={errs.value} />
          </div>
        </fieldset>
      )}
    </AscensionCalculator>
  );
}

export default withRuleCatalogue('/ascension/', FluxTool);
