/** Pieces of the piracy tool's results: value breakdowns, upgrade outcomes, one expense with its link. */
import { plural } from '../../engine/core/text.ts';
import type { DamageOutcome } from '../../engine/ccg/piracy/index.ts';
import type { ValueBreakdown } from '../../engine/ccg/piracy/index.ts';
import { RuleCite } from '../kit/RuleLink.tsx';
import { expenseToolLink } from '../expense/link.ts';

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${Math.abs(n)}`);

/** Native value, every modifier that applied with the running value, the conditions met or not, and the final value. */
export function Breakdown({ v }: { v: ValueBreakdown }) {
  return (
    <div class="breakdown">
      <p class="breakdown-title">
        {v.label}: <strong class="big">{v.final}</strong>
      </p>
      <ul>
        <li>Native {v.native}</li>
        {v.applied.map((m, i) => (
          <li key={i}>
            {'amount' in m ? signed(m.amount) : `×${m.factor}`} from {m.source} → {v.running[i]}
          </li>
        ))}
        {v.conditions.map((c, i) => (
          <li key={`c${i}`} class={c.met ? 'met' : 'not-met'}>
            {c.source}: {c.condition} — <strong>{c.met ? 'met' : 'not met'}</strong>
          </li>
        ))}
        {v.raw < 0 && <li>{v.raw} counts as 0</li>}
      </ul>
    </div>
  );
}


/** What became of each upgrade hit, after Hardened, Critical and Countermeasure (`hardened`: each upgrade's own Hardened, by id). */
export function UpgradeOutcomes({ outcomes, hardened }: { outcomes: readonly DamageOutcome[]; hardened: Readonly<Record<string, number>> }) {
  if (outcomes.length === 0) return null;
  return (
    <ul class="outcomes">
      {outcomes.map((o) => {
        const h = hardened[o.card] ?? 0;
        const keyword = h === 0 ? 'no Hardened' : o.protection < h ? `Hardened ${h}, cut to ${o.protection} by Critical,` : `Hardened ${h}`;
        return (
          <li key={o.card} class={o.jettisoned ? 'gone' : ''}>
            <strong>{o.name}</strong>: {plural(o.assigned, 'point')} assigned, {keyword} {h === 0 ? '' : `stops ${Math.min(o.protection, o.assigned)}; `}
            {o.applied} land{o.applied === 1 ? 's' : ''}. Structure damage {o.before} → {o.after} of {o.capacity}: <strong>{o.jettisoned ? 'jettisoned.' : 'stays in play.'}</strong>
          </li>
        );
      })}
    </ul>
  );
}

/** One expense a captain must meet, with our reading's link and a link that opens the expense tool with the amount. */
export function ExpenseLine({ who, amount, why }: { who: string; amount: number; why: string }) {
  if (amount === 0) return <p>{who} has no expense to meet.</p>;
  return (
    <p class="expense">
      <strong>
        {who} must meet one expense of {amount}
      </strong>{' '}
      ({why}). <RuleCite rule="ccg.note.piracy-one-expense" />{' '}
      <a class="button small" href={expenseToolLink(amount, `${who}: ${why}`)}>
        Pay {who}’s expense of {amount} in the expense tool
      </a>
    </p>
  );
}
