/** Who sits where, who holds priority, and who is next to respond. */
import { step, type Step } from '../result.ts';
import type { AppliedChange, CardInPlay, QueueCaptain, QueueSnapshot } from './types.ts';

export function captainById(s: Pick<QueueSnapshot, 'captains'>, id: string): QueueCaptain | undefined {
  return s.captains.find((c) => c.id === id);
}

export function captainName(s: Pick<QueueSnapshot, 'captains'>, id: string): string {
  return captainById(s, id)?.name ?? id;
}

/** The captain sitting clockwise after `id` (seating order wraps round). */
export function nextClockwise(s: Pick<QueueSnapshot, 'captains'>, id: string): string {
  const i = s.captains.findIndex((c) => c.id === id);
  const next = s.captains[(i + 1) % s.captains.length];
  return next?.id ?? id;
}

/** The card in play with that id, and the captain who controls it. */
export function findCard(s: Pick<QueueSnapshot, 'captains'>, cardId: string): { card: CardInPlay; controller: QueueCaptain } | undefined {
  for (const captain of s.captains) {
    const card = captain.cards.find((c) => c.id === cardId);
    if (card) return { card, controller: captain };
  }
  return undefined;
}

/** "A", "A and B", "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
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
  const raised = (c: QueueCaptain) =>
    changes.filter((x) => x.captain === c.id && typeof x.amount === 'number' && x.attribute?.trim().toLowerCase() === 'initiative').reduce((n, x) => n + (x.amount as number), 0);
  const now = captains.map((c) => ({ c, initiative: c.initiative + raised(c) }));
  let best = now[0];
  for (const x of now) if (best === undefined || x.initiative > best.initiative) best = x;
  if (best === undefined) return { id: '', trace: [] };
  const top = best;
  const tied = now.filter((x) => x.initiative === top.initiative);
  const changed = top.initiative !== top.c.initiative ? ` (${top.c.initiative} as set up, changed by effects in force)` : '';
  const trace: Step[] = [
    step(`With no acting captain, priority goes to the highest Initiative: ${top.c.name} with ${top.initiative}${changed}.`, 'ccg.timing.priority'),
  ];
  if (tied.length > 1) {
    trace.push(
      step(
        `${listNames(tied.map((x) => x.c.name))} share Initiative ${top.initiative}; ${top.c.name} sits first in the seating order and takes priority.`,
        'ccg.note.priority-ties',
      ),
    );
  }
  return { id: top.c.id, trace };
}
