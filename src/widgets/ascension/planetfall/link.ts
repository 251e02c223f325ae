/** The planetfall helper's link reader: the fields checked for type and length, every draw replayed by the engine. Pure. */
import { planetfall } from '../../../engine/ascension/planetfall/index.ts';
import { urlSchema } from '../../kit/url-state.ts';
import { Bad, list, oneOf, parsed, record, text } from '../shared/parse.ts';
import { ASSETS, INITIAL, MAX_DRAWS, RATINGS, WORLD_CLASSES, eventOf, setupOf, type Draw, type PlanetfallToolState } from './state.ts';

const PANELS = ['plain', 'plus-one'] as const;
const tlOf = (x: unknown): number | null => {
  if (x === null) return null;
  if (Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 99) return x as number;
  throw new Bad('a draw is damaged');
};

function readDraw(x: unknown): Draw {
  if (!Array.isArray(x)) throw new Bad('a draw is damaged');
  if (x[0] === 'd' && x.length === 3) return ['d', oneOf(x[1], PANELS, 'a draw'), tlOf(x[2])];
  if (x[0] === '2' && x.length === 5 && (x[3] === 0 || x[3] === 1)) return ['2', oneOf(x[1], PANELS, 'a draw'), oneOf(x[2], PANELS, 'a draw'), x[3], tlOf(x[4])];
  if (x[0] === 'k' && x.length === 2 && typeof x[1] === 'boolean') return ['k', x[1]];
  throw new Bad('a draw is not one this tool writes');
}

const lower = (t: string) => t.charAt(0).toLowerCase() + t.slice(1).replace(/\.$/, '');

export const parsePlanetfallState = parsed((raw): PlanetfallToolState => {
  const o = record(raw, ['worldClass', 'asset', 'rating', 'draws', 'tl', 'pair', 'kept'], 'its planetfall');
  const s: PlanetfallToolState = {
    worldClass: oneOf(o.worldClass, WORLD_CLASSES, 'its World Class', INITIAL.worldClass),
    asset: oneOf(o.asset, ASSETS, 'its Asset', INITIAL.asset),
    rating: oneOf(o.rating, RATINGS, 'its Planetfall rating', 'none'),
    draws: list(o.draws ?? [], 0, MAX_DRAWS, 'its draws', readDraw),
    tl: text(o.tl, 'the Tech Level typed', 12, ''),
    pair: list(o.pair ?? INITIAL.pair, 2, 2, 'its double draw', (x) => oneOf(x, PANELS, 'its double draw')) as PlanetfallToolState['pair'],
    kept: o.kept === undefined ? 0 : o.kept === 0 || o.kept === 1 ? o.kept : (() => { throw new Bad('its double draw is damaged'); })(),
  };
  const r = planetfall.replay(setupOf(s), s.draws.map(eventOf));
  if (!r.ok) throw new Bad('index' in r ? `draw ${(r as { index: number }).index + 1} could not be made: ${lower(r.error)}` : `its planetfall could not be set up: ${lower(r.error)}`);
  return s;
});

/** Depth 3: state → draws → a draw. */
export const PLANETFALL_URL = urlSchema(parsePlanetfallState, { maxLength: 4000, maxDepth: 4 });
