/**
 * The Budget and victory calculator: its examples give the spec's figures
 * (R31 the Budget 4 + 3 + 4 = 11, R33 14 Victory Points), bad fields are
 * refused beside the field with the engine's rule, and every state the form
 * can make goes through a link and back unchanged; damaged links are refused.
 */
import { describe, expect, it } from 'vitest';
import { encodeState } from '../../../src/widgets/kit/url-codec.ts';
import { readEncodedState } from '../../../src/widgets/kit/url-state.ts';
import { computeBudget, computeVictory, costsOf } from '../../../src/widgets/ascension/budget/compute.ts';
import { BUDGET_URL } from '../../../src/widgets/ascension/budget/link.ts';
import { BUDGET_EXAMPLES } from '../../../src/widgets/ascension/budget/presets.ts';
import { INITIAL, bar, type BudgetState } from '../../../src/widgets/ascension/budget/state.ts';

const example = (id: string): BudgetState => BUDGET_EXAMPLES.find((e) => e.id === id)!.state;

describe('budget compute', () => {
  it('E2 / R31: the starting Budget 4 + 3 + 4 is 11', () => {
    const r = computeBudget(example('e2'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.budget).toBe(11);
    expect(r.value.upkeep).toBe(0);
    expect(r.trace.every((t) => t.rule.startsWith('ascension.'))).toBe(true);
  });

  it('bars, smuggling and upkeep: 11 + 4 − 1 + 2 = 16, upkeep 11, a card of 3 fits', () => {
    const r = computeBudget(example('upkeep'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ panels: 11, bars: 4, smuggledLoss: 1, smugglingGain: 2, budget: 16, upkeep: 11, over: 0, canBuy: true });
  });

  it('the Factory reading (AM-15) doubles the Factory bar in the Budget', () => {
    const r = computeBudget({ ...example('upkeep'), readings: { factoryDoubling: 'everywhere' } });
    expect(r.ok && r.value.bars).toBe(5);
  });

  it('R33: a Treaty system of bars 2, 2 and a level-2 Factory, and a Starport 1 and a Resource 1 elsewhere, score 14', () => {
    const r = computeVictory(example('score'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.scores[0]).toMatchObject({ id: 'Ann', vp: 14, treaties: 1 });
    expect(r.value.winner).toBe('Ann');
  });

  it('a tie on VP goes to the most Trade Agreements', () => {
    const r = computeVictory(example('tie'));
    expect(r.ok && r.value.scores.map((s) => s.vp)).toEqual([8, 8]);
    expect(r.ok && r.value.winner).toBe('Bo');
    expect(r.ok && r.value.decidedOn).toBe('trade-agreements');
  });

  it('every bad field is named at once, with its rule, and no answer is given', () => {
    const r = computeBudget({ ...INITIAL, panels: ['4', 'x', '-1'], agents: 'two', held: '3 q 2' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.fields).sort()).toEqual(['heldCards.1', 'panelBudgets.1', 'panelBudgets.2', 'smugglingAgents']);
    for (const e of Object.values(r.fields)) expect(e.rule).toMatch(/^ascension\./);
  });

  it('smuggling on an Outpost bar is refused on that bar', () => {
    const r = computeBudget({ ...INITIAL, bars: [bar('1', 'factory', true)] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fields['bars.0.smuggled']?.rule).toBe('ascension.a-8-2');
  });

  it('two players with one name are refused on the second name', () => {
    const s = example('score');
    const r = computeVictory({ ...s, players: [s.players[0], { ...s.players[1], name: 'Ann' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fields['players.1.id']).toBeDefined();
  });

  it('reads costs typed with spaces, commas and semicolons', () => {
    expect(costsOf(' 3, 4;2  ')).toEqual([3, 4, 2]);
    expect(costsOf('')).toEqual([]);
  });
});

describe('budget links', () => {
  it('every example goes through a link and back unchanged', () => {
    for (const e of BUDGET_EXAMPLES) {
      const s = { ...e.state, readings: { factoryDoubling: 'everywhere' } };
      const read = readEncodedState(encodeState(s), BUDGET_URL);
      expect(read).toEqual({ ok: true, value: s });
    }
  });

  it('damaged links are refused with a sentence', () => {
    const bad: unknown[] = [
      { ...INITIAL, extra: 1 },
      { ...INITIAL, tab: 'loot' },
      { ...INITIAL, panels: ['1', '2'] },
      { ...INITIAL, bars: [{ face: '3', under: 'world', smuggled: false }] },
      { ...INITIAL, readings: { nope: 'x' } },
      { ...INITIAL, held: 'x'.repeat(500) },
      'text',
    ];
    for (const b of bad) {
      const read = readEncodedState(encodeState(b), BUDGET_URL);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.error).toMatch(/\.$/);
    }
  });
});
