/** The kinds of ship a move names, and their names; data only, so a form can list them without loading the reach (`reach.ts`). */
export const SHIP_KINDS = ['scout', 'destroyer', 'cruiser'] as const;
export type ShipKind = (typeof SHIP_KINDS)[number];
export const SHIP_NAMES: Readonly<Record<ShipKind, string>> = { scout: 'Scout', destroyer: 'Destroyer', cruiser: 'Cruiser' };
