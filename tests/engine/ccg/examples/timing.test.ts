import { describe, expect, it } from 'vitest';
import {
  GLOVAL_CANCELS_WITH_LIACH,
  SOLO_PLAYS_TIME_IS_MONEY,
  TIME_IS_MONEY_CANCELLED,
  TIME_IS_MONEY_UNANSWERED,
  TIMING_PRESETS,
  runPreset,
} from '../../../../src/engine/ccg/examples/timing.ts';
import { bookCard } from '../../../../src/engine/ccg/timing/book-cards.ts';
import { addItem, createQueue, pass, type QueueState } from '../../../../src/engine/ccg/timing/queue.ts';
import { specFromTemplate } from '../../../../src/engine/ccg/timing/template.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

function must<T>(r: CcgResult<T>): T {
  if (!r.ok) throw new Error(`unexpected error: ${r.error} (${r.rule})`);
  for (const s of r.trace) expect(isRuleId(s.rule), s.rule).toBe(true);
  return r.value;
}

const solo = (s: QueueState) => s.captains.find((c) => c.id === 'solo')!;
const gloval = (s: QueueState) => s.captains.find((c) => c.id === 'gloval')!;

describe('Booklet, Timing, The Queue, example 1: Time is Money, nobody responds', () => {
  it('goes on a queue of one card, nobody (Solo included) responds, and it resolves', () => {
    let s = must(createQueue(TIME_IS_MONEY_UNANSWERED.setup));
    // Solo plays Time is Money targeting himself; it is an event, so a reaction.
    s = must(addItem(s, SOLO_PLAYS_TIME_IS_MONEY));
    expect(s.queue.map((i) => [i.name, i.timing])).toEqual([['Time is Money', 'reaction']]);
    expect(solo(s).credits).toBe(2);
    // Solo himself could respond first; he passes.
    expect(s.respond).toBe('solo');
    s = must(pass(s, 'solo'));
    expect(s.queue).toHaveLength(1);
    // Gloval passes too: every captain has passed, so the queue of one card resolves.
    const last = pass(s, 'gloval');
    s = must(last);
    expect(s.queue).toEqual([]);
    expect(s.log.map((e) => [e.item.name, e.outcome])).toEqual([['Time is Money', 'resolved']]);
    // Solo's value rises by 3 (Initiative, in our reading of the lost icon).
    expect(s.changes).toEqual([expect.objectContaining({ subject: 'Solo', attribute: 'Initiative', amount: 3 })]);
    expect(solo(s).discard.map((c) => c.name)).toEqual(['Time is Money']);
  });

  it('replays the same way from the preset', () => {
    const s = must(runPreset(TIME_IS_MONEY_UNANSWERED));
    expect(s.log.map((e) => e.outcome)).toEqual(['resolved']);
    expect(s.changes.map((c) => c.amount)).toEqual([3]);
  });
});

describe('Booklet, Timing, The Queue, example 2: Gloval cancels Time is Money', () => {
  it('resolves the crew ability first, cancelling Time is Money, which stays played with its cost paid', () => {
    let s = must(createQueue(TIME_IS_MONEY_CANCELLED.setup));
    s = must(addItem(s, SOLO_PLAYS_TIME_IS_MONEY));
    s = must(pass(s, 'solo'));
    // Gloval responds: jettisons Liach, T'zen and Giiar to cancel Time is Money.
    expect(s.respond).toBe('gloval');
    s = must(addItem(s, GLOVAL_CANCELS_WITH_LIACH));
    expect(gloval(s).cards).toEqual([]);
    expect(gloval(s).discard.map((c) => c.name)).toEqual(["Liach, T'zen and Giiar"]);
    // Two cards on the queue: Time is Money, then the crew ability on top.
    expect(s.queue.map((i) => i.name)).toEqual(['Time is Money', "Liach, T'zen and Giiar's ability"]);
    // No further effects: everyone passes, and the ability, played last, resolves first.
    s = must(pass(s, 'solo'));
    s = must(pass(s, 'gloval'));
    expect(s.log.map((e) => e.item.name)).toEqual(["Liach, T'zen and Giiar's ability"]);
    expect(s.queue[0]).toMatchObject({ name: 'Time is Money', cancelledBy: 'liach-cancel' });
    // The window opens again for Time is Money; both pass; it is cancelled, so it does nothing.
    expect(s.respond).toBe('solo');
    s = must(pass(s, 'solo'));
    const last = pass(s, 'gloval');
    s = must(last);
    expect(s.log.map((e) => [e.item.name, e.outcome])).toEqual([
      ["Liach, T'zen and Giiar's ability", 'resolved'],
      ['Time is Money', 'cancelled'],
    ]);
    expect(s.changes).toEqual([]);
    expect(solo(s).credits).toBe(2);
    expect(solo(s).discard.map((c) => c.name)).toEqual(['Time is Money']);
    expect(last.ok && last.trace.map((t) => t.rule)).toEqual(expect.arrayContaining(['ccg.cancel', 'ccg.transient']));
  });

  it('replays the same way from the preset', () => {
    const s = must(runPreset(TIME_IS_MONEY_CANCELLED));
    expect(s.log.map((e) => e.outcome)).toEqual(['resolved', 'cancelled']);
    expect(s.changes).toEqual([]);
    expect(s.history.past).toHaveLength(TIME_IS_MONEY_CANCELLED.moves.length);
  });
});

describe('timing presets', () => {
  it('use the palette cards unchanged', () => {
    const tim = bookCard('time-is-money')!;
    const liach = bookCard('liach-tzen-giiar-cancel')!;
    expect(must(specFromTemplate(tim, { controller: 'solo', id: 'time-is-money', target: { kind: 'captain', id: 'solo' } }))).toEqual(SOLO_PLAYS_TIME_IS_MONEY);
    expect(
      must(specFromTemplate(liach, { controller: 'gloval', id: 'liach-cancel', cardId: 'liach', target: { kind: 'item', id: 'time-is-money' } })),
    ).toEqual(GLOVAL_CANCELS_WITH_LIACH);
  });

  it('all run, cite registered rules, name their source and list their stand-ins', () => {
    for (const p of TIMING_PRESETS) {
      const r = runPreset(p);
      expect(r.ok, p.id).toBe(true);
      expect(p.source).toMatch(/^Rules Booklet 2\.0/);
      expect(p.standIns.length).toBeGreaterThan(0);
    }
  });
});
