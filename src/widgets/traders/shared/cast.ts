/**
 * Everyone who can roll in a Traders contest, from the engine's deck lists:
 * the officers, the villains, the Beowulf and the enemy ships, each with its
 * printed power. Names and powers come from the engine's tables; this file
 * only lists them for the calculators' pickers. Pure; no DOM.
 */
import { BEOWULF, ENCOUNTER_CARDS, OFFICERS, RANKS, STARSHIP_CARDS, STARSHIP_KEYS, VILLAIN_KEYS, villainPower } from '../../../engine/traders/tables/index.ts';

export interface CastMember {
  key: string;
  name: string;
  power: number;
  group: 'Officers' | 'Villains' | 'Ships';
  /** A ship rolls in space battles, the rest at planetfall. */
  ship: boolean;
}

export const CAST: readonly CastMember[] = [
  ...RANKS.map((r) => ({ key: r, name: OFFICERS[r].name, power: OFFICERS[r].power, group: 'Officers' as const, ship: false })),
  ...VILLAIN_KEYS.map((k) => ({ key: k, name: ENCOUNTER_CARDS[k].name, power: villainPower(k), group: 'Villains' as const, ship: false })),
  { key: 'beowulf', name: BEOWULF.name, power: BEOWULF.power, group: 'Ships' as const, ship: true },
  ...STARSHIP_KEYS.map((k) => ({ key: k, name: STARSHIP_CARDS[k].name, power: STARSHIP_CARDS[k].power, group: 'Ships' as const, ship: true })),
];

/** The key of a row with a power typed in by hand. */
export const OTHER = 'other';

export const castMember = (key: string): CastMember | undefined => CAST.find((c) => c.key === key);
export const isCastKey = (key: unknown): key is string => typeof key === 'string' && (key === OTHER || CAST.some((c) => c.key === key));
