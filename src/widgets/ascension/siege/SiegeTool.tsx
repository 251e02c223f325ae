/**
 * The siege and assault resolver ([9.6]): the system's Society values and
 * Defense Outposts, the target panel, the Tech Level, the ships or Soldiers.
 * First the pass of the attacker acting now (the chance it succeeds and what
 * the world strikes back with), then the whole action worked out in a
 * worker (the target stripped, or the attackers lost), with every step and
 * its rule. Built on the kit's calculator shell.
 */
import { useState } from 'preact/hooks';
import { ValueChanceTable } from '../../kit/Chance.tsx';
import { CheckField, GroupError, NumberField, Segmented, SelectField } from '../../kit/fields.tsx';
import { RowList } from '../../kit/RowList.tsx';
import { shipRows } from '../shared/ships.ts';
import { RuleLink, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { useAnswer } from '../../kit/useAnswer.ts';
import { AscensionCalculator, useAscensionCalc } from '../shared/calc.tsx';
import type { ForecastAnswer, PassAnswer } from './compute.ts';
import { SIEGE_EXAMPLES } from './presets.ts';
import { forecastService, passService } from './service.ts';
import { INITIAL, MAX_PANELS, MAX_SHIPS, MAX_SOLDIERS, NEW_SHIP, NEW_SOLDIER, SIEGE_READINGS, questionOf, type SiegeState } from './state.ts';
import { dice, whoAttacks, PassHead, Forecast } from './SiegeAnswer.tsx';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

const LINK = { lazy: () => import('./link.ts').then((m) => m.SIEGE_URL) };
const OWNERS = [
  { value: 'defender', label: 'Defender' },
  { value: 'attacker', label: 'Attacker' },
] as const;

function SiegeTool({ initial }: { initial?: { question: SiegeState; pass: PassAnswer; forecast: ForecastAnswer } }) {
  useState(() => initial && forecastService.seed(initial.question, initial.forecast));
  const calc = useAscensionCalc<SiegeState, PassAnswer>({
    link: LINK,
    clean: () => INITIAL,
    examples: SIEGE_EXAMPLES,
    solve: { service: passService, question: questionOf, useAnswer },
    initial: initial && { question: initial.question, answer: initial.pass },
  });
  const { state: s, set, errs, answer: a } = calc;
  const q = questionOf(s);
  const fc = useAnswer(forecastService, a && a.ok && !calc.working ? { ...q, actor: 0 } : null);
  const siege = s.attack === 'siege';
  const attackers = siege ? s.fleet.length : s.soldiers.length;
  const actorOptions = Array.from({ length: attackers }, (_, i) => ({ value: String(i), label: `${siege ? 'Ship' : 'Soldier'} ${i + 1}` }));
  /** A ship or Soldier removed: the one attacking now stays in the list. */
  const removeAttacker = (key: 'fleet' | 'soldiers', i: number) => {
    const rows = (s[key] as unknown[]).filter((_, k) => k !== i);
    set({ [key]: rows, ...((key === 'fleet') === siege ? { actor: Math.min(s.actor, rows.length - 1) } : {}) } as Partial<SiegeState>);
  };

  return (
    <AscensionCalculator
      calc={calc}
      readings={SIEGE_READINGS}
      lists={{ societies: 'Society', defenses: 'Defense Outpost', fleet: 'Ship', soldiers: 'Soldier' }}
      head={(a) => <PassHead a={a} exact={s.exact} />}
      peek={(a) => `${whoAttacks(a)} succeeds ${a.success.percent} %${fc.value && fc.value.ok ? `; whole action strips it ${fc.value.stripped.percent} %` : ''}`}
      body={(a) => (
        <details class="more">
          <summary>The dice of this attack</summary>
          <ValueChanceTable rows={a.hits} caption={`Hits from ${dice(a.dice)}`} head="Hits" exact={s.exact} mark={(r) => r.value >= a.rating} />
          {a.siegeCounter && <ValueChanceTable rows={a.siegeCounter.table} caption={`The world’s ${dice(a.siegeCounter.dice)} of damage`} head="Damage" exact={s.exact} />}
        </details>
      )}
      whyLabel="Why, for this attack"
      footer={() => <Forecast f={fc.value} working={fc.working} error={fc.error} exact={s.exact} state={s} />}
    >
      <Segmented
        legend="The attack"
        value={s.attack}
        options={[
          { value: 'siege', label: 'Siege World (ships)' },
          { value: 'assault', label: 'Assault World (Soldiers)' },
        ]}
        onChange={(attack) => set({ attack, actor: 0 })}
      />

      <fieldset>
        <legend>The system</legend>
        <CheckField label="The system has a Treaty" checked={s.treaty} onChange={(treaty) => set({ treaty })} error={errs.treaty} />
      </fieldset>

      <fieldset>
        <legend>The system’s Societies</legend>
        <RowList
          rows={s.societies}
          onChange={(societies) => set({ societies })}
          make={() => ({ siege: '1', battle: '1' })}
          noun="Society"
          add="Add a Society"
          plural="Societies"
          max={MAX_PANELS}
          name={(i) => `Society ${i + 1}`}
          error={errs['system.societies']}
        >
          {(x, i, change) => (
            <>
              <NumberField label="Siege (S)" value={x.siege} onInput={(siege) => change({ siege })} error={errs[`system.societies.${i}.siege`]} />
              <NumberField label="Battle (B)" value={x.battle} onInput={(battle) => change({ battle })} error={errs[`system.societies.${i}.battle`]} />
            </>
          )}
        </RowList>
        {s.societies.length > 0 ? (
          <NumberField label="The Society’s Tech Level" value={s.societyTl} onInput={(societyTl) => set({ societyTl })} error={errs.societyTl} hint="The targeted Society’s, else the highest" />
        ) : (
          <p class="as-note">
            No Society stands in the system, so it has no Tech Level of its own: it counts as 0 (<RuleLink rule="ascension.AM-03" />).
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend>Defense Outposts in the system</legend>
        <RowList
          rows={s.defenses}
          onChange={(defenses) => set({ defenses })}
          onRemove={(i) => {
            const defenses = s.defenses.filter((_, k) => k !== i);
            set({ defenses, defense: Math.max(0, Math.min(s.defense, defenses.length - 1)) });
          }}
          make={() => ({ level: '0', owner: 'defender' as const })}
          noun="Defense Outpost"
          add="Add a Defense Outpost"
          plural="Defense Outposts"
          max={MAX_PANELS}
          name={(i) => `Defense Outpost ${i + 1}`}
          error={errs['system.defenses'] ?? errs.system}
        >
          {(d, i, change) => (
            <>
              <NumberField label="Power level" value={d.level} onInput={(level) => change({ level })} error={errs[`system.defenses.${i}.level`]} />
              <SelectField label="Owner" value={d.owner} options={OWNERS} onChange={(owner) => change({ owner })} />
            </>
          )}
        </RowList>
      </fieldset>

      <fieldset>
        <legend>The target</legend>
        <div class="row">
          <SelectField
            label="Panel attacked"
            value={s.target}
            options={[
              { value: 'world', label: 'A World Panel' },
              { value: 'outpost', label: 'An Outpost' },
              ...(s.defenses.length > 0 ? [{ value: 'defense' as const, label: 'A Defense Outpost above' }] : []),
            ]}
            onChange={(target) => set({ target })}
            wide
          />
          {s.target === 'world' && <NumberField label="Its bar face" value={s.barFace} onInput={(barFace) => set({ barFace })} error={errs['target.barFace']} hint="0 when it has no bar" />}
          {s.target === 'outpost' && <NumberField label="Its power level" value={s.level} onInput={(level) => set({ level })} error={errs['target.level']} />}
          {s.target === 'defense' && (
            <SelectField
              label="Which one"
              value={String(s.defense)}
              options={s.defenses.map((_, i) => ({ value: String(i), label: `Defense Outpost ${i + 1}` }))}
              onChange={(v) => set({ defense: Number(v) })}
              error={errs['target.index']}
            />
          )}
          <NumberField label="Successes already taken" value={s.stripped} onInput={(stripped) => set({ stripped })} error={errs.stripped} hint="This action, before now" />
        </div>
        <GroupError error={errs.target} />
      </fieldset>

      {siege ? (
        <fieldset>
          <legend>The fleet</legend>
          <RowList
            rows={s.fleet}
            onChange={(fleet) => set({ fleet })}
            onRemove={(i) => removeAttacker('fleet', i)}
            {...shipRows(() => NEW_SHIP, MAX_SHIPS)}
          >
            {(f, i, change) => (
              <>
                <NumberField label="Missiles" value={f.missiles} onInput={(missiles) => change({ missiles })} error={errs[`fleet.${i}.missiles`]} />
                <NumberField label="Tech Level" value={f.tl} onInput={(tl) => change({ tl })} error={errs[`fleet.${i}.tl`]} />
                <NumberField label="Hull" value={f.hull} onInput={(hull) => change({ hull })} error={errs[`fleet.${i}.hull`]} />
                <NumberField label="Damage" value={f.damage} onInput={(damage) => change({ damage })} error={errs[`fleet.${i}.damage`]} />
                <CheckField label="Disabled" checked={f.disabled} onChange={(disabled) => change({ disabled })} />
              </>
            )}
          </RowList>
        </fieldset>
      ) : (
        <fieldset>
          <legend>The Soldiers</legend>
          <RowList
            rows={s.soldiers}
            onChange={(soldiers) => set({ soldiers })}
            onRemove={(i) => removeAttacker('soldiers', i)}
            make={() => NEW_SOLDIER}
            noun="Soldier"
            add="Add a Soldier"
            plural="Soldiers"
            min={1}
            max={MAX_SOLDIERS}
            name={(i) => `Soldier ${i + 1}`}
          >
            {(x, i, change) => (
              <>
                <NumberField label="Battle dice" value={x.dice} onInput={(v) => change({ dice: v })} error={errs[`soldiers.${i}.dice`]} />
                <NumberField label="Tech Level" value={x.tl} onInput={(tl) => change({ tl })} error={errs[`soldiers.${i}.tl`]} />
              </>
            )}
          </RowList>
        </fieldset>
      )}
      {attackers > 1 && <SelectField label="Attacking now" value={String(s.actor)} options={actorOptions} onChange={(v) => set({ actor: Number(v) })} error={errs.actor} />}
    </AscensionCalculator>
  );
}

export default withRuleCatalogue('/ascension/', SiegeTool);
