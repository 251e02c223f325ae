/**
 * Treaties (M17, [8.9]): every World Panel of the system must carry a bar
 * (AM-14), no Revolt may be active, nobody may hold its Treaty yet, and your
 * Outpost Power there — the levels of your Outposts, a Factory's doubled
 * (AM-15, AM-16) — must match the Trade power, the faces of the bars on its
 * World Panels (AM-13). Then a Diplomat (its Treaty dice) or an Embassy (one
 * die, AM-05) rolls a flux against the system's own World Panels.
 */
import { BOUNDS, flag, guarded, nullable, optional, read, shape, whole } from '../input/index.ts';
import { NOTHING_IN_PLACE, readRoller, solveFlux, type FluxOdds } from '../flux/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import type { AscensionRuleId } from '../rules.ts';
import { countPanels, panelProblem, readOutposts, readWorldPanels } from './world.ts';

const readTreaty = shape(
  'A Treaty attempt',
  {
    worldPanels: readWorldPanels,
    outposts: readOutposts,
    revolt: optional(flag('A Revolt is active', 'ascension.a-8-9-revolts'), false),
    treaty: optional(flag('The system already has a Treaty', 'ascension.a-8-9-treaties'), false),
    roller: nullable(readRoller),
    yourTl: whole('Your Tech Level', 0, BOUNDS.techLevel, 'ascension.AM-04'),
    systemTl: nullable(whole('The system\'s Tech Level', 0, BOUNDS.techLevel, 'ascension.AM-03')),
  },
  'ascension.a-8-9-treaties',
);

export interface Requirement {
  met: boolean;
  text: string;
  rule: AscensionRuleId;
}

export interface TreatyReport {
  power: number;
  tradePower: number;
  requirements: Requirement[];
  eligible: boolean;
  /** The flux odds, when every requirement is met. */
  flux: FluxOdds | null;
}

export function treatyCheck(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<TreatyReport> {
  return guarded<TreatyReport>('ascension.a-8-9-treaties', () => {
    const r = read(readTreaty, input);
    if (!r.ok) return r;
    const v = r.value;
    const problem = panelProblem(v.worldPanels, 'worldPanels');
    if (problem) return err(problem.message, 'ascension.a-4-1', problem.field);
    if (v.worldPanels.length + v.outposts.length > BOUNDS.panelsPerSystem) return err('A system has six panel slots.', 'ascension.a-2-1', 'outposts');
    if (v.worldPanels.length === 0) return err('A Treaty needs World Panels to ally.', 'ascension.a-8-9-treaties', 'worldPanels');
    const mine = v.outposts.filter((o) => o.owner === 'you');
    const power = mine.reduce((n, o) => n + (o.kind === 'factory' ? 2 * o.level : o.level), 0);
    const tradePower = v.worldPanels.reduce((n, p) => n + p.barFace, 0);
    const barred = readings.treatyBars === 'any' ? v.worldPanels.every((p) => p.barFace > 0) : v.worldPanels.every((p) => p.owner === 'you');
    const enough = readings.treatyPower === 'at-least' ? power >= tradePower : power === tradePower;
    const requirements: Requirement[] = [
      { met: !v.treaty, text: v.treaty ? 'The system already has a Treaty, and Treaties are never removed.' : 'No Treaty yet in the system.', rule: 'ascension.a-8-9-treaties' },
      { met: !v.revolt, text: v.revolt ? 'A Revolt is active: no Treaty while it lasts.' : 'No Revolt is active.', rule: 'ascension.a-8-9-revolts' },
      {
        met: barred,
        text: readings.treatyBars === 'any' ? `Every World Panel carries a bar: ${barred ? 'yes' : 'no'}.` : `Every World Panel carries your own bar: ${barred ? 'yes' : 'no'}.`,
        rule: 'ascension.AM-14',
      },
      {
        met: enough,
        text: `Your Outpost Power ${power} (${mine.length ? mine.map((o) => `${o.kind} ${o.level}${o.kind === 'factory' ? '×2' : ''}`).join(', ') : 'no Outposts'}) against Trade power ${tradePower}: ${readings.treatyPower === 'at-least' ? 'at least equal' : 'exactly equal'} ${enough ? 'holds' : 'fails'}.`,
        rule: 'ascension.AM-13',
      },
      { met: v.roller !== null, text: v.roller !== null ? 'A Diplomat or Embassy is in the system.' : 'A Diplomat or Embassy must be in the system.', rule: 'ascension.a-8-9-treaties' },
    ];
    const trace: Step[] = [
      step('Factories count double toward Treaty power; every Outpost of yours in the system counts its level, an unpowered one 0.', 'ascension.AM-16'),
      ...requirements.map((q) => step(q.text, q.rule)),
    ];
    const eligible = requirements.every((q) => q.met);
    if (!eligible || v.roller === null) return ok({ power, tradePower, requirements, eligible, flux: null }, trace);
    const flux = solveFlux({ systems: [countPanels(v.worldPanels)], yourTl: v.yourTl, systemTl: v.systemTl, roller: v.roller, purpose: 'treaty', mode: 'pass', action: 'custom', inPlace: NOTHING_IN_PLACE }, readings);
    if (!flux.ok) return flux;
    return ok({ power, tradePower, requirements, eligible, flux: flux.value }, [...trace, ...flux.trace]);
  });
}
