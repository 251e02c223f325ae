/**
 * Ascension's tools speak of ships, worlds and players by name: every worked
 * example of every tool, run through the engine as the tool runs it, and the
 * rulebook's examples the pages reproduce, give
 * sentences free of internal ids (see leaks.ts; the book's "tier-1 bar" is a
 * word of the game, not an id).
 */
import { describe, expect, it } from 'vitest';
import { leaks } from './leaks.ts';
import { BUDGET_EXAMPLES } from '../../../src/widgets/ascension/budget/presets.ts';
import { computeBudget, computeVictory } from '../../../src/widgets/ascension/budget/compute.ts';
import { FLUX_EXAMPLES } from '../../../src/widgets/ascension/flux/presets.ts';
import { computeFlux } from '../../../src/widgets/ascension/flux/compute.ts';
import { PLANETFALL_EXAMPLES } from '../../../src/widgets/ascension/planetfall/presets.ts';
import { computePlanetfall } from '../../../src/widgets/ascension/planetfall/compute.ts';
import { SIEGE_EXAMPLES } from '../../../src/widgets/ascension/siege/presets.ts';
import { computeSiege } from '../../../src/widgets/ascension/siege/compute.ts';
import { questionOf as siegeQuestion } from '../../../src/widgets/ascension/siege/state.ts';
import { SPACE_EXAMPLES } from '../../../src/widgets/ascension/space/presets.ts';
import { computeSpace } from '../../../src/widgets/ascension/space/compute.ts';
import { TRADE_EXAMPLES } from '../../../src/widgets/ascension/trade/presets.ts';
import { computeTrade } from '../../../src/widgets/ascension/trade/compute.ts';
import { TURN_EXAMPLES } from '../../../src/widgets/ascension/turn/presets.ts';
import { eventOf, seatsOf } from '../../../src/widgets/ascension/turn/state.ts';
import { turnTracker } from '../../../src/engine/ascension/turn/index.ts';
import { EXAMPLES, reproduceExample } from '../../../src/engine/ascension/examples/index.ts';
import { ACTIONS_EXAMPLES } from '../../../src/widgets/ascension/actions/presets.ts';
import { computeActions } from '../../../src/widgets/ascension/actions/compute.ts';

describe('the Ascension tools name ships, worlds and players, not ids', () => {
  it('budget and victory, flux, planetfall, trade and the action check: every example', () => {
    for (const e of ACTIONS_EXAMPLES) expect(leaks(computeActions(e.state), e.state), e.id).toEqual([]);
    for (const e of BUDGET_EXAMPLES) expect(leaks([computeBudget(e.state), computeVictory(e.state)], e.state), e.id).toEqual([]);
    for (const e of FLUX_EXAMPLES) expect(leaks(computeFlux(e.state), e.state), e.id).toEqual([]);
    for (const e of PLANETFALL_EXAMPLES) expect(leaks(computePlanetfall(e.state), e.state), e.id).toEqual([]);
    for (const e of TRADE_EXAMPLES) expect(leaks(computeTrade(e.state), e.state), e.id).toEqual([]);
  });

  it('siege and space combat: every example, its pass and its forecast, and every battle step', () => {
    for (const e of SIEGE_EXAMPLES) {
      const q = siegeQuestion(e.state);
      expect(leaks([computeSiege({ kind: 'pass', state: q }), computeSiege({ kind: 'forecast', state: { ...q, actor: 0 } })], e.state), e.id).toEqual([]);
    }
    for (const e of SPACE_EXAMPLES) expect(leaks(computeSpace(e.state), e.state), e.id).toEqual([]);
  });

  it('the rulebook’s worked examples, as the engine reproduces them on the pages', () => {
    for (const e of EXAMPLES) expect(leaks(reproduceExample(e.id), e), e.id).toEqual([]);
  });

  it('the turn tracker: every example replayed move by move', () => {
    for (const e of TURN_EXAMPLES) {
      const s = e.state;
      const run = turnTracker.replay(s.setup!, s.moves.map((m) => eventOf(m, seatsOf(s.setup!))!));
      expect(run.ok, e.id).toBe(true);
      expect(leaks(run, s), e.id).toEqual([]);
    }
  });
});
