/**
 * The siege and assault resolver ([9.6]): the system's Society values and
 * Defense Outposts, the target panel, the Tech Level, the ships or Soldiers.
 * First the pass of the attacker acting now (the chance it succeeds and what
 * the world strikes back with), then the whole action worked out in a
 * worker (the target stripped, or the attackers lost), with every step and
 * its rule.
 */
import { useState } from 'preact/hooks';
import { LinkProblem } from '../../kit/Problem.tsx';
import { RuleLink, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { useUrlState } from '../../kit/useUrlState.ts';
import { Examples } from '../shared/Examples.tsx';
import { AnswerBox, AnswerPeek, useAnswerView } from '../../kit/Answer.tsx';
import { ChanceTable, ExactSwitch } from '../shared/Chance.tsx';
import { Check, Choice, Num, RowError, Segmented } from '../shared/fields.tsx';
import { Problems } from '../shared/Problems.tsx';
import { ChangedReadings, ReadingsPanel } from '../shared/Readings.tsx';
import { useAnswer } from '../../kit/useAnswer.ts';
import { Why } from '../../kit/Why.tsx';
import type { ForecastAnswer, PassAnswer } from './compute.ts';
import { SIEGE_EXAMPLES } from './presets.ts';
import { forecastService, passService } from './service.ts';
import { INITIAL, MAX_PANELS, MAX_SHIPS, MAX_SOLDIERS, NEW_SHIP, NEW_SOLDIER, SIEGE_READINGS, questionOf, type SiegeState } from './state.ts';
import { dice, whoAttacks, PassHead, Forecast } from './SiegeAnswer.tsx';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

const LINK = { lazy: () => import('./link.ts').then((m) => m.SIEGE_URL) };

function peekOf(a: PassAnswer | undefined, f: ForecastAnswer | undefined): string {
  if (!a) return 'Working it out…';
  if (!a.ok) return 'Something to fix first';
  const whole = f && f.ok ? `; whole action strips it ${f.stripped.percent} %` : '';
  return `${whoAttacks(a)} succeeds ${a.success.percent} %${whole}`;
}

function SiegeTool({ initial }: { initial?: { question: SiegeState; pass: PassAnswer; forecast: ForecastAnswer } }) {
  useState(() => {
    if (!initial) return;
    passService.seed(initial.question, initial.pass);
    forecastService.seed(initial.question, initial.forecast);
  });
  const { state: s, setState, linkError, dismissLinkError } = useUrlState<SiegeState>(LINK, () => INITIAL);
  const view = useAnswerView();
  const set = (patch: Partial<SiegeState>) => setState({ ...s, ...patch });
  const q = questionOf(s);
  const { value: a, working, error } = useAnswer(passService, q);
  const forecastQ = a && a.ok && !working ? { ...q, actor: 0 } : null;
  const fc = useAnswer(forecastService, forecastQ);
  const errs = a && !a.ok ? a.fields : {};
  const siege = s.attack === 'siege';
  const example = SIEGE_EXAMPLES.find((e) => JSON.stringify({ ...e.state, exact: s.exact, readings: s.readings }) === JSON.stringify(s));
  const attackers = siege ? s.fleet.length : s.soldiers.length;
  const actorOptions = Array.from({ length: attackers }, (_, i) => ({ value: String(i), label: `${siege ? 'Ship' : 'Soldier'} ${i + 1}` }));

  const setRow = <K extends 'societies' | 'defenses' | 'fleet' | 'soldiers'>(key: K, i: number, patch: Partial<SiegeState[K][number]>) =>
    set({ [key]: (s[key] as SiegeState[K][number][]).map((x, k) => (k === i ? { ...x, ...patch } : x)) } as Partial<SiegeState>);
  const removeRow = (key: 'societies' | 'defenses' | 'fleet' | 'soldiers', i: number) => {
    const rows = (s[key] as unknown[]).filter((_, k) => k !== i);
    const patch: Partial<SiegeState> = { [key]: rows } as Partial<SiegeState>;
    if ((key === 'fleet' && siege) || (key === 'soldiers' && !siege)) patch.actor = Math.min(s.actor, rows.length - 1);
    if (key === 'defenses') patch.defense = Math.max(0, Math.min(s.defense, rows.length - 1));
    set(patch);
  };

  return (
    <div class="tool as-tool">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <AnswerBox
        view={view}
        busy={working}
        tone={a && !a.ok ? 'bad' : undefined}
        head={
          !a ? (
            error ? <p class="problem">This could not be worked out: {error}</p> : <p class="as-working">Working it out…</p>
          ) : a.ok ? (
            <PassHead a={a} exact={s.exact} />
          ) : (
            <Problems fields={a.fields} general={a.general} lists={{ societies: 'Society', defenses: 'Defense Outpost', fleet: 'Ship', soldiers: 'Soldier' }} />
          )
        }
      >
        {a && <ChangedReadings texts={a.readings} />}
        {example && <p class="as-note">{example.source}</p>}
        {a?.ok && (
          <>
            <details class="as-more">
              <summary>The dice of this attack</summary>
              <ChanceTable rows={a.hits} caption={`Hits from ${dice(a.dice)}`} head="Hits" exact={s.exact} mark={(v) => v >= a.rating} />
              {a.siegeCounter && <ChanceTable rows={a.siegeCounter.table} caption={`The world’s ${dice(a.siegeCounter.dice)} of damage`} head="Damage" exact={s.exact} />}
            </details>
            <Why steps={a.trace} label="Why, for this attack" />
            <Forecast f={fc.value} working={fc.working} error={fc.error} exact={s.exact} state={s} />
          </>
        )}
      </AnswerBox>

      <Examples
        examples={SIEGE_EXAMPLES}
        current={example?.id ?? null}
        onLoad={(e) => {
          setState({ ...e.state, exact: s.exact, readings: s.readings });
          view.show();
        }}
      />

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
        <Check label="The system has a Treaty" checked={s.treaty} onChange={(treaty) => set({ treaty })} err={errs.treaty} />
      </fieldset>

      <fieldset>
        <legend>The system’s Societies</legend>
        <div class="as-rows">
          {s.societies.map((x, i) => (
            <div class="as-row" key={i}>
              <span class="as-row-name">Society {i + 1}</span>
              <Num label="Siege (S)" value={x.siege} onInput={(v) => setRow('societies', i, { siege: v })} err={errs[`system.societies.${i}.siege`]} />
              <Num label="Battle (B)" value={x.battle} onInput={(v) => setRow('societies', i, { battle: v })} err={errs[`system.societies.${i}.battle`]} />
              <button type="button" class="as-remove" aria-label={`Remove Society ${i + 1}`} onClick={() => removeRow('societies', i)}>
                Remove
              </button>
            </div>
          ))}
        </div>
        <RowError err={errs['system.societies']} />
        {s.societies.length < MAX_PANELS && (
          <button type="button" class="as-add" onClick={() => set({ societies: [...s.societies, { siege: '1', battle: '1' }] })}>
            Add a Society
          </button>
        )}
        {s.societies.length > 0 ? (
          <Num label="The Society’s Tech Level" value={s.societyTl} onInput={(v) => set({ societyTl: v })} err={errs.societyTl} hint="The targeted Society’s, else the highest" />
        ) : (
          <p class="as-note">
            No Society stands in the system, so it has no Tech Level of its own: it counts as 0 (<RuleLink rule="ascension.AM-03" />).
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend>Defense Outposts in the system</legend>
        <div class="as-rows">
          {s.defenses.map((d, i) => (
            <div class="as-row" key={i}>
              <span class="as-row-name">Defense Outpost {i + 1}</span>
              <Num label="Power level" value={d.level} onInput={(v) => setRow('defenses', i, { level: v })} err={errs[`system.defenses.${i}.level`]} />
              <Choice
                label="Owner"
                value={d.owner}
                options={[
                  { value: 'defender', label: 'Defender' },
                  { value: 'attacker', label: 'Attacker' },
                ]}
                onChange={(owner) => setRow('defenses', i, { owner })}
              />
              <button type="button" class="as-remove" aria-label={`Remove Defense Outpost ${i + 1}`} onClick={() => removeRow('defenses', i)}>
                Remove
              </button>
            </div>
          ))}
        </div>
        <RowError err={errs['system.defenses'] ?? errs.system} />
        {s.defenses.length < MAX_PANELS && (
          <button type="button" class="as-add" onClick={() => set({ defenses: [...s.defenses, { level: '0', owner: 'defender' }] })}>
            Add a Defense Outpost
          </button>
        )}
      </fieldset>

      <fieldset>
        <legend>The target</legend>
        <div class="as-row">
          <Choice
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
          {s.target === 'world' && <Num label="Its bar face" value={s.barFace} onInput={(v) => set({ barFace: v })} err={errs['target.barFace']} hint="0 when it has no bar" />}
          {s.target === 'outpost' && <Num label="Its power level" value={s.level} onInput={(v) => set({ level: v })} err={errs['target.level']} />}
          {s.target === 'defense' && (
            <Choice
              label="Which one"
              value={String(s.defense)}
              options={s.defenses.map((_, i) => ({ value: String(i), label: `Defense Outpost ${i + 1}` }))}
              onChange={(v) => set({ defense: Number(v) })}
              err={errs['target.index']}
            />
          )}
          <Num label="Successes already taken" value={s.stripped} onInput={(v) => set({ stripped: v })} err={errs.stripped} hint="This action, before now" />
        </div>
        <RowError err={errs.target} />
      </fieldset>

      {siege ? (
        <fieldset>
          <legend>The fleet</legend>
          <div class="as-rows">
            {s.fleet.map((f, i) => (
              <div class="as-row" key={i}>
                <span class="as-row-name">Ship {i + 1}</span>
                <Num label="Missiles" value={f.missiles} onInput={(v) => setRow('fleet', i, { missiles: v })} err={errs[`fleet.${i}.missiles`]} />
                <Num label="Tech Level" value={f.tl} onInput={(v) => setRow('fleet', i, { tl: v })} err={errs[`fleet.${i}.tl`]} />
                <Num label="Hull" value={f.hull} onInput={(v) => setRow('fleet', i, { hull: v })} err={errs[`fleet.${i}.hull`]} />
                <Num label="Damage" value={f.damage} onInput={(v) => setRow('fleet', i, { damage: v })} err={errs[`fleet.${i}.damage`]} />
                <Check label="Disabled" checked={f.disabled} onChange={(disabled) => setRow('fleet', i, { disabled })} />
                {s.fleet.length > 1 && (
                  <button type="button" class="as-remove" aria-label={`Remove ship ${i + 1}`} onClick={() => removeRow('fleet', i)}>
                    Remove
                  </button>
                )}
              </div>
            ))}
          </div>
          {s.fleet.length < MAX_SHIPS && (
            <button type="button" class="as-add" onClick={() => set({ fleet: [...s.fleet, NEW_SHIP] })}>
              Add a ship
            </button>
          )}
        </fieldset>
      ) : (
        <fieldset>
          <legend>The Soldiers</legend>
          <div class="as-rows">
            {s.soldiers.map((x, i) => (
              <div class="as-row" key={i}>
                <span class="as-row-name">Soldier {i + 1}</span>
                <Num label="Battle dice" value={x.dice} onInput={(v) => setRow('soldiers', i, { dice: v })} err={errs[`soldiers.${i}.dice`]} />
                <Num label="Tech Level" value={x.tl} onInput={(v) => setRow('soldiers', i, { tl: v })} err={errs[`soldiers.${i}.tl`]} />
                {s.soldiers.length > 1 && (
                  <button type="button" class="as-remove" aria-label={`Remove Soldier ${i + 1}`} onClick={() => removeRow('soldiers', i)}>
                    Remove
                  </button>
                )}
              </div>
            ))}
          </div>
          {s.soldiers.length < MAX_SOLDIERS && (
            <button type="button" class="as-add" onClick={() => set({ soldiers: [...s.soldiers, NEW_SOLDIER] })}>
              Add a Soldier
            </button>
          )}
        </fieldset>
      )}
      {attackers > 1 && <Choice label="Attacking now" value={String(s.actor)} options={actorOptions} onChange={(v) => set({ actor: Number(v) })} err={errs.actor} />}

      <ExactSwitch exact={s.exact} onChange={(exact) => set({ exact })} />
      <ReadingsPanel keys={SIEGE_READINGS} changed={s.readings} onChange={(readings) => set({ readings })} />
      <AnswerPeek view={view}>{peekOf(a, fc.value)}</AnswerPeek>
    </div>
  );
}

export default withRuleCatalogue('/ascension/', SiegeTool);
