/**
 * The space-battle calculator's state (what the link holds): the enemy (a
 * card, or not drawn yet), the crew that matters in space (the 1st Officer
 * decides who fires first, the 2nd Officer mends hits), the damage each ship
 * carries, and, for a fight under way, whose shot is next and the misses in
 * a row so far. Pure; no DOM. A link's reader is `link.ts`.
 */
import { isRecord, isWhole } from '../../../engine/core/validate.ts';
import { isStarshipKey, STARSHIP_CARDS, STARSHIP_KEYS, type StarshipKey } from '../../../engine/traders/tables/index.ts';
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

export const PRESETS: readonly { id: string; label: string; state: Omit<BattleToolState, 'exact'> }[] = [
  { id: 'fresh', label: 'A fresh battle, full crew', state: { ...INITIAL } },
  { id: 'no-first', label: 'No 1st Officer: the enemy fires first', state: { ...INITIAL, first: false } },
  { id: 'damaged', label: 'Two hits already, no engineer, against a cruiser', state: { ...INITIAL, enemy: 'merc-cruiser', second: false, beowulfHits: 2 } },
  {
    id: 'under-way',
    label: 'Mid-fight: the pirate has two hits and the Beowulf missed twice',
    state: { ...INITIAL, enemy: 'pirate-merchant', underWay: true, enemyHits: 2, beowulfMisses: 2, next: 'beowulf', beowulfHits: 1 },
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

const KEYS = ['enemy', 'first', 'second', 'beowulfHits', 'underWay', 'enemyHits', 'next', 'beowulfMisses', 'enemyMisses', 'exact'];

export function parseBattleState(raw: unknown): Parsed<BattleToolState> {
  if (!isRecord(raw) || Object.keys(raw).some((k) => !KEYS.includes(k))) return { ok: false, error: 'it does not hold a space battle.' };
  if (raw.enemy !== 'deck' && !isStarshipKey(raw.enemy)) return { ok: false, error: 'it names an enemy ship that is not in the Starship deck.' };
  for (const k of ['first', 'second', 'underWay', 'exact'] as const) if (typeof raw[k] !== 'boolean') return { ok: false, error: `its "${k}" switch is damaged.` };
  if (!isWhole(raw.beowulfHits, 0, 2) || !isWhole(raw.enemyHits, 0, 2)) return { ok: false, error: 'a ship still fighting carries 0, 1 or 2 hits.' };
  if (!isWhole(raw.beowulfMisses, 0, 2)) return { ok: false, error: 'the Beowulf misses in a row are 0, 1 or 2 (the enemy mends at three).' };
  if (!isWhole(raw.enemyMisses, 0, 1)) return { ok: false, error: 'the enemy misses in a row are 0 or 1 (the Beowulf mends at two).' };
  if (raw.next !== 'beowulf' && raw.next !== 'enemy') return { ok: false, error: 'the next shot is the Beowulf’s or the enemy’s.' };
  return {
    ok: true,
    value: {
      enemy: raw.enemy as EnemyChoice,
      first: raw.first as boolean,
      second: raw.second as boolean,
      beowulfHits: raw.beowulfHits,
      underWay: raw.underWay as boolean,
      enemyHits: raw.enemyHits,
      next: raw.next,
      beowulfMisses: raw.beowulfMisses,
      enemyMisses: raw.enemyMisses,
      exact: raw.exact as boolean,
    },
  };
}

