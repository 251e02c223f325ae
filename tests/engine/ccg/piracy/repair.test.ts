import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readyPhaseRestore, restoreByEffect } from '../../../../src/engine/ccg/piracy/repair.ts';
import type { CrewState, UpgradeState } from '../../../../src/engine/ccg/piracy/damage.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';

const robot: CrewState = { id: 'robot', name: 'Repair Robot', woundCapacity: 4, wounds: 2, mechanical: true };
const medic: CrewState = { id: 'medic', name: 'Medic', woundCapacity: 3, wounds: 2 };
const tough: CrewState = { id: 'tough', name: 'Tough Marine', woundCapacity: 4, wounds: 3, resilient: true };
const turret: UpgradeState = { id: 'turret', name: 'Turret', structureCapacity: 3, structure: 2 };

describe('Ready Phase stage 4', () => {
  it('costs 1 Credit per point of wounds or structure restored, as chosen', () => {
    const r = readyPhaseRestore({ crew: [medic], upgrades: [turret], restore: [{ card: 'medic', points: 1 }, { card: 'turret', points: 2 }] });
    expect(r.ok && r.value.creditsCost).toBe(3);
    expect(r.ok && r.value.crew[0]?.wounds).toBe(1);
    expect(r.ok && r.value.upgrades[0]?.structure).toBe(0);
    expect(r.ok && r.trace.map((s) => s.rule)).toContain('ccg.round.ready.stage-4');
  });

  it('restores Resilient cards in full at no cost', () => {
    const r = readyPhaseRestore({ crew: [tough, medic] });
    expect(r.ok && r.value.creditsCost).toBe(0);
    expect(r.ok && r.value.cards).toEqual([expect.objectContaining({ card: 'tough', restored: 3, after: 0, paid: 0, free: true })]);
    expect(r.ok && r.value.crew.map((c) => c.wounds)).toEqual([0, 2]);
    expect(r.ok && r.trace.map((s) => s.rule)).toEqual(expect.arrayContaining(['ccg.keyword.resilient', 'ccg.note.resilient-restore']));
  });

  it('allows paid restoring of Mechanical crew (our reading)', () => {
    const r = readyPhaseRestore({ crew: [robot], restore: [{ card: 'robot', points: 2 }] });
    expect(r.ok && r.value.creditsCost).toBe(2);
    expect(r.ok && r.trace.map((s) => s.rule)).toContain('ccg.note.mechanical-ready-restore');
  });

  it('refuses more points than the card has, unknown cards and duplicates', () => {
    expect(readyPhaseRestore({ crew: [medic], restore: [{ card: 'medic', points: 3 }] })).toMatchObject({ ok: false, field: 'restore.0.points' });
    expect(readyPhaseRestore({ crew: [medic], restore: [{ card: 'ghost', points: 1 }] })).toMatchObject({ ok: false, field: 'restore.0.card' });
    expect(readyPhaseRestore({ crew: [medic], restore: [{ card: 'medic', points: 1 }, { card: 'medic', points: 1 }] })).toMatchObject({ ok: false, field: 'restore.1.card' });
    expect(readyPhaseRestore({ crew: [medic], restore: [{ card: 'medic', points: -1 }] })).toMatchObject({ ok: false, field: 'restore.0.points' });
  });

  it('charges exactly the points requested on cards that are not Resilient', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ wounds: fc.integer({ min: 0, max: 4 }), resilient: fc.boolean(), ask: fc.integer({ min: 0, max: 4 }) }), { maxLength: 5 }),
        (list) => {
          const crew: CrewState[] = list.map((c, i) => ({ id: `c${i}`, name: `Crew ${i}`, woundCapacity: 5, wounds: c.wounds, resilient: c.resilient }));
          const restore = list.map((c, i) => ({ card: `c${i}`, points: Math.min(c.ask, c.wounds) }));
          const r = readyPhaseRestore({ crew, restore });
          if (!r.ok) return false;
          const expected = list.reduce((a, c) => a + (c.resilient ? 0 : Math.min(c.ask, c.wounds)), 0);
          return (
            r.value.creditsCost === expected &&
            r.value.crew.every((c, i) => c.wounds >= 0 && c.wounds <= (list[i]?.wounds ?? 0) && (!list[i]?.resilient || c.wounds === 0)) &&
            r.trace.every((s) => isRuleId(s.rule))
          );
        },
      ),
    );
  });
});

describe('restoring by an effect', () => {
  it('Mechanical crew refuse restoring by crew abilities, gear and heroic actions', () => {
    for (const means of ['crew-ability', 'gear', 'heroic-action'] as const) {
      expect(restoreByEffect({ target: { kind: 'crew', card: robot }, points: 1, means, source: 'Patch Kit' })).toMatchObject({ ok: false, rule: 'ccg.keyword.mechanical' });
    }
  });

  it('unless the effect says it restores Mechanical crew; other effects are not limited', () => {
    const said = restoreByEffect({ target: { kind: 'crew', card: robot }, points: 1, means: 'gear', source: 'Robot Toolkit', restoresMechanical: true });
    expect(said.ok && said.value).toEqual({ card: 'robot', before: 2, restored: 1, after: 1 });
    const other = restoreByEffect({ target: { kind: 'crew', card: robot }, points: 1, means: 'other-effect', source: 'Starport Refit' });
    expect(other.ok && other.value.after).toBe(1);
  });

  it('restores structure on upgrades and never more than is there', () => {
    const r = restoreByEffect({ target: { kind: 'upgrade', card: turret }, points: 5, means: 'crew-ability', source: 'Engineer' });
    expect(r.ok && r.value).toEqual({ card: 'turret', before: 2, restored: 2, after: 0 });
    expect(r.ok && r.trace.every((s) => isRuleId(s.rule))).toBe(true);
  });

  it('refuses bad input', () => {
    expect(restoreByEffect({ target: { kind: 'crew', card: medic }, points: 0.5, means: 'gear', source: 'x' })).toMatchObject({ ok: false, field: 'points' });
    expect(restoreByEffect({ target: { kind: 'crew', card: medic }, points: 1, means: 'magic' as 'gear', source: 'x' })).toMatchObject({ ok: false, field: 'means' });
  });
});
