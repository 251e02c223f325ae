/**
 * Where the side that inflicts damage puts each point: on the other side's
 * upgrades (with − / + per upgrade) or on expense (empty = the rest). The
 * engine checks the assignment; its refusal is shown here, beside the fields.
 */
import { plural } from '../../engine/core/text.ts';
import { useId } from 'preact/hooks';
import type { CcgErr } from '../../engine/ccg/index.ts';
import { DAMAGE_LIMITS } from '../../engine/ccg/piracy/index.ts';
import { RuleCite } from '../kit/RuleLink.tsx';
import { LimitedNumber } from '../kit/link-limits.tsx';
import { MAX_TEXT, type AssignState, type UpgradeRow } from './state.ts';
import type { FieldErrors } from './reading.ts';

interface Props {
  /** attack or returnFire (the engine's path). */
  path: string;
  /** The damage to place; undefined while it cannot be worked out. */
  damage: number | undefined;
  assign: AssignState;
  /** Upgrades attached to the side that is hit. */
  targets: readonly UpgradeRow[];
  who: string;
  targetName: string;
  errors: FieldErrors;
  /** The engine's refusal when it concerns this assignment. */
  refusal?: CcgErr | undefined;
  onChange: (edit: (a: AssignState) => void) => void;
}

function count(text: string): number {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : 0;
}


export function AssignEditor({ path, damage, assign, targets, who, targetName, errors, refusal, onChange }: Props) {
  const base = useId();
  const onUpgrades = targets.reduce((sum, u) => sum + count(assign.points[u.id] ?? ''), 0);
  const staleIds = Object.keys(assign.points).filter((k) => !targets.some((u) => u.id === k) && count(assign.points[k] ?? '') > 0);
  const expenseTyped = assign.expense.trim() !== '';
  const rest = damage === undefined ? undefined : Math.max(0, damage - onUpgrades);
  const groupError = refusal && (refusal.field === `${path}.upgrades` || (refusal.field ?? '').match(new RegExp(`^${path}\\.upgrades\\.\\d+\\.upgrade$`))) ? refusal : undefined;
  const expenseError = errors[`${path}.expense`];
  const showFields = (damage !== 0 && targets.length > 0) || expenseTyped || staleIds.length > 0 || onUpgrades > 0;

  return (
    <div class="assign" role="group" aria-labelledby={`${base}-title`}>
      <p class="assign-title" id={`${base}-title`}>
        {damage === undefined
          ? `${who}’s assignment (fix the marked fields first to see the damage)`
          : damage === 0
            ? `${who} has no damage to assign.`
            : `${who} assigns ${plural(damage, 'point')} of damage against ${targetName}.`}
      </p>
      {damage !== 0 && targets.length === 0 && <p class="small">{targetName}’s ship has no upgrades attached, so every point goes to expense.</p>}
      {showFields && (
        <>
          <div class="row">
            {targets.map((u, i) => {
              const fieldPath = `${path}.upgrades.${i}.points`;
              const value = assign.points[u.id] ?? '';
              const name = u.name || `upgrade ${i + 1}`;
              return (
                <LimitedNumber
                  key={u.id}
                  label={`Points on ${name}`}
                  value={value}
                  max={MAX_TEXT}
                  error={errors[fieldPath]}
                  onInput={(v) => onChange((a) => (a.points[u.id] = v))}
                  trail={
                    <>
                      <button type="button" class="small step" aria-label={`One point fewer on ${name}`} disabled={count(value) === 0} onClick={() => onChange((a) => (a.points[u.id] = String(Math.max(0, count(value) - 1))))}>
                        −
                      </button>
                      <button type="button" class="small step" aria-label={`One point more on ${name}`} disabled={count(value) >= DAMAGE_LIMITS.value} onClick={() => onChange((a) => (a.points[u.id] = String(count(value) + 1)))}>
                        +
                      </button>
                    </>
                  }
                />
              );
            })}
            <LimitedNumber label="Points on expense" value={assign.expense} max={MAX_TEXT} error={expenseError} onInput={(v) => onChange((a) => (a.expense = v))} />
          </div>
          <p class="field-hint">
            {expenseTyped ? 'Empty the expense field to put the rest there.' : `Expense left empty takes the rest${rest === undefined ? '' : `: ${rest}`}.`}
          </p>
          {staleIds.length > 0 && (
            <p class="field-error">
              This assignment names {staleIds.length === 1 ? 'an upgrade' : 'upgrades'} no longer on {targetName}’s ship.{' '}
              <button type="button" class="small" onClick={() => onChange((a) => staleIds.forEach((k) => delete a.points[k]))}>
                Forget {staleIds.length === 1 ? 'it' : 'them'}
              </button>
            </p>
          )}
          {groupError && (
            <p class="field-error" role="alert">
              {groupError.error} <RuleCite rule={groupError.rule} />
            </p>
          )}
          <div class="actions">
            <button type="button" class="small" onClick={() => onChange((a) => { a.expense = ''; })} disabled={!expenseTyped}>
              The rest to expense
            </button>
            <button type="button" class="small" onClick={() => onChange((a) => { a.points = {}; a.expense = ''; })}>
              Everything to expense
            </button>
          </div>
        </>
      )}
    </div>
  );
}
