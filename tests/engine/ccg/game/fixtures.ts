/** Test fixtures: small made-up decks for game state machine tests (no real card values). */
import type { CaptainSetup, CardInput, GameSetup } from '../../../../src/engine/ccg/game/game.ts';

const SKILLS = ['admin', 'combat', 'medical', 'science', 'social', 'tech', 'underworld'] as const;
const CAPS = ['cargo', 'military', 'passenger', 'survey'] as const;

export function ship(id: string, initiative: number, jump = 1, attack = 1, defense = 0): CardInput {
  return {
    id,
    name: `Ship ${id}`,
    type: 'ship',
    values: { initiative, jump, attack, defense, tonnage: 2, capabilities: ['cargo', 'passenger'], slots: { crew: 3, computer: 1, hardpoint: 1, hull: 1, internal: 1 } },
  };
}

/** A captain's deck of `n` cards: crew, gear, upgrades, connections and events, EV 1-3, cost 0-2. */
export function captainDeck(prefix: string, n: number): CardInput[] {
  const out: CardInput[] = [];
  for (let i = 0; i < n; i++) {
    const id = `${prefix}-c${i}`;
    const ev = (i % 3) + 1;
    const cost = i % 3;
    switch (i % 5) {
      case 0:
        out.push({ id, name: `Crew ${id}`, type: 'crew', values: { ev, cost, woundCapacity: 2, skills: [{ skill: SKILLS[i % SKILLS.length]!, level: 'trained' }] } });
        break;
      case 1:
        out.push({ id, name: `Gear ${id}`, type: 'gear', values: { ev, cost, subtype: i % 2 ? 'gadget' : 'weapon', skills: [{ skill: SKILLS[(i + 3) % SKILLS.length]!, level: 'trained' }] } });
        break;
      case 2:
        out.push({ id, name: `Upgrade ${id}`, type: 'upgrade', values: { ev, cost, subtype: (['computer', 'hardpoint', 'hull', 'internal'] as const)[i % 4]!, structureCapacity: 2, tonnage: 1 } });
        break;
      case 3:
        out.push({ id, name: `Connection ${id}`, type: 'connection', values: { ev, cost, subtype: (['ally', 'locale', 'organization'] as const)[i % 3]! } });
        break;
      default:
        out.push({ id, name: `Event ${id}`, type: 'event', values: { ev, cost: 0 } });
    }
  }
  return out;
}

export function adventureDeck(prefix: string, n: number): CardInput[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${prefix}-a${i}`,
    name: `Adventure ${prefix}-${i}`,
    type: 'adventure' as const,
    values: {
      contract: {
        vp: (i % 4) + 1,
        distance: i % 3,
        complicationSlots: (i % 2) + 1,
        abandonment: i % 3,
        requirements: [{ kind: 'token' as const, token: { kind: 'capability' as const, capability: CAPS[i % 4]! } }],
        subplots: i % 2 === 0 ? [{ vp: 1, requirements: [{ kind: 'token' as const, token: { kind: 'skill' as const, skill: SKILLS[i % SKILLS.length]!, level: 'trained' as const } }] }] : [],
      },
      complication: {
        requirements: [{ kind: 'token' as const, token: { kind: 'skill' as const, skill: SKILLS[(i + 2) % SKILLS.length]!, level: 'trained' as const } }],
        abandonmentModifier: i % 2,
      },
    },
  }));
}

export function captain(id: string, initiative: number, deckSize = 30, adventureSize = 12): CaptainSetup {
  return { id, name: id[0]!.toUpperCase() + id.slice(1), ship: ship(`${id}-ship`, initiative), deck: captainDeck(id, deckSize), adventureDeck: adventureDeck(id, adventureSize) };
}

export function setupOf(n: number, seed = 1, initiatives: number[] = [3, 2, 1, 4]): GameSetup {
  const names = ['ahab', 'nymeria', 'sakai', 'tylor'];
  return { seed, captains: names.slice(0, n).map((id, i) => captain(id, initiatives[i] ?? 1)) };
}

import type { GameEvent, GameState } from '../../../../src/engine/ccg/game/game.ts';
import { availableMoves, whoActs } from '../../../../src/engine/ccg/game/game.ts';

/** A small deterministic chooser driven by a list of numbers (from fast-check). */
export class Chooser {
  private i = 0;
  constructor(private readonly seq: readonly number[]) {}
  int(n: number): number {
    if (n <= 1) return 0;
    const v = this.seq[this.i++ % Math.max(1, this.seq.length)] ?? 0;
    return Math.abs(v) % n;
  }
  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.int(items.length)];
  }
}

const inPlay = (s: GameState, pred: (c: GameState['cards'][string]) => boolean) => Object.values(s.cards).filter((c) => c.zone === 'play' && pred(c));

/**
 * Candidate events for the moves open now, most adventurous first; the last
 * ones (pass, end-turn, stay put) are always legal. Payments are left to the
 * engine's default (cards off the top of the deck).
 */
export function candidateEvents(s: GameState, ch: Chooser): GameEvent[] {
  const out: GameEvent[] = [];
  const moves = availableMoves(s);
  const actor = whoActs(s);
  if (actor.kind === 'nobody') return out;
  const captain = actor.kind === 'captain' ? actor.captain : (ch.pick(actor.captains) as string);
  const cap = s.captains.find((c) => c.id === captain)!;
  for (const m of moves.filter((x) => x.captain === captain)) {
    switch (m.type) {
      case 'resolve-hand': {
        const excess = Math.max(0, cap.hand.length - cap.handSize);
        const extra = ch.int(3);
        out.push({ type: 'resolve-hand', captain, discard: cap.hand.slice(0, Math.min(cap.hand.length, excess + extra)) });
        out.push({ type: 'resolve-hand', captain, discard: cap.hand.slice(0, excess) });
        break;
      }
      case 'choose-first-captain':
        out.push({ type: 'choose-first-captain', captain, first: ch.pick(m.choices ?? [captain]) ?? captain });
        break;
      case 'restore': {
        const card = ch.pick(m.choices ?? []);
        if (card) out.push({ type: 'restore', captain, card, points: 1 });
        break;
      }
      case 'move-gear': {
        const gear = ch.pick(m.choices ?? []);
        const crew = inPlay(s, (c) => c.type === 'crew' && c.controller === captain && c.id !== s.cards[gear ?? '']?.attachedTo);
        const to = ch.pick(crew);
        if (gear && to) out.push({ type: 'move-gear', captain, gear, to: to.id });
        break;
      }
      case 'place-complication': {
        const contract = ch.pick(m.choices ?? []);
        if (s.phase === 'solo-adventure' && s.stage === 1) {
          if (contract) out.push({ type: 'place-complication', captain, discard: contract });
          break;
        }
        if (contract) {
          const attached = inPlay(s, (c) => c.attachedTo === contract && c.playedAs === 'complication');
          const discard = ch.pick(attached);
          out.push({ type: 'place-complication', captain, contract });
          if (discard) out.push({ type: 'place-complication', captain, contract, discard: discard.id });
        }
        break;
      }
      case 'choose-activity': {
        const choice = ch.pick(m.choices ?? ['uncommitted']) ?? 'uncommitted';
        if (choice === 'uncommitted' || choice === 'piracy') out.push({ type: 'choose-activity', captain, activity: choice });
        else out.push({ type: 'choose-activity', captain, activity: 'contract', contract: choice });
        if (cap.activity.kind === 'contract') out.push({ type: 'choose-activity', captain, activity: 'contract', contract: cap.activity.contract });
        out.push({ type: 'choose-activity', captain, activity: 'uncommitted' });
        break;
      }
      case 'procure': {
        const id = ch.pick(m.choices ?? []);
        const card = id ? s.cards[id] : undefined;
        if (!card) break;
        if (card.type === 'gear') {
          const crew = ch.pick(inPlay(s, (c) => c.type === 'crew' && c.controller === captain));
          if (crew) out.push({ type: 'procure', captain, card: card.id, attachTo: crew.id }, { type: 'procure', captain, card: card.id, attachTo: crew.id, jettison: [card.id] });
        } else {
          out.push({ type: 'procure', captain, card: card.id }, { type: 'procure', captain, card: card.id, jettison: [card.id] });
        }
        break;
      }
      case 'act': {
        const events = cap.hand.filter((id) => s.cards[id]?.type === 'event');
        const ev = ch.pick(events);
        const crew = ch.pick(inPlay(s, (c) => c.type === 'crew' && c.controller === captain));
        const shipId = cap.ship;
        if (ev && ch.int(2) === 0) {
          out.push({ type: 'act', captain, play: { card: ev, effects: [{ kind: 'value', card: shipId, value: ch.pick(['attack', 'defense', 'initiative', 'jump'] as const)!, amount: ch.int(5) - 2, source: s.cards[ev]!.name }] } });
        }
        if (crew && !crew.exerted && ch.int(2) === 0) {
          out.push({ type: 'act', captain, play: { card: crew.id, exert: true, cost: ch.int(2), effects: [{ kind: 'skill', card: crew.id, skill: ch.pick(['admin', 'tech', 'social'] as const)!, level: 'trained', source: crew.name }] } });
        }
        break;
      }
      case 'collect':
        out.push({ type: 'collect', captain });
        break;
      case 'resolve-complication': {
        const comp = ch.pick(m.choices ?? []);
        if (comp) out.push({ type: 'resolve-complication', captain, complication: comp });
        break;
      }
      case 'piracy': {
        const target = ch.pick(m.choices ?? []);
        if (target) out.push({ type: 'piracy', captain, target });
        break;
      }
      case 'resolve-contract':
        out.push({ type: 'resolve-contract', captain, ...(ch.int(2) === 0 ? { subplots: [] } : {}) });
        break;
      default:
        break;
    }
  }
  if (ch.int(25) === 0) out.unshift({ type: 'incur-expense', captain: ch.pick(s.captains.filter((c) => c.inGame))!.id, amount: 1 + ch.int(12), reason: 'a test effect' });
  // Always-legal fallbacks, last.
  for (const m of moves.filter((x) => x.captain === captain)) {
    if (m.type === 'pass' || m.type === 'end-turn') out.push({ type: m.type, captain });
  }
  if (moves.some((m) => m.type === 'collect')) out.push({ type: 'collect', captain });
  return out;
}

/** The quietest legal move for whoever acts now (keep hand, pass, do nothing, stay put). */
export function quietEvent(s: GameState): GameEvent | undefined {
  const actor = whoActs(s);
  if (actor.kind === 'nobody') return undefined;
  const captain = actor.kind === 'captain' ? actor.captain : actor.captains[0]!;
  const cap = s.captains.find((c) => c.id === captain)!;
  const key = `${s.phase}.${s.stage}`;
  switch (key) {
    case 'ready.2':
      return { type: 'resolve-hand', captain, discard: cap.hand.slice(0, Math.max(0, cap.hand.length - cap.handSize)) };
    case 'ready.3':
      return { type: 'choose-first-captain', captain, first: captain };
    case 'adventure.1':
    case 'solo-adventure.2': {
      const contracts = s.slots.flatMap((x) => (x.contract ? [x.contract] : []));
      for (const contract of contracts) {
        const contractCard = s.cards[contract]!;
        const attached = Object.values(s.cards).filter((c) => c.zone === 'play' && c.attachedTo === contract);
        if (attached.length < (contractCard.values.contract?.complicationSlots ?? 0)) return { type: 'place-complication', captain, contract };
      }
      const first = contracts[0]!;
      const att = Object.values(s.cards).find((c) => c.zone === 'play' && c.attachedTo === first)!;
      return { type: 'place-complication', captain, contract: first, discard: att.id };
    }
    case 'solo-adventure.1': {
      const moves = availableMoves(s);
      return { type: 'place-complication', captain, discard: moves[0]?.choices?.[0] ?? '' };
    }
    case 'adventure.2':
    case 'solo-adventure.3':
      return cap.activity.kind === 'contract'
        ? { type: 'choose-activity', captain, activity: 'contract', contract: cap.activity.contract }
        : { type: 'choose-activity', captain, activity: 'uncommitted' };
    case 'resource.1':
      return { type: 'collect', captain };
    case 'action.1':
    case 'resolution.2':
      return { type: 'pass', captain };
    default:
      return { type: 'end-turn', captain };
  }
}

/** Play quiet moves until `stop` says so (or the game ends); throws on a refused move. */
export function playQuietly(s: GameState, stop: (s: GameState) => boolean, transitionFn: (s: GameState, e: GameEvent) => { ok: boolean; value?: GameState; error?: string }, limit = 200): GameState {
  let state = s;
  for (let i = 0; i < limit && !stop(state) && state.status === 'playing'; i++) {
    const e = quietEvent(state);
    if (!e) break;
    const r = transitionFn(state, e);
    if (!r.ok || !r.value) throw new Error(`quiet move refused: ${JSON.stringify(e)}: ${r.error}`);
    state = r.value;
  }
  return state;
}
