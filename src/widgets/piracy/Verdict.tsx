/**
 * The head of the piracy tool's answer: success or failure with its rule, and
 * once every point is placed, the outcome (damage both ways, the one expense
 * each side meets, what was jettisoned, the pirate uncommitted). Drawn from
 * the engine's results (`FightRun`); no engine code of its own, so the page
 * can draw it before the fight has loaded.
 */
import { plural } from '../../engine/core/text.ts';
import { Problem } from '../kit/Problem.tsx';
import { RuleCite } from '../kit/RuleLink.tsx';
import type { FightSeed } from './Fight.tsx';
import type { PiracyState } from './state.ts';

export const sideName = (s: PiracyState, role: 'attacker' | 'defender') => s[role].name.trim() || (role === 'attacker' ? 'The attacker' : 'The defender');

/** The answer in one line, for the copy pinned to the screen while the answer is out of sight. */
export function piracyLine(state: PiracyState, run: FightSeed | undefined): string {
  const base = run?.base?.ok ? run.base.value : undefined;
  if (!base) return run ? 'Something to fix first' : 'Working out the fight…';
  const full = run?.full?.ok ? run.full.value : undefined;
  const what = `${base.success ? 'Success' : 'Failure'}: ${plural(base.attack.damage, 'point')} of damage`;
  return full ? `${what}; expenses ${sideName(state, 'defender')} ${full.defenderExpense}, ${sideName(state, 'attacker')} ${full.attackerExpense}` : what;
}

export function PiracyVerdict({ state, run }: { state: PiracyState; run: FightSeed | undefined }) {
  if (!run) return <p class="muted">Working out the fight…</p>;
  if (run.base && !run.base.ok) return <Problem error={run.base} title="The engine refuses" />;
  const base = run.base?.ok ? run.base.value : undefined;
  if (!base) return null;
  const full = run.full?.ok ? run.full.value : undefined;
  const a = sideName(state, 'attacker');
  const d = sideName(state, 'defender');
  const gone = full ? [...state.defender.upgrades, ...state.attacker.upgrades].filter((u) => full.jettisoned.includes(u.id)).map((u) => u.name) : [];
  return (
    <>
      <h2 class={`verdict ${base.success ? 'good' : 'bad'}`} id="piracy-verdict">
        {base.success ? 'The piracy action succeeds: the attacker inflicted damage.' : 'The piracy action fails: the attacker inflicted no damage.'} <RuleCite rule="ccg.piracy" />
      </h2>
      {full ? (
        <ul class="summary">
          <li id="summary-success">
            {full.success ? 'Success' : 'Failure'}: {plural(full.attack.damage, 'point')} of damage from {a}, {plural(full.returnFire.damage, 'point')} back from {d}.
          </li>
          <li>
            Expenses: {d} {full.defenderExpense}, {a} {full.attackerExpense}, each met as one expense.
          </li>
          {gone.length > 0 && (
            <li>
              Jettisoned: {gone.join(', ')}. <RuleCite rule="ccg.jettison" />
            </li>
          )}
          <li>
            {a} becomes uncommitted. <RuleCite rule="ccg.committed" />
          </li>
        </ul>
      ) : (
        <p>
          {plural(base.attack.damage, 'point')} of damage from {a}: place every point below to see the expenses and what is jettisoned.
        </p>
      )}
    </>
  );
}
