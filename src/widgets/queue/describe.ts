/** Words for what the queue holds: costs, effects, targets. Pure; display only. */
import { plural } from '../../engine/core/text.ts';
import type { Cost, Effect, QueueItem, QueueSnapshot, Target, Timing, ValueDelta } from '../../engine/ccg/timing/index.ts';

export const TIMING_LABEL: Record<Timing, string> = { action: 'Action', reaction: 'Reaction', none: 'No timing indicator' };

export function nameOf(s: Pick<QueueSnapshot, 'captains'>, id: string): string {
  return s.captains.find((c) => c.id === id)?.name ?? id;
}

/** The name of a card in play or in a discard pile. */
export function cardName(s: Pick<QueueSnapshot, 'captains'>, id: string): string {
  for (const c of s.captains) {
    const k = c.cards.find((x) => x.id === id) ?? c.discard.find((x) => x.id === id);
    if (k) return k.name;
  }
  return id;
}

export function targetLabel(s: QueueSnapshot, t: Target): string {
  if (t.kind === 'captain') return nameOf(s, t.id);
  if (t.kind === 'card') return cardName(s, t.id);
  return [...s.queue, ...s.log.map((e) => e.item)].find((i) => i.id === t.id)?.name ?? t.id;
}

export const signed = (n: number): string => (n >= 0 ? `+${n}` : `−${Math.abs(n)}`);
const deltas = (d: readonly ValueDelta[]): string => d.map((x) => `${signed(x.amount)} ${x.attribute}`).join(', ');

/** One cost in words; `card` names the card an exert or jettison cost pays with. */
export function costWords(c: Cost, card: string): string {
  return c.kind === 'credits' ? plural(c.amount, 'Credit') : c.kind === 'discard-token' ? `discard a ${c.token} token` : `${c.kind} ${card}`;
}

export function costText(s: QueueSnapshot, item: QueueItem): string {
  if (item.costs.length === 0) return 'no cost';
  const self = item.source.kind === 'ability' ? item.source.cardId : '';
  return item.costs.map((c) => costWords(c, cardName(s, ('cardId' in c ? c.cardId : undefined) ?? self))).join(', ');
}

export function effectText(s: QueueSnapshot, e: Effect): string {
  const on = e.target ? ` (target: ${targetLabel(s, e.target)})` : '';
  switch (e.kind) {
    case 'cancel':
      return `Cancel ${targetLabel(s, e.target)}`;
    case 'change-value': {
      const who = e.target ? targetLabel(s, e.target) : (e.subject ?? 'its controller’s side');
      const alt = e.instead ? `; ${deltas(e.instead.changes)} instead if ${e.instead.condition} (${e.instead.holds ? 'it does' : 'it does not'})` : '';
      return `${who}: ${deltas(e.changes)}${e.untilEndOfRound ? ' until the end of the round' : ''}${alt}`;
    }
    case 'gain-token':
      return `Gain a ${e.token} token${on}`;
    case 'describe':
      return `${e.text}${on}`;
  }
}

export function ordinal(n: number): string {
  const t = n % 100;
  const suffix = t >= 11 && t <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
