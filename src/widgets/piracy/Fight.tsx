/**
 * The fight itself, loaded when the results come near the screen (or a
 * preset is chosen): the engine's piracy, damage and infamy rules, the value
 * breakdowns, both assignments, what became of each upgrade, one expense per
 * side with its link to the expense tool, and the traces.
 */
import { plural } from '../../engine/core/text.ts';
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { resolvePiracy, type PiracyInput, type PiracyResult } from '../../engine/ccg/piracy/index.ts';
import { assignmentRefusals, sideRefusals } from './refusals.ts';
import { declarePiracy, loseInfamyAtResolution, readInfamy } from '../../engine/ccg/round/index.ts';
import type { CcgErr, CcgResult } from '../../engine/ccg/index.ts';
import type { UpgradeState } from '../../engine/ccg/piracy/index.ts';
import { CheckField } from '../kit/fields.tsx';
import { LimitedText } from '../kit/link-limits.tsx';
import { Problem } from '../kit/Problem.tsx';
import { RuleLink, RuleCite } from '../kit/RuleLink.tsx';
import { Why } from '../kit/Why.tsx';
import { num } from '../kit/form.ts';
import { AssignEditor } from './AssignEditor.tsx';
import { Breakdown, ExpenseLine, UpgradeOutcomes } from './Outcome.tsx';
import type { RowStatus } from './SideEditor.tsx';
import { MAX_TEXT, type AssignState, type ModRow, type PiracyState, type UpgradeRow } from './state.ts';
import type { FieldErrors } from './reading.ts';

/** Status of each modifier row: its condition met or not, or its card jettisoned (the engine's conditions come in row order). */
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

/** Each upgrade's own Hardened, by id (for the outcome's wording). */
const hardenedOf = (upgrades: readonly UpgradeState[] | undefined): Record<string, number> =>
  Object.fromEntries((upgrades ?? []).map((u) => [u.id, (u.hardened ?? []).reduce((sum, h) => sum + h.value, 0)]));


export interface FightRun {
  /** The fields as the engine takes them (`toPiracyInput`). */
  input: PiracyInput;
  /** The attack alone (all to expense): values, damage, success. */
  base?: CcgResult<PiracyResult>;
  /** With the attacker's assignment: the attack's outcome and the return fire's values. */
  withAttack?: CcgResult<PiracyResult>;
  /** With both assignments. */
  full?: CcgResult<PiracyResult>;
  /** The engine's refusals with their rules, by the engine's paths. */
  errors: FieldErrors;
  /** Each side's upgrades as the engine read them (empty until they can be read). */
  upgrades: { attacker: UpgradeState[]; defender: UpgradeState[] };
  status: { attacker: { atk?: RowStatus[]; def?: RowStatus[] }; defender: { atk?: RowStatus[]; def?: RowStatus[] } };
}

/**
 * What the tool shows of a run before the fight's code is here, as a page
 * built with its first answer gives it (`toolStart`): the verdict, the
 * refusals and the rows' statuses. The rest travels drawn, in the page's HTML.
 */
export type FightSeed = Pick<FightRun, 'base' | 'full' | 'errors' | 'status'>;

/**
 * Run the engine on a piracy state: both sides, then each assignment on its
 * own, so a refusal lands beside its fields. Every refusal of the engine's
 * readers in a side or an assignment is shown at once (`refusals.ts`); the
 * engine's own answer stops at the first.
 */
export function runFight(state: PiracyState, input: PiracyInput): FightRun {
  const run: FightRun = { input, errors: {}, upgrades: { attacker: [], defender: [] }, status: { attacker: {}, defender: {} } };
  const refused = (['attacker', 'defender'] as const).flatMap((role) => sideRefusals(input[role], role, run.upgrades[role]));
  const { attacker, defender, attack, returnFire } = input;
  run.base = refused[0] ?? resolvePiracy({ attacker, defender });
  if (run.base.ok) {
    const attackRefused = assignmentRefusals(attack, 'attack');
    refused.push(...attackRefused);
    run.withAttack = attackRefused[0] ?? resolvePiracy({ attacker, defender, attack });
    if (run.withAttack.ok) {
      const returnRefused = assignmentRefusals(returnFire, 'returnFire');
      refused.push(...returnRefused);
      run.full = returnRefused[0] ?? resolvePiracy(input);
    }
  }
  const refusal: CcgErr | undefined = [run.base, run.withAttack, run.full].find((r): r is CcgErr => r !== undefined && !r.ok);
  const fields: FieldErrors = {};
  for (const r of refusal ? [refusal, ...refused] : refused) if (r.field) fields[r.field] = { error: r.error, rule: r.rule };
  run.errors = fields;
  const base = run.base?.ok ? run.base.value : undefined;
  const withAttack = run.withAttack?.ok ? run.withAttack.value : undefined;
  const none = new Set<string>();
  run.status = {
    attacker: { atk: rowStatuses(state.attacker.atk, base?.attack.attackValue.conditions, none), def: rowStatuses(state.attacker.def, withAttack?.returnFire.defenseValue.conditions, none) },
    defender: {
      atk: rowStatuses(state.defender.atk, withAttack?.returnFire.attackValue.conditions, new Set(withAttack?.jettisoned ?? [])),
      def: rowStatuses(state.defender.def, base?.attack.defenseValue.conditions, none),
    },
  };
  return run;
}

/** One side's damage placed: the assignment (a refusal shown beside it), then what came of each upgrade and the expense. */
function Strike(props: {
  path: 'attack' | 'returnFire';
  /** Undefined while the damage cannot be worked out: the assignment waits. */
  damage: number | undefined;
  assign: AssignState;
  targets: UpgradeRow[];
  who: string;
  targetName: string;
  errors: FieldErrors;
  /** The engine's run with this assignment. */
  result: CcgResult<PiracyResult> | undefined;
  onChange: (fn: (x: AssignState) => void) => void;
  outcome: { id: string; upgrades: PiracyResult['attack']['upgrades']; hardened: Record<string, number>; payer: string; amount: number; why: string } | undefined;
  children?: ComponentChildren;
}) {
  const { result, outcome } = props;
  const refused = result && !result.ok ? result : undefined;
  return (
    <>
      {props.damage !== undefined && (
        <AssignEditor
          path={props.path}
          damage={props.damage}
          assign={props.assign}
          targets={props.targets}
          who={props.who}
          targetName={props.targetName}
          errors={props.errors}
          refusal={refused}
          onChange={props.onChange}
        />
      )}
      <div aria-live="polite">
        {refused && <Problem error={refused} title="This assignment is refused" />}
        {outcome && (
          <div class="strike-result" id={outcome.id}>
            <UpgradeOutcomes outcomes={outcome.upgrades} hardened={outcome.hardened} />
            <ExpenseLine who={outcome.payer} amount={outcome.amount} why={outcome.why} />
            {props.children}
          </div>
        )}
      </div>
    </>
  );
}

interface Props {
  state: PiracyState;
  run: FightRun;
  edit: (fn: (s: PiracyState) => void) => void;
}

export function FightResults({ state, run, edit }: Props) {
  const errors = run.errors;
  const base = run.base?.ok ? run.base.value : undefined;
  const withAttack = run.withAttack?.ok ? run.withAttack.value : undefined;
  const full = run.full?.ok ? run.full : undefined;
  const gone = new Set(withAttack?.jettisoned ?? []);
  const a = state.attacker;
  const d = state.defender;
  const aName = a.name.trim() || 'The attacker';
  const dName = d.name.trim() || 'The defender';
  const onAssign = (key: 'attack' | 'returnFire') => (fn: (x: AssignState) => void) => edit((s) => fn(s[key]));

  const infamyInputs = useMemo(() => {
    const before = readInfamy('The Infamy tokens')(num(a.infamy), 'attacker.infamy');
    const held = readInfamy('The Infamy tokens')(num(d.infamy), 'defender.infamy');
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

  // Until the attack can be worked out, the head of the answer says why, and there is nothing to show here.
  if (!base) return null;
  return (
    <>
      <section class="results" aria-labelledby="piracy-attack">
        <h2 id="piracy-attack">1. The attack</h2>
        <div class="cols">
          <Breakdown v={base.attack.attackValue} />
          <Breakdown v={base.attack.defenseValue} />
        </div>
        <p class="damage" id="attack-damage">
          {aName}’s Attack Value {base.attack.attackValue.final} against {dName}’s Defense Value {base.attack.defenseValue.final}: <strong>{plural(base.attack.damage, 'point')} of damage</strong>.
        </p>
        <Strike
          path="attack"
          damage={base.attack.damage}
          assign={state.attack}
          targets={d.upgrades}
          who={aName}
          targetName={dName}
          errors={errors}
          result={run.withAttack}
          onChange={onAssign('attack')}
          outcome={
            withAttack && {
              id: 'attack-result',
              upgrades: withAttack.attack.upgrades,
              hardened: hardenedOf(run.upgrades.defender),
              payer: dName,
              amount: withAttack.defenderExpense,
              why: `damage from ${aName}’s attack`,
            }
          }
        >
          {withAttack && withAttack.triggered.length > 0 && (
            <ul class="triggers">
              {withAttack.triggered.map((t, i) => (
                <li key={i}>
                  Because the attack succeeded, {t.source}: {t.text}. <RuleCite rule={t.replenish ? 'ccg.keyword.replenish' : 'ccg.piracy'} />
                </li>
              ))}
            </ul>
          )}
        </Strike>
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
          <Strike
            path="returnFire"
            damage={withAttack.returnFire.damage}
            assign={state.returnFire}
            targets={a.upgrades}
            who={dName}
            targetName={aName}
            errors={errors}
            result={run.full}
            onChange={onAssign('returnFire')}
            outcome={
              full && {
                id: 'return-result',
                upgrades: full.value.returnFire.upgrades,
                hardened: hardenedOf(run.upgrades.attacker),
                payer: aName,
                amount: full.value.attackerExpense,
                why: `return fire from ${dName}`,
              }
            }
          />
        </section>
      )}

      {full && (
        <section class="results" aria-labelledby="piracy-after">
          <h2 id="piracy-after">3. After the fight</h2>
          <fieldset class="list infamy">
            <legend>Infamy</legend>
            <div class="row">
              <LimitedText
                inputMode="numeric"
                max={MAX_TEXT}
                label={`${aName}’s Infamy tokens before declaring`}
                value={a.infamy}
                error={infamyInputs.before.ok ? undefined : infamyInputs.before}
                onInput={(v) => edit((s) => (s.attacker.infamy = v))}
              />
              <LimitedText
                inputMode="numeric"
                max={MAX_TEXT}
                label={`${dName}’s Infamy tokens`}
                value={d.infamy}
                error={infamyInputs.held.ok ? undefined : infamyInputs.held}
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
                    <RuleCite rule="ccg.round.adventure.stage-2" />
                  </li>
                  {infamy.stage4?.ok &&
                    infamy.stage4.value.map((c) => (
                      <li key={c.captain}>
                        Resolution stage 4: {c.captain === 'attacker' ? aName : dName} {c.lost ? `loses an Infamy token (${c.before} → ${c.after})` : `keeps ${plural(c.after, 'Infamy token')}`}.{' '}
                        <RuleCite rule="ccg.round.resolution.stage-4" />
                      </li>
                    ))}
                </ul>
              )}
            </div>
          </fieldset>
          <Why steps={full.trace} label="The fight, step by step" />
          {infamy?.declared.ok && infamy.stage4?.ok && <Why steps={[...infamy.declared.trace, ...infamy.stage4.trace]} label="Infamy, step by step" />}
        </section>
      )}
    </>
  );
}
