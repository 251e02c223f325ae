/**
 * The space combat resolver's state: the battle's setup as typed (the
 * combat system, the range, each ship's fifteen ratings, Initiative card and
 * damage so far) and the results entered since, one short move each. The
 * battle itself is never stored: the engine replays the moves, so a link can
 * only reopen a battle the rules allow. `link.ts` reads a state back.
 * Pure; no DOM.
 */
import type { ReadingKey } from '../../../engine/ascension/index.ts';
import type { ShipRating } from '../../../engine/ascension/space/index.ts';
import type { Changed } from '../shared/readings.ts';

export type Side = 'attacker' | 'defender';

/** The fifteen ratings of a ship card, in the card's order (T18). */
export const RATINGS: readonly ShipRating[] = ['sensors', 'size', 'missiles', 'salvos', 'ecm', 'missileSize', 'spinal', 'beams', 'pointDefense', 'shields', 'missileToHit', 'agility', 'jump', 'stealth', 'hull'];

export const RATING_NAMES: Readonly<Record<ShipRating, string>> = {
  sensors: 'Sensors',
  size: 'Ship Size',
  missiles: 'Missiles',
  salvos: 'Salvos',
  ecm: 'ECM',
  missileSize: 'Missile Size',
  spinal: 'Spinal',
  beams: 'Beams',
  pointDefense: 'Point Defense',
  shields: 'Shields',
  missileToHit: 'Missile to Hit',
  agility: 'Agility',
  jump: 'Jump',
  stealth: 'Stealth',
  hull: 'Hull',
};

export interface ShipForm {
  id: string;
  side: Side;
  initiative: string;
  damage: string;
  disabled: boolean;
  r: Record<ShipRating, string>;
}

/**
 * A result entered, written short, ships by their place in the list:
 * ['S', ship, target|-1, spotted 0/1] Sensors · ['M', ship, target|-1] Missiles ·
 * ['P'|'B', ship, target|-1, damage] spinal or beams · ['D', ship, kills…] Point Defense ·
 * ['I', ship, damage] impact · ['C', ship, 0/1] Disabled check ·
 * ['R', 'a'|'d'|'n', 'c'|'f'] Range roll · ['W', 'a'|'d'] withdrawal · ['T', ship, 1|0|-1] Stealth.
 */
export type Move = (string | number)[];

export interface SpaceState {
  system: 'smart' | 'standard';
  startRange: string;
  maxRange: string;
  /** Sides with ships on a System Panel (a Blockade): they cannot withdraw. */
  blockaded: Side[];
  ships: ShipForm[];
  moves: Move[];
  exact: boolean;
  readings: Changed;
}

export const SPACE_READINGS: readonly ReadingKey[] = [
  'naturalRolls',
  'standardRange',
  'energyToHit',
  'shields',
  'missileToHit',
  'missileDamage',
  'impactTiming',
  'rangeTies',
  'disabledCheck',
  'destroyedAt',
  'halveJump',
  'withdrawal',
];

export const MAX_SHIPS = 8;
/** The most characters of a ship's name (the field and the link alike). */
export const NAME_MAX = 40;
/** The most damage one result can enter, and the most missiles one Point Defense can kill (the fields and the link alike). */
export const MAX_DAMAGE = 9999;
export const MAX_KILLS = 99;
export const MAX_MOVES = 600;

const ratings = (v: number[]): Record<ShipRating, string> => Object.fromEntries(RATINGS.map((k, i) => [k, String(v[i] ?? 0)])) as Record<ShipRating, string>;

/** Ship cards of our own making (the book prints none): Sensors, Size, Missiles, Salvos, ECM, Missile Size, Spinal, Beams, Point Defense, Shields, Missile to Hit, Agility, Jump, Stealth, Hull. */
export const SAMPLE_SHIPS = {
  destroyer: ratings([2, 4, 4, 2, 1, 2, 0, 3, 2, 1, 3, 2, 2, 1, 20]),
  cruiser: ratings([3, 6, 6, 3, 2, 3, 2, 4, 3, 2, 2, 1, 2, 0, 36]),
  scout: ratings([3, 2, 0, 0, 1, 0, 0, 1, 1, 0, 4, 3, 3, 2, 8]),
};

export const ship = (id: string, side: Side, initiative: number, r: Record<ShipRating, string>): ShipForm => ({ id, side, initiative: String(initiative), damage: '0', disabled: false, r: { ...r } });

export const INITIAL: SpaceState = {
  system: 'smart',
  startRange: '3',
  maxRange: '6',
  blockaded: [],
  ships: [ship('Avenger', 'attacker', 7, SAMPLE_SHIPS.destroyer), ship('Warden', 'defender', 5, SAMPLE_SHIPS.destroyer)],
  moves: [],
  exact: false,
  readings: {},
};

/** The question put to the engine: the state without what only changes the display. */
export const questionOf = (s: SpaceState): SpaceState => ({ ...s, exact: false });
