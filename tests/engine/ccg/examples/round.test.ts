import { describe, expect, it } from 'vitest';
import { AHAB_AND_NYMERIA, HARRINGTON_AND_NEEDA, ROUND_PRESETS, runRoundPreset, type RoundPresetRun, type RoundPreset } from '../../../../src/engine/ccg/examples/round.ts';
import { auditZones, availableMoves, setupGame, transition, whoActs, type GameState } from '../../../../src/engine/ccg/game/game.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';

function run(p: RoundPreset): RoundPresetRun {
  const r = runRoundPreset(p);
  if (!r.ok) throw new Error(`${r.error} (${r.field ?? ''})`);
  return r.value;
}

/** The state just before the step whose title starts with `title`, and the step's index. */
function before(p: RoundPreset, runResult: RoundPresetRun, title: string): { state: GameState; index: number } {
  const index = p.steps.findIndex((s) => s.title.startsWith(title));
  if (index < 0) throw new Error(`no step ${title}`);
  return { state: runResult.states[index]!, index };
}

const cap = (s: GameState, id: string) => s.captains.find((c) => c.id === id)!;

describe('round presets', () => {
  it('play through without a refused step, with sound states and registered rules', () => {
    for (const p of ROUND_PRESETS) {
      const r = run(p);
      expect(r.states).toHaveLength(p.steps.length + 1);
      for (const s of r.states) expect(auditZones(s)).toEqual([]);
      for (const t of r.traces.flat()) expect(isRuleId(t.rule), t.rule).toBe(true);
      expect(isRuleId(p.rule)).toBe(true);
      expect(p.standIns.length).toBeGreaterThan(0);
    }
  });

  it('names the step that is refused', () => {
    const broken: RoundPreset = { ...HARRINGTON_AND_NEEDA, steps: [{ title: 'Out of turn', event: { type: 'pass', captain: 'needa' } }] };
    expect(runRoundPreset(broken)).toMatchObject({ ok: false, field: 'steps.0.event.type' });
  });
});

describe('Harrington and Needa (Action Phase passing)', () => {
  const p = HARRINGTON_AND_NEEDA;
  const r = run(p);

  it('starts the Action Phase with Harrington, who passes; Needa is then active', () => {
    const { state } = before(p, r, 'Action: Harrington passes');
    expect(state.phase).toBe('action');
    expect(whoActs(state)).toEqual({ kind: 'captain', captain: 'harrington', rule: 'ccg.round.action.stage-1' });
    const { state: afterPass } = before(p, r, 'Action: Needa’s crew member');
    expect(whoActs(afterPass)).toMatchObject({ captain: 'needa' });
    expect(availableMoves(afterPass).map((m) => m.type)).toEqual(['act', 'pass']);
  });

  it('ends the phase at once if Needa passes too', () => {
    const { state } = before(p, r, 'Action: Needa’s crew member');
    const t = transition(state, { type: 'pass', captain: 'needa' });
    expect(t.ok && t.value.phase).toBe('resource');
  });

  it('ends where the book does, with Harrington active again and free to act or pass; the phase ends only when both then pass in a row (the rule, beyond the example)', () => {
    expect(p.steps.filter((x) => x.title.startsWith('Action:')).map((x) => x.event.type)).toEqual(['pass', 'act']);
    const last = r.states.at(-1)!;
    expect(last.phase).toBe('action');
    expect(whoActs(last)).toMatchObject({ captain: 'harrington' });
    expect(availableMoves(last).map((m) => m.type)).toEqual(['act', 'pass']);
    expect(last.progress.passStreak).toBe(0);
    const one = transition(last, { type: 'pass', captain: 'harrington' });
    if (!one.ok) throw new Error(one.error);
    expect(one.value.phase).toBe('action');
    expect(one.value.progress.passStreak).toBe(1);
    const both = transition(one.value, { type: 'pass', captain: 'needa' });
    if (!both.ok) throw new Error(both.error);
    expect(both.value.phase).toBe('resource');
    expect(both.trace.some((t) => t.rule === 'ccg.round.action.stage-1' && /one after another/.test(t.text))).toBe(true);
  });
});

describe('Ahab and Nymeria (Example of Play)', () => {
  const p = AHAB_AND_NYMERIA;
  const r = run(p);
  const setup = r.states[0]!;
  const last = r.states.at(-1)!;

  it('sets up two contracts each, each with a face-down complication', () => {
    expect(setup.slots.map((s) => s.controller)).toEqual(['ahab', 'ahab', 'nymeria', 'nymeria']);
    expect(setup.slots[0]!.contract).toBe('mid-passage-mark');
    expect(setup.cards['customs-inspection']).toMatchObject({ attachedTo: 'mid-passage-mark', faceDown: true });
    for (const c of setup.captains) expect(c.hand).toHaveLength(7);
  });

  it('has Ahab, whose Scout has the higher Initiative, pick Nymeria to go first', () => {
    const { state } = before(p, r, 'Ready: Ahab, with the higher Initiative');
    expect(whoActs(state)).toMatchObject({ captain: 'ahab', rule: 'ccg.round.ready.stage-3' });
    const { state: adv } = before(p, r, 'Adventure: Nymeria places');
    expect(adv.firstCaptain).toBe('nymeria');
    expect(whoActs(adv)).toMatchObject({ captain: 'nymeria', rule: 'ccg.round.adventure.stage-1' });
  });

  it('charges Nymeria 1 Credit and an Infamy token for piracy, and Ahab one 1-Credit jump to Mid Passage Mark', () => {
    const { state: beforePiracy, index } = before(p, r, 'Adventure: Nymeria declares');
    const afterPiracy = r.states[index + 1]!;
    expect(cap(afterPiracy, 'nymeria')).toMatchObject({ infamy: 1, activity: { kind: 'piracy' } });
    expect(cap(afterPiracy, 'nymeria').discard.length - cap(beforePiracy, 'nymeria').discard.length).toBe(1);
    const jump = r.traces[index + 2]!;
    expect(jump.some((t) => t.rule === 'ccg.jump-and-distance' && /distance 1.*1 jump.*1 Credit/.test(t.text))).toBe(true);
    expect(cap(r.states[index + 2]!, 'ahab').activity).toEqual({ kind: 'contract', contract: 'mid-passage-mark' });
  });

  it('makes the Missile Barbette cost Nymeria 1 with her Infamy token; Ahab hires George and arms him', () => {
    const { index } = before(p, r, 'Procurement: Nymeria procures');
    const trace = r.traces[index + 1]!;
    expect(trace.some((t) => t.rule === 'ccg.cost' && /Missile Barbette costs 1 Credit/.test(t.text))).toBe(true);
    const after = r.states[index + 1]!;
    expect(after.cards['missile-barbette']).toMatchObject({ zone: 'play', attachedTo: 'beowulf-free-trader' });
    const { state: action } = before(p, r, 'Action: Nymeria passes');
    expect(action.cards['george']).toMatchObject({ zone: 'play', controller: 'ahab' });
    expect(action.cards['body-pistol']).toMatchObject({ zone: 'play', attachedTo: 'george' });
  });

  it('runs the Action Phase as the book does: pass, act, pass, act, pass, pass', () => {
    const titles = p.steps.map((s) => s.title).filter((t) => t.startsWith('Action:'));
    expect(titles).toHaveLength(6);
    const { index } = before(p, r, 'Action: Ahab passes and the phase ends');
    expect(r.states[index]!.phase).toBe('action');
    expect(r.states[index + 1]!.phase).toBe('resource');
    expect(r.states[index]!.effects.filter((e) => e.card === 'george')).toHaveLength(2);
  });

  it('collects two tokens for Nymeria and five for Ahab (Survey, and four trained skills from George)', () => {
    const { state } = before(p, r, 'Resolution: Nymeria carries out');
    expect(cap(state, 'nymeria').pool).toHaveLength(2);
    const pool = cap(state, 'ahab').pool;
    expect(pool).toHaveLength(5);
    expect(pool.filter((t) => t.source === 'george')).toHaveLength(4);
    expect(state.cards['customs-inspection']?.faceDown).toBeUndefined();
  });

  it('deals 4 damage in Nymeria’s piracy, met by Ahab as one expense of 4; the return fire does nothing', () => {
    const { index } = before(p, r, 'Resolution: Nymeria carries out');
    const trace = r.traces[index + 1]!;
    expect(trace.some((t) => /Attack Value 4 minus Ahab's Defense Value 0 is 4 damage/.test(t.text))).toBe(true);
    expect(trace.some((t) => t.rule === 'ccg.expenses' && /4 of 4 paid/.test(t.text))).toBe(true);
    expect(trace.some((t) => /inflicts no damage/.test(t.text))).toBe(true);
    const after = r.states[index + 1]!;
    expect(cap(after, 'nymeria')).toMatchObject({ piracyDone: true, activity: { kind: 'uncommitted' } });
    expect(cap(after, 'nymeria').deck.at(-1)).toBe('predatory-tactics');
  });

  it('has Ahab clear Customs Inspection, pass as eligible, then take 2 + 1 Victory Points for Mid Passage Mark and its subplot', () => {
    const { index } = before(p, r, 'Resolution: Ahab resolves Customs Inspection');
    expect(r.states[index + 1]!.cards['customs-inspection']?.zone).toBe('adventure-discard');
    const { state: passing } = before(p, r, 'Resolution: Ahab passes');
    const eligible = transition(passing, { type: 'pass', captain: 'ahab' });
    expect(eligible.ok && eligible.value.eligible).toEqual(['ahab']);
    expect(cap(last, 'ahab').vp).toBe(3);
    expect(last.cards['mid-passage-mark']?.zone).toBe('adventure-discard');
    expect(last.slots[0]!.contract).toBe('ahab-adventure-6');
    expect(last.cards['ahab-adventure-7']).toMatchObject({ attachedTo: 'ahab-adventure-6', faceDown: true });
  });

  it('ends the round with tokens discarded, Nymeria keeping her Infamy, and no winner', () => {
    expect(last).toMatchObject({ round: 2, phase: 'ready', stage: 2, status: 'playing', winner: null, effects: [] });
    for (const c of last.captains) expect(c.pool).toEqual([]);
    expect(cap(last, 'nymeria').infamy).toBe(1);
    const finalTrace = r.traces.at(-1)!;
    expect(finalTrace.some((t) => t.rule === 'ccg.round.resolution.stage-6' && /no winner/.test(t.text))).toBe(true);
  });

  it('would end the game for Ahab with a threshold of 3: meeting it is enough', () => {
    const low = runRoundPreset({ ...p, setup: { ...p.setup, threshold: 3 } });
    expect(low.ok).toBe(true);
    if (!low.ok) return;
    const end = low.value.states.at(-1)!;
    expect(end).toMatchObject({ status: 'over', winner: 'ahab' });
    expect(low.value.traces.at(-1)!.some((t) => t.rule === 'ccg.note.victory-threshold')).toBe(true);
    expect(setupGame({ ...p.setup, threshold: 3 }).ok).toBe(true);
  });
});
