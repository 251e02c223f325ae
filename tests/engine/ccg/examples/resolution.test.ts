import { describe, expect, it } from 'vitest';
import {
  AHAB_MID_PASSAGE_MARK,
  JANEWAY_WITNESS_RELOCATION,
  KIRK_CUSTOMS_INSPECTION,
  NEMO_COLLECTION,
  RESOLUTION_PRESETS,
  runResolutionPreset,
} from '../../../../src/engine/ccg/examples/resolution.ts';
import { addTokens, collectResources } from '../../../../src/engine/ccg/resolution/resources.ts';
import { planSubplots } from '../../../../src/engine/ccg/resolution/subplots.ts';
import { resolveComplication, resolveContract, resolveSubplots } from '../../../../src/engine/ccg/resolution/stages.ts';
import { isRuleId } from '../../../../src/engine/ccg/rules.ts';
import type { CcgResult } from '../../../../src/engine/ccg/result.ts';

function value<T>(r: CcgResult<T>): T {
  if (!r.ok) throw new Error(r.error);
  expect(r.trace.every((s) => isRuleId(s.rule))).toBe(true);
  return r.value;
}
const kinds = (tokens: { token: { kind: string } }[]) => tokens.map((t) => t.token.kind);

describe('Resource Phase Example (Nemo)', () => {
  it('two capability tokens from the Beowulf Free Trader, trained Medical and trained Tech from Ta’Nal: four tokens', () => {
    const pool = value(collectResources(NEMO_COLLECTION.input));
    expect(pool.tokens).toHaveLength(4);
    expect(kinds(pool.tokens)).toEqual(['capability', 'capability', 'skill', 'skill']);
    expect(pool.tokens.slice(2).map((t) => t.token)).toEqual([
      { kind: 'skill', skill: 'medical', level: 'trained' },
      { kind: 'skill', skill: 'tech', level: 'trained' },
    ]);
    expect(pool.tokens.slice(2).map((t) => t.source)).toEqual(['ta-nal', 'ta-nal']);
  });
});

describe('Complication Resolution Example (Kirk)', () => {
  it('Customs Inspection takes one of two skill tokens; Kirk discards one and the complication goes to the discard pile', () => {
    const p = KIRK_CUSTOMS_INSPECTION;
    expect(p.complication.requirements).toHaveLength(1);
    expect(p.complication.requirements[0]).toMatchObject({ kind: 'choice' });
    const r = value(resolveComplication({ captain: 'kirk', committed: true, pool: p.pool, complication: p.complication }));
    expect(r.resolved).toBe(true);
    expect(r.spent).toHaveLength(1);
    expect(r.spent[0]?.token).toEqual({ kind: 'skill', skill: 'admin', level: 'trained' });
    expect(r.complicationGoesTo).toBe('owner-adventure-discard');
  });
});

describe('Contract Resolution Example (Janeway)', () => {
  it('two of the three capability tokens meet Witness Relocation', () => {
    const p = JANEWAY_WITNESS_RELOCATION;
    const pool = value(collectResources(p.collect));
    expect(pool.tokens).toHaveLength(3);
    expect(kinds(pool.tokens)).toEqual(['capability', 'capability', 'capability']);
    const r = value(resolveContract({ captain: 'janeway', eligible: true, pool, contract: p.contract, trySubplots: [] }));
    expect(r.resolved).toBe(true);
    expect(r.spent).toHaveLength(2);
    expect(r.pool.tokens).toHaveLength(1);
    expect(r.captainCommitted).toBe(false);
  });

  it('the subplot needs a single skill token she lacks; Consultant Call adds it and the subplot gives 1 Victory Point', () => {
    const p = JANEWAY_WITNESS_RELOCATION;
    const subplots = p.contract.subplots ?? [];
    expect(subplots[0]?.requirements).toHaveLength(1);
    const after = value(resolveContract({ captain: 'janeway', eligible: true, pool: value(collectResources(p.collect)), contract: p.contract, trySubplots: [] }));
    const before = value(planSubplots({ pool: after.pool, subplots }));
    expect(before.subplots[0]?.achievable).toBe(false);
    expect(before.subplots[0]?.shortfalls?.[0]?.missing).toEqual(['a trained or expert Admin token']);
    const withCall = value(addTokens(after.pool, [p.consultantCall]));
    const sub = value(resolveSubplots({ captain: 'janeway', cardName: p.contract.name, pool: withCall, subplots }));
    expect(sub.vp).toBe(1);
    expect(sub.spent.map((t) => t.source)).toEqual(['consultant-call']);
  });
});

describe('Example of Play: Resource and Resolution Phases (Ahab)', () => {
  const p = AHAB_MID_PASSAGE_MARK;

  it('Resource Phase: one capability token from the Type S Scout and four trained skill tokens from George', () => {
    const pool = value(collectResources(p.collect));
    expect(pool.tokens.filter((t) => t.source === 'type-s-scout').map((t) => t.token.kind)).toEqual(['capability']);
    const george = pool.tokens.filter((t) => t.source === 'george');
    expect(george).toHaveLength(4);
    expect(george.every((t) => t.token.kind === 'skill' && t.token.level === 'trained')).toBe(true);
  });

  it('one skill token for Customs Inspection, the capability token for the contract, a skill token for the subplot: 2 + 1 Victory Points', () => {
    const pool = value(collectResources(p.collect));
    const ci = value(resolveComplication({ captain: 'ahab', committed: true, pool, cards: p.cards, complication: p.complication, faceDown: true }));
    expect(ci.resolved).toBe(true);
    expect(ci.spent.map((t) => t.token)).toEqual([{ kind: 'skill', skill: 'admin', level: 'trained' }]);
    const k = value(resolveContract({ captain: 'ahab', eligible: true, pool: ci.pool, cards: p.cards, contract: p.contract }));
    expect(k.payments.map((x) => x.how === 'token' && x.token.token.kind)).toEqual(['capability']);
    expect(k.subplots).toHaveLength(1);
    expect(k.subplots[0]).toMatchObject({ resolved: true, vp: 1 });
    expect(k.subplots[0]?.payments.map((x) => x.how === 'token' && x.token.token.kind)).toEqual(['skill']);
    expect(k.vp).toEqual({ card: 2, subplots: 1, total: 3 });
    expect(k.pool.tokens).toHaveLength(2);
  });
});

describe('presets', () => {
  it('every preset replays, labels its reconstructions and cites registered rules', () => {
    for (const preset of RESOLUTION_PRESETS) {
      const run = value(runResolutionPreset(preset.id));
      expect(run.steps.length).toBeGreaterThan(0);
      expect(run.steps.every((s) => s.trace.every((t) => isRuleId(t.rule)))).toBe(true);
      expect(preset.reconstructions.length).toBeGreaterThan(0);
      expect(isRuleId(preset.rule)).toBe(true);
    }
    expect(value(runResolutionPreset(AHAB_MID_PASSAGE_MARK.id)).vp).toBe(3);
    expect(value(runResolutionPreset(AHAB_MID_PASSAGE_MARK.id)).pool.tokens).toHaveLength(2);
    expect(runResolutionPreset('nobody')).toMatchObject({ ok: false, field: 'id' });
  });

  it('Customs Inspection is the same card in both examples', () => {
    expect(KIRK_CUSTOMS_INSPECTION.complication.requirements).toEqual(AHAB_MID_PASSAGE_MARK.complication.requirements);
  });
});
