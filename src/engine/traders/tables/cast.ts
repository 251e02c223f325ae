/**
 * Everyone who can roll in a Traders contest, from the deck lists: the
 * officers, the villains, the Beowulf and the enemy ships, each with its
 * printed power. A ship rolls in space battles, the rest at planetfall.
 */
import { BEOWULF, ENCOUNTER_CARDS, OFFICERS, RANKS, STARSHIP_CARDS, STARSHIP_KEYS, VILLAIN_KEYS, villainPower } from './cards.ts';

export interface CastMember {
  key: string;
  name: string;
  power: number;
  group: 'Officers' | 'Villains' | 'Ships';
  ship: boolean;
}

export const CAST: readonly CastMember[] = /* @__PURE__ */ (() => [
  ...RANKS.map((r) => ({ key: r, name: OFFICERS[r].name, power: OFFICERS[r].power, group: 'Officers' as const, ship: false })),
  ...VILLAIN_KEYS.map((k) => ({ key: k, name: ENCOUNTER_CARDS[k].name, power: villainPower(k), group: 'Villains' as const, ship: false })),
  { key: 'beowulf', name: BEOWULF.name, power: BEOWULF.power, group: 'Ships' as const, ship: true },
  ...STARSHIP_KEYS.map((k) => ({ key: k, name: STARSHIP_CARDS[k].name, power: STARSHIP_CARDS[k].power, group: 'Ships' as const, ship: true })),
])();

/** The key of a contestant whose power is typed by hand. */
export const OTHER = 'other';

export const castMember = (key: string): CastMember | undefined => CAST.find((c) => c.key === key);

/** What one side of a roll-off may hold: at most 8 powers (four officers, four cards of a gang), each -10 to 10, and at most 4 cards of one name. A table, so a form can state the limits without loading the odds. */
export const ROLL_OFF_LIMITS = { powers: 8, power: 10, count: 4 } as const;
