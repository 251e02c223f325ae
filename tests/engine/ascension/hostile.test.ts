/** Hostile input: anything, deeply nested, huge or of the wrong type, gives an error value and never a throw. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scaled } from '../../pace.ts';
import { budgetReport, endOfTurnLosses, repairOdds, tradeCheck, treatyCheck, victory } from '../../../src/engine/ascension/economy/index.ts';
import { reproduceExample } from '../../../src/engine/ascension/examples/index.ts';
import { fluxOdds, sabotageOdds, secretRollOdds } from '../../../src/engine/ascension/flux/index.ts';
import { planetfall } from '../../../src/engine/ascension/planetfall/index.ts';
import { assaultForecast, assaultPass, siegeForecast, siegePass } from '../../../src/engine/ascension/planetary/index.ts';
import { parseReadings } from '../../../src/engine/ascension/readings.ts';
import { energyOdds, missileOdds, rangeRollOdds, sensorsOdds, shipInitiative, spaceBattle, stealthOdds } from '../../../src/engine/ascension/space/index.ts';
import { actionOrder, turnTracker } from '../../../src/engine/ascension/turn/index.ts';

const SOLVERS: [string, (input: unknown) => { ok: boolean }][] = [
  ['fluxOdds', fluxOdds],
  ['sabotageOdds', sabotageOdds],
  ['secretRollOdds', secretRollOdds],
  ['siegePass', siegePass],
  ['assaultPass', assaultPass],
  ['siegeForecast', siegeForecast],
  ['assaultForecast', assaultForecast],
  ['energyOdds', energyOdds],
  ['missileOdds', missileOdds],
  ['rangeRollOdds', rangeRollOdds],
  ['sensorsOdds', sensorsOdds],
  ['stealthOdds', stealthOdds],
  ['shipInitiative', shipInitiative],
  ['budgetReport', budgetReport],
  ['repairOdds', repairOdds],
  ['victory', victory],
  ['treatyCheck', treatyCheck],
  ['tradeCheck', tradeCheck],
  ['endOfTurnLosses', endOfTurnLosses],
  ['actionOrder', actionOrder],
  ['parseReadings', parseReadings],
  ['reproduceExample', (x) => reproduceExample(x as string)],
  ['spaceBattle.setup', (x) => spaceBattle.setup(x)],
  ['turnTracker.setup', (x) => turnTracker.setup(x)],
  ['planetfall.setup', (x) => planetfall.setup(x)],
];

function nested(depth: number): unknown {
  let v: unknown = { kind: 'asset', dice: 1 };
  for (let i = 0; i < depth; i++) v = { systems: [v], roller: v, fleet: [v], ships: [v], players: [v] };
  return v;
}

const HOSTILE: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['NaN', NaN],
  ['a string', 'DROP TABLE'],
  ['an array', [1, 2, 3]],
  ['an object with a poisoned prototype key', JSON.parse('{"__proto__": {"ok": true}, "systems": []}')],
  ['deep nesting', nested(2000)],
  ['a huge list', { systems: new Array(200_000).fill({ societies: 1, resources: 1 }), ships: new Array(200_000).fill(0), fleet: new Array(200_000).fill(0), players: new Array(200_000).fill(0) }],
  ['infinite numbers', { systems: [{ societies: Infinity, resources: -Infinity }], yourTl: 1e308, systemTl: -0, roller: { kind: 'asset', dice: 1e9 } }],
  ['a huge string', 'x'.repeat(1_000_000)],
];

describe('hostile input', () => {
  for (const [name, solve] of SOLVERS) {
    it(`${name} answers anything with a value, never a throw`, () => {
      for (const [label, input] of HOSTILE) {
        const start = performance.now();
        const r = solve(input);
        expect(typeof r.ok, `${name} on ${label}`).toBe('boolean');
        expect(performance.now() - start, `${name} on ${label}`).toBeLessThan(scaled(500));
      }
      fc.assert(
        fc.property(fc.anything({ maxDepth: 4 }), (input) => {
          expect(typeof solve(input).ok).toBe('boolean');
        }),
        { numRuns: 150 },
      );
    });
  }

  it('machines refuse hostile events without throwing, and replays of random events agree', () => {
    const battle = spaceBattle.setup({
      system: 'smart',
      ships: [
        { id: 'a', side: 'attacker', initiative: 3, ratings: { sensors: 2, size: 4, missiles: 2, salvos: 1, ecm: 0, missileSize: 1, spinal: 1, beams: 2, pointDefense: 1, shields: 0, missileToHit: 3, agility: 1, jump: 1, stealth: 1, hull: 6 } },
        { id: 'd', side: 'defender', initiative: 4, ratings: { sensors: 2, size: 4, missiles: 2, salvos: 1, ecm: 0, missileSize: 1, spinal: 1, beams: 2, pointDefense: 1, shields: 0, missileToHit: 3, agility: 1, jump: 1, stealth: 1, hull: 6 } },
      ],
    });
    const tracker = turnTracker.setup({ players: ['A', 'B'].map((id) => ({ id, panels: ['military-diplomacy', 'shadow-science', 'economic-movement'].map((slot) => ({ slot, counts: [1, 1], abilities: [] })) })) });
    const fall = planetfall.setup({ worldClass: 'C', asset: 'agent', rating: '2S' });
    if (!battle.ok || !tracker.ok || !fall.ok) throw new Error('setup');
    const machines = [
      [spaceBattle, battle.value, ['sensors', 'missiles', 'spinal', 'beams', 'point-defense', 'impact', 'disabled-check', 'range', 'withdraw', 'stealth']],
      [turnTracker, tracker.value, ['reveal', 'play', 'react', 'ability', 'end-step', 'next-turn']],
      [planetfall, fall.value, ['draw', 'draw-pair', 'keep-slot']],
    ] as const;
    for (const [machine, state, types] of machines) {
      const eventArb = fc.oneof(
        fc.anything({ maxDepth: 3 }),
        fc.record({
          type: fc.constantFrom(...types),
          ship: fc.constantFrom('a', 'd', 'x'),
          player: fc.constantFrom('A', 'B'),
          target: fc.constantFrom('a', 'd', null),
          damage: fc.integer({ min: -2, max: 12 }),
          spotted: fc.boolean(),
          panel: fc.constantFrom('plus-one', 'plain'),
          use: fc.constantFrom('action', 'event'),
          kills: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 }),
          winner: fc.constantFrom('attacker', 'defender', 'none'),
        }),
      );
      fc.assert(
        fc.property(fc.array(eventArb, { maxLength: 25 }), (events) => {
          const run = (machine.run as (s: unknown, e: unknown[]) => { ok: boolean })(state, events);
          expect(typeof run.ok).toBe('boolean');
          expect((machine.run as (s: unknown, e: unknown[]) => unknown)(state, events)).toEqual(run);
        }),
        { numRuns: 120 },
      );
    }
  });
});
