/**
 * Policies for whole simulated games: each picks one of the legal moves. The
 * first is the reference policy of figure F9; the second holds out for a sale
 * at the base price or better while a refusal is still free.
 */
import { legalMoves, aboard, fightersOf, type GameEvent, type GameState, type LegalMove } from '../game/index.ts';
import { retaliatorFor, strongestHelpers } from '../planetfall/index.ts';
import { LAYOVER_COST, RANKS, REPAIR_COST, REPLACEMENT_COST } from '../tables/index.ts';

/** A policy names the next event; it asks `legalMoves` itself when it needs the list (most steps do not). */
export type Policy = (state: GameState) => GameEvent;

const find = (moves: readonly LegalMove[], type: GameEvent['type']) => moves.find((m) => m.event.type === type)?.event;

/** No pilot is active, so a layover week will be due at take-off. */
function layoverDue(s: GameState): boolean {
  return !(['captain', 'first'] as const).some((r) => aboard(s, r)?.status === 'active');
}

function portMove(s: GameState, moves: readonly LegalMove[]): GameEvent {
  const reserve = layoverDue(s) ? LAYOVER_COST : 0;
  const spare = s.money - reserve;
  const hits = Math.min(s.beowulfHits, Math.floor(spare / REPAIR_COST));
  if (hits > 0 && s.repairsHere) return { type: 'repair', hits };
  for (const rank of RANKS) {
    const hire = moves.find((m) => m.event.type === 'hire' && m.event.rank === rank);
    if (hire && REPLACEMENT_COST[rank] <= spare) return hire.event;
  }
  return { type: 'take-off' };
}

function fightMove(s: GameState): GameEvent | undefined {
  const at = s.at;
  if (at.kind === 'defend') {
    const a = s.encounter!.attackers[s.encounter!.next]!;
    return { type: 'defend', helpers: strongestHelpers(fightersOf(s), at.target, a.count) };
  }
  if (at.kind === 'retaliate') {
    const a = s.encounter!.attackers[s.encounter!.next]!;
    const targetUp = aboard(s, at.target)?.status === 'active';
    if (targetUp) return { type: 'retaliate', helpers: s.readings.gangRetaliation === 'per-card' ? [] : at.helpers };
    const active = RANKS.filter((r) => aboard(s, r)?.status === 'active');
    const lead = retaliatorFor(active, at.target, s.readings.retaliator);
    if (lead === null) return { type: 'hold-back' };
    return { type: 'retaliate', helpers: s.readings.gangRetaliation === 'per-card' ? [] : strongestHelpers(fightersOf(s), lead, a.count) };
  }
  return undefined;
}

function common(s: GameState, sell: (s: GameState) => GameEvent): GameEvent {
  const fight = fightMove(s);
  if (fight) return fight;
  const at = s.at;
  const moves = () => legalMoves(s);
  switch (at.kind) {
    case 'care':
      return { type: 'care', pay: s.money >= 100 };
    case 'offer':
      if (s.offer!.side === 'sell') return sell(s);
      return find(moves(), 'accept') ?? find(moves(), 'refuse') ?? moves()[0]!.event;
    case 'port':
      return portMove(s, moves());
    case 'keep': {
      const [waiting, holder] = at.officers.map((id) => s.crew.find((o) => o.id === id)!);
      return { type: 'keep', officer: holder!.power > waiting!.power ? holder!.id : waiting!.id };
    }
    case 'after-sale':
      return { type: 'continue' };
    case 'layover':
      return { type: 'pay-layover' };
    default:
      return moves()[0]!.event;
  }
}

/** F9: take the first affordable buy offer and the first sale offer; always strike back; bring the strongest helpers; pay for care when possible; after buying keep 0.1 MC when a layover is due, repair what the rest allows, then hire (Captain first). */
export const firstOfferPolicy: Policy = (s) => common(s, () => ({ type: 'accept' }));

/** As F9, except a sale below the base price is refused while the refusal is still free. */
export const holdOutPolicy: Policy = (s) =>
  common(s, (state) => (state.offer!.tenths < 10 && state.refusals === 0 && find(legalMoves(state), 'refuse') ? { type: 'refuse' } : { type: 'accept' }));

export const POLICIES = {
  'first-offer': { policy: firstOfferPolicy, label: 'Take the first affordable purchase and the first sale (F9)' },
  'hold-out': { policy: holdOutPolicy, label: 'As F9, but refuse a sale below ×1.0 while refusing is free' },
} as const;

export type PolicyName = keyof typeof POLICIES;
