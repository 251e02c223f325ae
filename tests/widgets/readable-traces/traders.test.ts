/**
 * Traders' tools speak of crew, cards and worlds by name: every calculator
 * preset, and whole games played on the site by the simulator's policies
 * (the game view after every move, the odds beside each decision), give
 * sentences free of internal ids (see leaks.ts).
 */
import { describe, expect, it } from 'vitest';
import { leaks } from './leaks.ts';
import { POLICIES, decisionOdds, encodeRecord, setupGame, transition, type GameEvent, type GameRecord, type GameState } from '../../../src/engine/traders/index.ts';
import { EXAMPLES as BATTLE, questionOf as battleQuestion } from '../../../src/widgets/traders/battle/state.ts';
import { computeBattle } from '../../../src/widgets/traders/battle/compute.ts';
import { EXAMPLES as MARKET } from '../../../src/widgets/traders/market/state.ts';
import { computeMarket } from '../../../src/widgets/traders/market/compute.ts';
import { EXAMPLES as ROLL_OFF } from '../../../src/widgets/traders/roll-off/state.ts';
import { computeRollOff } from '../../../src/widgets/traders/roll-off/compute.ts';
import { EXAMPLES as TRIP, questionOf as tripQuestion } from '../../../src/widgets/traders/trip/state.ts';
import { computeTrip } from '../../../src/widgets/traders/trip/compute.ts';
import { viewOf } from '../../../src/widgets/traders/play/service.ts';

describe('the Traders tools name crew, cards and worlds, not ids', () => {
  it('every calculator preset: battle, market, roll-off and trip', () => {
    for (const p of BATTLE) expect(leaks(computeBattle(battleQuestion({ ...p.state, exact: false })), p.state), p.id).toEqual([]);
    for (const p of MARKET) expect(leaks(computeMarket(p.state), p.state), p.id).toEqual([]);
    for (const p of ROLL_OFF) expect(leaks(computeRollOff(p.state), p.state), p.id).toEqual([]);
    for (const p of TRIP) expect(leaks(computeTrip(tripQuestion({ ...p.state, exact: false })), p.state), p.id).toEqual([]);
  });

  it('whole games on the site under each of the simulator’s policies: the view after every move, and the odds of each decision', () => {
    for (const [name, { policy }] of Object.entries(POLICIES)) {
      for (const seed of [1, 7, 42, 2026]) {
        const start = setupGame({ seed, mode: 'digital' });
        expect(start.ok).toBe(true);
        if (!start.ok) continue;
        const states: GameState[] = [start.value];
        const events: GameEvent[] = [];
        const found: string[] = [];
        for (let s = start.value; s.status === 'playing' && events.length < 2000; ) {
          const event = policy(s);
          const r = transition(s, event);
          expect(r.ok, `${name} ${seed}: move ${events.length + 1}`).toBe(true);
          if (!r.ok) break;
          events.push(event);
          states.push((s = r.value));
          const record: GameRecord = { seed, readings: s.readings, mode: s.mode, events: [...events] };
          found.push(...leaks([viewOf({ record, text: encodeRecord(record), states }), decisionOdds(s)]));
        }
        expect(found, `${name}, seed ${seed}`).toEqual([]);
      }
    }
  });
});
