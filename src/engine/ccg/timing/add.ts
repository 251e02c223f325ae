/**
 * Adding an item to the queue: a card played from hand or an ability of a
 * card in play. Every timing rule is checked before any cost is paid; an
 * illegal addition changes nothing.
 */
import { phaseName } from '../round/index.ts';
import { err, ok, step, type CcgResult, type Step } from '../result.ts';
import { payCosts } from './costs.ts';
import { captainById, captainName, findCard } from './table.ts';
import { checkTargetNow } from './targets.ts';
import { TRANSIENT_TYPES, type ItemSpec, type QueueItem, type QueueSnapshot, type Timing } from './types.ts';

const TIMING_WORDS: Record<Timing, string> = { action: 'an action', reaction: 'a reaction', none: 'an effect with no timing indicator' };

/** Ids already used by items and cards anywhere in the state. */
function usedIds(s: QueueSnapshot): Set<string> {
  const ids = new Set<string>();
  for (const i of [...s.queue, ...s.log.map((e) => e.item)]) {
    ids.add(i.id);
    if (i.source.kind === 'card') ids.add(i.source.cardId);
  }
  for (const c of s.captains) {
    for (const card of c.cards) ids.add(card.id);
    for (const card of c.discard) ids.add(card.id);
  }
  return ids;
}

function freshId(prefix: string, used: Set<string>, start: number): { id: string; next: number } {
  let n = start;
  while (used.has(`${prefix}-${n}`)) n += 1;
  return { id: `${prefix}-${n}`, next: n + 1 };
}

/** The key under which a Limited effect counts its one use per round. */
export function limitedKey(item: Pick<QueueItem, 'source' | 'controller' | 'name'>): string {
  return item.source.kind === 'ability' ? `ability:${item.source.cardId}:${item.source.ability}` : `card:${item.controller}:${item.name}`;
}

/** Add `spec` (read by `readItemSpec`) to the queue of `s`, paying its costs. Does not touch the history. */
export function addToQueue(s: QueueSnapshot, spec: ItemSpec): CcgResult<QueueSnapshot> {
  const controller = captainById(s, spec.controller);
  if (!controller) return err(`There is no captain ${spec.controller} at the table to control ${spec.name}.`, 'ccg.control-vs-ownership', 'item.controller');
  const trace: Step[] = [];
  const used = usedIds(s);
  let nextId = s.nextId;

  // Where the item comes from.
  let source: QueueItem['source'];
  let sourceName: string | null = null;
  if (spec.source.kind === 'ability') {
    const found = findCard(s, spec.source.cardId);
    if (!found) return err(`No card ${spec.source.cardId} is in play, so it has no ability to generate; abilities come from cards in play.`, 'ccg.ability', 'item.source.cardId');
    if (found.controller.id !== controller.id) {
      return err(`${found.card.name} is controlled by ${found.controller.name}, not ${controller.name}; only a card’s controller may generate its abilities.`, 'ccg.control-vs-ownership', 'item.source.cardId');
    }
    source = { kind: 'ability', cardId: found.card.id, ability: spec.source.ability ?? spec.name };
    sourceName = found.card.name;
    if ((spec.costs ?? []).length === 0) {
      return err(
        `${spec.name} is a persistent effect: an ability of ${found.card.name} with no cost is always on while the card is in play (unless a condition it names is unmet), so it never enters the queue.`,
        'ccg.timing.persistent',
        'item.costs',
      );
    }
    trace.push(step(`${spec.name} is an ability of ${found.card.name} with a cost, so it is an activated effect and goes on the queue.`, 'ccg.timing.activated'));
  } else {
    let cardId = spec.source.cardId;
    if (cardId === undefined) {
      const fresh = freshId('card', used, nextId);
      cardId = fresh.id;
      nextId = fresh.next;
    } else if (used.has(cardId)) {
      return err(`The id ${cardId} is already used by another card or item; give the card played an id of its own.`, 'ccg.cards', 'item.source.cardId');
    }
    source = { kind: 'card', cardType: spec.source.cardType, cardId };
    trace.push(step(`Playing ${spec.name} from hand is an activated effect, so it goes on the queue.`, 'ccg.timing.activated'));
  }

  // Timing indicator, with the rules' defaults.
  let timing: Timing;
  if (spec.timing !== undefined) timing = spec.timing;
  else if (spec.source.kind === 'card' && spec.source.cardType === 'event') {
    timing = 'reaction';
    trace.push(step(`${spec.name} is an event and says nothing else, so it is played as a reaction.`, 'ccg.timing.indicator'));
  } else if (spec.source.kind === 'card' && spec.source.cardType === 'heroic-action') {
    timing = 'action';
    trace.push(step(`${spec.name} is a heroic action, a special kind of action.`, 'ccg.heroic-action'));
  } else timing = 'none';

  let id: string;
  if (spec.id !== undefined) {
    if (used.has(spec.id)) return err(`The id ${spec.id} is already used in this queue; each item needs its own id.`, 'ccg.timing.queue', 'item.id');
    id = spec.id;
  } else {
    const fresh = freshId('item', used, nextId);
    id = fresh.id;
    nextId = fresh.next;
  }

  const item: QueueItem = {
    id,
    name: spec.name,
    controller: controller.id,
    source,
    sourceName,
    timing,
    limited: spec.limited ?? false,
    phases: spec.phases ?? null,
    costs: spec.costs ?? [],
    transient: source.kind === 'card' && TRANSIENT_TYPES.includes(source.cardType),
    effect: spec.effect,
    reminder: spec.reminder ?? null,
    cancelledBy: null,
  };

  // What may join the queue now.
  const top = s.queue[s.queue.length - 1];
  if (top) {
    if (timing === 'none') {
      return err(
        `${item.name} has no timing indicator, so it may be generated only when nothing is pending; ${top.name} is on the queue.`,
        'ccg.timing.indicator',
        'item.timing',
      );
    }
    if (timing === 'action') {
      return err(`${item.name} is an action, and once a queue has formed only reactions may join it; ${top.name} is pending.`, 'ccg.timing.queue', 'item.timing');
    }
    if (s.respond !== controller.id) {
      if (s.reactions === 'in-turn') {
        return err(
          `It is ${captainName(s, s.respond ?? '')}’s turn to respond to ${top.name} or pass; on the stricter reading this table follows, ${controller.name} must wait for their turn in the window.`,
          'ccg.note.reactions-out-of-turn',
          'item.controller',
        );
      }
      trace.push(step(`${controller.name} reacts out of turn (it was ${captainName(s, s.respond ?? '')}’s turn to respond): a reaction may be generated at any time.`, 'ccg.note.reactions-out-of-turn'));
    }
    trace.push(step(`${item.name} is a reaction, so it may join the queue on top of ${top.name}.`, 'ccg.reaction'));
  } else if (timing === 'action') {
    if (s.acting !== controller.id) {
      const who = s.acting === null ? 'there is no acting captain now' : `the acting captain is ${captainName(s, s.acting)}`;
      return err(`${item.name} is an action, which only the acting captain may generate; ${who}.`, 'ccg.action', 'item.controller');
    }
    trace.push(step(`${controller.name} is the acting captain and nothing is pending, so ${controller.name} may take the action ${item.name}.`, 'ccg.action'));
    if (s.phase !== 'action' && (item.phases === null || !item.phases.includes(s.phase))) {
      trace.push(
        step(
          `This is the ${phaseName(s.phase)}, not the Action Phase: the timing rules allow it, but check that ${item.name} says it may be played here, as the cards played as actions in the Resolution Phase do.`,
          'ccg.note.actions-outside-the-action-phase',
        ),
      );
    }
  } else {
    trace.push(step(`Nothing is pending, so ${TIMING_WORDS[timing]} such as ${item.name} may be generated.`, timing === 'reaction' ? 'ccg.reaction' : 'ccg.timing.indicator'));
  }

  // A permanent card played from hand is procured: Procurement Phase, stage 1, each captain in turn.
  if (source.kind === 'card' && !item.transient) {
    const kind = source.cardType;
    if (kind === 'ship') return err(`${item.name} is a ship: a captain's ship is in play from setup and is never played from hand.`, 'ccg.ship', 'item.source.cardType');
    if (s.phase !== 'procurement' || s.stage !== 1) {
      return err(
        `${item.name} is a${kind === 'upgrade' ? 'n' : ''} ${kind} card, which comes into play from hand only by being procured in the Procurement Phase, stage 1; this is the ${phaseName(s.phase)}, stage ${s.stage}.`,
        'ccg.round.procurement.stage-1',
        'item.source.cardType',
      );
    }
    if (s.acting !== controller.id) {
      const who = s.acting === null ? 'no captain is acting' : `it is ${captainName(s, s.acting)}’s turn`;
      return err(`Captains procure in initiative order, one at a time, and ${who}; ${controller.name} may not procure ${item.name} now.`, 'ccg.round.procurement.stage-1', 'item.controller');
    }
    trace.push(step(`${controller.name} procures ${item.name} from hand, in turn, in the Procurement Phase, stage 1.`, 'ccg.round.procurement.stage-1'));
  }

  if (item.phases !== null) {
    const allowed = item.phases.map(phaseName).join(' or ');
    if (!item.phases.includes(s.phase)) {
      return err(`${item.name} sits under a phase restriction (${allowed}); it cannot be generated in the ${phaseName(s.phase)}.`, 'ccg.timing.phase-restrictions', 'item.phases');
    }
    trace.push(step(`${item.name} is restricted to the ${allowed}, and this is the ${phaseName(s.phase)}.`, 'ccg.timing.phase-restrictions'));
  }

  const key = limitedKey(item);
  if (item.limited) {
    if (s.limitedUsed.includes(key)) {
      return err(`${item.name} is Limited and has already been generated this round; a Limited effect may be generated only once each round.`, 'ccg.limited', 'item.limited');
    }
    trace.push(step(`${item.name} is Limited: this is its one use this round.`, 'ccg.limited'));
    if (item.source.kind === 'card') {
      trace.push(step(`For a card played, we count the use per captain and card name, so another copy is the same Limited effect.`, 'ccg.note.limited-scope'));
    }
  }

  const target = item.effect.target;
  if (target !== undefined) {
    const check = checkTargetNow(s, target);
    if (!check.legal) return err(`${item.name} needs a legal target, but ${check.reason}.`, 'ccg.target', 'item.effect.target');
    trace.push(step(`${item.name} targets ${check.label}.`, 'ccg.target'));
  } else {
    trace.push(step(`${item.name} does not say "target", so it targets nothing.`, 'ccg.target'));
  }

  const paid = payCosts(controller, item, 'item');
  if (!paid.ok) return paid;
  trace.push(...paid.trace);

  const queue = [...s.queue, item];
  trace.push(step(`${item.name} goes on top of the queue (${queue.length} pending); the last item in resolves first.`, 'ccg.timing.queue'));
  const opener = captainName(s, s.priority);
  trace.push(
    step(
      s.queue.length === 0
        ? `A response window opens: ${opener}, who holds priority, may respond or pass first, then each captain clockwise.`
        : `Any passes so far are reset: ${opener}, who holds priority, may respond or pass first, then each captain clockwise.`,
      'ccg.note.queue-passing',
    ),
  );
  return ok(
    {
      ...s,
      captains: s.captains.map((c) => (c.id === controller.id ? paid.value : c)),
      queue,
      passed: [],
      respond: s.priority,
      limitedUsed: item.limited ? [...s.limitedUsed, key] : s.limitedUsed,
      nextId,
      lastMove: `${controller.name} adds ${item.name}`,
    },
    trace,
  );
}
