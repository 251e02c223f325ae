/**
 * Phase 4: the jump, one battle at each arrival (two when a no-sale world is
 * flown past), shot by shot (t-4, A05, A28-A31); then the arrival, where
 * officers waiting in care rejoin (A34, t-3-d-v).
 */
import { shuffle } from '../../core/rng.ts';
import { err, type TradersErr } from '../rules/index.ts';
import {
  BEOWULF,
  BEOWULF_REPAIR_AFTER,
  ENEMY_REPAIR_AFTER,
  fullDeck,
  HITS_TO_DESTROY,
  landingFrom,
  rankName,
  STARSHIP_CARDS,
  STARSHIP_KEYS,
  worldAt,
  type StarshipKey,
} from '../tables/index.ts';
import { aboard, endGame, isActive, officerById, officerName, say, world, type Draft } from './draft.ts';
import { beginSearch } from './search.ts';
import type { StepOf } from './types.ts';

export const FULL_STARSHIP_DECK: readonly StarshipKey[] = /* @__PURE__ */ fullDeck(STARSHIP_CARDS, STARSHIP_KEYS);

export function launch(d: Draft): void {
  const s = d.s;
  s.phase = 4;
  const from = s.stop;
  const { to, passing } = landingFrom(from, s.cargo?.noSaleAt ?? null);
  s.jump = { from, to, passing };
  say(d, `The Beowulf jumps from ${worldAt(from)} toward ${worldAt(to)}; nothing can touch it in jump space.`, 'traders.t-4-a');
  if (passing) say(d, `The ${s.cargo ? s.cargo.goods : 'cargo'} cannot be sold on ${passing}, so the ship flies past it: two battles back to back.`, 'traders.A05');
  beginBattle(d, 1, passing ? 2 : 1);
}

function beginBattle(d: Draft, number: 1 | 2, of: 1 | 2): void {
  const s = d.s;
  s.battle = null;
  s.starshipDeck = { draw: FULL_STARSHIP_DECK.slice(), inPlay: null };
  if (s.mode === 'digital') {
    const [pile, rng] = shuffle(s.rng, s.starshipDeck.draw);
    s.starshipDeck.draw = pile;
    s.rng = rng;
  }
  say(d, `${of === 2 ? `Battle ${number} of 2: t` : 'T'}he Starship deck is shuffled; one enemy waits.`, 'traders.t-4-b');
  s.at = { kind: 'enemy-draw', number, of };
}

export function resolveEnemyDraw(d: Draft, at: StepOf<'enemy-draw'>, card: StarshipKey): void {
  const s = d.s;
  const i = s.mode === 'digital' ? 0 : s.starshipDeck.draw.indexOf(card);
  s.starshipDeck.draw.splice(i, 1);
  s.starshipDeck.inPlay = card;
  const firstActive = isActive(s, 'first');
  s.battle = { enemy: card, enemyHits: 0, beowulfMisses: 0, enemyMisses: 0, next: firstActive ? 'beowulf' : 'enemy', number: at.number, of: at.of, shots: 0 };
  say(d, `The enemy is a ${STARSHIP_CARDS[card].name} (power ${STARSHIP_CARDS[card].power}).`, 'traders.t-4-c');
  say(d, firstActive ? 'The 1st Officer is active: the Beowulf fires first.' : 'No active 1st Officer: the enemy fires first.', firstActive ? 'traders.t-4-d' : 'traders.t-4-d-iii');
  s.at = { kind: 'shot' };
}

/** One shot: the shooter's 4D6 + power against the target's (t-4-d-i, t-4-d-ii). */
export function resolveShot(d: Draft, shooterRoll: number, targetRoll: number): void {
  const s = d.s;
  const b = s.battle!;
  const enemyPower = STARSHIP_CARDS[b.enemy].power - b.enemyHits;
  const beowulfPower = BEOWULF.power - s.beowulfHits;
  const byBeowulf = b.next === 'beowulf';
  const shooter = shooterRoll + (byBeowulf ? beowulfPower : enemyPower);
  const target = targetRoll + (byBeowulf ? enemyPower : beowulfPower);
  b.shots += 1;
  const rule = byBeowulf ? 'traders.t-4-d-i' : 'traders.t-4-d-ii';
  if (shooter > target) {
    if (byBeowulf) {
      b.enemyHits += 1;
      b.beowulfMisses = 0;
      say(d, `The Beowulf fires: ${shooter} against ${target}, a hit (${b.enemyHits} on the enemy).`, rule);
      if (b.enemyHits >= HITS_TO_DESTROY) {
        say(d, 'The enemy is destroyed.', 'traders.t-4-e-iii');
        s.at = { kind: 'end-battle' };
        return;
      }
    } else {
      s.beowulfHits += 1;
      b.enemyMisses = 0;
      say(d, `The enemy fires: ${shooter} against ${target}, a hit (${s.beowulfHits} on the Beowulf, power ${BEOWULF.power - s.beowulfHits}).`, s.beowulfHits === 1 ? 'traders.t-4-e-i' : 'traders.t-4-e-ii');
      if (s.beowulfHits >= HITS_TO_DESTROY) {
        endGame(d, 'lost', 'ship-destroyed', 'The Beowulf takes a third hit and is destroyed with all hands.', 'traders.t-4-e-iii');
        return;
      }
    }
  } else {
    say(d, `${byBeowulf ? 'The Beowulf' : 'The enemy'} fires: ${shooter} against ${target}, a miss${shooter === target ? ' (a tie)' : ''}.`, shooter === target ? 'traders.A14' : rule);
    if (byBeowulf) {
      b.beowulfMisses += 1;
      if (b.beowulfMisses >= ENEMY_REPAIR_AFTER && b.enemyHits > 0) {
        b.enemyHits -= 1;
        b.beowulfMisses = 0;
        say(d, `Three Beowulf misses in a row: the enemy mends a hit (${b.enemyHits} left).`, 'traders.t-4-f');
      }
    } else {
      b.enemyMisses += 1;
      if (b.enemyMisses >= BEOWULF_REPAIR_AFTER && s.beowulfHits > 0 && isActive(s, 'second')) {
        s.beowulfHits -= 1;
        b.enemyMisses = 0;
        say(d, `Two enemy misses in a row: the 2nd Officer mends a hit (${s.beowulfHits} left).`, 'traders.t-4-f');
      } else if (b.enemyMisses === BEOWULF_REPAIR_AFTER && s.beowulfHits > 0) {
        say(d, 'Two enemy misses in a row, but with no active 2nd Officer nothing is mended.', 'traders.t-4-f-i');
      }
    }
  }
  b.next = byBeowulf ? 'enemy' : 'beowulf';
}

/** The enemy is destroyed: recuperating officers are fit again; a second battle, or the arrival. */
export function endBattle(d: Draft): void {
  const s = d.s;
  const b = s.battle!;
  s.starshipDeck = { draw: FULL_STARSHIP_DECK.slice(), inPlay: null };
  const healed = s.crew.filter((o) => o.status === 'recuperating');
  for (const o of healed) o.status = 'active';
  if (healed.length > 0) say(d, `${healed.map(officerName).join(', ')} ${healed.length === 1 ? 'is' : 'are'} fit again after the battle.`, 'traders.t-3-e');
  if (b.number < b.of) {
    beginBattle(d, 2, 2);
    return;
  }
  s.battle = null;
  s.at = { kind: 'arrive' };
}

export function arrive(d: Draft): void {
  const s = d.s;
  s.stop = s.jump!.to;
  s.jump = null;
  s.furthestStop = Math.max(s.furthestStop, s.stop);
  s.repairsHere = true;
  s.refusals = 0;
  say(d, `The Beowulf lands on ${world(s)} (stop ${s.stop}).`, 'traders.t-4-route');
  s.arrivals = s.crew.filter((o) => o.status === 'care' && o.careAt === world(s)).map((o) => o.id);
  settleArrivals(d);
}

/** Officers waiting here rejoin; where a replacement holds the post, the player keeps one (A34). */
export function settleArrivals(d: Draft): void {
  const s = d.s;
  while (s.arrivals.length > 0) {
    const o = officerById(s, s.arrivals[0]!)!;
    const holder = aboard(s, o.rank);
    if (holder) {
      s.at = { kind: 'keep', rank: o.rank, officers: [o.id, holder.id] };
      return;
    }
    s.arrivals.shift();
    o.status = 'active';
    delete o.careAt;
    say(d, `The ${officerName(o)} leaves intensive care and rejoins the crew.`, 'traders.A34');
  }
  if (s.cargo) beginSearch(d, 5);
  else {
    say(d, 'No cargo aboard, so there is nothing to sell here.', 'traders.A26');
    s.at = { kind: 'next-turn' };
  }
}

export function keep(d: Draft, at: StepOf<'keep'>, id: string): TradersErr | null {
  if (!at.officers.includes(id)) return err(`Keep one of the two ${rankName(at.rank)}s.`, 'traders.t-3-d-v', 'officer');
  const s = d.s;
  const [waiting, holder] = at.officers.map((x) => officerById(s, x)!) as [NonNullable<ReturnType<typeof officerById>>, NonNullable<ReturnType<typeof officerById>>];
  const kept = id === waiting.id ? waiting : holder;
  const left = kept === waiting ? holder : waiting;
  left.status = 'paid-off';
  delete left.careAt;
  if (kept === waiting) {
    waiting.status = 'active';
    delete waiting.careAt;
  }
  say(d, `The ${officerName(kept)} stays aboard; the ${officerName(left)} is paid off.`, 'traders.t-3-d-v');
  s.arrivals.shift();
  settleArrivals(d);
  return null;
}
