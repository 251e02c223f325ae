/**
 * The planetfall helper's link reader: the fields read with the engine's
 * readers, within the limits its fields keep, every draw in the short form
 * this tool writes, and the draws replayed by the engine, so a link reopens
 * only a planetfall the rules allow. Pure.
 */
import { BOUNDS } from '../../../engine/ascension/input/index.ts';
import { planetfall } from '../../../engine/ascension/planetfall/index.ts';
import { choice, flag, linkReaders, linkSchema, nullable, optional, refine, refuse, tuple, whole, type Reader } from '../shared/link.ts';
import { ASSETS, INITIAL, MAX_DRAWS, RATINGS, WORLD_CLASSES, eventOf, setupOf, type Draw, type PlanetfallToolState } from './state.ts';

const RULE = 'ascension.a-8-7';
const { typed, pick, rows, fields, tuple: pair } = linkReaders(RULE);
const PANELS = ['plain', 'plus-one'] as const;
const panel = choice('A panel drawn', PANELS, RULE);
const tl = nullable(whole('A Society’s Tech Level', 0, BOUNDS.techLevel, RULE));
const tag = <T extends string>(t: T) => choice('A draw’s kind', [t] as const, RULE);

/** A draw: ['d', panel, tl], ['2', first, second, kept, tl] or ['k', keep]. */
const CODES: Readonly<Record<string, Reader<Draw>>> = {
  d: tuple<['d', Draw[1], number | null]>('A draw', [tag('d'), panel, tl], RULE) as Reader<Draw>,
  '2': tuple<['2', Draw[1], Draw[1], 0 | 1, number | null]>('A double draw', [tag('2'), panel, panel, choice('The panel kept', [0, 1] as const, RULE), tl], RULE) as Reader<Draw>,
  k: tuple<['k', boolean]>('The last slot’s answer', [tag('k'), flag('The last slot’s answer', RULE)], RULE) as Reader<Draw>,
};
const draw: Reader<Draw> = (v, path) => {
  const code = Array.isArray(v) && typeof v[0] === 'string' ? CODES[v[0]] : undefined;
  return code ? code(v, path) : refuse('A draw is not one this tool writes.', RULE, path);
};

const lower = (t: string) => t.charAt(0).toLowerCase() + t.slice(1).replace(/\.$/, '');

const state = fields('The planetfall', {
  worldClass: pick('The World Class', WORLD_CLASSES, INITIAL.worldClass),
  asset: pick('The Asset', ASSETS, INITIAL.asset),
  rating: pick('The Planetfall rating', RATINGS, 'none'),
  draws: rows('The draws', draw, 0, MAX_DRAWS, []),
  tl: typed('The Tech Level typed', ''),
  pair: pair('The double draw', choice('A panel of the double draw', PANELS, RULE), 2, INITIAL.pair),
  kept: optional(choice('The panel kept', [0, 1] as const, RULE), 0),
}) as Reader<PlanetfallToolState>;

/** The engine replays the draws: a refusal says which draw could not be made. */
export const PLANETFALL_READER = refine(state, (s, path) => {
  const r = planetfall.replay(setupOf(s), s.draws.map(eventOf));
  if (r.ok) return null;
  const at = 'index' in r ? `Draw ${(r as { index: number }).index + 1} could not be made: ${lower(r.error)}.` : `The planetfall could not be set up: ${lower(r.error)}.`;
  return refuse(at, r.rule, path);
});

/** Depth 3: state → draws → a draw. */
export const PLANETFALL_URL = linkSchema(PLANETFALL_READER, 4000, 4);
