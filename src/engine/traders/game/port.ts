/**
 * After buying: replacements and paid repairs (t-3-d, t-4-f-ii, A32-A34),
 * take-off and the layover week when no pilot is fit (t-3-e, A20, A21); after
 * selling: repairs and the next turn (t-7-next).
 */
import { err, type TradersErr, type TradersRuleId } from '../rules/index.ts';
import { formatMoney, layoverPilot, qualityBonus, LAYOVER_COST, OFFICERS, rankName, REPAIR_COST, replacementQuality, REPLACEMENT_COST, type Rank } from '../tables/index.ts';
import { aboard, endGame, isFirstTurn, leaderOf, officerName, pay, say, world, type Draft } from './draft.ts';
import type { GameState, StepOf } from './types.ts';

/** Why `rank` cannot be hired now (a sentence and the rule), or null if it can. */
export function hireRefusal(s: GameState, rank: Rank): { text: string; rule: TradersRuleId } | null {
  if (aboard(s, rank)) return { text: `There is already a ${rankName(rank)} aboard.`, rule: 'traders.t-3-d' };
  const here = world(s);
  if (s.crew.some((o) => o.rank === rank && o.status === 'care' && o.careAt === here)) {
    return { text: `The ${rankName(rank)} waits in care on this very world, so he is not replaced here.`, rule: 'traders.A34' };
  }
  if (!s.crew.some((o) => o.rank === rank && (o.status === 'care' || o.status === 'dead'))) return { text: `No ${rankName(rank)} is dead or left in care elsewhere.`, rule: 'traders.t-3-d' };
  if (REPLACEMENT_COST[rank] > s.money) {
    return { text: `A ${rankName(rank)} costs ${formatMoney(REPLACEMENT_COST[rank])} and the crew has ${formatMoney(s.money)}.`, rule: 'traders.t-3-d-ii' };
  }
  return null;
}

export function hire(d: Draft, at: StepOf<'port'>, rank: Rank): TradersErr | null {
  if (!at.hires) return err(d.s.firstPurchaseMade && d.s.cargo === null ? 'Replacements are hired only after a purchase.' : 'No replacements at the very first purchase.', 'traders.t-3-d', 'type');
  const why = hireRefusal(d.s, rank);
  if (why) return err(why.text, why.rule, 'rank');
  const leader = leaderOf(d.s);
  const bonus = qualityBonus(leader?.rank ?? null, leader?.power ?? 0, rank);
  pay(d, REPLACEMENT_COST[rank], `a replacement ${rankName(rank)}`, 'traders.t-3-d-ii');
  d.s.at = { kind: 'hire-roll', rank, bonus };
  return null;
}

export function resolveHire(d: Draft, at: StepOf<'hire-roll'>, roll: number): void {
  const change = replacementQuality(roll + at.bonus);
  const n = d.s.crew.filter((o) => o.rank === at.rank).length + 1;
  const power = OFFICERS[at.rank].power + change;
  d.s.crew.push({ id: `${at.rank}-${n}`, rank: at.rank, power, replacement: true, status: 'active' });
  say(d, `Quality roll ${roll}${at.bonus ? ` + ${at.bonus}` : ''}: the new ${rankName(at.rank)} has power ${power}.`, at.bonus ? 'traders.t-3-d-iv' : 'traders.t-3-d-iii');
  d.s.at = { kind: 'port', hires: true };
}

export function repair(d: Draft, hits: number): TradersErr | null {
  const s = d.s;
  if (!s.repairsHere) return err('Paid repairs are made at a world reached by a space battle.', 'traders.t-4-f-ii', 'type');
  if (hits > s.beowulfHits) return err(`The Beowulf carries ${s.beowulfHits} hit(s); repair 1 to ${s.beowulfHits}.`, 'traders.A32', 'hits');
  if (hits * REPAIR_COST > s.money) return err(`Repairing ${hits} hit(s) costs ${formatMoney(hits * REPAIR_COST)} and the crew has ${formatMoney(s.money)}.`, 'traders.t-4-f-ii', 'hits');
  pay(d, hits * REPAIR_COST, `repairing ${hits} hit(s)`, 'traders.t-4-f-ii');
  s.beowulfHits -= hits;
  return null;
}

const pilots = (s: GameState) => (['captain', 'first'] as const).map((r) => aboard(s, r)).filter((o) => o !== undefined);

/** Take-off needs an active pilot; otherwise a layover week, or the end (t-3-e, t-3-e-iii, A20). */
export function takeOff(d: Draft): void {
  const s = d.s;
  const aboardPilots = pilots(s);
  if (aboardPilots.some((o) => o.status === 'active')) {
    s.at = { kind: 'launch' };
    return;
  }
  if (aboardPilots.length === 0) {
    endGame(d, 'lost', 'no-pilot', 'Neither a Captain nor a 1st Officer is aboard to fly the ship: the game is lost.', 'traders.t-3-c-ii');
    return;
  }
  if (isFirstTurn(s)) {
    endGame(d, 'lost', 'layover-unpaid', 'No pilot is fit to fly, and on the first turn there is no money for a layover week: the crew disbands.', 'traders.t-3-e-iii');
    return;
  }
  if (s.money < LAYOVER_COST) {
    endGame(d, 'lost', 'layover-unpaid', `No pilot is fit to fly and a layover week costs ${formatMoney(LAYOVER_COST)}, more than the ${formatMoney(s.money)} left: the crew disbands.`, 'traders.t-3-e-iii');
    return;
  }
  say(d, 'No pilot is fit to fly: take-off waits a week.', aboardPilots.length === 2 ? 'traders.t-3-e-i' : 'traders.A20');
  s.at = { kind: 'layover' };
}

export function payLayover(d: Draft): void {
  pay(d, LAYOVER_COST, 'a layover week', 'traders.t-3-e-i');
  const waiting = pilots(d.s).filter((o) => o.status === 'recuperating');
  if (waiting.length === 1) {
    waiting[0]!.status = 'active';
    say(d, `The ${officerName(waiting[0]!)} is fit to fly after the week.`, 'traders.A20');
    d.s.at = { kind: 'launch' };
  } else d.s.at = { kind: 'layover-roll' };
}

export function resolveLayoverRoll(d: Draft, roll: number): void {
  const rank = layoverPilot(roll);
  aboard(d.s, rank)!.status = 'active';
  say(d, `Layover roll ${roll}: the ${rankName(rank)} is fit to fly; the other recovers after the battle.`, 'traders.t-3-e-ii');
  d.s.at = { kind: 'launch' };
}

export function nextTurn(d: Draft): void {
  const s = d.s;
  s.turn += 1;
  s.refusals = 0;
  s.offer = null;
  say(d, `Turn ${s.turn} begins on ${world(s)} with ${formatMoney(s.money)}.`, 'traders.t-7-next');
}
