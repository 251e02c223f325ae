import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAPABILITY_KEYS,
  CARD_TYPES,
  LIMITS,
  SKILL_KEYS,
  SPEC_KEYS,
  TOKEN_KEYS,
  cleanState,
  type ResolveState,
  type ReqRow,
  type SimpleReqRow,
} from '../../src/widgets/resolve/state.ts';
import { parseResolveState } from '../../src/widgets/resolve/link.ts';
import { TOOL_PRESETS, presetState } from '../../src/widgets/resolve/presets.ts';
import { toolPreset } from '../../src/widgets/resolve/preset-page.ts';
import { PRESET_BUTTONS } from '../../src/widgets/resolve/preset-list.ts';
import { runCheck } from '../../src/widgets/resolve/check.ts';
import { RESOLUTION_PRESETS } from '../../src/engine/ccg/examples/resolution.ts';
import { decodeState, encodeState } from '../../src/widgets/kit/url-codec.ts';

const roundTrip = (v: unknown) => {
  const d = decodeState(encodeState(v));
  return d.ok ? d.value : undefined;
};

// ---------------------------------------------------------------------------
// Arbitrary valid states

const txt = fc.string({ maxLength: 24 });
/** A number typed as text: digits or anything, within the field's length. */
const num = fc.oneof(fc.integer({ min: -5, max: 30 }).map(String), fc.string({ maxLength: LIMITS.number }));
const spec = fc.constantFrom(...SPEC_KEYS);
const cardType = fc.constantFrom('' as const, ...CARD_TYPES);
/** A chosen token: usually an id the entered pool gives, sometimes one it lacks. */
const pin = fc.constantFrom('cargo.1', 'admin-trained.1', 'social-expert.2', 'medical-expert.1', 'no-such-token.1');
const simpleReq: fc.Arbitrary<SimpleReqRow> = fc.oneof(
  fc.record({ kind: fc.constant('token' as const), spec, pin }, { requiredKeys: ['kind', 'spec'] }),
  fc.record({ kind: fc.constant('choice' as const), options: fc.array(spec, { maxLength: 3 }), pin }, { requiredKeys: ['kind', 'options'] }),
  fc.record({ kind: fc.constant('jettison' as const), cardType, trait: txt }),
  fc.record({ kind: fc.constant('control' as const), cardType, trait: txt }),
  fc.record({ kind: fc.constant('expense' as const), amount: num }),
);
const elective: fc.Arbitrary<ReqRow> = fc
  .record({ options: fc.array(simpleReq, { maxLength: 3 }), pick: fc.option(fc.nat({ max: 2 }), { nil: undefined }) })
  .map(({ options, pick }) => (pick !== undefined && pick < options.length ? { kind: 'elective' as const, options, pick } : { kind: 'elective' as const, options }));
const req: fc.Arbitrary<ReqRow> = fc.oneof(simpleReq, elective);
const reqs = fc.array(req, { maxLength: 3 });
const subplot = fc.record({ name: txt, vp: num, on: fc.boolean(), reqs });
const card = fc.record({ name: txt, reqs, subplots: fc.array(subplot, { maxLength: 2 }) });

export const validState: fc.Arbitrary<ResolveState> = fc.record({
  captain: txt,
  mode: fc.constantFrom('tokens' as const, 'collect' as const),
  pool: fc.uniqueArray(fc.record({ k: fc.constantFrom(...TOKEN_KEYS), n: fc.integer({ min: 1, max: 4 }) }), { selector: (e) => e.k, maxLength: 6 }),
  ship: fc.record({ name: txt, caps: fc.array(fc.constantFrom(...CAPABILITY_KEYS), { maxLength: 4 }) }),
  crew: fc.array(
    fc.record({
      name: txt,
      skills: fc.array(fc.record({ skill: fc.constantFrom(...SKILL_KEYS), level: fc.constantFrom('trained' as const, 'expert' as const), from: txt }), { maxLength: 4 }),
      jack: fc.array(fc.constantFrom('', ...SKILL_KEYS), { maxLength: 2 }),
    }),
    { maxLength: 2 },
  ),
  additions: fc.array(fc.record({ name: txt, token: fc.constantFrom(...TOKEN_KEYS), when: fc.constantFrom('start' as const, 'subplots' as const) }), { maxLength: 2 }),
  cards: fc.array(fc.record({ name: txt, type: fc.constantFrom(...CARD_TYPES), traits: txt }), { maxLength: 3 }),
  complications: fc.array(card, { maxLength: 2 }),
  contract: fc.option(fc.record({ name: txt, vp: num, reqs, subplots: fc.array(subplot, { maxLength: 2 }) }), { nil: null }),
  stage3: fc.boolean(),
  rivals: num,
});

// ---------------------------------------------------------------------------

describe('resolution check state: round trips', () => {
  it('the clean state and every preset survive encode, decode and parse unchanged', () => {
    for (const s of [cleanState(), ...TOOL_PRESETS.map((p) => p.state())]) {
      expect(parseResolveState(roundTrip(s))).toEqual({ ok: true, value: s });
    }
  });

  it('any state the tool can make survives the URL unchanged', () => {
    fc.assert(fc.property(validState, (s) => {
      const r = parseResolveState(roundTrip(s));
      expect(r).toEqual({ ok: true, value: s });
    }), { numRuns: 300 });
  });

  it('names typed with markup are kept as text, never refused or altered', () => {
    const s = { ...cleanState(), captain: '<img src=x onerror=alert(1)>', contract: { name: '<script>alert(1)</script>', vp: '2', reqs: [], subplots: [] } };
    expect(parseResolveState(roundTrip(s))).toEqual({ ok: true, value: s });
  });
});

describe('resolution check state: hostile and broken links', () => {
  it('never throws on any JSON value; a refusal always says why', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (raw) => {
        const r = parseResolveState(raw);
        return r.ok ? typeof r.value.captain === 'string' : r.error.length > 0;
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on a valid state with one part replaced by anything', () => {
    const keys = Object.keys(cleanState()) as (keyof ResolveState)[];
    fc.assert(
      fc.property(validState, fc.constantFrom(...keys), fc.anything(), (s, k, v) => {
        const r = parseResolveState({ ...s, [k]: v });
        return r.ok || r.error.length > 0;
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any string in the URL hash', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const d = decodeState(text);
        if (!d.ok) return d.error.length > 0;
        const r = parseResolveState(d.value);
        return r.ok || r.error.length > 0;
      }),
    );
  });

  it('refuses wrong types, unknown kinds, huge numbers, long text and deep nesting with a message', () => {
    const base = cleanState();
    const cases: unknown[] = [
      null,
      [],
      '<script>alert(1)</script>',
      { ...base, mode: 'magic' },
      { ...base, captain: 42 },
      { ...base, captain: 'x'.repeat(LIMITS.name + 1) },
      { ...base, pool: [{ k: 'cargo', n: 1e308 }] },
      { ...base, pool: [{ k: 'cargo', n: 1.5 }] },
      { ...base, pool: [{ k: '<script>', n: 1 }] },
      { ...base, pool: [{ k: 'cargo', n: 1 }, { k: 'cargo', n: 2 }] },
      { ...base, pool: Array.from({ length: 100 }, () => ({ k: 'cargo', n: 1 })) },
      { ...base, ship: { name: 'S', caps: ['warp'] } },
      { ...base, crew: [{ name: 'A', skills: [{ skill: 'jack', level: 'master', from: '' }], jack: [] }] },
      { ...base, crew: [{ name: 'A', skills: [], jack: ['telepathy'] }] },
      { ...base, contract: { name: 'C', vp: 2, reqs: [], subplots: [] } },
      { ...base, contract: { name: 'C', vp: '2', reqs: [{ kind: 'teleport' }], subplots: [] } },
      { ...base, contract: { name: 'C', vp: '2', reqs: [{ kind: 'token', spec: 'cargo-passenger' }], subplots: [] } },
      { ...base, contract: { name: 'C', vp: '2', reqs: [{ kind: 'elective', options: [{ kind: 'elective', options: [] }] }], subplots: [] } },
      { ...base, complications: [{ name: 'X', reqs: {}, subplots: [] }] },
      { ...base, stage3: 'yes' },
      { ...base, additions: [{ name: 'Call', token: 'admin:trained', when: 'later' }] },
    ];
    let deep: unknown = { kind: 'token', spec: 'cargo' };
    for (let i = 0; i < 5000; i++) deep = { kind: 'elective', options: [deep] };
    cases.push({ ...base, contract: { name: 'C', vp: '2', reqs: [deep], subplots: [] } });
    let deepArray: unknown = [];
    for (let i = 0; i < 5000; i++) deepArray = [deepArray];
    cases.push({ ...base, complications: deepArray });
    // The same nesting as a link would bring it: through the URL codec.
    const open = '{"kind":"elective","options":['.repeat(400);
    const text = `{"captain":"A","mode":"tokens","contract":{"name":"C","vp":"2","reqs":[${open}{"kind":"token","spec":"cargo"}${']}'.repeat(400)}],"subplots":[]}}`;
    const deepLink = decodeState(Buffer.from(text).toString('base64url'));
    // The codec may refuse it first; either way the link is refused with a sentence.
    if (deepLink.ok) cases.push(deepLink.value);
    else expect(deepLink.error.length).toBeGreaterThan(0);
    for (const [i, c] of cases.entries()) {
      const r = parseResolveState(c);
      expect(r.ok, `case ${i}`).toBe(false);
      if (!r.ok) expect(r.error).toMatch(/\.$/);
    }
  });
});

describe('resolution check: the engine answers every readable state', () => {
  it('never throws; problems are messages beside fields or engine refusals with a rule', () => {
    fc.assert(
      fc.property(validState, (s) => {
        const r = runCheck(s);
        for (const m of Object.values(r.errors)) expect((typeof m === "string" ? m : m.error).length).toBeGreaterThan(0);
        if (r.problem) expect(r.problem.rule).toMatch(/^ccg\./);
        for (const st of r.stages) for (const step of st.trace) expect(step.rule).toMatch(/^ccg\./);
        return true;
      }),
      { numRuns: 200 },
    );
  });
});

describe('resolution check: presets', () => {
  it('the buttons, the tool presets and the engine presets are the same four examples', () => {
    const engine = RESOLUTION_PRESETS.map((p) => p.id).sort();
    expect(TOOL_PRESETS.map((p) => p.id).sort()).toEqual(engine);
    expect(PRESET_BUTTONS.map((p) => p.id).sort()).toEqual(engine);
    for (const p of PRESET_BUTTONS) expect(toolPreset(p.id).initial).toEqual(presetState(p.id));
  });

  const run = (id: string) => runCheck(presetState(id)!);

  it('Kirk discards one of the two tokens Customs Inspection accepts and keeps the expert one', () => {
    const r = run('kirk-customs-inspection');
    expect(r.errors).toEqual({});
    const stage = r.stages.find((s) => s.key === 'c0')!;
    expect(stage.status).toBe('resolved');
    expect(stage.payments?.map((p) => p.token?.key)).toEqual(['admin:trained']);
    expect(r.summary?.pool.kinds).toEqual([{ key: 'social:expert', count: 1, sources: [{ name: 'the pool as entered', count: 1 }] }]);
    expect(r.stages.find((s) => s.key === 'contract-skipped')?.status).toBe('skipped');
  });

  it('Janeway spends two capability tokens, keeps the third, and gains the subplot only after Consultant Call', () => {
    const r = run('janeway-witness-relocation');
    const contract = r.stages.find((s) => s.key === 'contract')!;
    expect(contract.payments?.map((p) => p.token?.key)).toEqual(['passenger', 'cargo']);
    expect(contract.pool?.kinds.map((k) => [k.key, k.count])).toEqual([['cargo-passenger', 1]]);
    const before = r.stages.find((s) => s.key === 'plan-before')!;
    expect(before.plan?.subplots[0]?.achievable).toBe(false);
    expect(before.plan?.subplots[0]?.missing).toEqual(['a trained or expert Admin token']);
    const sub = r.stages.find((s) => s.key === 'subplots')!;
    expect(sub.subplots?.[0]).toMatchObject({ resolved: true, vp: 1 });
    expect(r.summary?.vp).toBe(3);
  });

  it('Nemo collects four tokens', () => {
    const r = run('nemo-resources');
    expect(r.stages[0]?.pool?.kinds.map((k) => [k.key, k.count])).toEqual([
      ['cargo', 1],
      ['passenger', 1],
      ['medical:trained', 1],
      ['tech:trained', 1],
    ]);
    expect(r.stages[0]?.pool?.total).toBe(4);
  });

  it('Ahab resolves Customs Inspection, then Mid Passage Mark (2 VP) and its subplot (1 VP)', () => {
    const r = run('ahab-mid-passage-mark');
    expect(r.stages.find((s) => s.key === 'c0')?.status).toBe('resolved');
    const contract = r.stages.find((s) => s.key === 'contract')!;
    expect(contract.status).toBe('resolved');
    expect(contract.subplots?.[0]).toMatchObject({ resolved: true, vp: 1 });
    expect(r.summary?.vp).toBe(3);
    expect(r.summary?.pool.total).toBe(2);
  });

  it('competition takes 1 VP off the contract, not the subplot', () => {
    const s = presetState('ahab-mid-passage-mark')!;
    const r = runCheck({ ...s, rivals: '1' });
    expect(r.summary?.vp).toBe(2);
  });

  it('a Jack-of-all-Trades choice of Psionics is refused beside its field with the engine’s message', () => {
    const s: ResolveState = {
      ...cleanState(),
      mode: 'collect',
      crew: [{ name: 'Vargr', skills: [{ skill: 'jack', level: 'trained', from: '' }], jack: ['psionics'] }],
    };
    expect(runCheck(s).errors['crew.0.jack.0']).toEqual({ rule: 'ccg.jack-of-all-trades', error: 'Jack-of-all-Trades never gives a Psionics token.' });
  });

  it('a token the captain names is the one discarded; the check no longer keeps the expert one', () => {
    const s = presetState('kirk-customs-inspection')!;
    const pinned: ResolveState = { ...s, complications: s.complications.map((c, i) => (i === 0 ? { ...c, reqs: [{ ...c.reqs[0]!, pin: 'social-expert.1' } as ReqRow] } : c)) };
    const r = runCheck(pinned);
    expect(r.errors).toEqual({});
    const stage = r.stages.find((x) => x.key === 'c0')!;
    expect(stage.payments?.map((p) => p.token?.key)).toEqual(['social:expert']);
    expect(r.summary?.pool.kinds.map((k) => k.key)).toEqual(['admin:trained']);
    expect(stage.trace.map((t) => t.text).join(' ')).toContain('the token the captain chose');
    // The tokens to choose from are the pool before anything was spent, one choice per kind and card.
    expect(r.choices).toEqual([
      { key: 'admin:trained', source: 'the pool as entered', ids: ['admin-trained.1'] },
      { key: 'social:expert', source: 'the pool as entered', ids: ['social-expert.1'] },
    ]);
  });
});

describe('resolution check: the captain’s choices', () => {
  const withContract = (reqs: ReqRow[], pool: ResolveState['pool']): ResolveState => ({
    ...cleanState(),
    pool,
    contract: { name: 'Test Run', vp: '1', reqs, subplots: [] },
  });

  it('a trained token named for an expert requirement is refused beside that field, with the engine’s reason', () => {
    const r = runCheck(withContract([{ kind: 'token', spec: 'admin:expert', pin: 'admin-trained.1' }], [{ k: 'admin:trained', n: 1 }, { k: 'admin:expert', n: 1 }]));
    expect(r.errors['contract.reqs.0.pin']).toMatchObject({ error: expect.stringMatching(/trained token never pays an expert requirement/) });
    expect(r.problem?.rule).toBe('ccg.skill-levels');
  });

  it('a token no longer in the pool is named as missing beside its field', () => {
    const r = runCheck(withContract([{ kind: 'token', spec: 'cargo', pin: 'cargo.2' }], [{ k: 'cargo', n: 1 }]));
    expect(r.errors['contract.reqs.0.pin']).toMatchObject({ error: expect.stringMatching(/token chosen for Test Run, requirement 1, is not in the Resource Pool/) });
  });

  it('the same token named twice is refused at the second requirement', () => {
    const r = runCheck(withContract([{ kind: 'token', spec: 'cargo', pin: 'cargo.1' }, { kind: 'token', spec: 'cargo', pin: 'cargo.1' }], [{ k: 'cargo', n: 2 }]));
    expect(r.errors['contract.reqs.1.pin']).toMatchObject({ error: expect.stringMatching(/chosen twice/) });
    expect(r.errors['contract.reqs.0.pin']).toBeUndefined();
  });

  it('an elective option the captain takes is followed, even when the check would have taken a token', () => {
    const s = withContract([{ kind: 'token', spec: 'survey' }], [{ k: 'survey', n: 1 }, { k: 'cargo', n: 1 }]);
    const sub = { name: 'Side Job', vp: '1', on: true, reqs: [{ kind: 'elective' as const, options: [{ kind: 'token' as const, spec: 'cargo' }, { kind: 'expense' as const, amount: '2' }] }] as ReqRow[] };
    const free = runCheck({ ...s, contract: { ...s.contract!, subplots: [sub] } });
    expect(free.stages.find((x) => x.key === 'contract')?.payments?.map((p) => p.how)).toEqual(['discard', 'discard']);
    const picked = runCheck({ ...s, contract: { ...s.contract!, subplots: [{ ...sub, reqs: [{ ...sub.reqs[0]!, pick: 1 } as ReqRow] }] } });
    expect(picked.errors).toEqual({});
    expect(picked.stages.find((x) => x.key === 'contract')?.payments?.map((p) => p.how)).toEqual(['discard', 'an expense of 2 Credits to pay']);
    expect(picked.summary?.expenses.map((e) => e.amount)).toEqual([2]);
  });

  it('the link keeps the choices; a choice that is not a token id or an option the requirement has is refused', () => {
    const s = withContract([{ kind: 'token', spec: 'cargo', pin: 'cargo.1' }, { kind: 'elective', options: [{ kind: 'token', spec: 'cargo' }, { kind: 'expense', amount: '1' }], pick: 1 }], [{ k: 'cargo', n: 1 }]);
    expect(parseResolveState(roundTrip(s))).toEqual({ ok: true, value: s });
    const bad = (reqs: unknown[]) => parseResolveState({ ...s, contract: { ...s.contract!, reqs } });
    expect(bad([{ kind: 'token', spec: 'cargo', pin: 7 }])).toMatchObject({ ok: false, error: expect.stringMatching(/chosen token must be text\.$/) });
    expect(bad([{ kind: 'token', spec: 'cargo', pin: 'x'.repeat(LIMITS.tokenId + 1) }])).toMatchObject({ ok: false });
    expect(bad([{ kind: 'elective', options: [{ kind: 'token', spec: 'cargo' }, { kind: 'expense', amount: '1' }], pick: 2 }])).toMatchObject({ ok: false, error: expect.stringMatching(/option it does not have\.$/) });
    expect(bad([{ kind: 'elective', options: [{ kind: 'token', spec: 'cargo' }, { kind: 'expense', amount: '1' }], pick: -1 }])).toMatchObject({ ok: false });
  });
});

describe('resolution check: the ship and crew of a collected pool are cards the captain controls', () => {
  const collecting = (cards: ResolveState['cards'], reqs: ReqRow[]): ResolveState => ({
    ...cleanState(),
    mode: 'collect',
    ship: { name: 'Beowulf', caps: ['cargo'] },
    crew: [{ name: 'Ta’Nal', skills: [{ skill: 'medical', level: 'trained', from: '' }], jack: [] }],
    cards,
    contract: { name: 'Test Run', vp: '1', reqs, subplots: [] },
  });
  const contract = (r: ReturnType<typeof runCheck>) => r.stages.find((x) => x.key === 'contract');

  it('a requirement to control a crew member is met by the crew the tokens came from, with nothing listed again', () => {
    const r = runCheck(collecting([], [{ kind: 'control', cardType: 'crew', trait: '' }]));
    expect(r.errors).toEqual({});
    expect(contract(r)?.payments?.map((p) => p.how)).toEqual(['met by controlling Ta’Nal']);
  });

  it('listing a crew member again gives her traits without making her a second card', () => {
    const traitReq: ReqRow = { kind: 'control', cardType: 'crew', trait: 'Aslan' };
    expect(contract(runCheck(collecting([], [traitReq])))?.status).toBe('failed');
    const again: ResolveState['cards'] = [{ name: 'ta’nal', type: 'crew', traits: 'Aslan' }];
    expect(contract(runCheck(collecting(again, [traitReq])))?.status).toBe('resolved');
    // Two crew members to jettison: Ta’Nal is one card, so one is missing.
    const twoJettisons: ReqRow[] = [{ kind: 'jettison', cardType: 'crew', trait: '' }, { kind: 'jettison', cardType: 'crew', trait: '' }];
    expect(contract(runCheck(collecting(again, twoJettisons)))?.status).toBe('failed');
    expect(contract(runCheck(collecting([...again, { name: 'Hired Gun', type: 'crew', traits: '' }], twoJettisons)))?.status).toBe('resolved');
  });
});

