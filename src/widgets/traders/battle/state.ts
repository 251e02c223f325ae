/**
 * The space-battle calculator's state (what the link holds): the enemy (a
 * card, or not drawn yet), the crew that matters in space (the 1st Officer
 * decides who fires first, the 2nd Officer mends hits), the damage each ship
 * carries, and, for a fight under way, whose shot is next and the misses in
 * a row so far. Pure; no DOM. A link's reader is `link.ts`.
 */
import { BATTLE_FIELDS, choice, closed, flag, read } from '../../../engine/traders/input/index.ts';
import { STARSHIP_CARDS, STARSHIP_KEYS, type StarshipKey } from '../../../engine/traders/tables/index.ts';
import type { Example } from '../../kit/Presets.tsx';
import { parsedOf } from '../shared/parsed.ts';
import type { Parsed } from '../../kit/numbers.ts';

export type EnemyChoice = 'deck' | StarshipKey;

export interface BattleQuestion {
  enemy: EnemyChoice;
  /** The 1st Officer is active: the Beowulf fires first (at the start of a battle). */
  first: boolean;
  /** The 2nd Officer is active: the Beowulf mends a hit after two enemy misses in a row. */
  second: boolean;
  beowulfHits: number;
  /** A battle already under way (the enemy known): the fields below count. */
  underWay: boolean;
  enemyHits: number;
  next: 'beowulf' | 'enemy';
  /** Beowulf shots in a row that missed (the enemy mends at 3). */
  beowulfMisses: number;
  /** Enemy shots in a row that missed (the Beowulf mends at 2 with its engineer). */
  enemyMisses: number;
}

export interface BattleToolState extends BattleQuestion {
  exact: boolean;
}

export const INITIAL: BattleToolState = {
  enemy: 'deck',
  first: true,
  second: true,
  beowulfHits: 0,
  underWay: false,
  enemyHits: 0,
  next: 'beowulf',
  beowulfMisses: 0,
  enemyMisses: 0,
  exact: false,
};

export const ENEMY_OPTIONS: readonly { value: EnemyChoice; label: string }[] = [
  { value: 'deck', label: 'Not drawn yet: any of the 20 cards' },
  ...STARSHIP_KEYS.map((k) => ({ value: k, label: `${STARSHIP_CARDS[k].name} (power ${STARSHIP_CARDS[k].power}, ${STARSHIP_CARDS[k].copies} of 20)` })),
];

const at = (patch: Partial<BattleToolState>): BattleToolState => ({ ...INITIAL, ...patch });

export const EXAMPLES: readonly Example<BattleToolState>[] = [
  { id: 'fresh', label: 'A fresh battle, full crew', source: 'Our example: an undamaged Beowulf, every officer active, the enemy not yet drawn from the Starship deck.', state: INITIAL },
  { id: 'no-first', label: 'No 1st Officer: the enemy fires first', source: 'Our example: without the 1st Officer the Beowulf loses the first shot.', state: at({ first: false }) },
  { id: 'damaged', label: 'Two hits already, no engineer, against a cruiser', source: 'Our example: one more hit destroys the Beowulf, and no 2nd Officer mends hits.', state: at({ enemy: 'merc-cruiser', second: false, beowulfHits: 2 }) },
  {
    id: 'under-way',
    label: 'Mid-fight: the pirate has two hits and the Beowulf missed twice',
    source: 'Our example of a fight under way: the Beowulf, carrying one hit, fires next at a pirate one hit from destruction.',
    state: at({ enemy: 'pirate-merchant', underWay: true, enemyHits: 2, beowulfMisses: 2, next: 'beowulf', beowulfHits: 1 }),
  },
];

/** The question the engine is asked: the state without the display switch, and with the fields that do not count set to rest. */
export function questionOf(s: BattleToolState): BattleQuestion {
  const underWay = s.underWay && s.enemy !== 'deck';
  return {
    enemy: s.enemy,
    first: s.first,
    second: s.second,
    beowulfHits: s.beowulfHits,
    underWay,
    enemyHits: underWay ? s.enemyHits : 0,
    next: underWay ? s.next : 'beowulf',
    beowulfMisses: underWay ? s.beowulfMisses : 0,
    enemyMisses: underWay ? s.enemyMisses : 0,
  };
}

/** A link's battle, read field by field with the engine's battle readers (one limit for the engine and the link). */
const readBattleState = closed(
  'A space battle',
  {
    enemy: choice('The enemy', ['deck', ...STARSHIP_KEYS] as const, 'traders.t-0-deck-starship'),
    first: BATTLE_FIELDS.firstActive,
    second: BATTLE_FIELDS.secondActive,
    beowulfHits: BATTLE_FIELDS.beowulfHits,
    underWay: flag('Whether the battle is under way', 'traders.t-4-d'),
    enemyHits: BATTLE_FIELDS.enemyHits,
    next: BATTLE_FIELDS.next,
    beowulfMisses: BATTLE_FIELDS.beowulfMisses,
    enemyMisses: BATTLE_FIELDS.enemyMisses,
    exact: flag('The exact-fractions switch', 'traders.t-4-d'),
  },
  'traders.t-4',
);

export function parseBattleState(raw: unknown): Parsed<BattleToolState> {
  return parsedOf(read(readBattleState, raw));
}
