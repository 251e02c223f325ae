/**
 * Odds beside every decision: for what the game waits for now, the exact
 * chances that matter (an attack wounding, a strike back landing, the coming
 * battle with the actual crew and damage, the villains still ahead of the next
 * Patron from the cards not yet seen, where an offer stands among all rolls).
 * Built from the odds module and the game state; nothing is sampled.
 */
import { Fraction, ZERO } from '../../core/dice/index.ts';
import { aboard, activeRanksOf, fightersOf, leaderOf, type GameState } from '../game/index.ts';
import { deckBattleOdds, makeUp, offerStanding, marketOdds, rollOffOdds, villainsBeforePatron, battleOddsFrom } from '../odds/index.ts';
import { helperChoices, retaliatorFor } from '../planetfall/index.ts';
import { ok, type TradersResult, type TradersRuleId } from '../rules/index.ts';
import { ENCOUNTER_CARDS, rankName, STARSHIP_CARDS, villainPower, type Rank } from '../tables/index.ts';

export interface OddsLine {
  /** What the chance is of, in a few words. */
  label: string;
  chance: Fraction;
  rule: TradersRuleId;
}

export interface DecisionOdds {
  lines: OddsLine[];
}

const power = (s: GameState, r: Rank) => aboard(s, r)?.power ?? 0;
const sumPower = (s: GameState, ranks: readonly Rank[]) => ranks.reduce((n, r) => n + power(s, r), 0);
const names = (ranks: readonly Rank[]) => (ranks.length ? ` with the ${ranks.map(rankName).join(' and the ')}` : ' alone');

function fightLines(s: GameState): OddsLine[] {
  const at = s.at;
  const a = s.encounter?.attackers[s.encounter.next];
  if (!a) return [];
  const villain = a.count * villainPower(a.card);
  if (at.kind === 'defend') {
    return helperChoices(fightersOf(s), at.target, a.count).map((helpers) => ({
      label: `the ${rankName(at.target)} is wounded, defending${names(helpers)}`,
      chance: rollOffOdds(villain - power(s, at.target) - sumPower(s, helpers)).win,
      rule: 'traders.t-2-b' as TradersRuleId,
    }));
  }
  if (at.kind === 'retaliate') {
    const active = activeRanksOf(s);
    const lead = active.includes(at.target) ? at.target : retaliatorFor(active, at.target, s.readings.retaliator);
    if (lead === null) return [];
    if (s.readings.gangRetaliation === 'per-card') {
      const p = rollOffOdds(power(s, lead) - villainPower(a.card)).win;
      return [{ label: `the ${rankName(lead)} beats a single ${ENCOUNTER_CARDS[a.card].name} card`, chance: p, rule: 'traders.A13' }];
    }
    const teams = lead === at.target ? [at.helpers] : helperChoices(fightersOf(s), lead, a.count);
    return teams.map((helpers) => ({
      label: `the ${rankName(lead)}${names(helpers)} dispatches ${a.count > 1 ? 'the gang' : 'the villain'}`,
      chance: rollOffOdds(power(s, lead) + sumPower(s, helpers) - villain).win,
      rule: 'traders.t-2-d' as TradersRuleId,
    }));
  }
  return [];
}

function searchLines(s: GameState): OddsLine[] {
  const deck = s.encounterDeck;
  const r = villainsBeforePatron(makeUp(deck.draw), makeUp(deck.discard));
  if (!r.ok) return [];
  return [
    { label: 'no villain before the next Patron', chance: r.value.chances[0] ?? ZERO, rule: 'traders.t-1' },
    { label: 'three or more villains before the next Patron', chance: r.value.atLeast[3] ?? ZERO, rule: 'traders.t-1' },
  ];
}

function battleLines(s: GameState): OddsLine[] {
  const crew = { firstActive: aboard(s, 'first')?.status === 'active', secondActive: aboard(s, 'second')?.status === 'active', beowulfHits: s.beowulfHits };
  if (s.battle) {
    const b = s.battle;
    const r = battleOddsFrom({
      enemyPower: STARSHIP_CARDS[b.enemy].power,
      enemyHits: b.enemyHits,
      beowulfHits: s.beowulfHits,
      secondActive: crew.secondActive,
      beowulfMisses: Math.min(b.beowulfMisses, 2),
      enemyMisses: Math.min(b.enemyMisses, 1),
      next: b.next,
    });
    return r.ok ? [{ label: 'the Beowulf wins this battle', chance: r.value.win, rule: 'traders.t-4-d-iv' }] : [];
  }
  const r = deckBattleOdds(crew);
  return r.ok ? [{ label: 'the Beowulf wins the coming battle (enemy not yet drawn)', chance: r.value.win, rule: 'traders.t-4-b' }] : [];
}

function offerLines(s: GameState): OddsLine[] {
  const o = s.offer;
  if (!o) return [];
  const q = { side: o.side, leaderPower: leaderOf(s)?.power ?? 0 };
  const standing = offerStanding(o.goods, q, o.price);
  const lines: OddsLine[] = [];
  if (standing.ok) {
    lines.push({ label: 'a fresh roll would give a better price', chance: standing.value.better, rule: o.side === 'buy' ? 'traders.t-3-a' : 'traders.t-7' });
    lines.push({ label: 'a fresh roll would give a worse price', chance: standing.value.worse, rule: o.side === 'buy' ? 'traders.t-3-a' : 'traders.t-7' });
  }
  if (o.side === 'buy' && s.firstPurchaseMade) {
    const m = marketOdds(o.goods, q);
    if (m.ok) lines.push({ label: 'another offer for these goods would be affordable', chance: m.value.price.filter((p) => p.units <= s.money).reduce((acc, p) => acc.add(p.chance), ZERO), rule: 'traders.t-3-b' });
  }
  return [...lines, ...searchLines(s)];
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
      return ok({ lines: battleLines(s) });
    case 'enemy-draw':
    case 'shot':
      return ok({ lines: battleLines(s) });
    case 'draw':
      return ok({ lines: searchLines(s) });
    default:
      return ok({ lines: [] });
  }
}
