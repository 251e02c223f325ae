/**
 * The space battle worked out by the engine: from the first shot
 * (`battleOdds`, the engine deciding who fires first), from any point of a
 * fight (`battleOddsFrom`), or before the enemy is drawn (`deckBattleOdds`,
 * every card of the Starship deck weighted). The deck-weighted chain takes
 * tens of milliseconds, so this runs in a worker. Text out. Pure.
 */
import { toDecimal, type Fraction } from '../../../engine/core/dice/index.ts';
import { battleOdds, battleOddsFrom, deckBattleOdds, expectedHitsIfWon, type BattleOdds } from '../../../engine/traders/odds/index.ts';
import type { TraceStep } from '../../../engine/core/result.ts';
import type { TradersResult } from '../../../engine/traders/rules/index.ts';
import { STARSHIP_CARDS } from '../../../engine/traders/tables/index.ts';
import { chanceText, type ChanceText } from '../../kit/chance.ts';
import type { Unchecked } from '../../kit/form.ts';
import type { BattleQuestion } from './state.ts';

export interface BattleAnswerOk {
  ok: true;
  enemy: string;
  win: ChanceText;
  lose: ChanceText;
  /** P(win carrying 0, 1, 2 hits). */
  winWithHits: [ChanceText, ChanceText, ChanceText];
  /** P(win carrying 1 or 2 hits). */
  winHurt: ChanceText;
  /** Hits the Beowulf is expected to carry out of a battle it wins. */
  hitsIfWon: string;
  expectedShots: string;
  /** Before the enemy is drawn: each printed power, its share of the deck, and the battle against it. */
  byPower: { power: number; cards: string; share: ChanceText; win: ChanceText }[] | null;
  trace: TraceStep[];
}

export type BattleAnswer = BattleAnswerOk | Unchecked;

/** Every field is a choice the controls offer, so a refusal (a link's state the engine will not take) names no field to fix. */
const text = (r: Extract<TradersResult<unknown>, { ok: false }>): BattleAnswer => ({ ok: false, fields: {}, general: r });

function answer(enemy: string, o: Pick<BattleOdds, 'win' | 'lose' | 'winWithHits'> & { expectedShots: Fraction }, trace: TraceStep[], byPower: BattleAnswerOk['byPower']): BattleAnswerOk {
  return {
    ok: true,
    enemy,
    win: chanceText(o.win),
    lose: chanceText(o.lose),
    winWithHits: o.winWithHits.map((f) => chanceText(f)) as BattleAnswerOk['winWithHits'],
    winHurt: chanceText(o.winWithHits[1].add(o.winWithHits[2])),
    hitsIfWon: toDecimal(expectedHitsIfWon(o), 2),
    expectedShots: toDecimal(o.expectedShots, 1),
    byPower,
    trace,
  };
}

export function computeBattle(q: BattleQuestion): BattleAnswer {
  const crew = { firstActive: q.first, secondActive: q.second, beowulfHits: q.beowulfHits };
  if (q.enemy === 'deck') {
    const r = deckBattleOdds(crew);
    if (!r.ok) return text(r);
    const byPower = r.value.byPower.map((p) => ({
      power: p.power,
      cards: p.cards.map((k) => STARSHIP_CARDS[k].name).join(', '),
      share: chanceText(p.chance),
      win: chanceText(p.odds.win),
    }));
    return answer('an enemy not yet drawn', r.value, r.trace, byPower);
  }
  const card = STARSHIP_CARDS[q.enemy];
  if (!q.underWay) {
    const r = battleOdds(card.power, crew);
    return r.ok ? answer(`the ${card.name}`, r.value, r.trace, null) : text(r);
  }
  const r = battleOddsFrom({
    enemyPower: card.power,
    enemyHits: q.enemyHits,
    beowulfHits: q.beowulfHits,
    secondActive: q.second,
    beowulfMisses: q.beowulfMisses,
    enemyMisses: q.enemyMisses,
    next: q.next,
  });
  return r.ok ? answer(`the ${card.name}`, r.value, r.trace, null) : text(r);
}
