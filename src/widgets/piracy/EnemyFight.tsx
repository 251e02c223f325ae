/**
 * Enemy-ship mode: a contract's enemy ship fought by the piracy procedure.
 * The captain chooses attacker or defender; the enemy's unprinted values are
 * 0; its damage carries over from round to round until it reaches its
 * structure; its fire is always one expense.
 */
import { useMemo } from 'preact/hooks';
import { fightEnemyShip } from '../../engine/ccg/piracy/index.ts';
import { NumberField, TextField } from '../kit/fields.tsx';
import { Problem } from '../kit/Problem.tsx';
import { RuleLink } from '../kit/RuleLink.tsx';
import { Trace } from '../kit/Trace.tsx';
import { Breakdown, ExpenseLine } from './Outcome.tsx';
import { SideEditor, type RowStatus } from './SideEditor.tsx';
import { ENEMY_SHIP_PRESETS } from '../../engine/ccg/examples/index.ts';
import { stateFromEnemyPreset, toEnemyInput } from './enemy.ts';
import { freshUpgradeId, type EnemyState, type PiracyState, type Role, type SideState } from './state.ts';

/** The enemy-ship presets, as tool states (this module is loaded on demand). */
export const ENEMY_PRESETS = ENEMY_SHIP_PRESETS.map((p) => ({ id: p.id, title: p.title, source: p.source, standIns: p.standIns, state: stateFromEnemyPreset(p) }));

interface Props {
  state: PiracyState;
  edit: (fn: (s: PiracyState) => void) => void;
}

function statuses(rows: SideState['atk'], conditions: readonly { met: boolean; condition: string }[]): RowStatus[] {
  let k = 0;
  return rows.map((r) => {
    if (r.when === 'always') return undefined;
    const c = conditions[k++];
    return c ? { kind: c.met ? 'met' : 'not-met', condition: c.condition } : undefined;
  });
}

export function EnemyFight({ state, edit }: Props) {
  const reading = useMemo(() => toEnemyInput(state), [state]);
  const result = useMemo(() => (reading.ok ? fightEnemyShip(reading.input) : undefined), [reading]);
  const engineErr = result && !result.ok ? result : undefined;
  const errors = engineErr?.field ? { ...reading.errors, [engineErr.field]: engineErr.error } : reading.errors;
  const e = state.enemy;
  const onEnemy = (fn: (x: EnemyState) => void) => edit((s) => fn(s.enemy));
  const captainName = state.attacker.name.trim() || 'The captain';
  const enemyName = e.name.trim() || 'The enemy ship';
  const r = result && result.ok ? result.value : undefined;

  const mineBlock = r && (
    <section class="strike" aria-labelledby="enemy-mine">
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
    <section class="strike" aria-labelledby="enemy-theirs">
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
    <>
      <fieldset>
        <legend>Your side</legend>
        <SideEditor
          side={state.attacker}
          prefix="captain"
          errors={errors}
          onChange={(fn) => edit((s) => fn(s.attacker))}
          newUpgradeId={() => freshUpgradeId(state)}
          show={{ upgrades: true, critical: false, triggers: false }}
          upgradesHint="Enemy ships never hit upgrades: here they only count as cards you control and as sources of modifiers."
          atkStatus={r ? statuses(state.attacker.atk, r.captainFire.attackValue.conditions) : undefined}
          defStatus={r ? statuses(state.attacker.def, r.enemyFire.defenseValue.conditions) : undefined}
        />
        <fieldset class="list">
          <legend>Your role</legend>
          {(['attacker', 'defender'] as Role[]).map((role) => (
            <label class="check" key={role}>
              <input type="radio" name="enemy-role" value={role} checked={state.role === role} onChange={() => edit((s) => (s.role = role))} />
              {role === 'attacker' ? 'Attacker: you fire first' : 'Defender: the enemy fires first'}
            </label>
          ))}
        </fieldset>
      </fieldset>

      <fieldset>
        <legend>Enemy ship</legend>
        <p class="field-hint">Leave a value empty when the card prints none: it counts as 0.</p>
        <div class="row">
          <TextField label="Name" value={e.name} error={errors['enemy.name']} onInput={(v) => onEnemy((x) => (x.name = v))} />
        </div>
        <div class="row">
          <NumberField label="Attack Value" value={e.attack} error={errors['enemy.attack']} onInput={(v) => onEnemy((x) => (x.attack = v))} />
          <NumberField label="Defense Value" value={e.defense} error={errors['enemy.defense']} onInput={(v) => onEnemy((x) => (x.defense = v))} />
          <NumberField label="Initiative" value={e.initiative} error={errors['enemy.initiative']} onInput={(v) => onEnemy((x) => (x.initiative = v))} />
          <NumberField label="Structure" value={e.structure} error={errors['enemy.structure']} onInput={(v) => onEnemy((x) => (x.structure = v))} />
          <NumberField
            label="Damage from earlier rounds"
            value={e.damage}
            error={errors['enemy.damage']}
            onInput={(v) => onEnemy((x) => (x.damage = v))}
          />
        </div>
      </fieldset>

      <section class="results" aria-labelledby="enemy-results">
        <h2 id="enemy-results">Round {e.round} of the fight</h2>
        <div aria-live="polite">
          {!reading.ok && <p class="problem">Some values are not valid yet: see the messages beside the fields.</p>}
          {engineErr && <Problem error={engineErr} title="The engine refuses" />}
          {r && (
            <div class={`result ${r.destroyed ? 'good' : ''}`}>
              {r.role === 'attacker' ? [mineBlock, theirsBlock] : [theirsBlock, mineBlock]}
              <p class={`verdict ${r.destroyed ? 'good' : ''}`} id="enemy-verdict">
                {r.destroyed
                  ? `${enemyName} is destroyed (${r.enemyDamageAfter} damage against a structure of ${r.enemyStructure}): this requirement is met.`
                  : `${enemyName} has ${r.enemyDamageAfter} damage against a structure of ${r.enemyStructure}: not destroyed yet. It does not repair.`}
              </p>
              <ExpenseLine who={captainName} amount={r.captainExpense} why={`fire from ${enemyName}`} />
            </div>
          )}
        </div>
        {r && (
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
                    x.round = Math.min(999, x.round + 1);
                  })
                }
              >
                Next round: carry {r.enemyDamageAfter} damage over
              </button>
            )}
          </div>
        )}
        {r && result?.ok && <Trace steps={result.trace} />}
      </section>
    </>
  );
}
