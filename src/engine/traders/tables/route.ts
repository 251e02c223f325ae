/** The route (t-4-route) and where goods cannot be sold on it. */

export const WORLDS = ['Regina', 'Helfry', 'Forboldn', 'Knorbes', 'Whango', 'Uake', 'Efate', 'Alell'] as const;
export type World = (typeof WORLDS)[number];

/** The way home from Alell, which skips Uake and Efate. */
const HOMEWARD: readonly World[] = ['Whango', 'Knorbes', 'Forboldn', 'Helfry', 'Regina'];

/** Stops 0..12 of one circuit: out through Uake and Efate to Alell, home by Whango (13 stops, 12 jumps). */
export const ROUTE: readonly World[] = [...WORLDS, ...HOMEWARD];

/** The last stop of a circuit (Regina again). */
export const LAST_STOP = ROUTE.length - 1;

/** The world at a stop; past stop 12 the route starts over from Regina (A06, endless reading). */
export function worldAt(stop: number): World {
  return ROUTE[((stop % LAST_STOP) + LAST_STOP) % LAST_STOP] as World;
}

/**
 * Where a jump from `stop` ends (A05): the next stop, or the one after it
 * when the next world is where the lot aboard cannot be sold, which the ship
 * flies past (two battles back to back).
 */
export function landingFrom(stop: number, noSaleAt: World | null): { to: number; passing: World | null } {
  const next = worldAt(stop + 1);
  return noSaleAt === next ? { to: stop + 2, passing: next } : { to: stop + 1, passing: null };
}

export const isWorld = (value: unknown): value is World => typeof value === 'string' && (WORLDS as readonly string[]).includes(value);

/** The spelling the merchandise table uses for Helfry (A03). */
export const WORLD_ALIASES: Readonly<Record<string, World>> = { Helfey: 'Helfry' };
