/**
 * Who sits where, who holds priority, and who is next to respond. Turn order
 * itself (clockwise, the Initiative leader, runs of passes) is the kernel's
 * (`core/turn-order.ts`); the tie-break for priority is the CCG's (`round/`).
 */
import { initiativeLeader, nextClockwise } from '../../core/turn-order.ts';
import { listAnd } from '../../core/text.ts';
import { priorityTieBreak } from '../round/index.ts';
import { step, type Step } from '../result.ts';
import type { AppliedChange, CardInPlay, QueueCaptain, QueueSnapshot } from './types.ts';

export function captainById(s: Pick<QueueSnapshot, 'captains'>, id: string): QueueCaptain | undefined {
  return s.captains.find((c) => c.id === id);
}

export function captainName(s: Pick<QueueSnapshot, 'captains'>, id: string): string {
  return captainById(s, id)?.name ?? id;
}

/** The seats at the table, clockwise. */
export const seatsOf = (s: { captains: readonly { id: string }[] }): string[] => s.captains.map((c) => c.id);

/** The captain sitting clockwise after `id` (seating order wraps round). */
export function nextToRespond(s: Pick<QueueSnapshot, 'captains'>, id: string): string {
  return nextClockwise(seatsOf(s), id) ?? id;
}

/** The card in play with that id, and the captain who controls it. */
export function findCard(s: Pick<QueueSnapshot, 'captains'>, cardId: string): { card: CardInPlay; controller: QueueCaptain } | undefined {
  for (const captain of s.captains) {
    const card = captain.cards.find((c) => c.id === cardId);
    if (card) return { card, controller: captain };
  }
  return undefined;
}

/**
 * Priority rests with the acting captain. With none, it goes to the highest
 * Initiative; when that is shared, to the tied captain who sits first in the
 * seating order (our reading: the rules do not break this tie).
 */
export function priorityHolder(
  captains: readonly QueueCaptain[],
  acting: string | null,
  changes: readonly Partial<AppliedChange>[] = [],
): { id: string; trace: Step[] } {
  if (acting !== null) {
    const name = captains.find((c) => c.id === acting)?.name ?? acting;
    return { id: acting, trace: [step(`${name} is the acting captain, so ${name} holds priority.`, 'ccg.timing.priority')] };
  }
  // Initiative as it stands now: the setup's value plus every change still in force.
  const raised = (id: string) =>
    changes.filter((x) => x.captain === id && typeof x.amount === 'number' && x.attribute?.trim().toLowerCase() === 'initiative').reduce((n, x) => n + (x.amount as number), 0);
  const byId = new Map(captains.map((c) => [c.id, c]));
  const now = (id: string) => (byId.get(id)?.initiative ?? 0) + raised(id);
  const lead = initiativeLeader(seatsOf({ captains }), now, priorityTieBreak);
  const top = lead.leader === null ? undefined : byId.get(lead.leader);
  if (top === undefined) return { id: '', trace: [] };
  const changed = lead.top !== top.initiative ? ` (${top.initiative} as set up, changed by effects in force)` : '';
  const trace: Step[] = [
    step(`With no acting captain, priority goes to the highest Initiative: ${top.name} with ${lead.top}${changed}.`, 'ccg.timing.priority'),
  ];
  if (lead.tied.length > 1) {
    trace.push(
      step(
        `${listAnd(lead.tied.map((id) => byId.get(id)?.name ?? id))} share Initiative ${lead.top}; ${top.name} sits first in the seating order and takes priority.`,
        'ccg.note.priority-ties',
      ),
    );
  }
  return { id: top.id, trace };
}
