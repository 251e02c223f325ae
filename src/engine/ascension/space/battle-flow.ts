/**
 * Where a battle stands and what comes next: the order of phases in a round
 * (T16, T17), the ship whose step it is, the targets it may pick, and the
 * missiles waiting to strike. Steps nobody can take (no weapon in reach, no
 * target) are passed over at once.
 */
import { dieTarget } from '../odds/index.ts';
import type { AttackSlot, BattlePhase, BattleShip, BattleState, BattleStep, Volley } from './battle-types.ts';
import type { Side } from './initiative.ts';
import { effectiveRating, WEAPON_REACH, type ShipRating } from './ratings.ts';

/** Volleys in flight at once: one Missile token each, A–L (AM-47). */
export const MISSILE_TOKENS = 12;

export const shipOf = (state: BattleState, id: string): BattleShip | undefined => state.ships.find((s) => s.id === id);
export const inPlay = (s: BattleShip): boolean => !s.destroyed && !s.withdrawn;
export const rating = (state: BattleState, ship: BattleShip, r: ShipRating): number => effectiveRating(ship.ratings, r, ship.disabled, state.readings);
/** Missile salvos the ship may still fire: its Salvos rating as it stands now (halved while Disabled, A-9-4) less those fired; never below 0 (a ship Disabled after firing may have used more than its halved rating). */
export const salvosLeft = (state: BattleState, ship: BattleShip): number => Math.max(0, rating(state, ship, 'salvos') - ship.salvosUsed);
export const sideLeft = (state: BattleState, side: Side): BattleShip[] => state.ships.filter((s) => s.side === side && inPlay(s));

/** Enemies a ship may pick for a step, in firing order. */
export function targetsFor(state: BattleState, ship: BattleShip, kind: 'sensors' | 'missiles' | 'spinal' | 'beams'): string[] {
  if (!inPlay(ship)) return [];
  const enemies = state.order.map((id) => shipOf(state, id)!).filter((s) => s.side !== ship.side && inPlay(s));
  if (kind === 'sensors') return rating(state, ship, 'sensors') > 0 ? enemies.filter((s) => !s.spotted).map((s) => s.id) : [];
  const spotted = enemies.filter((s) => s.spotted).map((s) => s.id);
  if (kind === 'missiles') {
    const ready = rating(state, ship, 'missiles') > 0 && salvosLeft(state, ship) > 0 && state.range <= WEAPON_REACH.missiles && state.volleys.length < MISSILE_TOKENS;
    return ready ? spotted : [];
  }
  return rating(state, ship, kind) > 0 && state.range <= WEAPON_REACH[kind] ? spotted : [];
}

/** Volleys to resolve now: all of them at the end of the Attack phase, or the current ship's at the end of its attack (AM-38). */
export function impactQueue(state: BattleState): Volley[] {
  const live = state.volleys.filter((v) => {
    const t = shipOf(state, v.target);
    return t !== undefined && inPlay(t);
  });
  if (state.phase === 'impacts') return live;
  if (state.phase === 'attack' && state.slot === 'own-missiles') return live.filter((v) => v.from === state.order[state.cursor]);
  return [];
}

function resolutionStep(state: BattleState, queue: Volley[]): BattleStep {
  const first = queue[0]!;
  const target = shipOf(state, first.target)!;
  const incoming = queue.filter((v) => v.target === target.id);
  if (!state.pointDefenseUsed.includes(target.id) && rating(state, target, 'pointDefense') > 0 && incoming.some((v) => v.count > 0)) {
    return { kind: 'point-defense', ship: target.id, volleys: incoming };
  }
  return { kind: 'impact', ship: target.id, volley: first };
}

/** The step at the current position, or null when nothing can be done there. */
function stepHere(state: BattleState): BattleStep | null {
  const ship = shipOf(state, state.order[state.cursor] ?? '');
  switch (state.phase) {
    case 'sensors':
    case 'missiles': {
      const targets = ship ? targetsFor(state, ship, state.phase) : [];
      return targets.length > 0 ? { kind: state.phase, ship: ship!.id, targets } : null;
    }
    case 'attack': {
      if (state.slot === 'own-missiles') {
        const queue = impactQueue(state);
        return queue.length > 0 ? resolutionStep(state, queue) : null;
      }
      const targets = ship ? targetsFor(state, ship, state.slot) : [];
      return targets.length > 0 ? { kind: state.slot, ship: ship!.id, targets } : null;
    }
    case 'impacts': {
      const queue = impactQueue(state);
      return queue.length > 0 ? resolutionStep(state, queue) : null;
    }
    case 'range':
      return { kind: 'range' };
    case 'target': {
      if (!ship || !inPlay(ship) || !ship.spotted || rating(state, ship, 'stealth') === 0) return null;
      return dieTarget(state.range - 1, state.readings).used > 0 ? { kind: 'stealth', ship: ship.id, targets: [] } : null;
    }
    default:
      return null;
  }
}

const ATTACK_SLOTS = (state: BattleState): AttackSlot[] => (state.readings.impactTiming === 'ship-end' ? ['spinal', 'beams', 'own-missiles'] : ['spinal', 'beams']);

/** The phase after `phase` in this combat system; 'next-round' at the end of a round. */
function phaseAfter(state: BattleState, phase: BattlePhase): BattlePhase | 'next-round' {
  if (phase === 'sensors') return 'missiles';
  if (phase === 'missiles') return 'attack';
  if (phase === 'attack') return 'impacts';
  if (phase === 'impacts') return state.system === 'smart' ? 'range' : 'next-round';
  if (phase === 'range') return 'target';
  return 'next-round';
}

const firstPhase = (state: BattleState): BattlePhase => (state.system === 'smart' ? 'sensors' : 'missiles');

/** One position further, whatever is there. */
export function advance(state: BattleState): BattleState {
  const perShip = state.phase === 'sensors' || state.phase === 'missiles' || state.phase === 'target' || state.phase === 'attack';
  if (state.phase === 'attack') {
    const slots = ATTACK_SLOTS(state);
    const k = slots.indexOf(state.slot);
    if (k + 1 < slots.length) return { ...state, slot: slots[k + 1]! };
  }
  if (perShip && state.cursor + 1 < state.order.length) return { ...state, cursor: state.cursor + 1, slot: 'spinal' };
  const next = phaseAfter(state, state.phase);
  if (next === 'next-round') {
    return { ...state, round: state.round + 1, phase: firstPhase(state), cursor: 0, slot: 'spinal', pointDefenseUsed: [], volleys: [], roundStart: true };
  }
  return { ...state, phase: next, cursor: 0, slot: 'spinal' };
}

/** Moves past every position where nothing can be done; a round with nothing at all is left at its start. */
export function settle(state: BattleState): BattleState {
  if (state.outcome !== null || state.pendingCheck !== null) return state;
  let s = state;
  // A round has at most 5 phases × 8 ships × 3 slots positions; two rounds' worth means nothing can happen.
  for (let guard = 0; guard < 240; guard++) {
    if (stepHere(s) !== null) return s;
    const next = advance(s);
    if (next.round > state.round + 1) return { ...s, phase: firstPhase(s), cursor: 0 };
    s = next;
  }
  return s;
}

/** What the battle waits for (public as `currentStep`, the machine's `turn(state).waitingFor`). */
export function stepNow(state: BattleState): BattleStep {
  if (state.outcome !== null) return { kind: 'over', outcome: state.outcome };
  if (state.pendingCheck !== null) return { kind: 'disabled-check', ship: state.pendingCheck };
  return stepHere(state) ?? { kind: 'stalled' };
}
