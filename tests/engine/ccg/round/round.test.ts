import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PHASES,
  ROUND,
  SETUP_STEPS,
  SOLO_ADVENTURE,
  isRoundPhaseId,
  nextStage,
  phaseDef,
  roundPhases,
  roundStages,
  roundStart,
  stageDef,
  type RoundPoint,
} from '../../../../src/engine/ccg/round/round.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';

describe('round data', () => {
  it('lists the six phases in the order of phases.ts', () => {
    expect(ROUND.map((p) => p.id)).toEqual(PHASES.map((p) => p.id));
    expect(ROUND.map((p) => p.stages.length)).toEqual([6, 3, 2, 2, 2, 6]);
    expect(SOLO_ADVENTURE.stages.length).toBe(4);
  });

  it('numbers stages from 1 and ties each to its own registered rule id', () => {
    for (const phase of [...ROUND, SOLO_ADVENTURE]) {
      expect(isRuleId(phase.rule)).toBe(true);
      expect(phase.rule).toBe(`ccg.round.${phase.id}`);
      phase.stages.forEach((s, i) => {
        expect(s.number).toBe(i + 1);
        expect(s.rule).toBe(`ccg.round.${phase.id}.stage-${s.number}`);
        expect(isRuleId(s.rule)).toBe(true);
        expect(s.summary.length).toBeGreaterThan(10);
      });
    }
    for (const s of SETUP_STEPS) expect(isRuleId(s.rule)).toBe(true);
  });

  it('ends every phase with a victory check, and only there', () => {
    for (const phase of [...ROUND, SOLO_ADVENTURE]) {
      const last = phase.stages[phase.stages.length - 1];
      expect(last?.victoryCheck).toBe(true);
      expect(phase.stages.filter((s) => s.victoryCheck)).toHaveLength(1);
    }
  });

  it('records how captains take part, as the Appendix sets out', () => {
    const p = (id: Parameters<typeof stageDef>[0], n: number) => stageDef(id, n)?.participation;
    expect([1, 2, 3, 4, 5].map((n) => p('ready', n))).toEqual(['simultaneous', 'simultaneous', 'none', 'initiative-order', 'initiative-order']);
    expect([1, 2].map((n) => p('adventure', n))).toEqual(['initiative-order', 'initiative-order']);
    expect(p('procurement', 1)).toBe('initiative-order');
    expect(p('action', 1)).toBe('alternating');
    expect(p('resource', 1)).toBe('initiative-order');
    expect([1, 2, 3].map((n) => p('resolution', n))).toEqual(['simultaneous', 'alternating', 'initiative-order']);
    expect(p('solo-adventure', 1)).toBe('none');
  });

  it('distinguishes the reopening pass of the Action Phase from the final pass of the Resolution Phase', () => {
    expect(stageDef('action', 1)?.passing?.kind).toBe('reopens');
    expect(stageDef('resolution', 2)?.passing?.kind).toBe('final');
    expect(stageDef('resolution', 2)?.passing?.text).toMatch(/failing to resolve a complication counts as a pass/);
    expect(stageDef('resolution', 3)?.eligibility).toMatch(/Eligible captains only/);
    const withPassing = ROUND.flatMap((ph) => ph.stages.filter((s) => s.passing !== undefined).map((s) => s.rule));
    expect(withPassing).toEqual(['ccg.round.action.stage-1', 'ccg.round.resolution.stage-2']);
  });

  it('swaps in the solo Adventure Phase for solo play', () => {
    expect(roundPhases(true).map((p) => p.id)).toEqual(['ready', 'solo-adventure', 'procurement', 'action', 'resource', 'resolution']);
    expect(phaseDef('solo-adventure')).toBe(SOLO_ADVENTURE);
    expect(isRoundPhaseId('solo-adventure')).toBe(true);
    expect(isRoundPhaseId('upkeep')).toBe(false);
    expect(stageDef('ready', 7)).toBeUndefined();
  });

  it('walks the stages in order and wraps to a new round after Resolution stage 6', () => {
    expect(nextStage({ phase: 'ready', stage: 6 })).toEqual({ point: { phase: 'adventure', stage: 1 }, newRound: false });
    expect(nextStage({ phase: 'resolution', stage: 6 })).toEqual({ point: roundStart(), newRound: true });
    expect(nextStage({ phase: 'ready', stage: 6 }, true)?.point).toEqual({ phase: 'solo-adventure', stage: 1 });
    expect(nextStage({ phase: 'solo-adventure', stage: 4 }, true)?.point).toEqual({ phase: 'procurement', stage: 1 });
    expect(nextStage({ phase: 'action', stage: 9 })).toBeUndefined();
  });

  it('visits every stage exactly once per round when stepping from the start (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 3 }), (solo, rounds) => {
        const stages = roundStages(solo);
        let point: RoundPoint = roundStart();
        const seen: string[] = [];
        let wraps = 0;
        for (let i = 0; i < stages.length * rounds; i++) {
          seen.push(`${point.phase}.${point.stage}`);
          const n = nextStage(point, solo);
          if (n === undefined) return false;
          if (n.newRound) wraps++;
          point = n.point;
        }
        const once = stages.map((s) => `${s.phase}.${s.stage}`);
        return wraps === rounds && seen.join() === Array.from({ length: rounds }, () => once).flat().join();
      }),
    );
  });
});
