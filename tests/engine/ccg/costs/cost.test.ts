import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { creditsCost, type CreditsCostInput } from '../../../../src/engine/ccg/costs/cost.ts';
import { canPayCosts, type CostCheckInput } from '../../../../src/engine/ccg/costs/cost-check.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { Result } from '../../../../src/engine/core/result.ts';
import { TEXT_LIMITS } from '../../../../src/engine/ccg/limits.ts';
import { expectRefusals, type Refusal } from '../refusals.ts';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`expected ok, got: ${r.error}`);
  expect(r.trace.every((s) => isRuleId(s.rule))).toBe(true);
  return r.value;
}

const rules = (r: Result<unknown>): string[] => (r.ok ? r.trace.map((s) => s.rule) : []);

describe('creditsCost', () => {
  it('keeps the Beowulf discount at -1 while other modifiers apply, and pays 0 at the end', () => {
    const alone = value(creditsCost({ cardName: 'upgrade', printedCost: 0, act: 'procure', phase: 'procurement', modifiers: [{ source: 'Beowulf', amount: -1 }] }));
    expect(alone).toMatchObject({ raw: -1, final: 0, needsExpenditure: false });
    const raised = value(
      creditsCost({ cardName: 'upgrade', printedCost: 0, modifiers: [{ source: 'Beowulf', amount: -1 }, { source: 'opponent', amount: 1 }] }),
    );
    expect(raised).toMatchObject({ running: [-1, 0], raw: 0, final: 0 });
    const raisedTwice = value(
      creditsCost({ cardName: 'upgrade', printedCost: 0, modifiers: [{ source: 'Beowulf', amount: -1 }, { source: 'opponent', amount: 2 }] }),
    );
    expect(raisedTwice.final).toBe(1);
  });

  it('floors a final cost below 0 at 0 and cites our reading of the floor', () => {
    const r = creditsCost({ cardName: 'x', printedCost: 1, modifiers: [{ source: 'discount', amount: -3 }] });
    expect(r.ok && r.value.final).toBe(0);
    expect(rules(r)).toContain('ccg.note.credits-floor');
    const plain = creditsCost({ cardName: 'x', printedCost: 2 });
    expect(rules(plain)).not.toContain('ccg.note.credits-floor');
  });

  it('adds 1 per Infamy token when procuring in the Procurement Phase (Missile Barbette: 0 becomes 1)', () => {
    const r = creditsCost({ cardName: 'Missile Barbette', printedCost: 0, act: 'procure', phase: 'procurement', infamyTokens: 1 });
    expect(value(r)).toMatchObject({ final: 1, infamySurcharge: 1, needsExpenditure: true });
    expect(rules(r)).toEqual(expect.arrayContaining(['ccg.round.procurement.stage-1', 'ccg.note.infamy-cost-modifier']));
  });

  it('counts a card with Infamous in play as one more Infamy token', () => {
    const r = creditsCost({ cardName: 'crew', printedCost: 2, act: 'procure', phase: 'procurement', infamyTokens: 1, infamousCardsInPlay: 1 });
    expect(value(r)).toMatchObject({ final: 4, infamySurcharge: 2 });
    expect(rules(r)).toContain('ccg.keyword.infamous');
  });

  it('adds no Infamy surcharge outside the Procurement Phase, nor to abilities or other plays', () => {
    expect(value(creditsCost({ cardName: 'g', printedCost: 1, act: 'procure', phase: 'action', infamyTokens: 3 })).final).toBe(1);
    expect(value(creditsCost({ cardName: 'a', printedCost: 1, act: 'ability', phase: 'procurement', infamyTokens: 3 })).final).toBe(1);
    expect(value(creditsCost({ cardName: 'e', printedCost: 1, act: 'play', phase: 'procurement', infamyTokens: 3 })).final).toBe(1);
  });

  it('procuring with no phase given is procuring in the Procurement Phase, so the surcharge applies', () => {
    expect(value(creditsCost({ cardName: 'g', printedCost: 2, act: 'procure', infamyTokens: 2 }))).toMatchObject({ final: 4, infamySurcharge: 2 });
  });

  it('applies the Infamy surcharge with the other modifiers, before the floor (Beowulf and one Infamy token pay 0)', () => {
    const r = creditsCost({ cardName: 'upgrade', printedCost: 0, act: 'procure', phase: 'procurement', infamyTokens: 1, modifiers: [{ source: 'Beowulf', amount: -1 }] });
    expect(value(r)).toMatchObject({ raw: 0, final: 0 });
  });

  it('ignores a modifier that resolved after the play was attempted: a paid cost does not change', () => {
    const r = creditsCost({ cardName: 'x', printedCost: 3, modifiers: [{ source: 'late discount', amount: -2, resolvedAfterPlay: true }] });
    expect(value(r)).toMatchObject({ final: 3, ignored: ['late discount'], applied: [] });
  });

  it('rounds a halved cost up', () => {
    expect(value(creditsCost({ cardName: 'x', printedCost: 3, modifiers: [{ source: 'half', factor: 0.5 }] })).final).toBe(2);
  });

  it('reads Cash and Equity from the keywords of a played card, not of an ability', () => {
    const cash = creditsCost({ cardName: 'x', printedCost: 2, keywords: ['Cash'] });
    expect(value(cash).restriction).toBe('cash');
    expect(rules(cash)).toContain('ccg.keyword.cash');
    expect(value(creditsCost({ cardName: 'x', printedCost: 2, keywords: ['equity'] })).restriction).toBe('equity');
    expect(value(creditsCost({ cardName: 'x', printedCost: 2, act: 'ability', keywords: ['cash'] })).restriction).toBe('none');
    expect(value(creditsCost({ cardName: 'x', printedCost: 2, keywords: ['Hardened'] })).restriction).toBe('none');
  });

  it('refuses bad input with the field at fault', () => {
    expect(creditsCost({ cardName: 'x', printedCost: -1 })).toMatchObject({ ok: false, field: 'printedCost', rule: 'ccg.cost' });
    expect(creditsCost({ cardName: 'x', printedCost: 1.5 })).toMatchObject({ ok: false, field: 'printedCost' });
    expect(creditsCost({ cardName: 'x', printedCost: 1, infamyTokens: -1 })).toMatchObject({ ok: false, field: 'infamyTokens', rule: 'ccg.infamy' });
    expect(creditsCost({ cardName: 'x', printedCost: 1, keywords: ['Flying'] })).toMatchObject({ ok: false, field: 'keywords.0' });
    expect(creditsCost({ cardName: 'x', printedCost: 1, keywords: ['cash', 'equity'] })).toMatchObject({ ok: false, field: 'keywords' });
    expect(creditsCost({ cardName: 'x', printedCost: 1, phase: 'lunch' as never })).toMatchObject({ ok: false, field: 'phase' });
    const late = { source: 'late', amount: 1, resolvedAfterPlay: true };
    expect(creditsCost({ cardName: 'x', printedCost: 1, modifiers: [late, { source: 'bad', amount: 0.5 }] })).toMatchObject({ ok: false, field: 'modifiers.1.amount' });
  });

  it('final cost is max(0, printed + every modifier + surcharge), with registered rules only', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.array(fc.integer({ min: -4, max: 4 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom('procurement', 'action', 'ready', undefined),
        fc.constantFrom('procure', 'play', 'ability'),
        (printed, amounts, infamy, infamous, phase, act) => {
          const input: CreditsCostInput = {
            cardName: 'card',
            printedCost: printed,
            modifiers: amounts.map((amount, i) => ({ source: `m${i}`, amount })),
            infamyTokens: infamy,
            infamousCardsInPlay: infamous,
            phase: phase as CreditsCostInput['phase'],
            act: act as CreditsCostInput['act'],
          };
          const r = creditsCost(input);
          if (!r.ok) return false;
          const surcharge = act === 'procure' && (phase === 'procurement' || phase === undefined) ? infamy + infamous : 0;
          const raw = printed + amounts.reduce((a, b) => a + b, 0) + surcharge;
          return r.value.raw === raw && r.value.final === Math.max(0, raw) && r.value.needsExpenditure === raw > 0 && r.trace.every((s) => isRuleId(s.rule));
        },
      ),
    );
  });
});

describe('canPayCosts', () => {
  const base: CostCheckInput = {
    captain: 'ahab',
    effectName: "George's action",
    sourceCardId: 'george',
    inPlay: [
      { id: 'george', name: 'George Zamepiimaakha', controller: 'ahab', exerted: false },
      { id: 'pistol', name: 'Body Pistol', controller: 'ahab', exerted: true },
      { id: 'barbette', name: 'Missile Barbette', controller: 'nymeria' },
    ],
  };

  it('an exert cost naming no card exerts the card generating the effect, which must be ready', () => {
    const r = value(canPayCosts({ ...base, otherCosts: [{ kind: 'exert' }] }));
    expect(r.canAttempt).toBe(true);
    expect(r.after.exerted).toEqual(['george']);
    const twice = value(canPayCosts({ ...base, otherCosts: [{ kind: 'exert' }, { kind: 'exert' }] }));
    expect(twice.canAttempt).toBe(false);
    expect(twice.failures).toMatchObject([{ part: 'exert', index: 1, rule: 'ccg.exert' }]);
  });

  it('refuses to exert an exerted card, and names the failing part', () => {
    const r = value(canPayCosts({ ...base, otherCosts: [{ kind: 'exert', cardId: 'pistol' }] }));
    expect(r).toMatchObject({ canAttempt: false, failures: [{ part: 'exert', field: 'otherCosts.0.cardId' }] });
  });

  it('pays costs only from cards the captain controls', () => {
    const r = value(canPayCosts({ ...base, otherCosts: [{ kind: 'jettison', cardId: 'barbette' }] }));
    expect(r.failures).toMatchObject([{ part: 'jettison', rule: 'ccg.cost' }]);
    const foreign = value(canPayCosts({ ...base, sourceCardId: 'barbette' }));
    expect(foreign.failures).toMatchObject([{ part: 'source', rule: 'ccg.control-vs-ownership' }]);
  });

  it('a jettisoned card is gone for later costs', () => {
    const r = value(canPayCosts({ ...base, otherCosts: [{ kind: 'jettison' }, { kind: 'exert' }] }));
    expect(r.after.jettisoned).toEqual(['george']);
    expect(r.failures).toMatchObject([{ part: 'exert', index: 1 }]);
    expect(r.failures[0]?.reason).toMatch(/jettisoned for an earlier cost/);
  });

  it('a cost naming no card with nothing generating the effect is bad input', () => {
    const { sourceCardId: _s, ...noSource } = base;
    expect(canPayCosts({ ...noSource, otherCosts: [{ kind: 'exert' }] })).toMatchObject({ ok: false, field: 'otherCosts.0.cardId' });
  });

  it('discards tokens from the Resource Pool, an expert token paying a trained cost, the least flexible token first', () => {
    const pool = [
      { kind: 'skill' as const, skill: 'admin' as const, level: 'expert' as const },
      { kind: 'skill' as const, skill: 'admin' as const, level: 'trained' as const },
    ];
    const spec = { kind: 'skill' as const, skill: 'admin' as const, level: 'trained' as const };
    const one = value(canPayCosts({ ...base, resourcePool: pool, otherCosts: [{ kind: 'discard-token', token: spec }] }));
    expect(one.after.discardedTokens).toEqual([pool[1]]);
    // Generated twice (as with Tactical Display and two tokens): both tokens go.
    const two = value(canPayCosts({ ...base, resourcePool: pool, otherCosts: [{ kind: 'discard-token', token: spec }, { kind: 'discard-token', token: spec }] }));
    expect(two.canAttempt).toBe(true);
    expect(two.after.resourcePool).toEqual([]);
    const three = value(canPayCosts({ ...base, resourcePool: pool, otherCosts: [0, 1, 2].map(() => ({ kind: 'discard-token' as const, token: spec })) }));
    expect(three.failures).toMatchObject([{ part: 'discard-token', index: 2, rule: 'ccg.discard-token' }]);
    expect(canPayCosts({ ...base, otherCosts: [{ kind: 'discard-token', token: { kind: 'skill', skill: 'jack', level: 'trained' } as never }] })).toMatchObject({
      ok: false,
      rule: 'ccg.jack-of-all-trades',
    });
  });

  it('token costs are matched all at once: an advanced token goes where only it fits', () => {
    const cap = (capability: 'military-passenger' | 'passenger-survey') => ({ kind: 'capability' as const, capability });
    const pool = [cap('military-passenger'), cap('passenger-survey')];
    const need = (capability: 'passenger' | 'military') => ({ kind: 'discard-token' as const, token: { kind: 'capability' as const, capability } });
    const r = value(canPayCosts({ ...base, resourcePool: pool, otherCosts: [need('passenger'), need('military')] }));
    expect(r.canAttempt).toBe(true);
    expect(r.after.discardedTokens).toEqual([pool[1], pool[0]]);
    expect(r.after.resourcePool).toEqual([]);
    // Two Military costs and one token that pays Military: the second is named as short, and why.
    const short = value(canPayCosts({ ...base, resourcePool: pool, otherCosts: [need('military'), need('military')] }));
    expect(short.failures).toMatchObject([{ part: 'discard-token', index: 1 }]);
    expect(short.failures[0]?.reason).toMatch(/needed for another of these costs/);
  });

  it('a Limited effect may be generated once a round', () => {
    expect(value(canPayCosts({ ...base, limited: true, limitedUsedThisRound: false })).canAttempt).toBe(true);
    const again = value(canPayCosts({ ...base, limited: true, limitedUsedThisRound: true }));
    expect(again).toMatchObject({ canAttempt: false, failures: [{ part: 'limited', rule: 'ccg.limited' }] });
    // Without Limited, a second use is fine.
    expect(value(canPayCosts({ ...base, limited: false, limitedUsedThisRound: true })).canAttempt).toBe(true);
  });

  it('blocks a Credits cost the captain can see is short, allows one the hidden deck might cover, and says if it would bankrupt', () => {
    const hand = [{ id: 'h1', ev: 1 }];
    const visibleShort = value(canPayCosts({ ...base, credits: 3, restriction: 'cash', funds: { hand, deck: [{ id: 'd1', ev: 5, known: false }] } }));
    expect(visibleShort).toMatchObject({ canAttempt: false, failures: [{ part: 'credits', rule: 'ccg.keyword.cash' }] });
    const hiddenShort = value(canPayCosts({ ...base, credits: 3, funds: { hand, deck: [{ id: 'd1', ev: 1, known: false }] } }));
    expect(hiddenShort).toMatchObject({ canAttempt: true, credits: { bankruptIfAttempted: true, outlook: { status: 'may-fall-short' } } });
    const hiddenFine = value(canPayCosts({ ...base, credits: 3, funds: { hand, deck: [{ id: 'd1', ev: 2, known: false }] } }));
    expect(hiddenFine.credits.bankruptIfAttempted).toBe(false);
    const sure = value(canPayCosts({ ...base, credits: 1, funds: { hand, deck: [] } }));
    expect(sure.credits.outlook?.status).toBe('covered-for-sure');
    const unchecked = value(canPayCosts({ ...base, credits: 2 }));
    expect(unchecked.credits).toMatchObject({ checked: false, bankruptIfAttempted: null });
  });

  it('an Expendable card jettisoned for another cost cannot also help with the Credits', () => {
    const r = value(
      canPayCosts({
        ...base,
        credits: 2,
        otherCosts: [{ kind: 'jettison', cardId: 'george' }],
        funds: { hand: [], deck: [], expendable: [{ id: 'george', value: 2 }] },
      }),
    );
    expect(r.failures).toMatchObject([{ part: 'credits' }]);
  });

  it('reports every failing part at once', () => {
    const r = value(
      canPayCosts({ ...base, limited: true, limitedUsedThisRound: true, otherCosts: [{ kind: 'exert', cardId: 'pistol' }, { kind: 'jettison', cardId: 'nowhere' }] }),
    );
    expect(r.failures.map((f) => f.part)).toEqual(['limited', 'exert', 'jettison']);
  });
});

describe('creditsCost on input from outside', () => {
  const asInput = (v: unknown) => v as CreditsCostInput;
  it('refuses what is not a cost, and values it cannot print, with a message instead of a throw', () => {
    expect(creditsCost(asInput(null))).toMatchObject({ ok: false, rule: 'ccg.cost', error: expect.stringMatching(/must be an object/) });
    expect(creditsCost(asInput([]))).toMatchObject({ ok: false, rule: 'ccg.cost' });
    expect(creditsCost(asInput({ printedCost: Object.create(null) }))).toMatchObject({ ok: false, field: 'printedCost', error: 'The printed cost of the card must be a whole number from 0 to 99.' });
    expect(creditsCost(asInput({ printedCost: 1, act: Object.create(null) }))).toMatchObject({ ok: false, field: 'act' });
    expect(creditsCost(asInput({ printedCost: 1, phase: Object.create(null) }))).toMatchObject({ ok: false, field: 'phase' });
    expect(creditsCost(asInput({ printedCost: 1, keywords: [Object.create(null)] }))).toMatchObject({ ok: false, field: 'keywords.0', error: 'An object is not one of the game\'s keywords.' });
  });

  it('reads its input at the edge with the readers: each refusal with its message, rule and field', () => {
    const card = { cardName: 'Gun', printedCost: 2 };
    const cases: Refusal<unknown>[] = [
      [{ ...card, cardName: 5 }, 'ccg.cost', 'cardName', /^The card’s name must be text\.$/],
      [{ ...card, cardName: 'G'.repeat(TEXT_LIMITS.effect + 1) }, 'ccg.cost', 'cardName', /^The card’s name must be at most 160 characters long\.$/],
      [{ ...card, printedCost: -1 }, 'ccg.cost', 'printedCost', /^The printed cost of Gun must be a whole number from 0 to 99\.$/],
      [{ ...card, printedCost: 100 }, 'ccg.cost', 'printedCost', /^The printed cost of Gun must be a whole number from 0 to 99\.$/],
      [{ ...card, act: 'steal' }, 'ccg.cost', 'act', /^The act must be one of "procure", "play", "ability"\.$/],
      [{ ...card, phase: 'lunch' }, 'ccg.cost', 'phase', /^The phase must be one of "ready", "adventure", "procurement", /],
      [{ ...card, infamyTokens: 1.5 }, 'ccg.infamy', 'infamyTokens', /^Infamy tokens must be a whole number from 0 to 99\.$/],
      [{ ...card, infamousCardsInPlay: -1 }, 'ccg.keyword.infamous', 'infamousCardsInPlay', /^The number of Infamous cards in play must be a whole number from 0 to 20\.$/],
      [{ ...card, infamousCardsInPlay: 21 }, 'ccg.keyword.infamous', 'infamousCardsInPlay', /^The number of Infamous cards in play must be a whole number from 0 to 20\.$/],
      [{ ...card, keywords: 'Cash' }, 'ccg.cost', 'keywords', /^The keywords must be a list\.$/],
      [{ ...card, keywords: ['Cash', 'Flying'] }, 'ccg.cost', 'keywords.1', /^"Flying" is not one of the game's keywords\.$/],
      [{ ...card, keywords: ['Cash', 'Equity'] }, 'ccg.keyword.cash', 'keywords', /^Gun cannot carry both Cash and Equity/],
      [{ ...card, modifiers: [7] }, 'ccg.modifier', 'modifiers.0', /^Each cost modifier must name its source and add an amount or multiply by a factor\.$/],
      [{ ...card, modifiers: [{ source: ' ', amount: 1 }] }, 'ccg.modifier', 'modifiers.0.source', /^The source of each cost modifier must not be empty\.$/],
      [{ ...card, modifiers: [{ source: 'Rebate', amount: 1.5 }] }, 'ccg.modifier', 'modifiers.0.amount', /^The change from Rebate must be a whole number from -999 to 999\.$/],
      [{ ...card, modifiers: [{ source: 'Half', factor: -0.5 }] }, 'ccg.modifier', 'modifiers.0.factor', /^The factor from Half must be a number from 0 to 10\.$/],
      [{ ...card, modifiers: [{ source: 'Late', amount: 1, resolvedAfterPlay: 'yes' }] }, 'ccg.cost', 'modifiers.0.resolvedAfterPlay', /^Whether Late resolved after the play must be true or false\.$/],
      // A modifier that came too late is still read: a bad one is refused, not passed over.
      [{ ...card, modifiers: [{ source: 'Late', amount: 'x', resolvedAfterPlay: true }] }, 'ccg.modifier', 'modifiers.0.amount', /^The change from Late must be a whole number/],
      [{ ...card, modifiers: Array(21).fill({ source: 'm', amount: 1 }) }, 'ccg.modifier', 'modifiers', /^The cost modifiers must hold from 0 to 20 entries\.$/],
    ];
    expectRefusals((v) => creditsCost(asInput(v)), cases);
  });

  it('reads a sound input: a name left blank is "the card", a late modifier is kept aside, keywords by any spelling', () => {
    const r = creditsCost({ cardName: '  ', printedCost: 3, act: 'procure', phase: 'procurement', infamyTokens: 1, keywords: [' equity '], modifiers: [{ source: 'Late', amount: -2, resolvedAfterPlay: true }, { source: 'Half', factor: 0.5 }] });
    expect(value(r)).toMatchObject({ printed: 3, ignored: ['Late'], applied: [{ source: 'Half', factor: 0.5 }, { source: '1 Infamy token while procuring', amount: 1 }], raw: 3, final: 3, restriction: 'equity' });
    expect(r.ok && r.trace.map((s) => s.text).join(' ')).toContain('the card');
  });

  it('never throws, whatever it is given', () => {
    const anything = fc.oneof(fc.anything(), fc.constant(Object.create(null) as unknown));
    fc.assert(
      fc.property(fc.oneof(anything, fc.record({ printedCost: anything, act: anything, phase: anything, keywords: fc.oneof(anything, fc.array(anything)), modifiers: anything }, { requiredKeys: [] })), (v) => {
        expect(() => creditsCost(asInput(v))).not.toThrow();
      }),
    );
  });
});
