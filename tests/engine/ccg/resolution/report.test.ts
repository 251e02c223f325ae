import { describe, expect, it } from 'vitest';
import { resolutionReport, type ReportInput } from '../../../../src/engine/ccg/resolution/report.ts';
import { mergeCards, requirementCards } from '../../../../src/engine/ccg/resolution/cards.ts';
import { jackSlots, readJackPicks } from '../../../../src/engine/ccg/resolution/jack.ts';
import { eligibilityAfterStage2, reserveAfterComplication } from '../../../../src/engine/ccg/resolution/sequence.ts';
import { RESOLUTION_PRESETS, resolutionPresetInput } from '../../../../src/engine/ccg/examples/resolution.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

const value = <T>(r: CcgResult<T>): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};
const report = (input: ReportInput) => value(resolutionReport(input));
const cargo = { kind: 'capability', capability: 'cargo' } as const;
const survey = { kind: 'capability', capability: 'survey' } as const;
const tok = (id: string, token: typeof cargo | typeof survey) => ({ id, token, source: id, sourceName: 'test' });
const card = (id: string, reqs: (typeof cargo | typeof survey)[], vp?: number) => ({
  id,
  name: id,
  owner: 'ahab',
  requirements: reqs.map((token) => ({ kind: 'token' as const, token })),
  ...(vp !== undefined ? { vp } : {}),
});

describe('the Resolution Phase report: the book examples', () => {
  it('every example has a report input, and every step of every report cites a registered rule', () => {
    for (const p of RESOLUTION_PRESETS) {
      const input = resolutionPresetInput(p.id);
      expect(input, p.id).toBeDefined();
      const r = report(input!);
      expect(r.refused).toBeUndefined();
      for (const st of r.stages) for (const t of st.trace) expect(isRuleId(t.rule), t.rule).toBe(true);
    }
    expect(resolutionPresetInput('no-such-example')).toBeUndefined();
  });

  it('Ahab: the complication, then the contract (2 VP) and its subplot (1 VP), two tokens left', () => {
    const r = report(resolutionPresetInput('ahab-mid-passage-mark')!);
    expect(r.verdicts).toEqual([
      { card: 'Customs Inspection', kind: 'complication', resolved: true, vp: 0 },
      { card: 'Mid Passage Mark', kind: 'contract', resolved: true, vp: 3 },
    ]);
    expect(r.summary?.pool).toHaveLength(2);
    // The collected ship and crew are the same cards as those listed: no duplicates.
    expect(r.cards.map((c) => c.id)).toEqual(['type-s-scout', 'george', 'body-pistol']);
  });

  it('Janeway: the subplot is met only with the token added before the subplots', () => {
    const r = report(resolutionPresetInput('janeway-witness-relocation')!);
    expect(r.stages.map((s) => s.key)).toEqual(['collect', 'contract', 'plan-before', 'added-late', 'plan-after', 'subplots', 'contract-leaves', 'competition']);
    expect(r.summary?.vp).toBe(3);
  });

  it('Janeway, in the book\'s order: contract, then the subplot with the added token, then she is uncommitted, the card discarded and the slot refilled', () => {
    const r = report(resolutionPresetInput('janeway-witness-relocation')!);
    const texts = r.stages.flatMap((s) => s.trace.map((t) => t.text));
    const at = (re: RegExp) => texts.findIndex((t) => re.test(t));
    const subplotMet = r.stages.findIndex((s) => s.key === 'subplots');
    const leaves = r.stages.findIndex((s) => s.key === 'contract-leaves');
    expect(subplotMet).toBeGreaterThan(0);
    expect(leaves).toBe(subplotMet + 1);
    expect(r.stages.find((s) => s.key === 'contract')!.trace.some((t) => /adventure discard pile|new contract|uncommitted/.test(t.text))).toBe(false);
    expect(at(/becomes uncommitted/)).toBeLessThan(at(/adventure discard pile/));
    expect(at(/adventure discard pile/)).toBeLessThan(at(/new contract/));
  });

  it('Kirk: the book does not say whose Customs Inspection is, and neither does the trace', () => {
    const r = report(resolutionPresetInput('kirk-customs-inspection')!);
    const texts = r.stages.flatMap((s) => s.trace.map((t) => t.text));
    const discard = texts.find((t) => /adventure discard pile/.test(t));
    expect(discard).toMatch(/its owner\./);
    expect(discard).not.toMatch(/Kirk/);
  });
});

describe('the Resolution Phase report: the sequence', () => {
  const base: ReportInput = { captain: 'ahab', pool: { tokens: [tok('c1', cargo)] } };

  it('a failed complication stops the report: the contract is not tried and the captain is ineligible', () => {
    const r = report({ ...base, complications: [{ card: card('Storm', [survey]) }], contract: { card: card('Run', [cargo], 2) as never } });
    expect(r.verdicts).toEqual([{ card: 'Storm', kind: 'complication', resolved: false, vp: 0 }]);
    expect(r.stages.some((s) => s.key === 'contract')).toBe(false);
    expect(r.stages.at(-1)?.trace.at(-1)).toMatchObject({ rule: 'ccg.eligible' });
    expect(r.summary?.vp).toBe(0);
  });

  it('a complication keeps for the contract the tokens the contract needs', () => {
    const pool = { tokens: [tok('c1', cargo), tok('s1', survey), tok('c2', cargo)] };
    const either = { kind: 'choice' as const, options: [cargo, survey] };
    const comp = { id: 'Either', name: 'Either', owner: 'ahab', requirements: [either] };
    const r = report({ captain: 'ahab', pool, complications: [{ card: comp }], contract: { card: card('Survey Run', [survey], 1) as never } });
    expect(r.verdicts.map((v) => v.resolved)).toEqual([true, true]);
  });

  it('stops after stage 2 when the contract is not attempted', () => {
    const r = report({ ...base, contract: { card: card('Run', [cargo], 2) as never, attempt: false } });
    expect(r.stages.at(-1)).toMatchObject({ key: 'contract-skipped', status: 'skipped' });
    expect(r.verdicts).toEqual([]);
  });

  it('competition: each rival takes 1 VP off the contract, never the subplots; more than three rivals are refused', () => {
    const contract = { card: { ...card('Run', [cargo], 2), vp: 2, subplots: [{ id: 'sp', name: 'Side', vp: 1, requirements: [] }] } };
    expect(report({ ...base, contract }).summary?.vp).toBe(3);
    expect(report({ ...base, contract, rivals: 2 }).summary?.vp).toBe(2);
    expect(resolutionReport({ ...base, contract, rivals: 4 })).toMatchObject({ ok: false, field: 'rivals', rule: 'ccg.competition' });
  });

  it('a refused choice names the pin as the input listed it, and the stages before it stay', () => {
    const r = report({ ...base, complications: [{ card: card('Dock', [cargo]), pins: [{ requirement: 0, token: 'nope' }] }] });
    expect(r.refused?.field).toBe('complications.0.pins.0.token');
    const late = report({
      captain: 'ahab',
      pool: { tokens: [tok('c1', cargo)] },
      additions: [{ source: 'cc', sourceName: 'Consultant Call', token: survey, when: 'subplots' }],
      contract: {
        card: { ...card('Run', [cargo], 2), vp: 2, subplots: [{ id: 'sp', name: 'Side', vp: 1, requirements: [{ kind: 'token', token: survey }] }] },
        pins: [{ requirement: 0, token: 'c1' }, { group: 'sp', requirement: 0, token: 'gone' }],
      },
    });
    expect(late.refused?.field).toMatch(/^contract\.pins\.1/);
    expect(late.stages.find((s) => s.key === 'contract')?.status).toBe('resolved');
  });

  it('a card that is not a permanent is refused where it is listed, before anything is worked out', () => {
    expect(resolutionReport({ ...base, cards: [{ id: 'x', name: 'X', type: 'event' as never }] })).toMatchObject({ ok: false, field: 'cards.0.type', rule: 'ccg.permanents' });
  });

  it('a listed card that shares an id with the collected ship is refused as "cards", after the pool is shown', () => {
    const r = report({ ...base, pool: { collect: { ship: { id: 'x', name: 'Ship', capabilities: ['cargo'] } } }, cards: [{ id: 'x', name: 'Other', type: 'gear' }] });
    expect(r.refused?.field).toBe('cards');
    expect(r.startPool).toHaveLength(1);
  });

  it('a bad Jack-of-all-Trades pick is refused at that pick', () => {
    const crew = [{ id: 'v', name: 'Vargr', skills: [{ skill: 'jack' as const, level: 'expert' as const }] }];
    const r = resolutionReport({ captain: 'ahab', pool: { collect: { ship: { id: 's', name: 'S', capabilities: [] }, crew, jack: [{ crew: 'v', picks: ['', 'psionics'] }] } } });
    expect(r).toMatchObject({ ok: false, field: 'pool.collect.jack.0.picks.1', rule: 'ccg.jack-of-all-trades' });
  });
});

describe('Jack-of-all-Trades by level', () => {
  const crew = (level?: 'trained' | 'expert') => ({ id: 'v', name: 'Vargr', skills: level ? [{ skill: 'jack' as const, level }] : [{ skill: 'admin' as const, level: 'trained' as const }] });
  it('gives one declaration at trained, two at expert, none without the skill', () => {
    expect([jackSlots(crew('trained')), jackSlots(crew('expert')), jackSlots(crew())]).toEqual([1, 2, 0]);
  });
  it('picks beyond the level do not count; open picks are skipped', () => {
    expect(readJackPicks([crew('trained')], [{ crew: 'v', picks: ['tech', 'admin'] }]).declarations).toEqual([{ crew: 'v', skills: ['tech'] }]);
    expect(readJackPicks([crew('expert')], [{ crew: 'v', picks: ['', 'admin'] }])).toEqual({ declarations: [{ crew: 'v', skills: ['admin'] }], origin: [{ picks: 0, pick: [1] }] });
    expect(readJackPicks([crew()], [{ crew: 'v', picks: ['tech'] }]).declarations).toEqual([]);
  });
});

describe('card identity', () => {
  it('the merge: same name and type only, each collected card absorbs one listed card, listed copies stay apart', () => {
    const collected = [{ id: 'ship', name: 'Beowulf', type: 'ship' as const }, { id: 'crew-1', name: 'George', type: 'crew' as const }];
    const merged = mergeCards(collected, [
      { id: 'card-1', name: ' george ', type: 'crew', traits: ['Human'] },
      { id: 'card-2', name: 'George', type: 'crew' },
      { id: 'card-3', name: 'Beowulf', type: 'gear' },
      { id: 'card-4', name: 'Medkit', type: 'gear' },
      { id: 'card-5', name: 'Medkit', type: 'gear' },
    ]);
    expect(merged.map((c) => c.id)).toEqual(['ship', 'crew-1', 'card-2', 'card-3', 'card-4', 'card-5']);
    expect(merged[1]!.traits).toEqual(['Human']);
    expect(collected[1]).not.toHaveProperty('traits');
  });

  it('only permanents count for requirements', () => {
    const cards = [{ id: 'a', name: 'A', type: 'crew' }, { id: 'b', name: 'B', type: 'event' }, { id: 'c', name: 'C', type: 'adventure' }, { id: 'd', name: 'D', type: 'upgrade', traits: ['Armed'] }];
    expect(requirementCards(cards)).toEqual([{ id: 'a', name: 'A', type: 'crew' }, { id: 'd', name: 'D', type: 'upgrade', traits: ['Armed'] }]);
  });
});

describe('the stage 2 sequence', () => {
  it('a complication reserves the later complications, the contract and the subplots tried', () => {
    const contract = { id: 'k', name: 'K', owner: 'a', requirements: [], subplots: [{ id: 's1', name: 'S1', vp: 1, requirements: [] }, { id: 's2', name: 'S2', vp: 1, requirements: [] }] };
    const later = [{ id: 'c2', name: 'C2', owner: 'a', requirements: [] }];
    expect(reserveAfterComplication(later, { card: contract, trySubplots: ['s2'] }).map((g) => g.name)).toEqual(['C2', 'K', 'S2']);
    expect(reserveAfterComplication([], { card: contract }).map((g) => g.name)).toEqual(['K', 'S1', 'S2']);
  });

  it('eligible only after passing with no complication left; failing is never eligible', () => {
    const who = { captainName: 'Ahab', contractName: 'K' };
    expect(eligibilityAfterStage2({ ...who, complicationsLeft: 0 }).eligible).toBe(true);
    expect(eligibilityAfterStage2({ ...who, complicationsLeft: 1 }).eligible).toBe(false);
    expect(eligibilityAfterStage2({ ...who, complicationsLeft: 0, failed: 'Storm' })).toMatchObject({ eligible: false, step: { rule: 'ccg.eligible' } });
  });
});
