/** The planetfall tool: slots by World Class, "+1" chains, 2R/2S, the last slot. */
import { describe, expect, it } from 'vitest';
import { planetfall, planetfallNext, slotsOf, type PlanetfallEvent } from '../../../src/engine/ascension/planetfall/index.ts';

const run = (setup: unknown, events: PlanetfallEvent[]) => {
  const r = planetfall.replay(setup, events);
  if (!r.ok) throw new Error(`${'index' in r ? r.index : ''} ${r.error}`);
  return r.value.state;
};

describe('planetfall', () => {
  it('leaves 6, 5, 4, 3 slots for classes A–D', () => expect((['A', 'B', 'C', 'D'] as const).map(slotsOf)).toEqual([6, 5, 4, 3]));

  it('follows "+1" Resources, then Societies until a Tech Level', () => {
    const s = run({ worldClass: 'A', asset: 'diplomat' }, [
      { type: 'draw', panel: 'plus-one' },
      { type: 'draw', panel: 'plain' },
      { type: 'draw', panel: 'plus-one' },
      { type: 'draw', panel: 'plain', tl: 9 },
    ]);
    expect(s.stage).toBe('done');
    expect(s.placed.map((p) => p.kind)).toEqual(['resource', 'resource', 'society', 'society']);
    expect(s.slotsLeft).toBe(2);
  });

  it('discards a "+1" Society when one slot is left', () => {
    const s = run({ worldClass: 'D', asset: 'soldier' }, [
      { type: 'draw', panel: 'plain' },
      { type: 'draw', panel: 'plus-one' },
      { type: 'draw', panel: 'plus-one' },
      { type: 'draw', panel: 'plain', tl: 7 },
    ]);
    expect(s.discarded).toBe(1);
    expect(s.placed.map((p) => p.kind)).toEqual(['resource', 'society', 'society']);
  });

  it('asks about the last slot when "+1" Resources would fill it (AM-53)', () => {
    const s = run({ worldClass: 'D', asset: 'diplomat' }, [{ type: 'draw', panel: 'plus-one' }, { type: 'draw', panel: 'plus-one' }]);
    expect(planetfallNext(s)).toBe('keep-slot');
    expect(run({ worldClass: 'D', asset: 'diplomat' }, [{ type: 'draw', panel: 'plus-one' }, { type: 'draw', panel: 'plus-one' }, { type: 'keep-slot', keep: false }, { type: 'draw', panel: 'plus-one' }]).stage).toBe('done');
  });

  it('makes a 2R Shadow Agent draw two for the first Resource only', () => {
    const setup = { worldClass: 'B', asset: 'agent', rating: '2R' };
    expect(planetfall.replay(setup, [{ type: 'draw', panel: 'plain' }])).toMatchObject({ ok: false });
    const s = run(setup, [{ type: 'draw-pair', panels: ['plus-one', 'plain'], keep: 0 }, { type: 'draw', panel: 'plain' }]);
    expect(s.stage).toBe('societies');
    expect(planetfallNext(s)).toBe('draw');
  });

  it('gives 2R and 2S only to Shadow Agents (AM-52)', () => expect(planetfall.setup({ worldClass: 'A', asset: 'diplomat', rating: '2S' })).toMatchObject({ ok: false, rule: 'ascension.AM-52' }));
});
