/**
 * Space battles, exactly, from any point of a fight (t-4-d to t-4-f, A28-A31):
 * shots alternate, each a roll-off of power 2 minus the Beowulf's hits against
 * the enemy's power minus its hits; three hits end it; each side mends a hit
 * after enough misses in a row by the other (the enemy after 3, the Beowulf
 * after 2 and only with an active 2nd Officer).
 *
 * The chain's key is normalised: a counter that can no longer matter is 0 (the
 * enemy's while it is undamaged; the Beowulf's while it is undamaged or has no
 * active engineer), since the only way out of that situation is a hit, which
 * resets the counter anyway. The chain also steps a whole exchange at a time
 * (the Beowulf's shot, then the enemy's unless the first ended it), so it
 * keeps only states where the Beowulf is to fire, plus the start: about 36
 * states instead of 140.
 */
import { solveChain, type ChainMove, Fraction, ONE, ZERO } from '../../core/dice/index.ts';
import { BATTLE_FIELDS, optional, read, shape, whole } from '../input/index.ts';
import { ok, step, type TradersResult, type TradersStep } from '../rules/index.ts';
import { BEOWULF, BEOWULF_REPAIR_AFTER, ENEMY_REPAIR_AFTER, HITS_TO_DESTROY, STARSHIP_CARDS, STARSHIP_DECK_SIZE, STARSHIP_KEYS, type StarshipKey } from '../tables/index.ts';
import { rollOffOdds } from './roll-off.ts';

export type Shooter = 'beowulf' | 'enemy';

/** A battle at any point: who carries which hits, the repair counters, and whose shot is next. */
export interface BattlePosition {
  /** The enemy card's printed power, 0..4. */
  enemyPower: number;
  enemyHits?: number;
  beowulfHits?: number;
  /** The 2nd Officer is active: the Beowulf can mend hits during the fight. */
  secondActive: boolean;
  /** Beowulf shots in a row that missed the enemy (the enemy mends at 3). */
  beowulfMisses?: number;
  /** Enemy shots in a row that missed the Beowulf (the Beowulf mends at 2 with its engineer). */
  enemyMisses?: number;
  /** Whose shot is next; at the start of a battle, the Beowulf's when the 1st Officer is active (t-4-d). */
  next: Shooter;
}

export interface BattleOdds {
  win: Fraction;
  lose: Fraction;
  /** Expected number of shots until one ship is destroyed. */
  expectedShots: Fraction;
  /** P(the Beowulf wins carrying 0, 1, 2 hits): the three add up to `win`. */
  winWithHits: [Fraction, Fraction, Fraction];
  /** States in the chain. */
  states: number;
}

interface State {
  hB: number;
  hO: number;
  sB: number;
  sO: number;
  turn: Shooter;
}

function normalised(s: State, secondActive: boolean): State {
  return { hB: s.hB, hO: s.hO, turn: s.turn, sO: s.hO === 0 ? 0 : s.sO, sB: s.hB === 0 || !secondActive ? 0 : s.sB };
}

const cache = new Map<string, BattleOdds>();

/** Forget solved battles (to time the solver cold). */
export function clearBattleCache(): void {
  cache.clear();
}

/** The hits the Beowulf is expected to carry out of a battle it wins (0 when it cannot win). */
export function expectedHitsIfWon(odds: Pick<BattleOdds, 'win' | 'winWithHits'>): Fraction {
  if (odds.win.equals(0)) return ZERO;
  return odds.winWithHits[1].add(odds.winWithHits[2].mul(2)).div(odds.win);
}

/** One shot from `s`: each result with its chance, a state (the other side to shoot) or the end of the battle. */
function shot(p: number, second: boolean, s: State): { chance: Fraction; to: State | 'win' | 'lose' }[] {
  const out: { chance: Fraction; to: State | 'win' | 'lose' }[] = [];
  if (s.turn === 'beowulf') {
    const hit = rollOffOdds(BEOWULF.power - s.hB - (p - s.hO)).win;
    const miss = ONE.sub(hit);
    if (!hit.equals(0)) out.push({ chance: hit, to: s.hO + 1 >= HITS_TO_DESTROY ? 'win' : normalised({ ...s, hO: s.hO + 1, sO: 0, turn: 'enemy' }, second) });
    if (!miss.equals(0)) {
      let { hO, sO } = s;
      sO += 1;
      if (sO >= ENEMY_REPAIR_AFTER && hO > 0) [hO, sO] = [hO - 1, 0];
      out.push({ chance: miss, to: normalised({ ...s, hO, sO, turn: 'enemy' }, second) });
    }
  } else {
    const hit = rollOffOdds(p - s.hO - (BEOWULF.power - s.hB)).win;
    const miss = ONE.sub(hit);
    if (!hit.equals(0)) out.push({ chance: hit, to: s.hB + 1 >= HITS_TO_DESTROY ? 'lose' : normalised({ ...s, hB: s.hB + 1, sB: 0, turn: 'beowulf' }, second) });
    if (!miss.equals(0)) {
      let { hB, sB } = s;
      sB += 1;
      if (sB >= BEOWULF_REPAIR_AFTER && second && hB > 0) [hB, sB] = [hB - 1, 0];
      out.push({ chance: miss, to: normalised({ ...s, hB, sB, turn: 'beowulf' }, second) });
    }
  }
  return out;
}

function solve(p: number, second: boolean, start: State): BattleOdds {
  const key = (s: State) => `${s.hB}${s.hO}${s.sB}${s.sO}${s.turn === 'beowulf' ? 'b' : 'e'}`;
  const cacheKey = `${p}|${second ? 1 : 0}|${key(start)}`;
  const known = cache.get(cacheKey);
  if (known) return known;
  type Outcome = 'win-0' | 'win-1' | 'win-2' | 'lose';
  const end = (to: 'win' | 'lose', hB: number, shots: number, chance: Fraction): ChainMove<State, Outcome> =>
    to === 'win' ? { chance, outcome: `win-${hB}` as Outcome, counts: { shots } } : { chance, outcome: 'lose', counts: { shots } };
  const moves = (s: State): ChainMove<State, Outcome>[] => {
    const out: ChainMove<State, Outcome>[] = [];
    for (const first of shot(p, second, s)) {
      if (first.to === 'win' || first.to === 'lose') out.push(end(first.to, s.hB, 1, first.chance));
      else if (s.turn === 'enemy') out.push({ chance: first.chance, to: first.to, counts: { shots: 1 } });
      else {
        for (const reply of shot(p, second, first.to)) {
          const chance = first.chance.mul(reply.chance);
          if (reply.to === 'win' || reply.to === 'lose') out.push(end(reply.to, first.to.hB, 2, chance));
          else out.push({ chance, to: reply.to, counts: { shots: 2 } });
        }
      }
    }
    return out;
  };
  const solution = solveChain<State, Outcome>({ start, key, moves, counted: ['shots'], maxStates: 100 });
  const winWithHits = ([0, 1, 2] as const).map((h) => solution.outcomes.get(`win-${h}`) ?? ZERO) as [Fraction, Fraction, Fraction];
  const lose = solution.outcomes.get('lose') ?? ZERO;
  const result: BattleOdds = {
    win: ONE.sub(lose),
    winWithHits,
    lose,
    expectedShots: solution.expected.get('shots') ?? ZERO,
    states: solution.states,
  };
  cache.set(cacheKey, result);
  return result;
}

/** The enemy in words: one card's power and damage, or the Starship deck's mix before a card is drawn. */
type EnemyInTrace = { power: number; hits: number } | 'deck';

function battleTrace(enemy: EnemyInTrace, hB: number, second: boolean, next: Shooter): TradersStep[] {
  const beowulf = `Beowulf at power ${BEOWULF.power - hB} (${hB} hit(s))`;
  return [
    enemy === 'deck'
      ? next === 'beowulf'
        ? step(`${beowulf} against whichever enemy is drawn; its 1st Officer being active, the Beowulf fires first.`, 'traders.t-4-d')
        : step(`${beowulf} against whichever enemy is drawn; with no active 1st Officer, the enemy fires first.`, 'traders.t-4-d-iii')
      : step(`${beowulf} against an enemy at power ${enemy.power - enemy.hits} (${enemy.hits} hit(s)); the ${next === 'beowulf' ? 'Beowulf' : 'enemy'} fires next.`, 'traders.t-4-d'),
    step('Shots alternate, one roll-off each; only the shooter can score.', 'traders.A28'),
    second
      ? step('With its 2nd Officer active the Beowulf mends a hit after two enemy misses in a row.', 'traders.t-4-f')
      : step('Without an active 2nd Officer the Beowulf mends nothing during the fight.', 'traders.t-4-f-i'),
    step('The enemy mends a hit after three Beowulf misses in a row; counters reset on a hit and after a repair.', 'traders.A30'),
  ];
}


const F = BATTLE_FIELDS;
const enemyPower = whole("The enemy's printed power", 0, Math.max(...STARSHIP_KEYS.map((k) => STARSHIP_CARDS[k].power)), 'traders.t-0-deck-starship');

const readPosition = shape(
  'A battle position',
  {
    enemyPower,
    enemyHits: optional(F.enemyHits, 0),
    beowulfHits: optional(F.beowulfHits, 0),
    beowulfMisses: optional(F.beowulfMisses, 0),
    enemyMisses: optional(F.enemyMisses, 0),
    next: F.next,
    secondActive: F.secondActive,
  },
  'traders.t-4-d',
);

/** A battle position as read: every count given. */
export type BattleAt = Required<BattlePosition>;

/** The odds of a battle from a position already read. */
export function battleAt(pos: BattleAt): TradersResult<BattleOdds> {
  const start = normalised({ hB: pos.beowulfHits, hO: pos.enemyHits, sB: pos.enemyMisses, sO: pos.beowulfMisses, turn: pos.next }, pos.secondActive);
  return ok(solve(pos.enemyPower, pos.secondActive, start), battleTrace({ power: pos.enemyPower, hits: pos.enemyHits }, pos.beowulfHits, pos.secondActive, pos.next));
}

/** The exact odds of a battle from any point of it. */
export function battleOddsFrom(position: BattlePosition | unknown): TradersResult<BattleOdds> {
  const r = read(readPosition, position);
  return r.ok ? battleAt(r.value) : r;
}

export interface CrewForBattle {
  firstActive: boolean;
  secondActive: boolean;
  beowulfHits?: number;
}

/** The crew that matters in space: who fires first, who mends, and the damage carried in. */
export const readCrewForBattle = shape('The crew', { firstActive: F.firstActive, secondActive: F.secondActive, beowulfHits: optional(F.beowulfHits, 0) }, 'traders.t-4-d');
export type BattleCrew = Required<CrewForBattle>;

/** A fresh battle against an enemy of printed power `enemyPower`, the crew already read. */
export function freshBattle(enemyPower: number, crew: BattleCrew): TradersResult<BattleOdds> {
  const r = battleAt({ enemyPower, enemyHits: 0, beowulfHits: crew.beowulfHits, beowulfMisses: 0, enemyMisses: 0, secondActive: crew.secondActive, next: crew.firstActive ? 'beowulf' : 'enemy' });
  if (!r.ok) return r;
  return ok(r.value, [crew.firstActive ? step('The 1st Officer is active: the Beowulf fires first.', 'traders.t-4-d') : step('No active 1st Officer: the enemy fires first.', 'traders.t-4-d-iii'), ...r.trace]);
}

/** A fresh battle against an enemy of printed power `enemyPower`: the Beowulf fires first while its 1st Officer is active. */
export function battleOdds(power: number | unknown, crew: CrewForBattle | unknown): TradersResult<BattleOdds> {
  const c = read(readCrewForBattle, crew, 'crew');
  if (!c.ok) return c;
  const p = enemyPower(power, 'enemyPower');
  return p.ok ? freshBattle(p.value, c.value) : p;
}

export interface DeckBattleOdds {
  win: Fraction;
  lose: Fraction;
  expectedShots: Fraction;
  /** P(the Beowulf wins carrying 0, 1, 2 hits) over the deck: each power's, weighted by its share of the cards. */
  winWithHits: [Fraction, Fraction, Fraction];
  /** Each printed power on the Starship deck, its cards, its chance of being drawn, and the battle odds against it. */
  byPower: { power: number; cards: StarshipKey[]; chance: Fraction; odds: BattleOdds }[];
}

/** The coming battle before the enemy is drawn, the crew already read: every Starship card equally likely (t-4-b). */
export function deckBattle(crew: BattleCrew): TradersResult<DeckBattleOdds> {
  const powers = [...new Set(STARSHIP_KEYS.map((k) => STARSHIP_CARDS[k].power))].sort((a, b) => a - b);
  const byPower: DeckBattleOdds['byPower'] = [];
  for (const power of powers) {
    const r = freshBattle(power, crew);
    if (!r.ok) return r;
    const cards = STARSHIP_KEYS.filter((k) => STARSHIP_CARDS[k].power === power);
    const copies = cards.reduce((n, k) => n + STARSHIP_CARDS[k].copies, 0);
    byPower.push({ power, cards, chance: new Fraction(copies, STARSHIP_DECK_SIZE), odds: r.value });
  }
  const sum = (f: (o: BattleOdds) => Fraction) => byPower.reduce((acc, x) => acc.add(x.chance.mul(f(x.odds))), ZERO);
  const win = sum((o) => o.win);
  const winWithHits = [0, 1, 2].map((h) => sum((o) => o.winWithHits[h]!)) as DeckBattleOdds['winWithHits'];
  const mix = byPower.map((p) => `power ${p.power} (${p.chance.mul(STARSHIP_DECK_SIZE).toFraction()} of ${STARSHIP_DECK_SIZE})`).join(', ');
  return ok({ win, lose: ONE.sub(win), expectedShots: sum((o) => o.expectedShots), winWithHits, byPower }, [
    step('The Starship deck is shuffled before the battle, so each of the 20 cards is equally likely.', 'traders.t-4-b'),
    step(`The chance is the deck's weighted mix: a battle against each printed power, weighted by its cards: ${mix}.`, 'traders.t-0-deck-starship'),
    ...battleTrace('deck', crew.beowulfHits, crew.secondActive, crew.firstActive ? 'beowulf' : 'enemy'),
  ]);
}

/** The coming battle before the enemy is drawn: every Starship card equally likely (t-4-b). */
export function deckBattleOdds(crew: CrewForBattle | unknown): TradersResult<DeckBattleOdds> {
  const r = read(readCrewForBattle, crew, 'crew');
  return r.ok ? deckBattle(r.value) : r;
}
