/**
 * How a Resolution Phase report words what happened: each payment as "what is
 * asked / how it is met", and what a subplot plan says can be met.
 */
import { plural } from '../../core/text.ts';
import { describeRequirement } from './requirements.ts';
import type { Payment, RequirementGroup } from './requirements.ts';
import type { AdventureCardInput } from './types.ts';
import type { SubplotReport } from './subplots.ts';
import { describeToken } from './tokens.ts';
import type { PoolToken } from './tokens.ts';

export interface PaymentView {
  /** What the requirement asks, in words. */
  asks: string;
  /** The token discarded, when a token meets it. */
  token?: PoolToken;
  /** How it is met, in words. */
  how: string;
}

export const tokenWords = (ts: readonly PoolToken[]): string => ts.map((t) => describeToken(t.token)).join(', ');

/** The card's own requirements and each subplot's, as groups named for a reader. */
export function groupsOf(c: AdventureCardInput): RequirementGroup[] {
  return [{ id: 'main', name: c.name, requirements: c.requirements }, ...(c.subplots ?? []).map((s) => ({ id: s.id, name: s.name, requirements: s.requirements }))];
}

export const subplotNames = (c: AdventureCardInput): Record<string, string> => Object.fromEntries((c.subplots ?? []).map((s) => [s.id, s.name]));

export function paymentViews(payments: readonly Payment[], groups: readonly RequirementGroup[]): PaymentView[] {
  return payments.map((p) => {
    const g = groups.find((x) => x.id === p.group);
    const r = g?.requirements[p.requirement];
    const simple = r?.kind === 'elective' ? r.options[p.option ?? 0] : r;
    const asks = `${g && groups.length > 1 ? `${g.name}: ` : ''}${simple ? describeRequirement(simple) : 'a requirement'}`;
    switch (p.how) {
      case 'token':
        return { asks, token: p.token, how: 'discard' };
      case 'jettison':
        return { asks, how: `jettison ${p.card.name}` };
      case 'expense':
        return { asks, how: `an expense of ${plural(p.amount, 'Credit')} to pay` };
      case 'control':
        return { asks, how: `met by controlling ${p.cards.map((c) => c.name).join(', ')}` };
    }
  });
}

export function planVerdict(r: SubplotReport): string {
  if (!r.mainFeasible) return 'No subplot can be tried, as the card itself cannot be resolved.';
  const ok = r.subplots.filter((x) => x.achievable);
  if (r.subplots.length === 0) return 'There are no subplots.';
  if (ok.length === 0) return 'None of the subplots can be met.';
  return `${ok.length} of ${plural(r.subplots.length, 'subplot')} can be met${r.best ? `; the best set is worth ${plural(r.best.vp, 'Victory Point')}` : ''}.`;
}
