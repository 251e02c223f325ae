/**
 * The planetfall helper's state: the World Class, the Asset making
 * planetfall and a Shadow Agent's rating, the draws typed so far (one short
 * code each), and the Tech Level being typed for the next Society. The
 * placed panels are never stored: the engine replays the draws, so a link
 * can only reopen a planetfall the rules allow. Pure; no DOM.
 */
import type { PanelDraw, PlanetfallEvent } from '../../../engine/ascension/planetfall/index.ts';
import { WORLD_CLASSES, type WorldClass } from '../../../engine/ascension/planetfall/index.ts';

export const ASSETS = ['diplomat', 'soldier', 'agent'] as const;
export type Asset = (typeof ASSETS)[number];
export const RATINGS = ['none', '2R', '2S'] as const;
export type Rating = (typeof RATINGS)[number];
export { WORLD_CLASSES, type WorldClass };

/**
 * A draw, short: ['d', panel, tl] one panel drawn · ['2', first, second, kept, tl] a
 * 2R/2S double draw · ['k', keep] the answer about the last slot. `tl` is a
 * Society's Tech Level or null.
 */
export type Draw = ['d', PanelDraw, number | null] | ['2', PanelDraw, PanelDraw, 0 | 1, number | null] | ['k', boolean];

export interface PlanetfallToolState {
  worldClass: WorldClass;
  asset: Asset;
  rating: Rating;
  draws: Draw[];
  /** The Tech Level typed for the next Society. */
  tl: string;
  /** The two panels of a double draw, as chosen before it is made. */
  pair: [PanelDraw, PanelDraw];
  kept: 0 | 1;
}

/** A planetfall fills at most six slots; with discards and redraws a few more draws than that. */
export const MAX_DRAWS = 40;

export const INITIAL: PlanetfallToolState = { worldClass: 'B', asset: 'diplomat', rating: 'none', draws: [], tl: '', pair: ['plain', 'plain'], kept: 0 };

/** A draw as the engine's event. */
export function eventOf(d: Draw): PlanetfallEvent {
  if (d[0] === 'd') return { type: 'draw', panel: d[1], tl: d[2] };
  if (d[0] === '2') return { type: 'draw-pair', panels: [d[1], d[2]], keep: d[3], tl: d[4] };
  return { type: 'keep-slot', keep: d[1] };
}

/** The setup the engine reads. */
export const setupOf = (s: PlanetfallToolState) => ({ worldClass: s.worldClass, asset: s.asset, rating: s.rating });
