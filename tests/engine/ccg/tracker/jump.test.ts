/**
 * The tracker's jump to a stage (Rules Reference, Appendix I: the round's
 * phases and stages in order; Ready Phase stage 3 chooses the first captain;
 * Resolution stage 2 decides eligibility; every phase ends with a victory check).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyTrackerMove, jumpTargets, legalMoves, planJump, setupTracker, transition, type TrackerEvent, type TrackerSetup, type TrackerState } from '../../../../src/engine/ccg/tracker/tracker.ts';
import { roundStages } from '../../../../src/engine/ccg/round/round.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

function must<T>(r: CcgResult<T>): T {
  if (!r.ok) throw new Error(`${r.error} (${r.rule})`);
  return r.value;
}

const TWO: TrackerSetup = {
  captains: [
    { name: 'Harrington', initiative: 3, id: 'harrington' },
    { name: 'Needa', initiative: 2, id: 'needa' },
  ],
};
const fresh = (setup: TrackerSetup = TWO) => must(setupTracker(setup));
const jump = (s: TrackerState, e: Omit<Extract<TrackerEvent, { type: 'jump' }>, 'type'>) => applyTrackerMove(s, { type: 'jump', ...e });
const texts = (s: TrackerState) => s.log.map((l) => l.text).join('\n');

describe('jump to a stage', () => {
  it('reaches Resolution stage 2 from a fresh tracker in one move, naming the first captain, and says what it passed over (ccg.round.resolution.stage-2)', () => {
    const s = must(jump(fresh(), { phase: 'resolution', stage: 2, first: 'needa' }));
    expect(s).toMatchObject({ round: 1, phase: 'resolution', stage: 2, first: 'needa', chooser: 'harrington', active: 'needa', complete: false });
    expect(s.log[0]).toMatchObject({ rule: 'ccg.round.resolution.stage-2' });
    const log = texts(s);
    expect(log).toContain('Jump to Resolution Phase, stage 2 (complications and piracy), where the table is; what was done in the stages passed over is not recorded here.');
    expect(log).toContain('Passed over in the Ready Phase: stages 2 (hand size), 3 (first captain), 4 (restore and repair), 5 (move gear) and 6 (victory check).');
    expect(log).toContain('Passed over in the Resolution Phase: stage 1 (reveal).');
    expect(log).toContain('5 victory checks passed over: nobody has reached 20 Victory Points');
    expect(log).toContain('The table chose Needa as the first captain of this round.');
    // Every stage between is named, each under its phase's rule.
    const between = roundStages().slice(1, roundStages().findIndex((x) => x.phase === 'resolution' && x.stage === 2));
    for (const x of between) expect(log).toContain(`${x.stage} (${x.def.title.toLowerCase()})`);
    for (const l of s.log) expect(isRuleId(l.rule), l.rule).toBe(true);
  });

  it('must name the first captain when it passes Ready stage 3, and may not name one otherwise (ccg.round.ready.stage-3)', () => {
    expect(jump(fresh(), { phase: 'action', stage: 1 })).toMatchObject({ ok: false, rule: 'ccg.round.ready.stage-3', field: 'first' });
    expect(jump(fresh(), { phase: 'action', stage: 1, first: 'nobody' })).toMatchObject({ ok: false, field: 'first' });
    expect(jump(fresh(), { phase: 'ready', stage: 3, first: 'needa' })).toMatchObject({ ok: false, rule: 'ccg.round.ready.stage-3', field: 'first' });
    // Landing on stage 3 itself leaves the choice to the table, as "next stage" does.
    const at3 = must(jump(fresh(), { phase: 'ready', stage: 3 }));
    expect(at3).toMatchObject({ first: null, chooser: 'harrington' });
    const later = must(jump(must(transition(at3, { type: 'choose-first', by: 'harrington', first: 'needa' })), { phase: 'action', stage: 1 }));
    expect(later).toMatchObject({ first: 'needa', active: 'needa' });
  });

  it('goes forward only: a stage at or before the current one is in the next round, where the first captain is chosen again (ccg.round.resolution.stage-6)', () => {
    const s = must(jump(fresh(), { phase: 'action', stage: 1, first: 'harrington' }));
    expect(jump(s, { phase: 'action', stage: 1 })).toMatchObject({ ok: false, rule: 'ccg.round.action.stage-1', field: 'stage' });
    expect(jump(s, { phase: 'procurement', stage: 1 })).toMatchObject({ ok: false, field: 'first' });
    const back = must(jump(s, { phase: 'procurement', stage: 1, first: 'needa' }));
    expect(back).toMatchObject({ round: 2, phase: 'procurement', stage: 1, first: 'needa' });
    expect(texts(back)).toContain('Take actions'.toLowerCase());
    expect(texts(back)).toMatch(/Action Phase, stage 1 \(take actions\) is left unfinished\.[\s\S]*Round 1 ends with no winner; round 2 begins\.[\s\S]*Passed over in the Ready Phase/);
    const round2 = must(jump(s, { phase: 'ready', stage: 1 }));
    expect(round2).toMatchObject({ round: 2, phase: 'ready', stage: 1, first: null, chooser: null, eligible: [] });
  });

  it('is refused where a victory check on the way would end the game, and lands on a victory check that ends it (ccg.victory)', () => {
    const s = must(transition(fresh(), { type: 'set-vp', captain: 'needa', vp: 20 }));
    expect(jump(s, { phase: 'adventure', stage: 1 })).toMatchObject({ ok: false, rule: 'ccg.round.ready.stage-6', field: 'stage' });
    expect(jump(s, { phase: 'ready', stage: 5, first: 'needa' })).toMatchObject({ ok: true });
    const won = must(jump(s, { phase: 'ready', stage: 6, first: 'needa' }));
    expect(won).toMatchObject({ status: 'over', winner: 'needa' });
    expect(jump(won, { phase: 'adventure', stage: 1 })).toMatchObject({ ok: false, rule: 'ccg.victory' });
  });

  it('landing on Resolution stage 3 without the passes of stage 2 needs the eligible captains; after them it needs none (ccg.eligible)', () => {
    const s = must(jump(fresh(), { phase: 'resolution', stage: 1, first: 'harrington' }));
    expect(jump(s, { phase: 'resolution', stage: 3 })).toMatchObject({ ok: false, rule: 'ccg.eligible', field: 'eligible' });
    // A captain named twice is refused where the second name is, when the move is read.
    expect(jump(s, { phase: 'resolution', stage: 3, eligible: ['needa', 'needa'] })).toMatchObject({ ok: false, rule: 'ccg.eligible', field: 'eligible.1' });
    expect(jump(s, { phase: 'resolution', stage: 3, eligible: ['needa', 'nobody'] })).toMatchObject({ ok: false, rule: 'ccg.eligible', field: 'eligible' });
    const only = must(jump(s, { phase: 'resolution', stage: 3, eligible: ['needa'] }));
    expect(only).toMatchObject({ eligible: ['needa'], done: ['harrington'], active: 'needa' });
    expect(texts(only)).toContain('as decided at the table in stage 2: Needa.');
    const none = must(jump(s, { phase: 'resolution', stage: 3, eligible: [] }));
    expect(none).toMatchObject({ eligible: [], active: null, complete: true });

    // After stage 2 is played out, the jump to stage 3 is the next stage, and names nobody.
    let at2 = must(transition(s, { type: 'next-stage' }));
    at2 = must(transition(at2, { type: 'pass', captain: 'harrington', contract: 'clear' }));
    at2 = must(transition(at2, { type: 'pass', captain: 'needa', contract: 'complication' }));
    expect(jump(at2, { phase: 'resolution', stage: 3, eligible: [] })).toMatchObject({ ok: false, field: 'eligible' });
    const jumped = must(jump(at2, { phase: 'resolution', stage: 3 }));
    const stepped = must(transition(at2, { type: 'next-stage' }));
    expect({ ...jumped, log: [] }).toEqual({ ...stepped, log: [] });
  });

  it('in a solo game, passes the choice of the first captain by itself and keeps to the solo round (ccg.round.solo-adventure)', () => {
    const solo = fresh({ captains: [{ name: 'Kirk', initiative: 2 }] });
    expect(jump(solo, { phase: 'adventure', stage: 1 })).toMatchObject({ ok: false, rule: 'ccg.round.setup', field: 'stage' });
    const s = must(jump(solo, { phase: 'solo-adventure', stage: 2 }));
    expect(s).toMatchObject({ phase: 'solo-adventure', stage: 2, first: 'c1', active: 'c1' });
    expect(texts(s)).toContain('Kirk is the only captain and goes first.');
  });

  it('lists every stage of the round as a target, the current one marked, with what each needs (jumpTargets)', () => {
    const s = fresh();
    const targets = jumpTargets(s);
    expect(targets.map((p) => p.phase.id)).toEqual(['ready', 'adventure', 'procurement', 'action', 'resource', 'resolution']);
    const flat = targets.flatMap((p) => p.stages);
    expect(flat).toHaveLength(roundStages().length);
    expect(flat.filter((x) => x.here)).toHaveLength(1);
    expect(flat[0]).toMatchObject({ here: true, refused: { rule: 'ccg.round.ready.stage-1' } });
    expect(flat.slice(1, 3).every((x) => !x.needsFirst && x.refused === null)).toBe(true);
    expect(flat.slice(3).every((x) => x.needsFirst)).toBe(true);
    expect(targets[5]!.stages[2]).toMatchObject({ needsEligible: true });
  });
});

describe('jump: properties', () => {
  const setupArb = fc
    .record({ inits: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 4 }), seed: fc.nat({ max: 1000 }) })
    .map(({ inits, seed }): TrackerSetup => ({ captains: inits.map((initiative, i) => ({ name: `Cap ${i + 1}`, initiative })), seed }));

  it('from any state reached by jumps, every target the engine lists as open is taken and lands where it says; refused ones name a rule', () => {
    fc.assert(
      fc.property(setupArb, fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 12 }), (setup, picks) => {
        let s = fresh(setup);
        for (const [p, q, r] of picks) {
          const open = jumpTargets(s).flatMap((ph) => ph.stages.map((x) => ({ phase: ph.phase.id, ...x }))).filter((x) => x.refused === null);
          for (const x of jumpTargets(s).flatMap((ph) => ph.stages)) if (x.refused) expect(isRuleId(x.refused.rule)).toBe(true);
          const t = open[p % open.length]!;
          const first = t.needsFirst ? s.captains[q % s.captains.length]!.id : undefined;
          const eligible = t.needsEligible ? s.captains.filter((_, i) => (r >> i) & 1).map((c) => c.id) : undefined;
          const plan = must(planJump(s, t.phase, t.stage.number));
          const next = must(transition(s, { type: 'jump', phase: t.phase, stage: t.stage.number, ...(first && { first }), ...(eligible && { eligible }) }));
          expect([next.phase, next.stage, next.round]).toEqual([t.phase, t.stage.number, s.round + (plan.newRound ? 1 : 0)]);
          for (const l of next.log) expect(isRuleId(l.rule)).toBe(true);
          // What the tracker then offers, it takes.
          for (const m of legalMoves(next).open) expect(transition(next, m.event).ok).toBe(true);
          s = next;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('never throws on malformed jumps from outside', () => {
    const s = fresh();
    fc.assert(
      fc.property(fc.record({ phase: fc.anything(), stage: fc.anything(), first: fc.anything(), eligible: fc.anything() }, { requiredKeys: [] }), (raw) => {
        const r = applyTrackerMove(s, { type: 'jump', ...raw });
        return r.ok || isRuleId(r.rule);
      }),
    );
  });
});
