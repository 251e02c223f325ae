/**
 * Enemy-ship mode: a contract's enemy ship fought by the piracy procedure.
 * The captain chooses attacker or defender; the enemy's unprinted values are
 * 0; its damage carries over from round to round until it reaches its
 * structure; its fire is always one expense. The tool draws the verdict
 * first (`EnemyVerdict`), then the round (`EnemyResults`), then the fields
 * (`EnemyEditors`).
 */
import { fightEnemyShip } from '../../engine/ccg/piracy/index.ts';
import { Segmented } from '../kit/fields.tsx';
import { LimitedNumber, LimitedText } from '../kit/link-limits.tsx';
import { Problem } from '../kit/Problem.tsx';
import { RuleLink } from '../kit/RuleLink.tsx';
import { Why } from '../kit/Why.tsx';
import { Breakdown, ExpenseLine } from './Outcome.tsx';
import { SideEditor, type RowStatus } from './SideEditor.tsx';
import { ENEMY_SHIP_PRESETS } from '../../engine/ccg/examples/index.ts';
import { enemyField, stateFromEnemyPreset, toEnemyInput, type EnemyInput } from './enemy.ts';
import { sideRefusals } from './refusals.ts';
import { freshUpgradeId, MAX_NAME, MAX_ROUND, MAX_TEXT, type EnemyState, type PiracyState, type Role, type SideState } from './state.ts';
import type { FieldErrors } from './reading.ts';

/** The enemy-ship presets, as tool states (this module is loaded on demand). */
export const ENEMY_PRESETS = ENEMY_SHIP_PRESETS.map((p) => ({ id: p.id, title: p.title, source: p.source, standIns: p.standIns, state: stateFromEnemyPreset(p) }));

const ROLES: { value: Role; label: string }[] = [
  { value: 'attacker', label: 'Attacker: you fire first' },
  { value: 'defender', label: 'Defender: the enemy fires first' },
];

interface Props {
  state: PiracyState;
  run: EnemyRun;
  edit: (fn: (s: PiracyState) => void) => void;
}

/** The enemy-ship fight worked out: the fields as the engine takes them, the engine's result, and the messages by field. */
export interface EnemyRun {
  input: EnemyInput;
  result: ReturnType<typeof fightEnemyShip>;
  errors: FieldErrors;
}

/** Every refusal of the engine's readers on the captain's side beside its field at once, then the engine's own answer; each keeps its rule. */
export function runEnemy(state: PiracyState): EnemyRun {
  const input = toEnemyInput(state);
  const refused = sideRefusals(input.captain, 'captain', []);
  const result = refused[0] ?? fightEnemyShip(input);
  const errors: FieldErrors = {};
  for (const r of result.ok ? refused : [result, ...refused]) if (r.field) errors[enemyField(r.field, state)] = { error: r.error, rule: r.rule };
  return { input, result, errors };
}

const names = (state: PiracyState) => ({ captainName: state.attacker.name.trim() || 'The captain', enemyName: state.enemy.name.trim() || 'The enemy ship' });

/** The head of the answer: destroyed or not, or why the fight cannot be worked out. */
export function EnemyVerdict({ state, run }: { state: PiracyState; run: EnemyRun }) {
  const r = run.result?.ok ? run.result.value : undefined;
  const { enemyName } = names(state);
  if (!run.result.ok) return <Problem error={run.result} title="The engine refuses" />;
  if (!r) return null;
  return (
    <h2 class={`verdict ${r.destroyed ? 'good' : ''}`} id="enemy-verdict">
      {r.destroyed
        ? `${enemyName} is destroyed (${r.enemyDamageAfter} damage against a structure of ${r.enemyStructure}): this requirement is met.`
        : `${enemyName} has ${r.enemyDamageAfter} damage against a structure of ${r.enemyStructure}: not destroyed yet. It does not repair.`}
    </h2>
  );
}

/** The answer in one line, for the copy pinned to the screen. */
export function enemyLine(state: PiracyState, run: EnemyRun): string {
  const r = run.result?.ok ? run.result.value : undefined;
  if (!r) return 'Something to fix first';
  const { enemyName } = names(state);
  return `${enemyName} ${r.destroyed ? 'destroyed' : `${r.enemyDamageAfter} of ${r.enemyStructure} damage`}; expense ${r.captainExpense}`;
}

function statuses(rows: SideState['atk'], conditions: readonly { met: boolean; condition: string }[]): RowStatus[] {
  let k = 0;
  return rows.map((r) => {
    if (r.when === 'always') return undefined;
    const c = conditions[k++];
    return c ? { kind: c.met ? 'met' : 'not-met', condition: c.condition } : undefined;
  });
}

/** The round worked out: its expense, the next round, each side's fire with its values, and the trace (folded). */
export function EnemyResults({ state, run, edit }: Props) {
  const r = run.result?.ok ? run.result.value : undefined;
  const e = state.enemy;
  const onEnemy = (fn: (x: EnemyState) => void) => edit((s) => fn(s.enemy));
  const { captainName, enemyName } = names(state);

  const mineBlock = r && (
    <section class="strike" aria-labelledby="enemy-mine" key="mine">
      <h3 id="enemy-mine">{captainName} fires on {enemyName}</h3>
      <div class="cols">
        <Breakdown v={r.captainFire.attackValue} />
        <Breakdown v={r.captainFire.defenseValue} />
      </div>
      <p>
        <strong>{r.captainFire.damage} damage</strong> on {enemyName}: {r.enemyDamageBefore} → {r.enemyDamageAfter} of its structure {r.enemyStructure}.
      </p>
    </section>
  );
  const theirsBlock = r && (
    <section class="strike" aria-labelledby="enemy-theirs" key="theirs">
      <h3 id="enemy-theirs">{enemyName} fires on {captainName}</h3>
      {r.enemyFired ? (
        <>
          <div class="cols">
            <Breakdown v={r.enemyFire.attackValue} />
            <Breakdown v={r.enemyFire.defenseValue} />
          </div>
          <p>
            <strong>{r.enemyFire.damage} damage</strong>. Enemy ships never target upgrades: all of it is an expense (<RuleLink rule="ccg.enemy-ship" />).
          </p>
        </>
      ) : (
        <p data-testid="enemy-no-fire">
          It does not: {captainName} fired first and destroyed it (<RuleLink rule="ccg.note.enemy-ship-return-fire" />).
        </p>
      )}
    </section>
  );

  return (
    <section class="results" aria-labelledby="enemy-results">
      <h2 id="enemy-results">Round {e.round} of the fight</h2>
      {r && (
        <>
          <ExpenseLine who={captainName} amount={r.captainExpense} why={`fire from ${enemyName}`} />
          <div class="actions">
            {r.destroyed ? (
              <button
                type="button"
                onClick={() =>
                  onEnemy((x) => {
                    x.damage = '0';
                    x.round = 1;
                  })
                }
              >
                Start the fight again (no damage)
              </button>
            ) : (
              <button
                type="button"
                class="primary"
                onClick={() =>
                  onEnemy((x) => {
                    x.damage = String(r.enemyDamageAfter);
                    x.round = Math.min(MAX_ROUND, x.round + 1);
                  })
                }
              >
                Next round: carry {r.enemyDamageAfter} damage over
              </button>
            )}
          </div>
          <div class={`result ${r.destroyed ? 'good' : ''}`}>{r.role === 'attacker' ? [mineBlock, theirsBlock] : [theirsBlock, mineBlock]}</div>
          {run.result?.ok && <Why steps={run.result.trace} label="The round, step by step" />}
        </>
      )}
    </section>
  );
}

/** The captain's side, their role, and the enemy ship, each field with its message beside it. */
export function EnemyEditors({ state, run, edit }: Props) {
  const r = run.result?.ok ? run.result.value : undefined;
  const errors = run.errors;
  const e = state.enemy;
  const onEnemy = (fn: (x: EnemyState) => void) => edit((s) => fn(s.enemy));
  return (
    <>
      <fieldset>
        <legend>Your side</legend>
        <SideEditor
          side={state.attacker}
          prefix="captain"
          errors={errors}
          onChange={(fn) => edit((s) => fn(s.attacker))}
          newUpgradeId={() => freshUpgradeId(state)}
          onUpgradeRemoved={(id) => edit((s) => void delete s.returnFire.points[id])}
          show={{ upgrades: true, critical: false, triggers: false }}
          upgradesHint="Enemy ships never hit upgrades: here they only count as cards you control and as sources of modifiers."
          atkStatus={r ? statuses(state.attacker.atk, r.captainFire.attackValue.conditions) : undefined}
          defStatus={r ? statuses(state.attacker.def, r.enemyFire.defenseValue.conditions) : undefined}
        />
        <Segmented plain="list" legend="Your role" value={state.role} options={ROLES} onChange={(role) => edit((s) => (s.role = role))} />
      </fieldset>

      <fieldset>
        <legend>Enemy ship</legend>
        <p class="field-hint">Leave a value empty when the card prints none: it counts as 0.</p>
        <div class="row">
          <LimitedText label="Name" value={e.name} max={MAX_NAME} error={errors['enemy.name']} onInput={(v) => onEnemy((x) => (x.name = v))} />
        </div>
        <div class="row">
          <LimitedNumber label="Attack Value" value={e.attack} max={MAX_TEXT} error={errors['enemy.attack']} onInput={(v) => onEnemy((x) => (x.attack = v))} />
          <LimitedNumber label="Defense Value" value={e.defense} max={MAX_TEXT} error={errors['enemy.defense']} onInput={(v) => onEnemy((x) => (x.defense = v))} />
          <LimitedNumber label="Initiative" value={e.initiative} max={MAX_TEXT} error={errors['enemy.initiative']} onInput={(v) => onEnemy((x) => (x.initiative = v))} />
          <LimitedNumber label="Structure" value={e.structure} max={MAX_TEXT} error={errors['enemy.structure']} onInput={(v) => onEnemy((x) => (x.structure = v))} />
          <LimitedNumber label="Damage from earlier rounds" value={e.damage} max={MAX_TEXT} error={errors['enemy.damage']} onInput={(v) => onEnemy((x) => (x.damage = v))} />
        </div>
      </fieldset>
    </>
  );
}
