import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { solveRequirements } from '../../../../src/engine/ccg/resolution/solver.ts';
import type { ControlledCard, Requirement, SimpleRequirement, Solution } from '../../../../src/engine/ccg/resolution/requirements.ts';
import { planSubplots } from '../../../../src/engine/ccg/resolution/subplots.ts';
import { applyCompetition, resolveComplication, resolveContract, resolveSubplots } from '../../../../src/engine/ccg/resolution/stages.ts';
import { minCostAssignment, maxMatching } from '../../../../src/engine/ccg/resolution/matching.ts';
import { poolFlexibility, tokenFlexibility, tokenPays } from '../../../../src/engine/ccg/resolution/tokens.ts';
import type { PoolToken, ResourceToken, TokenSpec } from '../../../../src/engine/ccg/resolution/tokens.ts';
import type { ResourcePool } from '../../../../src/engine/ccg/resolution/index.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

// ---------------------------------------------------------------------------
// Helpers

const cap = (capability: Extract<ResourceToken, { kind: 'capability' }>['capability']): ResourceToken => ({ kind: 'capability', capability });
const sk = (skill: Extract<ResourceToken, { kind: 'skill' }>['skill'], level: 'trained' | 'expert' = 'trained'): ResourceToken => ({ kind: 'skill', skill, level });
const pool = (...tokens: ResourceToken[]): ResourcePool => ({
  captain: 'a',
  tokens: tokens.map((token, i) => ({ id: `t${i}`, token, source: `s${i}`, sourceName: `Source ${i}` })),
});
const need = (token: TokenSpec): SimpleRequirement => ({ kind: 'token', token });
const capSpec = (capability: 'cargo' | 'military' | 'passenger' | 'survey'): TokenSpec => ({ kind: 'capability', capability });
const skSpec = (skill: 'admin' | 'medical' | 'tech' | 'social', level: 'trained' | 'expert' = 'trained'): TokenSpec => ({ kind: 'skill', skill, level });

const rulesRegistered = (r: CcgResult<unknown>) => (r.ok ? r.trace.every((s) => isRuleId(s.rule)) : isRuleId(r.rule));

function solved(r: CcgResult<Solution>) {
  if (!r.ok) throw new Error(`unexpected error: ${r.error}`);
  return r.value;
}
function planOf(r: CcgResult<Solution>) {
  const s = solved(r);
  if (!s.feasible) throw new Error(`unexpected shortfall: ${s.summary}`);
  return s.plan;
}

const crew = (id: string, traits: string[] = []): ControlledCard => ({ id, name: id.toUpperCase(), type: 'crew', traits });

// ---------------------------------------------------------------------------

describe('matching primitives', () => {
  it('max matching finds augmenting paths a greedy pass misses', () => {
    // Row 0 could take column 0 or 1, row 1 only column 0.
    expect(maxMatching([[0, 1], [0]], 2).size).toBe(2);
  });
  it('min-cost assignment picks the cheapest complete assignment, or none', () => {
    expect(minCostAssignment([[1, 2], [1, null]], 2)).toEqual([1, 0]);
    expect(minCostAssignment([[null, null]], 2)).toBeUndefined();
    expect(minCostAssignment([], 0)).toEqual([]);
  });
});

describe('solving token requirements', () => {
  it('spends the trained token and keeps the expert one', () => {
    const plan = planOf(solveRequirements({ pool: pool(sk('medical', 'expert'), sk('medical')), requirements: [need(skSpec('medical'))] }));
    expect(plan.spent.map((t) => t.id)).toEqual(['t1']);
    expect(plan.remaining.map((t) => t.id)).toEqual(['t0']);
  });

  it('spends the basic capability and keeps the advanced one', () => {
    const r = solveRequirements({ pool: pool(cap('cargo-passenger'), cap('cargo')), requirements: [need(capSpec('cargo'))] });
    expect(planOf(r).spent.map((t) => t.id)).toEqual(['t1']);
    expect(r.ok && r.trace.some((s) => /kept/.test(s.text))).toBe(true);
    expect(rulesRegistered(r)).toBe(true);
  });

  it('an expert token pays a trained requirement when nothing else does', () => {
    const r = solveRequirements({ pool: pool(sk('tech', 'expert')), requirements: [need(skSpec('tech'))] });
    expect(planOf(r).spent.map((t) => t.id)).toEqual(['t0']);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.skill-levels')).toBe(true);
  });

  it('is not fooled where a greedy choice fails (advanced token taken too early)', () => {
    // Taking Military/Survey for Survey would leave nothing for Military.
    const plan = planOf(solveRequirements({ pool: pool(cap('military-survey'), cap('survey')), requirements: [need(capSpec('survey')), need(capSpec('military'))] }));
    expect(plan.payments.map((p) => p.how === 'token' && p.token.id)).toEqual(['t1', 't0']);
  });

  it('an advanced token pays one requirement only', () => {
    const s = solved(solveRequirements({ pool: pool(cap('cargo-passenger')), requirements: [need(capSpec('cargo')), need(capSpec('passenger'))] }));
    expect(s.feasible).toBe(false);
    if (!s.feasible) expect(s.shortfalls[0]?.text).toMatch(/need 2 different tokens, but only 1 token/);
  });

  it('a trained token never pays an expert requirement, and the reason says so', () => {
    const r = solveRequirements({ pool: pool(sk('tech')), requirements: [need(skSpec('tech', 'expert'))] });
    const s = solved(r);
    expect(s.feasible).toBe(false);
    if (!s.feasible) {
      expect(s.shortfalls[0]).toMatchObject({ rule: 'ccg.skill-levels', missing: ['an expert Tech token'] });
      expect(s.shortfalls[0]?.text).toMatch(/never pays an expert requirement/);
    }
    expect(rulesRegistered(r)).toBe(true);
  });

  it('explains which requirements compete for too few tokens, and what is missing', () => {
    const s = solved(solveRequirements({ pool: pool(cap('survey'), cap('cargo')), requirements: [need(capSpec('survey')), need(capSpec('cargo')), need(capSpec('survey'))] }));
    expect(s.feasible).toBe(false);
    if (!s.feasible) {
      expect(s.shortfalls).toHaveLength(1);
      expect(s.shortfalls[0]?.refs.map((r) => r.requirement)).toEqual([0, 2]);
      expect(s.shortfalls[0]?.missing).toEqual(['a Survey token']);
    }
  });

  it('a choice is paid by any one of its tokens', () => {
    const plan = planOf(solveRequirements({ pool: pool(sk('social')), requirements: [{ kind: 'choice', options: [skSpec('admin'), skSpec('social')] }] }));
    expect(plan.spent.map((t) => t.id)).toEqual(['t0']);
  });
});

describe('jettison, expense and control requirements', () => {
  it('jettisons a card of the type or trait, one card per requirement, never the ship', () => {
    const cards: ControlledCard[] = [{ id: 'ship', name: 'Ship', type: 'ship' }, crew('x', ['Noble']), { id: 'g', name: 'Gun', type: 'gear' }];
    const plan = planOf(solveRequirements({ pool: pool(), cards, requirements: [{ kind: 'jettison', trait: 'noble' }, { kind: 'jettison' }] }));
    expect(plan.jettisoned.map((c) => c.id)).toEqual(['x', 'g']);
    const s = solved(solveRequirements({ pool: pool(), cards, requirements: [{ kind: 'jettison', cardType: 'crew' }, { kind: 'jettison', cardType: 'crew' }] }));
    expect(s.feasible).toBe(false);
    if (!s.feasible) expect(s.shortfalls[0]?.rule).toBe('ccg.jettison');
    expect(solveRequirements({ pool: pool(), cards, requirements: [{ kind: 'jettison', cardType: 'ship' }] })).toMatchObject({ ok: false, rule: 'ccg.ship' });
  });

  it('an expense is reported as an obligation, nothing is paid here', () => {
    const r = solveRequirements({ pool: pool(cap('cargo')), requirements: [{ kind: 'expense', amount: 2 }] });
    const plan = planOf(r);
    expect(plan.expenses).toEqual([{ group: 'main', requirement: 0, amount: 2 }]);
    expect(plan.spent).toEqual([]);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.expenses')).toBe(true);
  });

  it('control needs a card of the type or trait and spends nothing', () => {
    const plan = planOf(solveRequirements({ pool: pool(), cards: [crew('x', ['Noble'])], requirements: [{ kind: 'control', trait: 'Noble' }, { kind: 'control', cardType: 'crew' }] }));
    expect(plan.jettisoned).toEqual([]);
    expect(plan.payments.map((p) => p.how)).toEqual(['control', 'control']);
    const s = solved(solveRequirements({ pool: pool(), cards: [crew('x')], requirements: [{ kind: 'control', trait: 'Noble' }] }));
    expect(s.feasible).toBe(false);
    if (!s.feasible) expect(s.shortfalls[0]?.rule).toBe('ccg.trait');
  });

  it('a card can be controlled for one requirement and jettisoned for another of the same card (our reading)', () => {
    const r = solveRequirements({ pool: pool(), cards: [crew('x')], requirements: [{ kind: 'control', cardType: 'crew' }, { kind: 'jettison', cardType: 'crew' }] });
    expect(planOf(r).jettisoned.map((c) => c.id)).toEqual(['x']);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.note.requirements-one-by-one')).toBe(true);
  });
});

describe('elective requirements and the captain’s choices', () => {
  const elective: Requirement = { kind: 'elective', options: [need(capSpec('survey')), { kind: 'expense', amount: 2 }] };

  it('prefers spending a token to an expense, and falls back to the expense', () => {
    expect(planOf(solveRequirements({ pool: pool(cap('survey')), requirements: [elective] })).payments[0]).toMatchObject({ how: 'token', option: 0 });
    expect(planOf(solveRequirements({ pool: pool(cap('cargo')), requirements: [elective] })).payments[0]).toMatchObject({ how: 'expense', option: 1, amount: 2 });
  });

  it('follows the option the captain chooses', () => {
    const plan = planOf(solveRequirements({ pool: pool(cap('survey')), requirements: [elective], pins: [{ requirement: 0, option: 1 }] }));
    expect(plan.payments[0]).toMatchObject({ how: 'expense' });
  });

  it('when no way of deciding many electives works, it lists a few reasons and counts the rest (not thousands of sentences)', () => {
    const options = (k: number): SimpleRequirement[] => [need(capSpec('cargo')), need(capSpec('military')), need(skSpec('admin', k % 2 ? 'expert' : 'trained')), need(skSpec('tech', k % 2 ? 'trained' : 'expert'))];
    const electives = [0, 1, 2, 3].map((k): Requirement => ({ kind: 'elective', options: options(k) }));
    const r = solveRequirements({ pool: pool(cap('survey')), requirements: electives });
    expect(r.ok && !r.value.feasible).toBe(true);
    if (!r.ok || r.value.feasible) return;
    expect(r.value.summary).toMatch(/^None of the 256 ways to choose among the elective requirements can be met\. /);
    expect(r.value.shortfalls.length).toBeLessThanOrEqual(6);
    expect(r.value.summary).toMatch(/ And \d+ other reasons? of the same kind for the other ways\.$/);
    expect(r.value.summary.length).toBeLessThan(2_000);
  });

  it('follows the token the captain chooses, and refuses an illegal choice', () => {
    const p = pool(sk('medical', 'expert'), sk('medical'));
    expect(planOf(solveRequirements({ pool: p, requirements: [need(skSpec('medical'))], pins: [{ requirement: 0, token: 't0' }] })).spent.map((t) => t.id)).toEqual(['t0']);
    expect(solveRequirements({ pool: p, requirements: [need(skSpec('medical', 'expert'))], pins: [{ requirement: 0, token: 't1' }] })).toMatchObject({
      ok: false,
      rule: 'ccg.skill-levels',
      field: 'pins.0.token',
    });
    expect(solveRequirements({ pool: p, requirements: [need(skSpec('medical')), need(skSpec('medical'))], pins: [{ requirement: 0, token: 't0' }, { requirement: 1, token: 't0' }] })).toMatchObject({
      ok: false,
      field: 'pins.1.token',
    });
    expect(solveRequirements({ pool: p, requirements: [need(skSpec('medical'))], pins: [{ requirement: 0, token: 'zz' }] })).toMatchObject({ ok: false, field: 'pins.0.token' });
    expect(solveRequirements({ pool: p, requirements: [need(skSpec('medical'))], pins: [{ requirement: 3 }] })).toMatchObject({ ok: false, field: 'pins.0.requirement' });
  });

  it('says in the trace when a token was the captain’s choice, and then claims no token was kept for flexibility', () => {
    const p = pool(sk('medical', 'expert'), sk('medical'));
    const chosen = solveRequirements({ pool: p, requirements: [need(skSpec('medical'))], pins: [{ requirement: 0, token: 't0' }] });
    expect(planOf(chosen).payments[0]).toMatchObject({ how: 'token', chosen: true });
    const words = (r: CcgResult<Solution>) => (r.ok ? r.trace.map((t) => t.text).join(' ') : r.error);
    expect(words(chosen)).toContain('the token the captain chose');
    expect(words(chosen)).not.toContain('kept because');
    const solved = solveRequirements({ pool: p, requirements: [need(skSpec('medical'))] });
    expect(planOf(solved).payments[0]).not.toHaveProperty('chosen');
    expect(words(solved)).toContain('kept because');
    expect(words(solved)).not.toContain('the captain chose');
  });

  it('keeps tokens for requirements to be met later', () => {
    const p = pool(sk('admin'), sk('social'));
    const choice: Requirement = { kind: 'choice', options: [skSpec('admin'), skSpec('social')] };
    const laterSocial = [{ id: 'later', name: 'the contract', requirements: [need(skSpec('social'))] }];
    const laterAdmin = [{ id: 'later', name: 'the contract', requirements: [need(skSpec('admin'))] }];
    expect(planOf(solveRequirements({ pool: p, requirements: [choice], reserve: laterSocial })).spent.map((t) => t.id)).toEqual(['t0']);
    expect(planOf(solveRequirements({ pool: p, requirements: [choice], reserve: laterAdmin })).spent.map((t) => t.id)).toEqual(['t1']);
  });
});

describe('validation', () => {
  it('refuses malformed requirements with the field at fault', () => {
    const p = pool();
    expect(solveRequirements({ pool: p, requirements: [{ kind: 'pay' } as never] })).toMatchObject({ ok: false, field: 'requirements.0.kind' });
    expect(solveRequirements({ pool: p, requirements: [{ kind: 'expense', amount: 0 }] })).toMatchObject({ ok: false, rule: 'ccg.expenses', field: 'requirements.0.amount' });
    expect(solveRequirements({ pool: p, requirements: [{ kind: 'expense', amount: 1.5 }] })).toMatchObject({ ok: false, field: 'requirements.0.amount' });
    expect(solveRequirements({ pool: p, requirements: [{ kind: 'control' }] })).toMatchObject({ ok: false, field: 'requirements.0' });
    expect(solveRequirements({ pool: p, requirements: [need({ kind: 'skill', skill: 'jack' as never, level: 'trained' })] })).toMatchObject({ ok: false, rule: 'ccg.jack-of-all-trades' });
    expect(solveRequirements({ pool: p, requirements: [{ kind: 'elective', options: [{ kind: 'elective', options: [] } as never, { kind: 'expense', amount: 1 }] }] })).toMatchObject({
      ok: false,
      field: 'requirements.0.options.0.kind',
    });
    expect(solveRequirements({ pool: p, cards: [{ id: 'c', name: 'C', type: 'event' as never }], requirements: [] })).toMatchObject({ ok: false, field: 'cards.0.type' });
  });
});

describe('subplots', () => {
  const survey = (id: string, vp: number) => ({ id, name: id, vp, requirements: [need(capSpec('survey'))] });

  it('lists which subplots and which combinations can be met, and the best set', () => {
    const r = planSubplots({ pool: pool(cap('survey'), sk('tech')), subplots: [survey('a', 1), survey('b', 2), { id: 'c', name: 'c', vp: 1, requirements: [need(skSpec('tech'))] }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.subplots.map((s) => s.achievable)).toEqual([true, true, true]);
    const combo = (ids: string[]) => r.value.combinations.find((c) => c.subplots.join() === ids.join());
    expect(combo(['a', 'b'])).toMatchObject({ achievable: false });
    expect(combo(['a', 'b'])?.reason).toMatch(/not all together/);
    expect(combo(['b', 'c'])).toMatchObject({ achievable: true, vp: 3 });
    expect(r.value.best).toMatchObject({ subplots: ['b', 'c'], vp: 3 });
    expect(rulesRegistered(r)).toBe(true);
  });

  it('plans the card’s requirements with the subplots, so the card spends what the subplot needs least', () => {
    const main = { id: 'main', name: 'Card', requirements: [{ kind: 'choice', options: [skSpec('admin'), skSpec('social')] } as Requirement] };
    const r = planSubplots({ pool: pool(sk('admin'), sk('social')), main, subplots: [{ id: 's', name: 's', vp: 1, requirements: [need(skSpec('admin'))] }] });
    expect(r.ok && r.value.subplots[0]?.achievable).toBe(true);
  });

  it('no subplot can be tried when the card itself cannot be met', () => {
    const r = planSubplots({ pool: pool(), main: { id: 'main', name: 'Card', requirements: [need(capSpec('cargo'))] }, subplots: [survey('a', 1)] });
    expect(r.ok && r.value.mainFeasible).toBe(false);
    expect(r.ok && r.value.subplots[0]?.achievable).toBe(false);
  });

  it('an elective requirement inside a subplot: the captain meets one option', () => {
    const sub = { id: 'e', name: 'e', vp: 1, requirements: [{ kind: 'elective', options: [need(skSpec('medical')), need(capSpec('cargo'))] } as Requirement] };
    const r = resolveSubplots({ captain: 'a', cardName: 'Card', pool: pool(cap('cargo')), subplots: [sub] });
    expect(r.ok && r.value.subplots[0]).toMatchObject({ resolved: true });
    expect(r.ok && r.value.subplots[0]?.payments[0]).toMatchObject({ how: 'token', option: 1 });
  });

  it('tries subplots in the captain’s order; one that cannot be met costs nothing', () => {
    const r = resolveSubplots({ captain: 'a', cardName: 'Card', pool: pool(cap('survey')), subplots: [survey('a', 1), survey('b', 2)], trySubplots: ['b', 'a'] });
    expect(r.ok && r.value.subplots.map((s) => [s.id, s.resolved])).toEqual([
      ['b', true],
      ['a', false],
    ]);
    expect(r.ok && r.value.vp).toBe(2);
    expect(r.ok && r.value.subplots[1]?.reason).toMatch(/on its own, but not after/);
  });
});

describe('complication resolution (stage 2)', () => {
  const complication = { id: 'ci', name: 'Inspection', owner: 'b', requirements: [need(skSpec('tech'))] };

  it('success: tokens spent, the complication goes to its owner’s adventure discard pile, the captain may act again', () => {
    const r = resolveComplication({ captain: 'a', committed: true, pool: pool(sk('tech'), cap('cargo')), complication });
    expect(r.ok && r.value).toMatchObject({ resolved: true, complicationGoesTo: 'owner-adventure-discard', captain: { mayActAgain: true, ineligible: false } });
    expect(r.ok && r.value.pool.tokens.map((t) => t.id)).toEqual(['t1']);
    expect(rulesRegistered(r)).toBe(true);
  });

  it('failure: nothing spent, it stays attached, the captain is treated as passed and ineligible', () => {
    const r = resolveComplication({ captain: 'a', committed: true, pool: pool(cap('cargo')), complication });
    expect(r.ok && r.value).toMatchObject({ resolved: false, complicationGoesTo: 'stays-attached', captain: { mayActAgain: false, treatedAsPassed: true, ineligible: true } });
    expect(r.ok && r.value.pool.tokens).toHaveLength(1);
    expect(r.ok && r.value.shortfalls[0]?.missing).toEqual(['a trained or expert Tech token']);
    expect(r.ok && r.trace.some((s) => s.rule === 'ccg.eligible')).toBe(true);
  });

  it('only a committed captain who has not passed may try', () => {
    expect(resolveComplication({ captain: 'a', committed: false, pool: pool(), complication })).toMatchObject({ ok: false, rule: 'ccg.committed' });
    expect(resolveComplication({ captain: 'a', committed: true, passed: true, pool: pool(), complication })).toMatchObject({ ok: false, rule: 'ccg.round.resolution.stage-2' });
    expect(resolveComplication({ captain: 'a', committed: true, pool: pool(), complication: { ...complication, owner: '' } })).toMatchObject({ ok: false, field: 'complication.owner' });
  });
});

describe('contract resolution (stage 3)', () => {
  const contract = {
    id: 'k',
    name: 'Job',
    owner: 'b',
    vp: 3,
    requirements: [need(capSpec('cargo'))],
    subplots: [{ id: 's', name: 'Side job', vp: 1, requirements: [need(skSpec('admin'))] }],
  };

  it('claims the contract’s and the subplot’s Victory Points; the slot controller deals a new contract', () => {
    const r = resolveContract({ captain: 'a', eligible: true, pool: pool(cap('cargo'), sk('admin')), contract, slotController: 'c' });
    expect(r.ok && r.value).toMatchObject({ resolved: true, vp: { card: 3, subplots: 1, total: 4 }, contractGoesTo: 'owner-adventure-discard', replacementBy: 'c', captainCommitted: false });
    expect(rulesRegistered(r)).toBe(true);
  });

  it('the captain may choose the token for a subplot', () => {
    const r = resolveContract({
      captain: 'a',
      eligible: true,
      pool: pool(cap('cargo'), sk('admin'), sk('admin', 'expert')),
      contract,
      pins: [{ group: 's', requirement: 0, token: 't2' }],
    });
    expect(r.ok && r.value.subplots[0]?.payments[0]).toMatchObject({ how: 'token', token: { id: 't2' } });
  });

  it('the captain may try no subplot', () => {
    const r = resolveContract({ captain: 'a', eligible: true, pool: pool(cap('cargo'), sk('admin')), contract, trySubplots: [] });
    expect(r.ok && r.value.vp).toEqual({ card: 3, subplots: 0, total: 3 });
    expect(r.ok && r.value.pool.tokens.map((t) => t.id)).toEqual(['t1']);
  });

  it('failure: the contract stays in play and the captain stays committed', () => {
    const r = resolveContract({ captain: 'a', eligible: true, pool: pool(sk('admin')), contract });
    expect(r.ok && r.value).toMatchObject({ resolved: false, contractGoesTo: 'stays-in-play', captainCommitted: true, replacementBy: null, vp: { total: 0 } });
  });

  it('only an eligible captain may try; unknown subplots are refused', () => {
    expect(resolveContract({ captain: 'a', eligible: false, pool: pool(), contract })).toMatchObject({ ok: false, rule: 'ccg.eligible' });
    expect(resolveContract({ captain: 'a', eligible: true, pool: pool(), contract, trySubplots: ['zz'] })).toMatchObject({ ok: false, field: 'trySubplots.0' });
    expect(resolveContract({ captain: 'a', eligible: true, pool: pool(), contract: { ...contract, vp: -1 } })).toMatchObject({ ok: false, field: 'contract.vp' });
    expect(resolveContract({ captain: 'a', eligible: true, pool: pool(), contract, pins: [{ group: 'zz', requirement: 0 }] })).toMatchObject({ ok: false, field: 'pins.0.group' });
  });
});

describe('competition', () => {
  it('two captains completing the same contract each gain 1 Victory Point less from it; subplots are not reduced (our reading)', () => {
    const r = applyCompetition({ contract: { id: 'k', name: 'Job', vp: 3 }, completedBy: [{ captain: 'a', subplotVp: 1 }, { captain: 'b' }] });
    expect(r.ok && r.value).toEqual([
      { captain: 'a', contractVp: 2, subplotVp: 1, total: 3 },
      { captain: 'b', contractVp: 2, subplotVp: 0, total: 2 },
    ]);
    expect(r.ok && r.trace.map((s) => s.rule)).toEqual(['ccg.competition', 'ccg.note.competition-subplots']);
  });
  it('a lone captain gets the full award; an award never goes below 0', () => {
    expect(applyCompetition({ contract: { id: 'k', name: 'Job', vp: 3 }, completedBy: [{ captain: 'a' }] })).toMatchObject({ ok: true, value: [{ contractVp: 3 }] });
    expect(applyCompetition({ contract: { id: 'k', name: 'Job', vp: 0 }, completedBy: [{ captain: 'a' }, { captain: 'b' }] })).toMatchObject({ ok: true, value: [{ contractVp: 0 }, { contractVp: 0 }] });
    expect(applyCompetition({ contract: { id: 'k', name: 'Job', vp: 2 }, completedBy: [{ captain: 'a' }, { captain: 'a' }] })).toMatchObject({ ok: false, field: 'completedBy.1.captain' });
  });
});

// ---------------------------------------------------------------------------
// Property tests

const SMALL_SKILLS = ['admin', 'medical', 'tech'] as const;
const tokenArb: fc.Arbitrary<ResourceToken> = fc.oneof(
  fc.constantFrom('cargo', 'military', 'passenger', 'survey', 'cargo-passenger', 'military-passenger', 'military-survey', 'passenger-survey' as const).map((c) => cap(c)),
  fc.record({ skill: fc.constantFrom(...SMALL_SKILLS), level: fc.constantFrom('trained' as const, 'expert' as const) }).map((s): ResourceToken => ({ kind: 'skill', ...s })),
);
const specArb: fc.Arbitrary<TokenSpec> = fc.oneof(
  fc.constantFrom('cargo', 'military', 'passenger', 'survey' as const).map(capSpec),
  fc.record({ skill: fc.constantFrom(...SMALL_SKILLS), level: fc.constantFrom('trained' as const, 'expert' as const) }).map((s): TokenSpec => ({ kind: 'skill', ...s })),
);
const reqArb: fc.Arbitrary<Requirement> = fc.oneof(
  specArb.map(need),
  fc.array(specArb, { minLength: 1, maxLength: 3 }).map((options): Requirement => ({ kind: 'choice', options })),
);
const specsOf = (r: Requirement): TokenSpec[] => (r.kind === 'token' ? [r.token] : r.kind === 'choice' ? r.options : []);

/** Exhaustive search: every way to give each requirement its own token; the best flexibility left, or -1. */
function bruteForce(reqs: Requirement[], tokens: PoolToken[]): number {
  const total = poolFlexibility(tokens);
  let best = -1;
  const used = new Array<boolean>(tokens.length).fill(false);
  const go = (i: number, spent: number) => {
    if (i === reqs.length) {
      best = Math.max(best, total - spent);
      return;
    }
    tokens.forEach((t, j) => {
      if (used[j] || !specsOf(reqs[i]!).some((s) => tokenPays(t.token, s))) return;
      used[j] = true;
      go(i + 1, spent + tokenFlexibility(t.token));
      used[j] = false;
    });
  };
  go(0, 0);
  return best;
}

const poolArb = (max: number) => fc.array(tokenArb, { maxLength: max }).map((ts) => pool(...ts));

describe('solver properties', () => {
  it('agrees with exhaustive search on feasibility and on the most flexible pool left (≤ 6 tokens, ≤ 4 requirements)', () => {
    fc.assert(
      fc.property(poolArb(6), fc.array(reqArb, { maxLength: 4 }), (p, reqs) => {
        const r = solveRequirements({ pool: p, requirements: reqs });
        if (!r.ok || !rulesRegistered(r)) return false;
        const best = bruteForce(reqs, p.tokens);
        if (!r.value.feasible) return best === -1 && r.value.shortfalls.length > 0 && r.value.shortfalls.every((s) => isRuleId(s.rule));
        return best === r.value.plan.flexibilityLeft;
      }),
      { numRuns: 500 },
    );
  });

  it('never uses a token twice, and every token pays its requirement (a trained token never an expert one)', () => {
    fc.assert(
      fc.property(poolArb(20), fc.array(reqArb, { maxLength: 8 }), (p, reqs) => {
        const r = solveRequirements({ pool: p, requirements: reqs });
        if (!r.ok) return false;
        if (!r.value.feasible) return true;
        const ids = r.value.plan.payments.flatMap((x) => (x.how === 'token' ? [x.token.id] : []));
        if (new Set(ids).size !== ids.length || ids.length !== reqs.length) return false;
        return r.value.plan.payments.every((x) => {
          if (x.how !== 'token') return false;
          const specs = specsOf(reqs[x.requirement]!);
          const trainedForExpert = x.token.token.kind === 'skill' && x.token.token.level === 'trained' && specs.every((s) => s.kind === 'skill' && s.level === 'expert');
          return specs.some((s) => tokenPays(x.token.token, s)) && !trainedForExpert;
        });
      }),
      { numRuns: 300 },
    );
  });

  it('with electives and many tokens of few kinds, it finds the most flexible pool exhaustive search finds (pruning and trimming change nothing)', () => {
    const fewKinds = fc.constantFrom<ResourceToken>(cap('cargo'), cap('cargo-passenger'), { kind: 'skill', skill: 'admin', level: 'trained' }, { kind: 'skill', skill: 'admin', level: 'expert' });
    const fewSpecs = fc.constantFrom<TokenSpec>(capSpec('cargo'), capSpec('passenger'), { kind: 'skill', skill: 'admin', level: 'trained' }, { kind: 'skill', skill: 'admin', level: 'expert' });
    const simple = fc.oneof(fewSpecs.map(need), fc.array(fewSpecs, { minLength: 2, maxLength: 3 }).map((options): Requirement => ({ kind: 'choice', options })));
    const elective = fc.array(simple, { minLength: 2, maxLength: 3 }).map((options): Requirement => ({ kind: 'elective', options: options as SimpleRequirement[] }));
    fc.assert(
      fc.property(fc.array(fewKinds, { maxLength: 9 }), fc.array(fc.oneof(simple, elective), { maxLength: 4 }), (ts, reqs) => {
        const p = pool(...ts);
        const r = solveRequirements({ pool: p, requirements: reqs });
        if (!r.ok) return false;
        // Every way to decide the electives, each searched exhaustively.
        let ways: Requirement[][] = [[]];
        for (const q of reqs) ways = ways.flatMap((w) => (q.kind === 'elective' ? q.options.map((o) => [...w, o]) : [[...w, q]]));
        const best = Math.max(...ways.map((w) => bruteForce(w, p.tokens)));
        return r.value.feasible ? r.value.plan.flexibilityLeft === best : best === -1;
      }),
      { numRuns: 400 },
    );
  });

  it('a subplot combination is achievable exactly when exhaustive search finds room for the card and all its subplots', () => {
    fc.assert(
      fc.property(poolArb(6), fc.array(reqArb, { maxLength: 2 }), fc.array(fc.array(reqArb, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 2 }), (p, main, subs) => {
        const subplots = subs.map((requirements, i) => ({ id: `s${i}`, name: `S${i}`, vp: 1, requirements }));
        const r = planSubplots({ pool: p, main: { id: 'main', name: 'Card', requirements: main }, subplots });
        if (!r.ok || !rulesRegistered(r)) return false;
        if (bruteForce(main, p.tokens) === -1) return !r.value.mainFeasible;
        const singlesOk = subplots.every((s, i) => r.value.subplots[i]!.achievable === (bruteForce([...main, ...s.requirements], p.tokens) >= 0));
        const combosOk = r.value.combinations.every((c) => c.achievable === (bruteForce([...main, ...subplots.filter((s) => c.subplots.includes(s.id)).flatMap((s) => s.requirements)], p.tokens) >= 0));
        return singlesOk && combosOk;
      }),
      { numRuns: 300 },
    );
  });

  it('complication resolution is all or nothing', () => {
    fc.assert(
      fc.property(poolArb(6), fc.array(reqArb, { maxLength: 4 }), (p, reqs) => {
        const r = resolveComplication({ captain: 'a', committed: true, pool: p, complication: { id: 'c', name: 'C', owner: 'b', requirements: reqs } });
        if (!r.ok || !rulesRegistered(r)) return false;
        return r.value.resolved
          ? r.value.spent.length === reqs.length && r.value.pool.tokens.length === p.tokens.length - reqs.length
          : r.value.spent.length === 0 && r.value.pool.tokens.length === p.tokens.length && r.value.captain.ineligible;
      }),
    );
  });
});

describe('cards jettisoned for a card and controlled for its subplot', () => {
  type CardReq = { kind: 'jettison' | 'control'; trait?: string };
  const fits = (c: ControlledCard, r: CardReq) => r.trait === undefined || (c.traits ?? []).includes(r.trait);

  /** Is there a way to give each jettison requirement its own card so that every requirement of these groups is met, in order? */
  function exists(cards: ControlledCard[], groups: CardReq[][]): boolean {
    const all = groups.flatMap((reqs, g) => reqs.map((r) => ({ r, g })));
    const jet = all.filter((x) => x.r.kind === 'jettison');
    const control = all.filter((x) => x.r.kind === 'control');
    const walk = (i: number, used: Map<string, number>): boolean => {
      if (i === jet.length) {
        // A control requirement may point at a card jettisoned in its own group or later, never earlier.
        return control.every((c) => cards.some((card) => fits(card, c.r) && (used.get(card.id) ?? Infinity) >= c.g));
      }
      const j = jet[i]!;
      return cards.some((card) => !used.has(card.id) && fits(card, j.r) && walk(i + 1, new Map(used).set(card.id, j.g)));
    };
    return walk(0, new Map());
  }

  it('never loses a subplot the captain could meet by jettisoning other cards (checked against every assignment)', () => {
    const trait = fc.option(fc.constantFrom('Noble', 'Medic'), { nil: undefined });
    const req = fc.record({ kind: fc.constantFrom('jettison' as const, 'control' as const), trait }, { requiredKeys: ['kind'] });
    fc.assert(
      fc.property(
        fc.array(fc.subarray(['Noble', 'Medic']), { minLength: 1, maxLength: 4 }),
        fc.array(req, { minLength: 1, maxLength: 3 }),
        fc.array(req, { minLength: 1, maxLength: 2 }),
        (traits, main, sub) => {
          const cards: ControlledCard[] = traits.map((t, i) => ({ id: `c${i}`, name: `Crew ${i}`, type: 'crew', traits: t }));
          const asReq = (r: CardReq): Requirement => ({ kind: r.kind, cardType: 'crew', ...(r.trait ? { trait: r.trait } : {}) });
          const r = resolveContract({
            captain: 'x',
            eligible: true,
            pool: { captain: 'x', tokens: [] },
            cards,
            contract: { id: 'k', name: 'Job', owner: 'x', vp: 2, requirements: main.map(asReq), subplots: [{ id: 's', name: 'Side', vp: 1, requirements: sub.map(asReq) }] },
          });
          if (!r.ok) return false;
          const mainOk = exists(cards, [main]);
          const bothOk = exists(cards, [main, sub]);
          const subMet = r.value.subplots.some((x) => x.resolved);
          return r.value.resolved === mainOk && subMet === bothOk;
        },
      ),
      { numRuns: 1500 },
    );
  });
});
