/** The simulator against figure F9 (a Monte Carlo figure from another generator: agreement within a few standard errors). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregate, COMPARISON, compareRun, holdOutPolicy, playGame, simulate, summarise, type RunSummary } from '../../../src/engine/traders/index.ts';
import { must } from './helpers.ts';

const GAMES = 8000;
/** Four standard errors of a share near p over GAMES games. */
const within = (got: number, p: number) => expect(Math.abs(got - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / GAMES) + 0.002);

describe('F9: whole games under the reference policy', () => {
  const { runs, aggregate: a } = must(simulate({ seed: 2026, games: GAMES }));

  it('ends where F9 says, in the same shares', () => {
    expect(a.won).toBe(0);
    within(a.endedAt['first-turn'], 0.451);
    within(a.endedAt['first-jump'], 0.184);
    within(a.endedAt['first-port'], 0.178);
    within(a.salesAtLeast[1]!, 0.186);
    within(a.salesAtLeast[2] ?? 0, 0.007);
    expect(a.endedAt.unfinished).toBe(0);
  });

  it('loses to the crew, the ship and the layover in the F9 shares', () => {
    within((a.causes['crew-down'] ?? 0) + (a.causes['crew-disbanded'] ?? 0), 0.766);
    within(a.causes['ship-destroyed'] ?? 0, 0.199);
    within(a.causes['layover-unpaid'] ?? 0, 0.035);
  });

  it('summarises each run consistently', () => {
    for (const r of runs.slice(0, 500)) {
      expect(r.outcome).not.toBe('unfinished');
      if (r.sales > 0) expect(r.peakMoney).toBeGreaterThan(0);
      else expect(r.peakMoney).toBe(0);
      expect(r.stop).toBeLessThanOrEqual(r.furthestStop);
      if (r.endedAt === 'first-turn') expect(r.furthestStop).toBe(0);
      expect(r.rule).toMatch(/^traders\./);
    }
    expect(a.reachedStop[0]).toBe(1);
    expect(a.reachedStop[1]).toBeCloseTo(1 - a.endedAt['first-turn'] - a.endedAt['first-jump'], 10);
    expect(aggregate(runs)).toEqual(a);
  });

  it('is the same run twice from the same seed, and another from another seed', () => {
    const again = must(simulate({ seed: 2026, games: 200 }));
    expect(again.runs).toEqual(runs.slice(0, 200));
    const other = must(simulate({ seed: 2027, games: 200 }));
    expect(other.runs).not.toEqual(runs.slice(0, 200));
  });
});

describe('the reading and the policy move the figures the way F9 says', () => {
  it('alternation ends more games at Regina (F9: 51.6 %) and sells less often (16.5 %)', () => {
    const alt = must(simulate({ seed: 2026, games: GAMES, readings: { targetOrder: 'alternation' } })).aggregate;
    within(alt.endedAt['first-turn'], 0.516);
    within(alt.salesAtLeast[1]!, 0.165);
  });

  it('holding out for the base price while refusing is free changes little', () => {
    const held = must(simulate({ seed: 2026, games: 3000, policy: 'hold-out' })).aggregate;
    const base = must(simulate({ seed: 2026, games: 3000 })).aggregate;
    expect(Math.abs(held.salesAtLeast[1]! - base.salesAtLeast[1]!)).toBeLessThan(0.03);
    expect(held.endedAt['first-turn']).toBe(base.endedAt['first-turn']);
  });

  it('the hold-out policy refuses a sub-base first offer and takes the second', () => {
    let refusedOnce = false;
    for (let seed = 0; seed < 400 && !refusedOnce; seed++) {
      const s = must(playGame(seed, holdOutPolicy));
      refusedOnce = s.log.some((l) => l.rule === 'traders.t-7-reject');
      if (refusedOnce) expect(summarise(s).outcome).not.toBe('unfinished');
    }
    expect(refusedOnce).toBe(true);
  });
});

describe('simulation input', () => {
  it('is checked', () => {
    expect(simulate({ seed: -1, games: 1 })).toMatchObject({ ok: false, field: 'seed' });
    expect(simulate({ seed: 1, games: 0 })).toMatchObject({ ok: false, field: 'games' });
    expect(simulate({ seed: 1, games: 1, policy: 'cheat' as never })).toMatchObject({ ok: false, field: 'policy' });
  });
});

describe('compareRun: where one game stands among simulated ones', () => {
  const run = (furthestStop: number, sales: number, endedAt: RunSummary['endedAt']): RunSummary => ({ seed: 0, furthestStop, stop: furthestStop, sales, peakMoney: 0, outcome: 'lost', cause: null, rule: null, endedAt, events: 0 });
  const runs = [run(0, 0, 'first-turn'), run(0, 0, 'first-turn'), run(3, 1, 'after-a-sale'), run(7, 2, 'after-a-sale')];

  it('counts the runs that went as far, sold as often, and ended in the first port, as exact shares', () => {
    const c = compareRun({ furthestStop: 3, sales: 1 }, runs);
    expect(c.games).toBe(4);
    expect(c.reached.toFraction()).toBe('1/2');
    expect(c.sold.toFraction()).toBe('1/2');
    expect(c.firstPort.toFraction()).toBe('1/2');
    expect(compareRun({ furthestStop: 0, sales: 0 }, runs).reached.toFraction()).toBe('1');
    expect(compareRun({ furthestStop: 8, sales: 3 }, runs).sold.toFraction()).toBe('0');
  });

  it('compares with the seeded set the play page uses, the same every time', () => {
    const sim = must(simulate({ seed: COMPARISON.seed, games: 50 }));
    expect(compareRun({ furthestStop: 1, sales: 0 }, sim.runs)).toEqual(compareRun({ furthestStop: 1, sales: 0 }, must(simulate({ seed: COMPARISON.seed, games: 50 })).runs));
  });
});

describe('simulate reads what it is asked at the edge', () => {
  it('refuses each bad field with its rule and path, never throwing', () => {
    const cases: [unknown, string, string][] = [
      [{ seed: -1, games: 1 }, 'seed', 'traders.t-0-setup'],
      [{ seed: 4294967296, games: 1 }, 'seed', 'traders.t-0-setup'],
      [{ seed: 1, games: 0 }, 'games', 'traders.t-0-setup'],
      [{ seed: 1, games: 1.5 }, 'games', 'traders.t-0-setup'],
      [{ seed: 1, games: 2, policy: 'toString' }, 'policy', 'traders.t-0-turn'],
    ];
    for (const [input, field, rule] of cases) expect(simulate(input as never), JSON.stringify(input)).toMatchObject({ ok: false, field, rule });
    expect(simulate(null as never)).toMatchObject({ ok: false, rule: 'traders.t-0-setup' });
    fc.assert(fc.property(fc.anything(), (x) => void simulate(x as never)), { numRuns: 300 });
  });
});
