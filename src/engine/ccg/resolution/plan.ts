/** A solved plan in words (one step per requirement), and the part of a joint plan that belongs to some groups. */
import { listAnd, plural } from '../../core/text.ts';
import { step } from '../result.ts';
import type { Step } from '../result.ts';
import type { RuleId } from '../rules.ts';
import { describePoolToken, describePoolTokens, poolFlexibility, tokenFlexibility, tokenPays } from './tokens.ts';
import type { PoolToken } from './tokens.ts';
import { describeRequirement, refName, specsOf } from './requirements.ts';
import type { Plan, RequirementGroup, RequirementRef, SimpleRequirement } from './requirements.ts';

/** Trace of a plan: one sentence per requirement, with the rule that lets it be met that way. */
export function planTrace(plan: Plan, groups: RequirementGroup[], tokens: readonly PoolToken[]): Step[] {
  const trace: Step[] = [];
  const name = (g: string) => groups.find((x) => x.id === g)?.name ?? g;
  const req = (p: RequirementRef): SimpleRequirement | undefined => {
    const r = groups.find((x) => x.id === p.group)?.requirements[p.requirement];
    return r?.kind === 'elective' ? r.options[p.option ?? 0] : r;
  };
  const left = new Set(plan.remaining.map((t) => t.id));
  for (const p of plan.payments) {
    const r = req(p);
    if (!r) continue;
    const where = refName(p, name(p.group));
    const elective = p.option !== undefined ? ` (the option chosen for this elective requirement)` : '';
    switch (p.how) {
      case 'token': {
        const t = p.token.token;
        const rule: RuleId = t.kind === 'capability' ? 'ccg.capabilities' : 'ccg.skills';
        const chosen = p.chosen ? ', the token the captain chose' : '';
        trace.push(step(`${where}${elective}: discard ${describePoolToken(p.token)}${chosen} for ${describeRequirement(r)}.`, rule));
        if (t.kind === 'skill' && t.level === 'expert' && specsOf(r).some((s) => s.kind === 'skill' && s.skill === t.skill && s.level === 'trained')) {
          trace.push(step(`An expert token pays a trained requirement of its skill.`, 'ccg.skill-levels'));
        }
        if (t.kind === 'capability' && tokenFlexibility(t) === 2) {
          trace.push(step(`An advanced capability token pays either of its two parts, but only one requirement.`, 'ccg.capabilities'));
        }
        if (p.chosen) break;
        const kept = tokens.filter((x) => left.has(x.id) && specsOf(r).some((s) => tokenPays(x.token, s)) && tokenFlexibility(x.token) > tokenFlexibility(t));
        if (kept.length > 0) {
          trace.push(step(`${listAnd(describePoolTokens(kept))} could also pay it, but ${kept.length === 1 ? 'is' : 'are'} kept because ${kept.length === 1 ? 'it pays' : 'they pay'} more kinds of requirement.`, 'ccg.resource-pool'));
        }
        break;
      }
      case 'jettison':
        trace.push(step(`${where}${elective}: jettison ${p.card.name}${p.chosen ? ', the card the captain chose' : ''} (${describeRequirement(r)}).`, 'ccg.jettison'));
        break;
      case 'expense':
        trace.push(step(`${where}${elective}: the captain must pay an expense of ${plural(p.amount, 'Credit')}; the expense is paid by expending cards.`, 'ccg.expenses'));
        break;
      case 'control':
        trace.push(step(`${where}${elective}: met without spending anything, as the captain controls ${p.cards.map((c) => c.name).join(', ')}.`, r.kind === 'control' && r.trait ? 'ccg.trait' : 'ccg.control-vs-ownership'));
        if (p.cards.every((c) => plan.jettisoned.some((j) => j.id === c.id))) {
          trace.push(step(`That card is also jettisoned for another requirement; this one is met first, while the captain still controls it.`, 'ccg.note.requirements-one-by-one'));
        }
        break;
    }
  }
  return trace;
}

/** The part of a joint plan that belongs to some groups: their payments, and the pool without their tokens only. */
export function restrictPlan(plan: Plan, groups: string | string[], tokens: readonly PoolToken[]): Plan {
  const ids = new Set(Array.isArray(groups) ? groups : [groups]);
  const payments = plan.payments.filter((p) => ids.has(p.group));
  const spentIds = new Set(payments.flatMap((p) => (p.how === 'token' ? [p.token.id] : [])));
  const spent = tokens.filter((t) => spentIds.has(t.id));
  const remaining = tokens.filter((t) => !spentIds.has(t.id));
  return {
    payments,
    spent,
    remaining,
    jettisoned: payments.flatMap((p) => (p.how === 'jettison' ? [p.card] : [])),
    expenses: plan.expenses.filter((e) => ids.has(e.group)),
    flexibilitySpent: poolFlexibility(spent),
    flexibilityLeft: poolFlexibility(remaining),
  };
}
