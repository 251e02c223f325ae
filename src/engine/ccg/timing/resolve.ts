/**
 * Resolving the top item of the queue: last in, first out. A cancelled item
 * has no effect but still counts as played, with its costs paid; a targeted
 * effect whose target is no longer legal fails; transient cards then go to the
 * discard pile.
 */
import { step, type Step } from '../result.ts';
import { captainName } from './table.ts';
import { checkTargetNow } from './targets.ts';
import type { AppliedChange, LogEntry, Outcome, QueueCaptain, QueueItem, QueueSnapshot, ValueDelta } from './types.ts';

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${Math.abs(n)}`;
}

function describeDeltas(changes: readonly ValueDelta[]): string {
  return changes.map((c) => `${signed(c.amount)} ${c.attribute}`).join(' and ');
}

function updateCaptain(s: QueueSnapshot, id: string, change: (c: QueueCaptain) => QueueCaptain): QueueSnapshot {
  return { ...s, captains: s.captains.map((c) => (c.id === id ? change(c) : c)) };
}

/** Where a card played ends up once its item is done. */
function afterwards(s: QueueSnapshot, item: QueueItem, outcome: Outcome, trace: Step[]): QueueSnapshot {
  if (item.source.kind !== 'card') return s;
  const { cardId, cardType } = item.source;
  const owner = captainName(s, item.controller);
  if (item.transient) {
    trace.push(step(`${item.name} is transient: with its part done it leaves play for ${owner}’s discard pile.`, 'ccg.transient'));
    return updateCaptain(s, item.controller, (c) => ({ ...c, discard: [...c.discard, { id: cardId, name: item.name }] }));
  }
  if (outcome === 'resolved') {
    trace.push(step(`${item.name} is a permanent and enters play under ${owner}’s control.`, 'ccg.permanents'));
    return updateCaptain(s, item.controller, (c) => ({ ...c, cards: [...c.cards, { id: cardId, name: item.name, exerted: false, type: cardType }] }));
  }
  trace.push(step(`${item.name} was played but produced no effect, so it does not enter play; it goes to ${owner}’s discard pile.`, 'ccg.note.cancelled-permanent'));
  return updateCaptain(s, item.controller, (c) => ({ ...c, discard: [...c.discard, { id: cardId, name: item.name }] }));
}

/** Apply the effect of `item`, whose target (if any) has been found legal. */
function applyEffect(s: QueueSnapshot, item: QueueItem, targetLabel: string | null, targetController: string | null, trace: Step[]): { s: QueueSnapshot; text: string } {
  const effect = item.effect;
  switch (effect.kind) {
    case 'cancel': {
      const victim = s.queue.find((i) => i.id === effect.target.id);
      const name = victim?.name ?? effect.target.id;
      trace.push(step(`${item.name} cancels ${name}: it stays played and its costs stay paid, but it will produce no effect.`, 'ccg.cancel'));
      return {
        s: { ...s, queue: s.queue.map((i) => (i.id === effect.target.id ? { ...i, cancelledBy: item.id } : i)) },
        text: `Cancelled ${name}.`,
      };
    }
    case 'change-value': {
      let deltas = effect.changes;
      if (effect.instead) {
        if (effect.instead.holds) {
          deltas = effect.instead.changes;
          trace.push(step(`The condition of ${item.name} holds (${effect.instead.condition}), so it gives ${describeDeltas(deltas)} instead.`, 'ccg.effect'));
        } else {
          trace.push(step(`The condition of ${item.name} does not hold (${effect.instead.condition}), so it gives the plain ${describeDeltas(deltas)}.`, 'ccg.effect'));
        }
      }
      const subject = targetLabel ?? effect.subject ?? `${captainName(s, item.controller)}’s side`;
      const lasting = effect.untilEndOfRound ? ' until the end of the round' : '';
      const applied: AppliedChange[] = deltas.map((d) => ({
        itemId: item.id,
        source: item.name,
        subject,
        target: effect.target ?? null,
        attribute: d.attribute,
        amount: d.amount,
        untilEndOfRound: effect.untilEndOfRound,
        captain: targetController ?? item.controller,
      }));
      trace.push(step(`${item.name} gives ${subject} ${describeDeltas(deltas)}${lasting}.`, 'ccg.modifier'));
      return { s: { ...s, changes: [...s.changes, ...applied] }, text: `${subject}: ${describeDeltas(deltas)}${lasting}.` };
    }
    case 'gain-token': {
      const who = targetController ?? item.controller;
      const name = captainName(s, who);
      trace.push(step(`${item.name} adds a ${effect.token} token to ${name}’s Resource Pool.`, 'ccg.resource-pool'));
      return { s: updateCaptain(s, who, (c) => ({ ...c, tokens: [...c.tokens, effect.token] })), text: `${name} gains a ${effect.token} token.` };
    }
    case 'describe': {
      const on = targetLabel === null ? '' : ` (on ${targetLabel})`;
      trace.push(step(`${item.name} takes effect${on}: ${effect.text}`, 'ccg.effect'));
      return { s, text: `${effect.text}${on}` };
    }
  }
}

/** Resolve the top item of a non-empty queue. Returns the state and the trace. */
export function resolveTop(s0: QueueSnapshot): { s: QueueSnapshot; trace: Step[] } {
  const item = s0.queue[s0.queue.length - 1];
  if (!item) return { s: s0, trace: [] };
  const trace: Step[] = [];
  const owner = captainName(s0, item.controller);
  trace.push(
    step(
      s0.queue.length === 1
        ? `${item.name} (${owner}) is the only item on the queue, so it resolves.`
        : `${item.name} (${owner}) went on last of the ${s0.queue.length} pending items, so it resolves first.`,
      'ccg.timing.queue',
    ),
  );
  let s: QueueSnapshot = { ...s0, queue: s0.queue.slice(0, -1) };
  let outcome: Outcome;
  let text: string;

  if (item.cancelledBy !== null) {
    const by = s0.log.find((e) => e.item.id === item.cancelledBy)?.item.name ?? item.cancelledBy;
    outcome = 'cancelled';
    text = `Cancelled by ${by}: played, costs paid, no effect.`;
    trace.push(step(`${item.name} was cancelled by ${by}: it still counts as played and ${owner}’s costs stay paid, but it has no effect.`, 'ccg.cancel'));
  } else {
    const target = item.effect.target;
    const check = target === undefined ? null : checkTargetNow(s, target);
    if (check !== null && !check.legal) {
      outcome = 'failed';
      text = `Failed: ${check.reason}.`;
      trace.push(step(`${item.name} fails because its target is no longer legal: ${check.reason}.`, 'ccg.target'));
    } else {
      const applied = applyEffect(s, item, check?.legal ? check.label : null, check?.legal ? check.controller : null, trace);
      s = applied.s;
      outcome = 'resolved';
      text = applied.text;
    }
  }
  if (item.reminder !== null) trace.push(step(`Reminder for ${item.name}: ${item.reminder}`, 'ccg.effect'));
  s = afterwards(s, item, outcome, trace);
  const entry: LogEntry = { item, outcome, text };
  return { s: { ...s, log: [...s.log, entry] }, trace };
}
