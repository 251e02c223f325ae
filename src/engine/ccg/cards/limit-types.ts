/**
 * What the limits in play are about: the cards that take part (a flat list,
 * attached cards naming their foundation with `attachedTo`), the kinds of
 * limit, and what a check reports.
 */
import type { RuleId } from '../rules.ts';
import { ICONS } from './icons.ts';

export const LIMIT_CARD_TYPES = ['ship', 'crew', 'gear', 'upgrade', 'connection', 'contract', 'complication'] as const;
export type LimitCardType = (typeof LIMIT_CARD_TYPES)[number];

const subtypesOf = (group: string): string[] => ICONS.filter((i) => i.group === group).map((i) => i.id);
// Marked pure, so that code importing the cards' public face without these does not keep the icon catalogue.
export const GEAR_SUBTYPES = /* @__PURE__ */ subtypesOf('gear-subtypes') as readonly string[];
export const UPGRADE_SUBTYPES = ['computer', 'hardpoint', 'hull', 'internal'] as const;
export type UpgradeSubtype = (typeof UPGRADE_SUBTYPES)[number];
export const CONNECTION_SUBTYPES = /* @__PURE__ */ subtypesOf('connection-subtypes') as readonly string[];

/** The slots bar of a ship: crew slots and upgrade slots by subtype. */
export interface ShipSlots {
  crew: number;
  computer: number;
  hardpoint: number;
  hull: number;
  internal: number;
}

export interface LimitCard {
  /** Unique in the state. */
  id: string;
  name: string;
  type: LimitCardType;
  /** Captain id of the card's controller. */
  controller: string;
  /** Gear: alteration, armor, gadget, vehicle, weapon. Upgrade: computer, hardpoint, hull, internal. Connection: ally, locale, organization. */
  subtype?: string;
  /** Keyword names or slugs as printed ('Trifling', 'hindrance', 'Restricted (2)'); unknown names are refused. */
  keywords?: string[];
  /** Id of the foundation card: a crew for gear, a ship for an upgrade, a contract for a complication. */
  attachedTo?: string;
  /** Ship: its tonnage rating. Upgrade: its tonnage requirement (none when absent). */
  tonnage?: number;
  /** Ship only: the slots bar. */
  slots?: ShipSlots;
  /** Contract only: its complication slots. */
  complicationSlots?: number;
  /** Contract only: its Victory Points (used by the solo complication placement). */
  vp?: number;
}

export interface LimitsState {
  cards: LimitCard[];
  /** Solo challenge: contracts have unlimited complication slots. */
  unlimitedComplicationSlots?: boolean;
}

export type LimitKind =
  | 'crew-slots'
  | 'crew-name'
  | 'connection-subtype'
  | 'gear-subtype'
  | 'upgrade-slots'
  | 'tonnage'
  | 'complication-slots';

/** One limit that is exceeded, and what may be removed to fix it. */
export interface LimitExcess {
  kind: LimitKind;
  /** The captain who chooses what goes. */
  captain: string;
  /** Whose limit: the captain id (crew, names, connections), or the crew, ship or contract card id. */
  holder: string;
  /** The subtype or crew name the limit counts, when it counts one. */
  subtype?: string;
  name?: string;
  /** How many may stay, and how many there are (for tonnage: 0 of the 1 upgrade too heavy for the ship). */
  allowed: number;
  count: number;
  /** How many cards must go: count - allowed. */
  remove: number;
  /** Cards the captain may choose from (Trifling cards never help, so are not listed, except for names). */
  candidates: string[];
  /** Jettison for cards in play; discard for complications. */
  action: 'jettison' | 'discard';
  rule: RuleId;
  text: string;
}

export interface EntryCheck {
  /** The state with the card in play. */
  state: LimitsState;
  /** Limits the new card takes part in that are now exceeded; empty when it fits. */
  excesses: LimitExcess[];
}

export interface JettisonResult {
  /** The chosen cards and every card attached to them, which leave with their foundation. */
  removed: string[];
  state: LimitsState;
}

export interface MoveCheck {
  state: LimitsState;
  excesses: LimitExcess[];
}
