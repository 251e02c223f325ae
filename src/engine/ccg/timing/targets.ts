/**
 * Whether a target is legal right now. Checked when the item is added (a
 * captain must pick a legal target) and again when it resolves (an effect
 * whose target is no longer legal fails).
 */
import { captainById, captainName, findCard } from './table.ts';
import type { QueueSnapshot, Target } from './types.ts';

export type TargetCheck = { legal: true; label: string; controller: string | null } | { legal: false; reason: string };

export function checkTargetNow(s: QueueSnapshot, target: Target): TargetCheck {
  switch (target.kind) {
    case 'item': {
      const item = s.queue.find((i) => i.id === target.id);
      if (!item) {
        const done = s.log.find((e) => e.item.id === target.id);
        return {
          legal: false,
          reason: done ? `${done.item.name} has already left the queue` : `there is no item ${target.id} on the queue`,
        };
      }
      if (item.cancelledBy !== null) return { legal: false, reason: `${item.name} has already been cancelled` };
      return { legal: true, label: item.name, controller: item.controller };
    }
    case 'card': {
      const found = findCard(s, target.id);
      if (!found) {
        const gone = s.captains.flatMap((c) => c.discard).find((c) => c.id === target.id);
        return { legal: false, reason: gone ? `${gone.name} is no longer in play` : `no card ${target.id} is in play` };
      }
      return { legal: true, label: `${found.card.name} (${found.controller.name})`, controller: found.controller.id };
    }
    case 'captain': {
      const captain = captainById(s, target.id);
      if (!captain) return { legal: false, reason: `there is no captain ${target.id} at the table` };
      return { legal: true, label: captainName(s, target.id), controller: captain.id };
    }
  }
}
