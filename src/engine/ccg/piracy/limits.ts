/**
 * Damage, wounds and piracy: one number each for the damage readers
 * (`read-damage.ts`) and the piracy tool's form. Apart from `ccg/limits.ts`,
 * so a tool that needs none of them loads none.
 */
export const DAMAGE_LIMITS = {
  /** A value on a card or typed for it: a capacity, damage or wounds on it, Hardened, Armor, Critical, Armor Penetration, points dealt. */
  value: 99,
  /** Entries of one list: sources of Hardened, Armor, Critical or Armor Penetration; traits; Countermeasure traits. */
  rows: 20,
  /** Damage an enemy ship carries over from earlier rounds of its fight. */
  carried: 999,
} as const;
