/**
 * The piracy tool: two sides with their values, modifiers and upgrades; the
 * attacker's damage assigned point by point, then the return fire; the
 * outcome of every upgrade hit, one expense per side with a link to the
 * expense tool, success, the pirate uncommitted, and infamy. A second mode
 * fights a contract's enemy ship round by round.
 */
import { useMemo } from 'preact/hooks';
import { resolvePiracy, type PiracyResult } from '../../engine/ccg/piracy.ts';
import { declarePiracy, loseInfamyAtResolution } from '../../engine/ccg/infamy.ts';
import { PIRACY_PRESETS } from '../../engine/ccg/examples/piracy.ts';
import { ENEMY_SHIP_PRESETS } from '../../engine/ccg/examples/enemy-ship.ts';
import type { CcgErr, CcgResult } from '../../engine/ccg/result.ts';
import { CheckField, NumberField } from '../kit/fields.tsx';
import { LinkProblem, Problem } from '../kit/Problem.tsx';
import { RuleLink } from '../kit/RuleLink.tsx';
import { Trace } from '../kit/Trace.tsx';
import { parseWhole } from '../kit/numbers.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { AssignEditor } from './AssignEditor.tsx';
import { EnemyFight } from './EnemyFight.tsx';
import { Breakdown, ExpenseLine, UpgradeOutcomes } from './Outcome.tsx';
import { SideEditor, type RowStatus } from './SideEditor.tsx';
import {
  cleanState,
  freshUpgradeId,
  parsePiracyState,
  stateFromEnemyPreset,
  stateFromPiracyPreset,
  toPiracyInput,
  type AssignState,
  type Mode,
  type ModRow,
  type PiracyState,
} from './state.ts';
import '../../styles/widgets.css';
import './piracy.css';

function presetState(id: string | undefined): PiracyState | undefined {
  const p = PIRACY_PRESETS.find((x) => x.id === id);
  if (p) return stateFromPiracyPreset(p);
  const e = ENEMY_SHIP_PRESETS.find((x) => x.id === id);
  return e ? stateFromEnemyPreset(e) : undefined;
}

/** Status of each modifier row: its condition met or not, or its card jettisoned (engine's conditions come in row order). */
function rowStatuses(rows: readonly ModRow[], conditions: readonly { met: boolean; condition: string }[] | undefined, gone: ReadonlySet<string>): RowStatus[] | undefined {
  if (!conditions) return undefined;
  let k = 0;
  return rows.map((r) => {
    if (r.card !== '' && gone.has(r.card)) return { kind: 'gone' };
    if (r.when === 'always') return undefined;
    const c = conditions[k++];
    return c ? { kind: c.met ? 'met' : 'not-met', condition: c.condition } : undefined;
  });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

interface Run {
  base?: CcgResult<PiracyResult>;
  withAttack?: CcgResult<PiracyResult>;
  full?: CcgResult<PiracyResult>;
}

export default function PiracyTool({ preset }: { preset?: string }) {
  const initial = () => presetState(preset) ?? cleanState();
  const { state, setState, linkError, dismissLinkError } = useUrlState<PiracyState>(parsePiracyState, initial);
  const edit = (fn: (s: PiracyState) => void) =>
    setState((s) => {
      const d = structuredClone(s);
      fn(d);
      return d;
    });

  const reading = useMemo(() => (state.mode === 'piracy' ? toPiracyInput(state) : undefined), [state]);
  const run = useMemo((): Run => {
    if (!reading || !reading.sidesOk) return {};
    const input = reading.input;
    const base = resolvePiracy({ attacker: input.attacker, defender: input.defender });
    if (!base.ok || !reading.attackOk) return { base };
    const withAttack = resolvePiracy({ attacker: input.attacker, defender: input.defender, attack: input.attack });
    if (!withAttack.ok || !reading.returnFireOk) return { base, withAttack };
    return { base, withAttack, full: resolvePiracy(input) };
  }, [reading]);

  const refusal: CcgErr | undefined = [run.base, run.withAttack, run.full].find((r): r is CcgErr => r !== undefined && !r.ok);
  const errors = refusal?.field ? { ...(reading?.errors ?? {}), [refusal.field]: refusal.error } : (reading?.errors ?? {});
  const base = run.base?.ok ? run.base.value : undefined;
  const withAttack = run.withAttack?.ok ? run.withAttack.value : undefined;
  const full = run.full?.ok ? run.full : undefined;
  const gone = new Set(withAttack?.jettisoned ?? []);

  const a = state.attacker;
  const d = state.defender;
  const aName = a.name.trim() || 'The attacker';
  const dName = d.name.trim() || 'The defender';
  const onAssign = (key: 'attack' | 'returnFire') => (fn: (x: AssignState) => void) => edit((s) => fn(s[key]));
  const loadedPreset = [...PIRACY_PRESETS, ...ENEMY_SHIP_PRESETS].find((p) => p.id === state.preset);

  const infamyInputs = useMemo(() => {
    const before = parseWhole(a.infamy, { min: 0, max: 99, label: 'the Infamy tokens' });
    const held = parseWhole(d.infamy, { min: 0, max: 99, label: 'the Infamy tokens' });
    return { before, held };
  }, [a.infamy, d.infamy]);
  const infamy = useMemo(() => {
    if (!full || !infamyInputs.before.ok || !infamyInputs.held.ok) return undefined;
    const declared = declarePiracy({ captain: 'attacker', name: aName, infamy: infamyInputs.before.value });
    if (!declared.ok) return { declared, stage4: undefined };
    const stage4 = loseInfamyAtResolution([
      { captain: 'attacker', name: aName, infamy: declared.value.infamyAfter, conductedPiracy: full.value.conductedPiracy === 'attacker', declaredPirate: true },
      { captain: 'defender', name: dName, infamy: infamyInputs.held.value, conductedPiracy: d.pirated },
    ]);
    return { declared, stage4 };
  }, [full, infamyInputs, aName, dName, d.pirated]);

  const setMode = (mode: Mode) => edit((s) => { s.mode = mode; });

  return (
    <div class="tool piracy-tool">
      {linkError && <LinkProblem message={linkError} onDismiss={dismissLinkError} />}
      <div class="presets" role="group" aria-label="Examples">
        <span>Load:</span>
        {PIRACY_PRESETS.map((p) => (
          <button type="button" class="small" key={p.id} onClick={() => setState(stateFromPiracyPreset(p))}>
            {p.title}
          </button>
        ))}
        {ENEMY_SHIP_PRESETS.map((p) => (
          <button type="button" class="small" key={p.id} onClick={() => setState(stateFromEnemyPreset(p))}>
            {p.title}
          </button>
        ))}
        <button type="button" class="small" onClick={() => { setState(cleanState()); dismissLinkError(); }}>
          Reset
        </button>
      </div>
      {loadedPreset && (
        <p class="preset-note">
          Loaded: <strong>{loadedPreset.title}</strong> ({loadedPreset.source}). Values of ours: {loadedPreset.standIns.join(' ')}
        </p>
      )}

      <fieldset class="mode">
        <legend>The fight</legend>
        <label class="check">
          <input type="radio" name="piracy-mode" value="piracy" checked={state.mode === 'piracy'} onChange={() => setMode('piracy')} />
          A piracy action: a pirate attacks another captain’s ship
        </label>
        <label class="check">
          <input type="radio" name="piracy-mode" value="enemy" checked={state.mode === 'enemy'} onChange={() => setMode('enemy')} />
          An enemy ship on a contract or complication
        </label>
      </fieldset>

      {state.mode === 'enemy' ? (
        <EnemyFight state={state} edit={edit} />
      ) : (
        <>
          <div class="sides">
            <fieldset>
              <legend>Attacker (the pirate)</legend>
              <SideEditor
                side={a}
                prefix="attacker"
                errors={errors}
                onChange={(fn) => edit((s) => fn(s.attacker))}
                newUpgradeId={() => freshUpgradeId(state)}
                onUpgradeRemoved={(id) => edit((s) => void delete s.returnFire.points[id])}
                show={{ upgrades: true, critical: true, triggers: true }}
                upgradesHint="The defender’s return fire can be put on these."
                atkStatus={rowStatuses(a.atk, base?.attack.attackValue.conditions, new Set())}
                defStatus={rowStatuses(a.def, withAttack?.returnFire.defenseValue.conditions, new Set())}
              />
            </fieldset>
            <fieldset>
              <legend>Defender (the target)</legend>
              <SideEditor
                side={d}
                prefix="defender"
                errors={errors}
                onChange={(fn) => edit((s) => fn(s.defender))}
                newUpgradeId={() => freshUpgradeId(state)}
                onUpgradeRemoved={(id) => edit((s) => void delete s.attack.points[id])}
                show={{ upgrades: true, critical: true, triggers: false }}
                upgradesHint="The attacker’s damage can be put on these."
                atkStatus={rowStatuses(d.atk, withAttack?.returnFire.attackValue.conditions, gone)}
                defStatus={rowStatuses(d.def, base?.attack.defenseValue.conditions, new Set())}
              />
            </fieldset>
          </div>

          <section class="results" aria-labelledby="piracy-attack">
            <h2 id="piracy-attack">1. The attack</h2>
            <div aria-live="polite">
              {reading && !reading.sidesOk && <p class="problem">Some values are not valid yet: see the messages beside the fields.</p>}
              {run.base && !run.base.ok && <Problem error={run.base} title="The engine refuses" />}
              {base && (
                <>
                  <div class="cols">
                    <Breakdown v={base.attack.attackValue} />
                    <Breakdown v={base.attack.defenseValue} />
                  </div>
                  <p class="damage" id="attack-damage">
                    {aName}’s Attack Value {base.attack.attackValue.final} against {dName}’s Defense Value {base.attack.defenseValue.final}: <strong>{plural(base.attack.damage, 'point')} of damage</strong>.
                  </p>
                  <p class={`verdict ${base.success ? 'good' : 'bad'}`} id="piracy-verdict">
                    {base.success ? 'The piracy action succeeds: the attacker inflicted damage.' : 'The piracy action fails: the attacker inflicted no damage.'}{' '}
                    <span class="trace-rule">Rule: <RuleLink rule="ccg.piracy" /></span>
                  </p>
                </>
              )}
            </div>
            {base && (
              <AssignEditor
                path="attack"
                damage={base.attack.damage}
                assign={state.attack}
                targets={d.upgrades}
                who={aName}
                targetName={dName}
                errors={errors}
                refusal={run.withAttack && !run.withAttack.ok ? run.withAttack : undefined}
                onChange={onAssign('attack')}
              />
            )}
            <div aria-live="polite">
              {run.withAttack && !run.withAttack.ok && <Problem error={run.withAttack} title="This assignment is refused" />}
              {withAttack && (
                <div class="strike-result" id="attack-result">
                  <UpgradeOutcomes outcomes={withAttack.attack.upgrades} />
                  <ExpenseLine who={dName} amount={withAttack.defenderExpense} why={`damage from ${aName}’s attack`} />
                  {withAttack.triggered.length > 0 && (
                    <ul class="triggers">
                      {withAttack.triggered.map((t, i) => (
                        <li key={i}>
                          Because the attack succeeded, {t.source}: {t.text}. <span class="trace-rule">Rule: <RuleLink rule={t.replenish ? 'ccg.keyword.replenish' : 'ccg.piracy'} /></span>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              )}
            </div>
          </section>

          {withAttack && (
            <section class="results" aria-labelledby="piracy-return">
              <h2 id="piracy-return">2. The return fire</h2>
              <div aria-live="polite">
                {gone.size > 0 && (
                  <p class="muted">
                    Worked out after the attack: upgrades it jettisoned no longer count for {dName} (our reading: <RuleLink rule="ccg.note.return-fire-values" />).
                  </p>
                )}
                <div class="cols">
                  <Breakdown v={withAttack.returnFire.attackValue} />
                  <Breakdown v={withAttack.returnFire.defenseValue} />
                </div>
                <p class="damage" id="return-damage">
                  {dName}’s Attack Value {withAttack.returnFire.attackValue.final} against {aName}’s Defense Value {withAttack.returnFire.defenseValue.final}:{' '}
                  <strong>{plural(withAttack.returnFire.damage, 'point')} of damage</strong>. It does not change whether the piracy action succeeded.
                </p>
              </div>
              <AssignEditor
                path="returnFire"
                damage={withAttack.returnFire.damage}
                assign={state.returnFire}
                targets={a.upgrades}
                who={dName}
                targetName={aName}
                errors={errors}
                refusal={run.full && !run.full.ok ? run.full : undefined}
                onChange={onAssign('returnFire')}
              />
              <div aria-live="polite">
                {run.full && !run.full.ok && <Problem error={run.full} title="This assignment is refused" />}
                {full && (
                  <div class="strike-result" id="return-result">
                    <UpgradeOutcomes outcomes={full.value.returnFire.upgrades} />
                    <ExpenseLine who={aName} amount={full.value.attackerExpense} why={`return fire from ${dName}`} />
                  </div>
                )}
              </div>
            </section>
          )}

          {full && (
            <section class="results" aria-labelledby="piracy-after">
              <h2 id="piracy-after">3. After the fight</h2>
              <div aria-live="polite" class="result">
                <ul class="summary">
                  <li id="summary-success">
                    {full.value.success ? 'Success' : 'Failure'}: {plural(full.value.attack.damage, 'point')} of damage from {aName}, {plural(full.value.returnFire.damage, 'point')} back from {dName}.
                  </li>
                  <li>
                    Expenses: {dName} {full.value.defenderExpense}, {aName} {full.value.attackerExpense}, each met as one expense.
                  </li>
                  {full.value.jettisoned.length > 0 && (
                    <li>
                      Jettisoned:{' '}
                      {[...d.upgrades, ...a.upgrades]
                        .filter((u) => full.value.jettisoned.includes(u.id))
                        .map((u) => u.name)
                        .join(', ')}
                      . <span class="trace-rule">Rule: <RuleLink rule="ccg.jettison" /></span>
                    </li>
                  )}
                  <li>
                    {aName} becomes uncommitted. <span class="trace-rule">Rule: <RuleLink rule="ccg.committed" /></span>
                  </li>
                </ul>
              </div>
              <fieldset class="list infamy">
                <legend>Infamy</legend>
                <div class="row">
                  <NumberField
                    label={`${aName}’s Infamy tokens before declaring`}
                    value={a.infamy}
                    error={infamyInputs.before.ok ? undefined : infamyInputs.before.error}
                    onInput={(v) => edit((s) => (s.attacker.infamy = v))}
                  />
                  <NumberField
                    label={`${dName}’s Infamy tokens`}
                    value={d.infamy}
                    error={infamyInputs.held.ok ? undefined : infamyInputs.held.error}
                    onInput={(v) => edit((s) => (s.defender.infamy = v))}
                  />
                </div>
                <CheckField label={`${dName} also conducted a piracy action this round`} checked={d.pirated} onChange={(v) => edit((s) => (s.defender.pirated = v))} />
                <div aria-live="polite">
                  {infamy?.declared && !infamy.declared.ok && <Problem error={infamy.declared} />}
                  {infamy?.stage4 && !infamy.stage4.ok && <Problem error={infamy.stage4} />}
                  {infamy?.declared.ok && (
                    <ul class="summary" id="infamy-summary">
                      <li>
                        Declaring as a pirate (Adventure Phase) cost {aName} {infamy.declared.value.creditsCost} Credit and gave an Infamy token: {infamy.declared.value.infamyBefore} → {infamy.declared.value.infamyAfter}.{' '}
                        <span class="trace-rule">Rule: <RuleLink rule="ccg.round.adventure.stage-2" /></span>
                      </li>
                      {infamy.stage4?.ok &&
                        infamy.stage4.value.map((c) => (
                          <li key={c.captain}>
                            Resolution stage 4: {c.captain === 'attacker' ? aName : dName} {c.lost ? `loses an Infamy token (${c.before} → ${c.after})` : `keeps ${plural(c.after, 'Infamy token')}`}.{' '}
                            <span class="trace-rule">Rule: <RuleLink rule="ccg.round.resolution.stage-4" /></span>
                          </li>
                        ))}
                    </ul>
                  )}
                </div>
              </fieldset>
              <Trace steps={full.trace} />
              {infamy?.declared.ok && infamy.stage4?.ok && <Trace steps={[...infamy.declared.trace, ...infamy.stage4.trace]} title="Infamy, step by step" />}
            </section>
          )}
        </>
      )}
    </div>
  );
}
