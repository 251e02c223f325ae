/**
 * The odds of the situation the game waits in: the chance each defence
 * wounds, each strike back lands, how the whole encounter ends from here, the
 * coming battle with the actual crew and damage (or the battle under way),
 * the villains still ahead of the next Patron from the cards not yet seen,
 * and, where the rules leave a choice about an offer, what turning it down
 * brings. Where the rules leave no choice (the first offer, taken by rule),
 * nothing is compared. Built from the odds module and the game state;
 * nothing is sampled.
 */
import { exactly, ZERO, type Bounds } from '../../core/dice/index.ts';
import { aboard, activeRanksOf, fightersOf, leaderOf, offerChoices, type GameState } from '../game/index.ts';
import { battleAt, deckBattle, encounterOddsOf, makeUp, newPatron, rollOffOdds, standingOf, villainsBefore } from '../odds/index.ts';
import { helperChoices, retaliatorFor } from '../planetfall/index.ts';
import { ok, type TradersResult, type TradersRuleId } from '../rules/index.ts';
import { ENCOUNTER_CARDS, GOODS, rankName, RANKS, STARSHIP_CARDS, villainPower, type Rank } from '../tables/index.ts';

export interface OddsLine {
  /** What the chance is of, in a few words. */
  label: string;
  /** The chance: exact (low = high), or between proven bounds for a long planetfall. */
  chance: Bounds;
  rule: TradersRuleId;
}

export interface DecisionOdds {
  lines: OddsLine[];
}

const line = (label: string, chance: Bounds, rule: TradersRuleId): OddsLine => ({ label, chance, rule });
const power = (s: GameState, r: Rank) => aboard(s, r)?.power ?? 0;
const sumPower = (s: GameState, ranks: readonly Rank[]) => ranks.reduce((n, r) => n + power(s, r), 0);
const names = (ranks: readonly Rank[]) => (ranks.length ? ` with the ${ranks.map(rankName).join(' and the ')}` : ' alone');

/** How the whole encounter ends from the attack about to come, if the crew brings its strongest helpers and always strikes back. */
function encounterLines(s: GameState): OddsLine[] {
  const enc = s.encounter;
  if (!enc) return [];
  const alive = enc.attackers.map((a, i) => ({ ...a, i })).filter((a) => a.count > 0);
  const next = alive.findIndex((a) => a.i === enc.next);
  if (next < 0) return [];
  const crew = Object.fromEntries(RANKS.flatMap((r) => {
    const o = aboard(s, r);
    return o ? [[r, { power: o.power, active: o.status === 'active' }]] : [];
  }));
  const r = encounterOddsOf({ attackers: alive.map(({ card, count }) => ({ card, count })), crew, readings: s.readings, next, lastTarget: enc.last });
  if (!r.ok) return [];
  const rule: TradersRuleId = s.phase >= 5 ? 'traders.t-6' : 'traders.t-2';
  return [
    line('the crew beats every villain of this encounter (bringing the strongest helpers and always striking back)', r.value.cleared, rule),
    line('the game is lost in this encounter (playing the same way)', r.value.lost, 'traders.A19'),
  ];
}

function fightLines(s: GameState): OddsLine[] {
  const at = s.at;
  const a = s.encounter?.attackers[s.encounter.next];
  if (!a) return [];
  const villain = a.count * villainPower(a.card);
  if (at.kind === 'defend') {
    return [
      ...helperChoices(fightersOf(s), at.target, a.count).map((helpers) =>
        line(`the ${rankName(at.target)} is wounded, defending${names(helpers)}`, exactly(rollOffOdds(villain - power(s, at.target) - sumPower(s, helpers)).win), 'traders.t-2-b'),
      ),
      ...encounterLines(s),
    ];
  }
  if (at.kind === 'retaliate') {
    const active = activeRanksOf(s);
    const lead = active.includes(at.target) ? at.target : retaliatorFor(active, at.target, s.readings.retaliator);
    if (lead === null) return [];
    if (s.readings.gangRetaliation === 'per-card') {
      return [line(`the ${rankName(lead)} beats a single ${ENCOUNTER_CARDS[a.card].name} card`, exactly(rollOffOdds(power(s, lead) - villainPower(a.card)).win), 'traders.A13')];
    }
    const teams = lead === at.target ? [at.helpers] : helperChoices(fightersOf(s), lead, a.count);
    return teams.map((helpers) =>
      line(`the ${rankName(lead)}${names(helpers)} dispatches ${a.count > 1 ? 'the gang' : 'the villain'}`, exactly(rollOffOdds(power(s, lead) + sumPower(s, helpers) - villain).win), 'traders.t-2-d'),
    );
  }
  return [];
}

/** The villains before the next Patron, from the cards not yet seen: what a search (or looking again) risks. */
export function searchLines(s: GameState): OddsLine[] {
  const deck = s.encounterDeck;
  const r = villainsBefore(makeUp(deck.draw), makeUp(deck.discard));
  if (!r.ok) return [];
  return [
    line('no villain before the next Patron', exactly(r.value.chances[0] ?? ZERO), 'traders.t-1'),
    line('three or more villains before the next Patron', exactly(r.value.atLeast[3] ?? ZERO), 'traders.t-1'),
  ];
}

function battleLines(s: GameState): OddsLine[] {
  const crew = { firstActive: aboard(s, 'first')?.status === 'active', secondActive: aboard(s, 'second')?.status === 'active', beowulfHits: s.beowulfHits };
  if (s.battle) {
    const b = s.battle;
    const r = battleAt({
      enemyPower: STARSHIP_CARDS[b.enemy].power,
      enemyHits: b.enemyHits,
      beowulfHits: s.beowulfHits,
      secondActive: crew.secondActive,
      beowulfMisses: Math.min(b.beowulfMisses, 2),
      enemyMisses: Math.min(b.enemyMisses, 1),
      next: b.next,
    });
    return r.ok ? [line('the Beowulf wins this battle', exactly(r.value.win), 'traders.t-4-d-iv')] : [];
  }
  const r = deckBattle(crew);
  return r.ok ? [line("the Beowulf wins the coming battle (the enemy not yet drawn: the Starship deck's mix)", exactly(r.value.win), 'traders.t-4-b')] : [];
}

/** The comparisons an offer allows, each saying what it compares; none when the rules leave no choice. */
export interface OfferComparison {
  /** Beside taking the offer. */
  take: OddsLine[];
  /** Beside turning it down (then a search starts). */
  look: OddsLine[];
}

/** What turning the offer down would bring, against taking it: over a new Patron's goods and price when buying, a new price for this cargo when selling. */
export function offerComparison(s: GameState): OfferComparison {
  const o = s.offer;
  const none = { take: [], look: [] };
  if (!o || s.at.kind !== 'offer') return none;
  const c = offerChoices(s);
  if (!c.look) return none;
  const leaderPower = leaderOf(s)?.power ?? 0;
  if (o.side === 'sell') {
    const st = standingOf(o.goods, { side: 'sell', leaderPower }, o.price);
    if (!st.ok) return none;
    const name = GOODS[o.goods].name;
    return {
      take: c.take ? [line(`a new buyer would offer less for the ${name}`, exactly(st.value.worse), 'traders.t-7')] : [],
      look: [line(`a new buyer would offer more for the ${name}`, exactly(st.value.better), 'traders.t-7-reject')],
    };
  }
  const np = newPatron({ leaderPower, money: s.firstPurchaseMade ? s.money : null, offer: { goods: o.goods, price: o.price } });
  if (!np.ok) return none;
  return {
    take: c.take ? [line("this lot promises more profit than a new Patron's (new goods, new price), or the new one is beyond the crew's money", exactly(np.value.worse), 'traders.t-3')] : [],
    look: [
      ...(s.firstPurchaseMade ? [line("a new Patron's lot (new goods, new price) is one the crew can afford", exactly(np.value.affordable), 'traders.t-3-b')] : []),
      ...(c.take ? [line("a new Patron's lot (new goods, new price) is affordable and promises more profit than this one", exactly(np.value.better), 'traders.t-3')] : []),
    ],
  };
}

function offerLines(s: GameState): OddsLine[] {
  const c = offerChoices(s);
  if (!c.look) return [];
  const cmp = offerComparison(s);
  return [...cmp.take, ...cmp.look, ...searchLines(s)];
}

/** The odds for the decision (or entry) the game waits for now; empty once the game is over. */
export function decisionOdds(s: GameState): TradersResult<DecisionOdds> {
  if (s.status !== 'playing') return ok({ lines: [] });
  switch (s.at.kind) {
    case 'defend':
    case 'retaliate':
      return ok({ lines: fightLines(s) });
    case 'offer':
      return ok({ lines: offerLines(s) });
    case 'port':
    case 'layover':
    case 'enemy-draw':
    case 'shot':
      return ok({ lines: battleLines(s) });
    case 'draw':
      return ok({ lines: searchLines(s) });
    default:
      return ok({ lines: [] });
  }
}
