/**
 * The largest values the engine accepts. The book prints no card values, so
 * these are generous caps on what a player types, each chosen so the slowest
 * solver stays well under 50 ms on its worst accepted input (see
 * scripts/bench/ascension.ts). A value past a cap is refused, never clamped.
 */
export const BOUNDS = {
  /** Tech Levels. Traveller's scale rarely passes 20; past a difference of 6 every target is clamped anyway. */
  techLevel: 30,
  /** Dice of one flux, secret roll or Sabotage. Pass chances are closed forms; counts stay short to show. */
  fluxDice: 12,
  /** Panels of one system: six slots ([2.1]). */
  panelsPerSystem: 6,
  /** Systems counted in one flux: trade links two; a little room for scenario cards. */
  systemsPerFlux: 4,
  /** An A or M value on a Resource panel: a target, clamped to 0–6 when rolled. */
  secretValue: 12,
  /** A printed Siege (S) or Battle (B) value on one Society panel. */
  societyValue: 9,
  /** A Power level: unpowered 0, then one bar of face 1 or 2 ([4.2]). */
  powerLevel: 2,
  /** Dice of one ship's Missiles or one Soldier's Battle roll. */
  attackDice: 20,
  /** Ships in a fleet ([9.1]: up to four). */
  fleet: 4,
  /** Soldiers in one Assault: a ship's passengers; eight is more than any ship is likely to carry. */
  soldiers: 8,
  /** A ship's Hull. The joint state of a whole fleet under siege grows with it (see planetary/campaign.ts). */
  hull: 60,
  /** Dice-type ship ratings (Sensors, Spinal, Stealth, Salvos, Size). */
  shipRating: 12,
  /** Missiles, ECM, Beams and Point Defense: counts of missiles or dice. */
  shipVolley: 20,
  /** Shields, Missile to Hit: numbers on a die. */
  dieFace: 6,
  /** Agility dice of one ship. */
  agility: 8,
  /** All Agility dice of one side together: the pooled Range roll is compared place by place and grows fast past this. */
  agilityPerSide: 16,
  /** Jump rating. */
  jump: 6,
  /** Range bands on the Battle Board between the two sides. */
  rangeBands: 10,
  /** Initiative numbers on cards. */
  initiative: 99,
  /** Card ID numbers. */
  cardId: 9999,
  /** Budget values, bar counts, card costs. */
  budget: 99,
  /** Bars, cards or Outposts one player can list. */
  listLength: 64,
  /** Systems one player can list for Victory Points. */
  systems: 30,
} as const;
