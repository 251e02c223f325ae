/** The three decks as data (the book's deck lists, rebuilt). */
import type { TradersRuleId } from '../rules/index.ts';

/** The four officers, highest rank first. */
export const RANKS = ['captain', 'first', 'second', 'third'] as const;
export type Rank = (typeof RANKS)[number];

export interface OfficerCard {
  rank: Rank;
  name: string;
  /** The listed power (a replacement may differ by one). */
  power: number;
  /** 1 is the highest rank. */
  order: number;
  role: string;
}

export const OFFICERS: Readonly<Record<Rank, OfficerCard>> = {
  captain: { rank: 'captain', name: 'Captain', power: 3, order: 1, role: 'Leads the crew and can fly the ship.' },
  first: { rank: 'first', name: '1st Officer', power: 2, order: 2, role: 'Can fly the ship; while he is active the Beowulf fires first.' },
  second: { rank: 'second', name: '2nd Officer', power: 1, order: 3, role: 'The engineer: repairs the ship during a battle.' },
  third: { rank: 'third', name: '3rd Officer', power: 0, order: 4, role: 'The physician: gives first aid to the wounded.' },
};

export const BEOWULF = { name: 'Free Trader Beowulf', power: 2 } as const;

/** The number of hits that destroys a ship. */
export const HITS_TO_DESTROY = 3;

/** An officer's actual power: the listed one (0 to 3), or one off it for a replacement (t-3-d-iii). */
export const OFFICER_POWER = /* @__PURE__ */ (() => {
  const listed = RANKS.map((r) => OFFICERS[r].power);
  return { min: Math.min(...listed) - 1, max: Math.max(...listed) + 1 } as const;
})();

export const rankName = (rank: Rank): string => OFFICERS[rank].name;
export const rankOrder = (rank: Rank): number => OFFICERS[rank].order;
export const isRank = (value: unknown): value is Rank => typeof value === 'string' && (RANKS as readonly string[]).includes(value);

export const ENCOUNTER_KEYS = ['patron', 'thug', 'hunter', 'vagyr', 'soldier', 'mercenary', 'marine', 'zodani'] as const;
export type EncounterKey = (typeof ENCOUNTER_KEYS)[number];
export type VillainKey = Exclude<EncounterKey, 'patron'>;

export interface EncounterCard {
  key: EncounterKey;
  name: string;
  /** null for the Patron, who never fights. */
  power: number | null;
  copies: number;
}

export const ENCOUNTER_CARDS: Readonly<Record<EncounterKey, EncounterCard>> = {
  patron: { key: 'patron', name: 'Patron', power: null, copies: 4 },
  thug: { key: 'thug', name: 'Street Thug', power: 1, copies: 4 },
  hunter: { key: 'hunter', name: 'Bounty Hunter', power: 2, copies: 4 },
  vagyr: { key: 'vagyr', name: 'Vagyr', power: 2, copies: 4 },
  soldier: { key: 'soldier', name: 'Imperial Soldier', power: 3, copies: 2 },
  mercenary: { key: 'mercenary', name: 'Mercenary', power: 3, copies: 2 },
  marine: { key: 'marine', name: 'Imperial Marine', power: 4, copies: 1 },
  zodani: { key: 'zodani', name: 'Zodani Invader', power: 4, copies: 1 },
};

export const VILLAIN_KEYS = /* @__PURE__ */ ENCOUNTER_KEYS.filter((k): k is VillainKey => k !== 'patron');
export const isEncounterKey = (value: unknown): value is EncounterKey => typeof value === 'string' && (ENCOUNTER_KEYS as readonly string[]).includes(value);
export const isVillainKey = (value: unknown): value is VillainKey => isEncounterKey(value) && value !== 'patron';
export const villainPower = (key: VillainKey): number => ENCOUNTER_CARDS[key].power ?? 0;

export const STARSHIP_KEYS = ['cutter', 'scout', 'pirate-trader', 'pirate-merchant', 'navy', 'vagyr-cruiser', 'zodani-cruiser', 'merc-cruiser'] as const;
export type StarshipKey = (typeof STARSHIP_KEYS)[number];

export interface StarshipCard {
  key: StarshipKey;
  name: string;
  power: number;
  copies: number;
}

export const STARSHIP_CARDS: Readonly<Record<StarshipKey, StarshipCard>> = {
  cutter: { key: 'cutter', name: 'System Customs Cutter', power: 0, copies: 4 },
  scout: { key: 'scout', name: 'Bounty Hunter Scoutship', power: 0, copies: 4 },
  'pirate-trader': { key: 'pirate-trader', name: 'Free Trader (Pirates)', power: 1, copies: 4 },
  'pirate-merchant': { key: 'pirate-merchant', name: 'Subsidized Merchant (Pirates)', power: 2, copies: 4 },
  navy: { key: 'navy', name: 'Imperial Navy Patrol Cruiser', power: 3, copies: 1 },
  'vagyr-cruiser': { key: 'vagyr-cruiser', name: 'Vagyr Space Pirate Cruiser', power: 3, copies: 1 },
  'zodani-cruiser': { key: 'zodani-cruiser', name: 'Zodani Invaders Cruiser', power: 3, copies: 1 },
  'merc-cruiser': { key: 'merc-cruiser', name: 'Mercenary Cruiser', power: 4, copies: 1 },
};

export const isStarshipKey = (value: unknown): value is StarshipKey => typeof value === 'string' && (STARSHIP_KEYS as readonly string[]).includes(value);

/** Every card of a deck list, copies spelled out, in list order. */
export function fullDeck<K extends string>(cards: Readonly<Record<K, { copies: number }>>, keys: readonly K[]): K[] {
  return keys.flatMap((k) => Array.from({ length: cards[k].copies }, () => k));
}

export const ENCOUNTER_DECK_SIZE = 22;
export const STARSHIP_DECK_SIZE = 20;

export const DECK_RULES: Readonly<Record<'trader' | 'encounter' | 'starship', TradersRuleId>> = {
  trader: 'traders.t-0-deck-trader',
  encounter: 'traders.t-0-deck-encounter',
  starship: 'traders.t-0-deck-starship',
};
