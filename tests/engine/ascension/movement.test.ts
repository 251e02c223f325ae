/** Jump reach (T8): fleets at their lowest Jump, exploring Scouts at Jump − 1 (AM-54), Disabled ships halved (AM-44), Assets alone. */
import { describe, expect, it } from 'vitest';
import { jumpReach } from '../../../src/engine/ascension/movement/index.ts';
import { withReadings } from '../../../src/engine/ascension/readings.ts';
import { value } from './helpers.ts';

const ship = (kind: string, jump: number, extra: object = {}) => ({ kind, jump, ...extra });

describe('jump reach', () => {
  it('is a ship\'s Jump rating, and a fleet\'s lowest', () => {
    expect(value(jumpReach({ ships: [ship('cruiser', 3)] })).reach).toBe(3);
    const fleet = value(jumpReach({ ships: [ship('destroyer', 3), ship('cruiser', 2, { name: 'Hood' }), ship('scout', 4)] }));
    expect(fleet).toMatchObject({ reach: 2, limitedBy: 1, ratings: [3, 2, 4] });
  });

  it('halves a Disabled ship\'s Jump, rounded down, and so the fleet\'s (AM-44), or keeps it under the other reading', () => {
    const fleet = { ships: [ship('destroyer', 3), ship('cruiser', 3, { disabled: true })] };
    expect(value(jumpReach(fleet)).reach).toBe(1);
    expect(value(jumpReach(fleet, withReadings({ halveJump: 'kept' }))).reach).toBe(3);
    const r = jumpReach({ ships: [ship('destroyer', 1, { disabled: true })], distance: 1 });
    expect(r).toMatchObject({ ok: false, field: 'distance', rule: 'ascension.a-3-1' });
  });

  it('takes 1 off an exploring Scout, never below 1 (AM-54), or literally under the other reading', () => {
    const explore = (jump: number, distance: number, readings = withReadings()) => jumpReach({ ships: [ship('scout', jump)], exploring: true, distance, explored: false }, readings);
    expect(value(explore(3, 2)).reach).toBe(2);
    expect(explore(3, 3)).toMatchObject({ ok: false, field: 'distance', rule: 'ascension.a-3-3' });
    const one = explore(1, 1);
    expect(value(one).reach).toBe(1);
    expect(one.ok && one.trace.some((s) => s.rule === 'ascension.AM-54')).toBe(true);
    expect(explore(1, 1, withReadings({ exploreReach: 'literal' }))).toMatchObject({ ok: false, field: 'distance' });
    // A Disabled Jump-1 Scout cannot jump at all, so it cannot explore under either reading.
    expect(value(jumpReach({ ships: [ship('scout', 1, { disabled: true })], exploring: true })).reach).toBe(0);
  });

  it('lets only one Scout explore, and only into unexplored space', () => {
    expect(jumpReach({ ships: [ship('destroyer', 2)], exploring: true })).toMatchObject({ ok: false, field: 'ships.0.kind', rule: 'ascension.a-3-3' });
    expect(jumpReach({ ships: [ship('scout', 2), ship('scout', 2)], exploring: true })).toMatchObject({ ok: false, field: 'ships', rule: 'ascension.a-8-2' });
    expect(jumpReach({ ships: [ship('scout', 2)], exploring: true, distance: 1, explored: true })).toMatchObject({ ok: false, field: 'explored' });
    expect(jumpReach({ ships: [ship('destroyer', 2)], distance: 1, explored: false })).toMatchObject({ ok: false, field: 'explored', rule: 'ascension.a-3-3' });
  });

  it('sends a Diplomat or Shadow Agent alone 1 jump into explored space, and never a Soldier', () => {
    expect(value(jumpReach({ mover: 'diplomat', distance: 1 })).reach).toBe(1);
    expect(jumpReach({ mover: 'agent', distance: 2 })).toMatchObject({ ok: false, field: 'distance', rule: 'ascension.a-3-4' });
    expect(jumpReach({ mover: 'agent', distance: 1, explored: false })).toMatchObject({ ok: false, field: 'explored' });
    expect(jumpReach({ mover: 'soldier' })).toMatchObject({ ok: false, field: 'mover', rule: 'ascension.a-3-4' });
  });

  it('refuses a fleet of five, an empty fleet and a Jump past the cap, naming the field', () => {
    expect(jumpReach({ ships: Array.from({ length: 5 }, () => ship('scout', 1)) })).toMatchObject({ ok: false, field: 'ships' });
    expect(jumpReach({ ships: [] })).toMatchObject({ ok: false, field: 'ships' });
    expect(jumpReach({ ships: [ship('scout', 7)] })).toMatchObject({ ok: false, field: 'ships.0.jump' });
    expect(jumpReach(null)).toMatchObject({ ok: false });
  });
});
