/** Phases 3 and 7: the offer of a Patron, and taking or refusing it (t-3, t-7, A23-A25, A36). */
import { err, type TradersErr } from '../rules/index.ts';
import {
  formatMoney,
  formatMultiplier,
  GOAL,
  GOODS,
  goodsForRoll,
  LAST_STOP,
  LAYOVER_COST,
  marketModifier,
  marketTenths,
  priceAt,
  REPAIR_COST,
  type MarketSide,
} from '../tables/index.ts';
import { endGame, leaderOf, officerName, pay, say, type Draft } from './draft.ts';
import { beginSearch } from './search.ts';
import type { StepOf } from './types.ts';

export function resolveGoodsRoll(d: Draft, roll: number): void {
  const g = goodsForRoll(roll);
  say(d, `Merchandise roll ${roll}: ${g.name}, base ${formatMoney(g.base)}${g.noSaleAt ? `, not sold on ${g.noSaleAt}` : ''}.`, 'traders.t-3-merchandise');
  d.s.at = { kind: 'price-roll', side: 'buy', goods: g.key };
}

export function resolvePriceRoll(d: Draft, at: StepOf<'price-roll'>, roll: number): void {
  const s = d.s;
  const goods = at.goods ?? s.cargo!.goods;
  const side: MarketSide = at.side;
  const leader = leaderOf(s);
  const modifier = marketModifier(side, leader?.power ?? 0);
  const tenths = marketTenths(roll + modifier);
  const price = priceAt(GOODS[goods].base, tenths);
  s.offer = { side, goods, roll, modifier, tenths, price };
  const who = leader ? `the ${officerName(leader)}` : 'nobody';
  say(d, `Market roll ${roll} ${modifier >= 0 ? '+' : '-'} ${Math.abs(modifier)} (${who} leads) = ${roll + modifier}: ${formatMultiplier(tenths)}.`, side === 'buy' ? 'traders.t-3-a' : 'traders.t-7');
  if (roll + modifier < 4 || roll + modifier > 24) say(d, 'A total off the table reads as its nearest end.', 'traders.A02');
  say(d, `The Patron ${side === 'buy' ? 'asks' : 'offers'} ${formatMoney(price)} for the ${GOODS[goods].name}.`, 'traders.t-3-market');
  s.at = { kind: 'offer' };
}

function patronLeaves(d: Draft): void {
  const deck = d.s.encounterDeck;
  deck.discard.push(...deck.row);
  deck.row = [];
  d.s.offer = null;
}

/** Whether the current buy offer may be taken: the first always, later ones when affordable (A24). */
export function canBuy(d: { s: Draft['s'] }): boolean {
  return !d.s.firstPurchaseMade || d.s.offer!.price <= d.s.money;
}

export function accept(d: Draft): TradersErr | null {
  const s = d.s;
  const offer = s.offer!;
  if (offer.side === 'buy') {
    if (!canBuy(d)) return err(`The Patron asks ${formatMoney(offer.price)} and the crew has ${formatMoney(s.money)}: look for another Patron.`, 'traders.t-3-b', 'type');
    const first = !s.firstPurchaseMade;
    if (first) {
      s.money = offer.price;
      say(d, `The crew pools exactly ${formatMoney(offer.price)} for this first lot.`, s.readings.firstOffer === 'forced' ? 'traders.t-3-c' : 'traders.A23');
    }
    pay(d, offer.price, `${GOODS[offer.goods].name}`, 'traders.t-3');
    s.cargo = { goods: offer.goods, paid: offer.price, noSaleAt: GOODS[offer.goods].noSaleAt, boughtAt: s.stop };
    s.firstPurchaseMade = true;
    patronLeaves(d);
    s.at = { kind: 'port', hires: !first };
    return null;
  }
  s.money += offer.price;
  s.sales += 1;
  s.peakMoney = Math.max(s.peakMoney, s.money);
  say(d, `Sold the ${GOODS[offer.goods].name} for ${formatMoney(offer.price)}: ${formatMoney(s.money)} on hand.`, 'traders.t-7');
  s.cargo = null;
  patronLeaves(d);
  if (s.money >= GOAL) {
    endGame(d, 'won', 'goal', `With ${formatMoney(s.money)} the crew buys a subsidized liner: victory.`, 'traders.t-7-win');
  } else if (s.readings.route === 'one-circuit' && s.stop >= LAST_STOP) {
    endGame(d, 'finished', 'circuit-complete', `The circuit is complete with ${formatMoney(s.money)} after ${s.sales} sale(s).`, 'traders.A06');
  } else if (s.repairsHere && s.beowulfHits > 0 && s.money >= REPAIR_COST) {
    s.at = { kind: 'after-sale' };
  } else s.at = { kind: 'next-turn' };
  return null;
}

/** The fee a refusal would cost now: the first refusal in a sell phase is free, each later one a layover (t-7-layover, A25). */
export function refusalFee(s: Draft['s']): number {
  return s.offer?.side === 'sell' && s.refusals >= 1 ? LAYOVER_COST : 0;
}

export function refuse(d: Draft): TradersErr | null {
  const s = d.s;
  const offer = s.offer!;
  if (offer.side === 'buy') {
    if (!s.firstPurchaseMade && s.readings.firstOffer === 'forced') return err('The first offer sets the stake and is always taken.', 'traders.A23', 'type');
    say(d, 'The offer is turned down; the crew looks for another Patron (no fee when buying).', 'traders.A24');
    patronLeaves(d);
    beginSearch(d, 1);
    return null;
  }
  const fee = refusalFee(s);
  if (fee > s.money) return err(`A second refusal costs ${formatMoney(fee)} and the crew has ${formatMoney(s.money)}: the offer must be taken.`, 'traders.A25', 'type');
  s.refusals += 1;
  if (fee > 0) pay(d, fee, 'a layover week after another refusal', 'traders.t-7-layover');
  else say(d, 'The offer is turned down; the first refusal is free.', 'traders.t-7-reject');
  patronLeaves(d);
  beginSearch(d, 5);
  return null;
}

/** House rule A26: leave without a lot. */
export function flyEmpty(d: Draft): TradersErr | null {
  const s = d.s;
  if (!s.readings.emptyFlights) return err('As written, a lot is bought before every take-off (flying empty is a house rule that is off).', 'traders.A26', 'type');
  if (!s.firstPurchaseMade) return err('The first lot sets the stake, so it cannot be skipped.', 'traders.t-3-c', 'type');
  say(d, 'House rule: the crew leaves without cargo.', 'traders.A26');
  patronLeaves(d);
  s.at = { kind: 'port', hires: false };
  return null;
}
