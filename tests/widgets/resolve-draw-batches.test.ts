/** The resolution check draws a new answer in batches bounded by what they show, not one stage per task. */
import { describe, expect, it } from 'vitest';
import { LINES_PER_TASK, nextBatchEnd, stageLines } from '../../src/widgets/resolve/draw-batches.ts';
import { runCheck } from '../../src/widgets/resolve/check.ts';
import { presetState, TOOL_PRESETS } from '../../src/widgets/resolve/presets.ts';
import type { StageView } from '../../src/widgets/resolve/view.ts';
import { fullPoolResolveState } from '../../scripts/bench/resolve-worst.ts';

const stage = (lines: number): StageView => ({ key: `s${lines}`, heading: 'h', status: 'info', verdict: 'v', trace: [], subplots: Array.from({ length: lines - 3 }, (_, i) => ({ id: `p${i}`, name: 'n', resolved: true, vp: 1 })) });
const batches = (stages: StageView[], budget?: number) => {
  const ends: number[] = [];
  for (let at = 0; at < stages.length; ) ends.push((at = nextBatchEnd(stages, at, budget)));
  return ends;
};

describe('drawing a new answer in batches', () => {
  it('counts the lines a stage shows', () => {
    expect(stageLines(stage(3))).toBe(3);
    expect(stageLines(stage(10))).toBe(10);
  });

  it('draws small stages together, up to the budget, and always at least one more stage', () => {
    expect(batches([stage(5), stage(5), stage(5)], 12)).toEqual([2, 3]);
    expect(batches([stage(30), stage(3), stage(3)], 12)).toEqual([1, 3]);
    expect(batches([stage(3), stage(30)], 12)).toEqual([1, 2]);
    expect(batches([], 12)).toEqual([]);
  });

  it('draws every book example of the tool in at most two batches', () => {
    for (const p of TOOL_PRESETS) {
      const stages = runCheck(presetState(p.id)!).stages;
      expect(batches(stages).length, p.id).toBeLessThanOrEqual(2);
    }
  });

  it('gives each large stage of the largest link a batch within the budget, or a batch of its own', () => {
    for (const s of [fullPoolResolveState()]) {
      const stages = runCheck(s).stages;
      let at = 0;
      for (const end of batches(stages)) {
        const lines = stages.slice(at, end).reduce((n, st) => n + stageLines(st), 0);
        expect(end - at === 1 || lines <= LINES_PER_TASK).toBe(true);
        at = end;
      }
    }
  });
});
