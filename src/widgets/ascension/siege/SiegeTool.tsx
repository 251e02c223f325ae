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
import { Presets } from '../../kit/Presets.tsx';
import { RuleCite, withRuleCatalogue } from '../../kit/RuleLink.tsx';
import { useUrlState } from '../../kit/useUrlState.ts';
import { AnswerBox, AnswerPeek, useAnswerView } from '../shared/Answer.tsx';
import { Chance, ChanceTable, ExactSwitch, ShareBar } from '../shared/Chance.tsx';
import { Check, Choice, Num, RowError, Segmented } from '../shared/fields.tsx';
import { Problems } from '../shared/Problems.tsx';
import { ChangedReadings, ReadingsPanel } from '../shared/Readings.tsx';
import { useAnswer } from '../../kit/useAnswer.ts';
import { Why } from '../shared/Why.tsx';
import type { ForecastAnswer, PassAnswer, PassOk } from './compute.ts';
import { SIEGE_EXAMPLES } from './presets.ts';
import { forecastService, passService } from './service.ts';
import { INITIAL, MAX_PANELS, MAX_SHIPS, MAX_SOLDIERS, NEW_SHIP, NEW_SOLDIER, SIEGE_READINGS, questionOf, type SiegeState } from './state.ts';
import '../../../styles/widgets.css';
import '../shared/ascension.css';

const LINK = { lazy: () => import('./link.ts').then((m) => m.SIEGE_URL) };

const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;
const faces = (t: number) => (t <= 0 ? 'no face' : t >= 6 ? 'every face' : `1–${t}`);

function whoAttacks(a: PassOk): string {
  const what = a.attack === 'siege' ? 'Ship' : 'Soldier';
  if (a.attackers.length > 1) return a.attack === 'siege' ? 'The pooled fleet' : 'The pooled Soldiers';
  return `${what} ${a.attackers[0]}`;
}

function PassHead({ a, exact }: { a: PassOk; exact: boolean }) {
  const hitOn = [...new Set(a.hitOn)];
  return (
    <>
      <p class="verdict">
        {whoAttacks(a)}’s attack succeeds: <Chance c={a.success} exact={exact} />
      </p>
      <p class="as-sub">
        {a.attack === 'siege' ? 'Siege' : 'Battle'} rating {a.rating}: {a.rating} hits needed from {dice(a.dice)}, each hitting on {hitOn.map(faces).join(' or ')}.{' '}
        {a.need === 0 ? 'The target has nothing to take.' : a.left === 0 ? 'The target is already stripped.' : `${a.left} of ${a.need} ${a.need === 1 ? 'success' : 'successes'} still needed to strip the target.`}
      </p>
      {a.siegeCounter && (
        <p class="as-sub">
          The world strikes back with {dice(a.siegeCounter.dice)} (mean {a.siegeCounter.mean} damage): the ship is destroyed <Chance c={a.siegeCounter.destroyed} exact={exact} />, newly Disabled <Chance c={a.siegeCounter.disabled} exact={exact} />.
        </p>
      )}
      {a.attack === 'siege' && !a.siegeCounter && <p class="as-sub">With a rating of 0, no dice strike back.</p>}
      {a.assaultCounter && (
        <p class="as-sub">
          The world strikes back with {dice(a.assaultCounter.dice)} hitting on {faces(a.assaultCounter.hitOn)}; {a.assaultCounter.threshold} hits eliminate {a.attackers.length > 1 ? 'the Soldiers' : 'the Soldier'}: <Chance c={a.assaultCounter.eliminated} exact={exact} />.
        </p>
      )}
    </>
  );
}

function Forecast({ f, working, error, exact, state }: { f: ForecastAnswer | undefined; working: boolean; error: string | undefined; exact: boolean; state: SiegeState }) {
  const what = state.attack === 'siege' ? 'Ship' : 'Soldier';
  return (
    <div class="as-forecast" aria-live="polite" aria-busy={working ? 'true' : 'false'}>
      <h3 class="as-h">The whole action</h3>
      {working && (
        <p class="as-working" role="status">
          Working out the whole action…
        </p>
      )}
      {error && <p class="problem">The whole action could not be worked out: {error}</p>}
      {f && !f.ok && (
        <p class="as-note">
          {f.error} <RuleCite rule={f.rule} />
        </p>
      )}
      {f && f.ok && (
        <>
          <p>
            {f.method === 'one-pass' ? 'Each attacker attacking once' : 'Attacking until the target is stripped or the attackers are lost'}: the target is stripped <Chance c={f.stripped} exact={exact} />.
          </p>
          <ShareBar
            label="The whole action"
            parts={[
              { name: 'target stripped', percent: f.stripped.percent, tone: 'good' },
              { name: f.method === 'one-pass' ? 'target holds' : 'stalemate', percent: f.method === 'one-pass' ? f.held.percent : f.stalemate.percent, tone: 'even' },
              { name: 'attackers lost', percent: f.repelled.percent, tone: 'bad' },
            ]}
          />
          <ul class="as-status">
            <li>
              Every attacker lost first: <Chance c={f.repelled} exact={exact} />
            </li>
            {f.method === 'one-pass' && (
              <li>
                Target holds, attackers left: <Chance c={f.held} exact={exact} />
              </li>
            )}
            {f.stalemate.percent !== '0.00' && (
              <li>
                Stalemate (only a withdrawal ends it): <Chance c={f.stalemate} exact={exact} />
              </li>
            )}
            {f.lost.map((l, i) =>
              l ? (
                <li key={i}>
                  {what} {i + 1} lost: <Chance c={l} exact={exact} />
                </li>
              ) : null,
            )}
          </ul>
          <Why steps={f.trace} label="Why, for the whole action" />
        </>
      )}
    </div>
  );
}

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

      <Presets
        label="Examples"
        lead="Examples:"
        presets={SIEGE_EXAMPLES.map((e) => ({ id: e.id, label: e.label, hint: e.source }))}
        current={example?.id ?? null}
        onPick={(id) => {
          const e = SIEGE_EXAMPLES.find((x) => x.id === id);
          if (e) setState({ ...e.state, exact: s.exact, readings: s.readings });
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
        <Num label="The Society’s Tech Level" value={s.societyTl} onInput={(v) => set({ societyTl: v })} err={errs.societyTl} hint="The targeted Society’s, else the highest" />
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
