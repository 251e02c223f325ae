/**
 * Trade Agreements (T14, [8.9]): within a system, between two systems linked
 * through explored space, or between your Starport and a system. Each route
 * counts its own World Panels and Tech Levels, needs a Diplomat or Embassy in
 * place, and puts bars showing the tier on the linked panels. Tier 2 turns a
 * tier-1 bar of yours over (AM-12); a Starport supplies tier 1 at any level
 * and tier 2 from level 1 (AM-17). Revolts (AM-19) and Blockades (AM-21)
 * shut agreements out.
 */
import { BOUNDS, choice, flag, guarded, list, nullable, optional, read, shape, whole } from '../input/index.ts';
import { NOTHING_IN_PLACE, readRoller, solveFlux, type FluxOdds } from '../flux/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import type { Requirement } from './treaty.ts';
import { OWNERS } from './world.ts';
import { TRADE_ROUTES, TRADE_ROUTE_SHAPES } from './routes.ts';

const readEnd = shape(
  'A linked panel',
  { barFace: optional(whole('Its bar face (0: no bar)', 0, 2, 'ascension.AM-12'), 0), owner: optional(choice('The bar\'s owner', [...OWNERS, 'none'] as const, 'ascension.a-4-1'), 'none') },
  'ascension.a-8-9-trade',
);
const readSystem = shape(
  'A system',
  { societies: whole('Society panels', 0, BOUNDS.panelsPerSystem, 'ascension.a-8-8'), resources: whole('Resource panels', 0, BOUNDS.panelsPerSystem, 'ascension.a-8-8') },
  'ascension.a-8-8',
);
const reach = (what: string) => optional(choice(what, ['none', 'system', 'panel'] as const, 'ascension.a-8-9-trade'), 'none');

const readTrade = shape(
  'A Trade Agreement',
  {
    route: choice('The route', TRADE_ROUTES, 'ascension.a-8-9-trade'),
    tier: choice('The tier', [1, 2] as const, 'ascension.a-4-1'),
    matches: optional(flag('The demand matches the supply', 'ascension.a-8-9-trade'), true),
    ends: list('The linked World Panels', readEnd, 1, 2, 'ascension.a-8-9-trade'),
    systems: list('The systems counted', readSystem, 1, 2, 'ascension.a-8-9-trade'),
    linked: optional(flag('Linked through explored space', 'ascension.a-8-9-trade'), true),
    presence: optional(flag('A Diplomat or Embassy in place', 'ascension.a-8-9-trade'), true),
    roller: readRoller,
    yourTl: whole('Your Tech Level', 0, BOUNDS.techLevel, 'ascension.AM-04'),
    systemTl: nullable(whole('The system\'s Tech Level', 0, BOUNDS.techLevel, 'ascension.AM-03')),
    starportLevel: optional(whole('Your Starport\'s level', 0, BOUNDS.powerLevel, 'ascension.AM-17'), 0),
    revolt: reach('Where a Revolt is'),
    blockade: reach('Where a Blockade is'),
  },
  'ascension.a-8-9-trade',
);

export interface TradeReport {
  requirements: Requirement[];
  open: boolean;
  flux: FluxOdds | null;
}

export function tradeCheck(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<TradeReport> {
  return guarded<TradeReport>('ascension.a-8-9-trade', () => {
    const r = read(readTrade, input);
    if (!r.ok) return r;
    const v = r.value;
    const starport = v.route === 'starport';
    const { ends: wantEnds, systems: wantSystems } = TRADE_ROUTE_SHAPES[v.route];
    if (v.ends.length !== wantEnds) return err(starport ? 'Starport trade links one World Panel with the Starport.' : 'A Trade Agreement links a Society with a Resource.', 'ascension.a-8-9-trade', 'ends');
    if (v.systems.length !== wantSystems) return err(v.route === 'within' ? 'Trade within a system counts that system only.' : 'This route counts the World Panels of both systems.', 'ascension.a-8-9-trade', 'systems');
    for (const [i, e] of v.ends.entries()) {
      if ((e.barFace > 0) !== (e.owner !== 'none')) return err('A bar needs an owner and an owner needs a bar.', 'ascension.a-4-1', `ends.${i}`);
    }
    const tierOk =
      v.tier === 1
        ? v.ends.every((e) => e.barFace === 0)
        : v.ends.every((e) => e.barFace === 1 && e.owner === 'you');
    const supplyOk = !starport
      ? true
      : readings.starportSupply === 'minimum'
        ? v.tier === 1 || v.starportLevel >= 1
        : v.starportLevel === (v.tier === 1 ? 0 : 1);
    const revoltOk = v.revolt === 'none' || (readings.revoltScope === 'panel' && v.revolt === 'system');
    const blockadeOk = v.blockade === 'none' || (readings.blockadeScope === 'panel' && v.blockade === 'system');
    const requirements: Requirement[] = [
      // Between two systems the pair may be split, one in each (AM-61): that note decides this check there.
      { met: v.matches, text: v.matches ? 'The Society\'s demand matches the Resource\'s supply.' : 'The demand and the supply must match; Societies never trade with Societies, nor Resources with Resources.', rule: v.route === 'between' ? 'ascension.AM-61' : 'ascension.a-8-9-trade' },
      { met: v.presence, text: v.presence ? 'A Diplomat or Embassy is in place.' : 'A Diplomat or Embassy must be in place for this route.', rule: 'ascension.a-8-9-trade' },
      ...(v.route === 'between' ? [{ met: v.linked, text: v.linked ? 'The systems are linked through explored space.' : 'The systems must be linked with no unexplored system between.', rule: 'ascension.a-8-9-trade' as const }] : []),
      {
        met: tierOk,
        text: v.tier === 1 ? `Tier 1 needs panels without a bar: ${tierOk ? 'yes' : 'no'}.` : `Tier 2 needs your own tier-1 bar on ${starport ? 'the panel' : 'both panels'}, which is turned over: ${tierOk ? 'yes' : 'no'}.`,
        rule: v.tier === 1 ? 'ascension.AM-12' : 'ascension.a-4-1',
      },
      ...(starport
        ? [{ met: supplyOk, text: `Your Starport at level ${v.starportLevel} ${supplyOk ? 'supplies' : 'does not supply'} tier ${v.tier}.`, rule: 'ascension.AM-17' as const }]
        : []),
      { met: revoltOk, text: revoltOk ? (v.revolt === 'none' ? 'No Revolt stands in the way.' : 'The Revolt is on another panel and reaches only its own under this reading.') : 'A Revolt blocks the agreement.', rule: 'ascension.AM-19' },
      { met: blockadeOk, text: blockadeOk ? (v.blockade === 'none' ? 'No Blockade stands in the way.' : 'The Blockade sits on another panel and blocks only its own under this reading.') : 'A Blockade stops incoming agreements.', rule: 'ascension.AM-21' },
    ];
    const trace: Step[] = [
      step(
        v.route === 'within'
          ? 'Trade within a system: its World Panels count, against its Tech Level.'
          : v.route === 'between'
            ? 'Trade between systems: all World Panels of both count, against the Tech Level of the system holding the Diplomat or Embassy.'
            : 'Starport trade: all World Panels of both systems count; the Military/Diplomacy panel gives your Tech Level, against the World Panel\'s system.',
        v.route === 'between' ? 'ascension.AM-61' : 'ascension.a-8-9-trade',
      ),
      ...(starport ? [step('The bar goes on the World Panel only; a Starport in that same system counts its panels once.', 'ascension.AM-18')] : []),
      ...requirements.map((q) => step(q.text, q.rule)),
    ];
    const open = requirements.every((q) => q.met);
    if (!open) return ok({ requirements, open, flux: null }, trace);
    const flux = solveFlux({ systems: v.systems, yourTl: v.yourTl, systemTl: v.systemTl, roller: v.roller, purpose: starport ? 'starport-trade' : 'roll', mode: 'pass', action: 'custom', inPlace: NOTHING_IN_PLACE }, readings);
    if (!flux.ok) return flux;
    return ok({ requirements, open, flux: flux.value }, [...trace, ...flux.trace]);
  });
}
