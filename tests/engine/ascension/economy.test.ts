/** Budget, repair, victory, Treaties, trade and end-of-turn losses under their readings. */
import { describe, expect, it } from 'vitest';
import { budgetReport, endOfTurnLosses, repairOdds, tradeCheck, treatyCheck, victory } from '../../../src/engine/ascension/economy/index.ts';
import { withReadings } from '../../../src/engine/ascension/readings.ts';
import { text, value } from './helpers.ts';

describe('budget', () => {
  it('adds bars, takes smuggled faces away and adds 2 per smuggling Agent (AM-22)', () => {
    const r = value(budgetReport({ panelBudgets: [2, 2, 2], bars: [{ face: 2 }, { face: 1, smuggled: true }, { face: 2, outpost: 'factory' }], smugglingAgents: 1, heldCards: [4, 5], buying: 3 }));
    expect(r).toMatchObject({ panels: 6, bars: 5, smuggledLoss: 1, smugglingGain: 2, budget: 12, upkeep: 9, over: 0, canBuy: true });
  });
  it('doubles Factory bars in the Budget only under the other reading of AM-15', () => {
    const input = { panelBudgets: [0, 0, 0], bars: [{ face: 2, outpost: 'factory' }] };
    expect(value(budgetReport(input)).budget).toBe(2);
    expect(value(budgetReport(input, withReadings({ factoryDoubling: 'everywhere' }))).budget).toBe(4);
  });
  it('reports what must be trimmed when over Budget', () => expect(value(budgetReport({ panelBudgets: [1, 1, 1], heldCards: [3, 2] })).over).toBe(2));
  it('refuses smuggling on an Outpost', () => expect(budgetReport({ panelBudgets: [1, 1, 1], bars: [{ face: 1, outpost: 'defense', smuggled: true }] })).toMatchObject({ ok: false, field: 'bars.0.smuggled' }));
});

describe('repair', () => {
  it('rolls at most three dice', () => expect(value(repairOdds({ starportLevel: 2, hull: 20, damage: 10 })).dice).toBe(3));
  it('clears Disabled only under half Hull, or on any repair under the other reading of AM-45', () => {
    const input = { starportLevel: 0, hull: 10, damage: 7, disabled: true };
    // One die must take 7 below 5 (twice the damage under 10): a 3 or more.
    expect(text(value(repairOdds(input)).recovers)).toBe('2/3');
    expect(text(value(repairOdds(input, withReadings({ repairClears: 'any' }))).recovers)).toBe('1');
  });
  it('needs your own Starport (AM-45)', () => expect(repairOdds({ starportLevel: 1, hull: 10, damage: 3, ownStarport: false })).toMatchObject({ ok: false, rule: 'ascension.AM-45' }));
});

describe('victory', () => {
  const player = (id: string, treaty: boolean, faces: number[], tls: number[]) => ({ id, systems: [{ treaty, bars: faces.map((face) => ({ face })) }], factionTls: tls });
  it('breaks ties by Treaties, then Trade Agreements (AM-51), then the lowest Tech Levels', () => {
    expect(value(victory({ players: [player('A', true, [1], [9, 9, 9]), player('B', false, [1, 1], [9, 9, 9])] }))).toMatchObject({ winner: 'A', decidedOn: 'treaties' });
    expect(value(victory({ players: [player('A', false, [2], [9, 9, 9]), player('B', false, [1, 1], [9, 9, 9])] }))).toMatchObject({ winner: 'B', decidedOn: 'trade-agreements' });
    expect(value(victory({ players: [player('A', false, [2], [9, 9, 8]), player('B', false, [2], [9, 9, 9])] }))).toMatchObject({ winner: 'A', decidedOn: 'tech-levels' });
    expect(value(victory({ players: [player('A', false, [2], [9, 9, 9]), player('B', false, [2], [9, 9, 9])] }))).toMatchObject({ winner: null, decidedOn: 'tied' });
  });
});

describe('treaty', () => {
  const input = {
    worldPanels: [{ kind: 'society', barFace: 1, owner: 'opponent' }, { kind: 'resource', barFace: 1, owner: 'you' }],
    outposts: [{ kind: 'embassy', level: 1, owner: 'you' }, { kind: 'defense', level: 2, owner: 'opponent' }],
    roller: { kind: 'embassy', level: 1 },
    yourTl: 10,
    systemTl: 10,
  };
  it('needs bars of any owner, or your own under the other reading of AM-14', () => {
    expect(value(treatyCheck(input)).eligible).toBe(false);
    const more = { ...input, outposts: [{ kind: 'embassy', level: 2, owner: 'you' }] };
    expect(value(treatyCheck(more)).eligible).toBe(true);
    expect(value(treatyCheck(more, withReadings({ treatyBars: 'own' }))).eligible).toBe(false);
  });
  it('is blocked by a Revolt and by an existing Treaty', () => {
    const more = { ...input, outposts: [{ kind: 'embassy', level: 2, owner: 'you' }] };
    expect(value(treatyCheck({ ...more, revolt: true })).eligible).toBe(false);
    expect(value(treatyCheck({ ...more, treaty: true })).eligible).toBe(false);
  });
  it('rolls one die for an Embassy (AM-05)', () => {
    const more = { ...input, outposts: [{ kind: 'embassy', level: 2, owner: 'you' }], roller: { kind: 'embassy', level: 2 } };
    expect(value(treatyCheck(more)).flux!.dice).toBe(1);
  });
});

describe('trade', () => {
  const route = { route: 'within', tier: 1, ends: [{}, {}], systems: [{ societies: 1, resources: 1 }], roller: { kind: 'asset', dice: 2 }, yourTl: 10, systemTl: 10 };
  it('opens tier 1 between unbarred panels and gives the flux odds', () => {
    const r = value(tradeCheck(route));
    expect(r.open).toBe(true);
    expect(text(r.flux!.pass)).toBe('5/9');
  });
  it('needs your tier-1 bars for tier 2', () => {
    expect(value(tradeCheck({ ...route, tier: 2 })).open).toBe(false);
    expect(value(tradeCheck({ ...route, tier: 2, ends: [{ barFace: 1, owner: 'you' }, { barFace: 1, owner: 'you' }] })).open).toBe(true);
    expect(value(tradeCheck({ ...route, tier: 2, ends: [{ barFace: 1, owner: 'opponent' }, { barFace: 1, owner: 'you' }] })).open).toBe(false);
  });
  it('reads Starport supply as minimums, or exactly under AM-17', () => {
    const starport = { ...route, route: 'starport', ends: [{}], systems: [{ societies: 1, resources: 0 }, { societies: 0, resources: 1 }], starportLevel: 2 };
    expect(value(tradeCheck(starport)).open).toBe(true);
    expect(value(tradeCheck(starport, withReadings({ starportSupply: 'exact' }))).open).toBe(false);
  });
  it('lets a Revolt or Blockade elsewhere in the system block only under the system readings (AM-19, AM-21)', () => {
    expect(value(tradeCheck({ ...route, revolt: 'system' })).open).toBe(false);
    expect(value(tradeCheck({ ...route, revolt: 'system' }, withReadings({ revoltScope: 'panel' }))).open).toBe(true);
    expect(value(tradeCheck({ ...route, blockade: 'system' }, withReadings({ blockadeScope: 'panel' }))).open).toBe(true);
    expect(value(tradeCheck({ ...route, blockade: 'panel' }, withReadings({ blockadeScope: 'panel' }))).open).toBe(false);
  });
  it('cites AM-61 where a trade between two systems rests on it (the route and its matching pair), the book elsewhere', () => {
    const between = { ...route, route: 'between', systems: [{ societies: 1, resources: 0 }, { societies: 0, resources: 1 }] };
    const r = tradeCheck(between);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.trace[0]!.rule).toBe('ascension.AM-61');
    expect(r.value.requirements[0]!.rule).toBe('ascension.AM-61');
    expect(r.trace.filter((s) => s.rule === 'ascension.AM-61').map((s) => s.text)).toEqual([
      'Trade between systems: all World Panels of both count, against the Tech Level of the system holding the Diplomat or Embassy.',
      'The Society\'s demand matches the Resource\'s supply.',
    ]);
    const within = tradeCheck(route);
    expect(within.ok && within.trace.some((s) => s.rule === 'ascension.AM-61')).toBe(false);
    expect(within.ok && within.trace[0]!.rule).toBe('ascension.a-8-9-trade');
  });
});

describe('end-of-turn losses', () => {
  it('asks which Society loses when several qualify (AM-20), then applies the pick', () => {
    const system = { societies: [{ revolt: true }, { barFace: 2, owner: 'opponent' }, { barFace: 1, owner: 'you' }] };
    const asked = value(endOfTurnLosses(system));
    expect(asked.needsPick).toEqual({ cause: 'revolt', candidates: [{ kind: 'society', index: 1 }, { kind: 'society', index: 2 }] });
    const done = value(endOfTurnLosses({ ...system, picks: [{ kind: 'society', index: 1 }] }));
    expect(done.losses).toEqual([{ cause: 'revolt', panel: { kind: 'society', index: 1 }, from: 2, to: 1, returnedTo: null }]);
  });
  it('moves on to Resources and then Outposts', () => {
    const r = value(endOfTurnLosses({ societies: [{ revolt: true }], outposts: [{ kind: 'factory', level: 1, owner: 'you' }] }));
    expect(r.losses[0]).toMatchObject({ panel: { kind: 'outpost', index: 0 }, returnedTo: 'you' });
  });
  it('takes a Blockade\'s loss off its own panel first', () => {
    const r = value(endOfTurnLosses({ societies: [{ barFace: 1, owner: 'you' }], resources: [{ barFace: 2, owner: 'you' }], blockades: [{ kind: 'resource', index: 0 }] }));
    expect(r.losses).toEqual([{ cause: 'blockade', panel: { kind: 'resource', index: 0 }, from: 2, to: 1, returnedTo: null }]);
  });
});
