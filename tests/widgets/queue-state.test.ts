/**
 * The queue stepper's URL state: what a link holds (setup, moves, position,
 * guide), how it is read back, and that nothing read from a link can throw or
 * smuggle in an illegal queue.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIME_IS_MONEY_CANCELLED, TIME_IS_MONEY_UNANSWERED, TIMING_PRESETS, runPreset } from '../../src/engine/ccg/examples/timing.ts';
import { encodeState } from '../../src/widgets/kit/url-codec.ts';
import { readUrlState, stateHash, urlSchema } from '../../src/widgets/kit/url-state.ts';
import { canonical, guideProgress, MAX_MOVES, QUEUE_LINK, readQueueLink, roomFor, type QueueToolState, type ToolMove } from '../../src/widgets/queue/state.ts';
import { cleanState, compactMove, guideFor, parseQueueToolState, play, presetState, replay } from '../../src/widgets/queue/replay.ts';
import { draftFromSetup, freeId, readDraft } from '../../src/widgets/queue/table.ts';
import { createQueue, TABLE_FIELDS, tableSizeMessage } from '../../src/engine/ccg/timing/index.ts';
import { queueBoot } from '../../src/widgets/queue/boot.ts';
import { coreView } from '../../src/widgets/queue/replay.ts';
import { readFileSync } from 'node:fs';
import type { QueueState } from '../../src/engine/ccg/timing/types.ts';

/** What a person sees of a queue: everything but the history. */
const seen = (s: QueueState) => ({ ...s, history: undefined });

function viaLink(tool: unknown) {
  const hash = `#s=${encodeState(tool)}`;
  return readUrlState(hash, urlSchema(parseQueueToolState));
}

function fullPreset(p = TIME_IS_MONEY_CANCELLED, at?: number): QueueToolState {
  const moves = p.moves.map(compactMove);
  return { setup: p.setup, moves, at: at ?? moves.length, guide: p.id };
}

describe('round trip through a link', () => {
  it('keeps every preset at every step, and replays to the engine’s own preset', () => {
    for (const p of TIMING_PRESETS) {
      for (let at = 0; at <= p.moves.length; at++) {
        const tool = fullPreset(p, at);
        const back = viaLink(tool);
        expect(back?.ok, `${p.id} at ${at}`).toBe(true);
        if (!back?.ok) continue;
        expect(back.value).toEqual(tool);
      }
      const engine = runPreset(p);
      const mine = replay(fullPreset(p));
      expect(engine.ok && mine.ok).toBe(true);
      if (engine.ok && mine.ok) expect(seen(mine.state)).toEqual(seen(engine.value));
    }
  });

  it('stores the book’s cards by palette key, so the link stays short', () => {
    const tool = fullPreset();
    expect(tool.moves.filter((m) => m.kind === 'card')).toHaveLength(2);
    expect(tool.moves.some((m) => m.kind === 'add')).toBe(false);
    expect(encodeState(tool).length).toBeLessThan(1100);
  });

  it('reads the bare tables and the clean state', () => {
    for (const tool of [cleanState(), presetState(TIME_IS_MONEY_UNANSWERED), presetState(TIME_IS_MONEY_CANCELLED)]) {
      const back = viaLink(tool);
      expect(back).toEqual({ ok: true, value: tool });
    }
  });

  it('stands at `at` with the later moves ready to redo', () => {
    const r = replay(fullPreset(TIME_IS_MONEY_CANCELLED, 3));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.queue.map((i) => i.name)).toEqual(['Time is Money', "Liach, T'zen and Giiar's ability"]);
    expect(r.state.history.past).toHaveLength(3);
    expect(r.state.history.future).toHaveLength(4);
    expect(r.traces).toHaveLength(8);
  });

  it('keeps a hand-built item whole, and an item whose name is markup as plain text', () => {
    const tool: QueueToolState = {
      setup: { captains: [{ id: 'x', name: '<img src=x onerror=alert(1)>', initiative: 1, credits: 2 }], acting: 'x', phase: 'action', stage: 1 },
      moves: [
        {
          kind: 'add',
          item: { name: '<script>alert(1)</script>', controller: 'x', source: { kind: 'card', cardType: 'event' }, costs: [{ kind: 'credits', amount: 2 }], effect: { kind: 'describe', text: 'Nothing.' } },
        },
      ],
      at: 1,
      guide: null,
    };
    const back = viaLink(tool);
    expect(back?.ok).toBe(true);
    if (!back?.ok) return;
    expect(back.value).toEqual(tool);
    const r = replay(back.value);
    expect(r.ok && r.state.queue[0]?.name).toBe('<script>alert(1)</script>');
    expect(r.ok && r.state.captains[0]?.name).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('links that cannot be read', () => {
  const base = fullPreset();
  const cases: Array<[string, unknown, RegExp]> = [
    ['not an object', [1, 2], /does not hold a queue/],
    ['no table', { ...base, setup: null }, /table is not valid/],
    ['five captains', { ...base, setup: { ...base.setup, captains: Array.from({ length: 5 }, (_, i) => ({ id: `c${i}`, name: `C${i}`, initiative: 1 })) } }, /1 to 4 captains/],
    ['a huge Initiative', { ...base, setup: { ...base.setup, captains: [{ id: 'a', name: 'A', initiative: 1e308 }] } }, /Initiative/],
    ['moves not a list', { ...base, moves: 'pass' }, /the moves must be a list/],
    ['too many moves', { ...base, moves: Array.from({ length: 201 }, () => ({ kind: 'pass-all' })) }, /the moves must hold from 0 to 200 entries/],
    ['a move of an unknown kind', { ...base, moves: [{ kind: 'steal' }], at: 1 }, /move 1 cannot be read: a move needs a kind: "card", "add", "pass", "pass-all", "end-round"/],
    ['a card not in the palette', { ...base, moves: [{ kind: 'card', card: 'black-hole', controller: 'solo' }], at: 1 }, /not in the palette/],
    ['a malformed target', { ...base, moves: [{ kind: 'card', card: 'time-is-money', controller: 'solo', target: 'solo' }], at: 1 }, /move 1 cannot be read: the target of a card move must be an object/],
    ['a position past the end', { ...base, at: 99 }, /position/],
    ['a fractional position', { ...base, at: 1.5 }, /position/],
    ['an unknown guide', { ...base, guide: 'other-book' }, /example this tool does not know/],
    // Gloval answers out of turn at a table on the stricter reading: the engine refuses the replay, and says why.
    ['an illegal move', { ...base, setup: { ...base.setup, reactions: 'in-turn' }, moves: [base.moves[0], base.moves[2]], at: 2 }, /move 2 cannot be played: It is Solo’s turn/],
    ['an action while something is pending', {
      ...base,
      moves: [base.moves[0], { kind: 'add', item: { name: 'Gunner', controller: 'solo', source: { kind: 'card', cardType: 'crew' }, timing: 'action', effect: { kind: 'describe', text: 'Shoot.' } } }],
      at: 2,
    }, /move 2 cannot be played: Gunner is an action/],
  ];
  for (const [what, value, message] of cases) {
    it(`refuses ${what}`, () => {
      const r = parseQueueToolState(value);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(message);
    });
  }

  it('says why garbage in the hash cannot be read', () => {
    for (const hash of ['#s=%%%', '#s=<script>', '#s=e30', '#s=bnVsbA', '#s=' + 'A'.repeat(30_000)]) {
      const r = readUrlState(hash, urlSchema(parseQueueToolState));
      expect(r?.ok, hash.slice(0, 20)).toBe(false);
      if (r && !r.ok) expect(r.error.length).toBeGreaterThan(5);
    }
    expect(readUrlState('', urlSchema(parseQueueToolState))).toBeUndefined();
  });
});

describe('fuzzing the reader', () => {
  const outcome = (raw: unknown) => {
    const r = parseQueueToolState(raw);
    if (r.ok) expect(replay(r.value).ok).toBe(true);
    else expect(typeof r.error === 'string' && r.error.length > 0).toBe(true);
  };

  it('never throws on arbitrary JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), outcome), { numRuns: 400 });
  });

  it('never throws on arbitrary values in every field', () => {
    const base = fullPreset() as unknown as Record<string, unknown>;
    const anyValue = fc.oneof(
      fc.anything(),
      fc.string(),
      fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '__proto__', 'constructor'),
      fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, 0.5, -1, NaN),
      fc.letrec((tie) => ({ deep: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.array(tie('deep'), { maxLength: 2 }), fc.dictionary(fc.string({ maxLength: 3 }), tie('deep'), { maxKeys: 2 })) })).deep,
    );
    fc.assert(
      fc.property(fc.constantFrom('setup', 'moves', 'at', 'guide'), anyValue, (key, v) => outcome({ ...base, [key]: v })),
      { numRuns: 400 },
    );
    fc.assert(
      fc.property(fc.nat({ max: 6 }), fc.constantFrom('kind', 'card', 'controller', 'target', 'cardId', 'id', 'holds', 'token', 'item', 'captain'), anyValue, (i, key, v) => {
        const moves = [...(base.moves as Record<string, unknown>[])];
        moves[i] = { ...moves[i], [key]: v };
        outcome({ ...base, moves });
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on arbitrary strings in the hash, and survives a very deep nesting', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = readUrlState(`#s=${s}`, urlSchema(parseQueueToolState));
        expect(r === undefined || typeof r.ok === 'boolean').toBe(true);
      }),
      { numRuns: 300 },
    );
    let deep: unknown = 'bottom';
    for (let i = 0; i < 5000; i++) deep = [deep];
    outcome({ ...fullPreset(), setup: deep });
    outcome({ ...fullPreset(), moves: [{ kind: 'add', item: { name: 'x', controller: 'solo', source: deep, effect: deep } }], at: 1 });
    // A link whose JSON nests 4,000 deep (too deep to encode here, so built as text).
    const text = `{"setup":${'['.repeat(4000)}${']'.repeat(4000)},"moves":[],"at":0}`;
    const hash = `#s=${btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`;
    const r = readUrlState(hash, urlSchema(parseQueueToolState));
    expect(r && !r.ok && r.error).toMatch(/nested too deeply/);
  });

  it('reads back any sequence of moves it accepted, to the same queue', () => {
    const move: fc.Arbitrary<ToolMove> = fc.oneof(
      fc.constant<ToolMove>({ kind: 'pass-all' }),
      fc.constantFrom('solo', 'gloval').map<ToolMove>((captain) => ({ kind: 'pass', captain })),
      fc.constantFrom('solo', 'gloval').map<ToolMove>((c) => ({ kind: 'card', card: 'time-is-money', controller: c, target: { kind: 'captain', id: c } })),
      fc.constant<ToolMove>({ kind: 'card', card: 'liach-tzen-giiar-cancel', controller: 'gloval', target: { kind: 'item', id: 'item-1' } }),
      fc.constant<ToolMove>({ kind: 'end-round' }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 12 }), (ms) => {
        // Keep the moves the engine accepts, as the tool does.
        let tool: QueueToolState = cleanState();
        for (const m of ms) {
          const next = { ...tool, moves: [...tool.moves, m], at: tool.at + 1 };
          if (replay(next).ok) tool = next;
        }
        const back = viaLink(tool);
        expect(back?.ok).toBe(true);
        const a = replay(tool);
        const b = back?.ok ? replay(back.value) : undefined;
        expect(a.ok && b?.ok && canonical(a.state) === canonical(b.state)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the first pass over a link, before the engine has loaded', () => {
  it('refuses a malformed shape at once, with the same words as the full check', () => {
    const base = fullPreset();
    const cases: Array<[unknown, RegExp]> = [
      ['x', /does not hold a queue/],
      [{ ...base, setup: [[]] }, /table is not valid/],
      [{ ...base, moves: 'pass' }, /the moves must be a list/],
      [{ ...base, at: 99 }, /position/],
      [{ ...base, guide: 7 }, /the example it follows must be text/],
    ];
    for (const [raw, message] of cases) {
      const light = readQueueLink(raw);
      const full = parseQueueToolState(raw);
      expect(!light.ok && light.error).toMatch(message);
      expect(!full.ok && full.error).toMatch(message);
    }
  });

  it('leaves the table, the palette, the guide and the moves’ legality to the engine', () => {
    const base = fullPreset();
    for (const raw of [
      { ...base, setup: { captains: [] } },
      { ...base, moves: [{ kind: 'card', card: 'black-hole', controller: 'solo' }], at: 1 },
      { ...base, guide: 'other-book' },
      { ...base, setup: { ...base.setup, reactions: 'in-turn' }, moves: [base.moves[0], base.moves[2]], at: 2 },
      // What each move holds is read in the second pass too, which the first pass leaves out to stay small.
      { ...base, moves: [{ kind: 'steal' }], at: 1 },
      { ...base, moves: [{ kind: 'card', card: 'time-is-money', controller: 'solo', target: 'solo' }], at: 1 },
    ]) {
      expect(readQueueLink(raw).ok).toBe(true);
      expect(parseQueueToolState(raw).ok).toBe(false);
    }
  });

  it('accepts everything the full check accepts, read the same way', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.constantFrom(...TIMING_PRESETS.map((p) => fullPreset(p)))), (raw) => {
        const light = readQueueLink(raw);
        const full = parseQueueToolState(raw);
        expect(light.ok || !full.ok).toBe(true);
        if (full.ok && light.ok) expect({ ...light.value, setup: undefined, moves: light.value.moves.length }).toEqual({ ...full.value, setup: undefined, moves: full.value.moves.length });
      }),
      { numRuns: 300 },
    );
  });
});

describe('the first view, worked out when the page is built', () => {
  it('opens the clean tool at the bare table with an empty queue, no engine needed', () => {
    const boot = queueBoot();
    expect(boot.tool).toEqual(cleanState());
    expect(boot.clean).toEqual(cleanState());
    expect(boot.guide).toBeNull();
    expect(boot.views).toHaveLength(1);
    const view = boot.views[0]!.view;
    expect(view).toEqual(coreView(replay(cleanState())));
    expect(view.ok && view.q.queue).toEqual([]);
    expect(view.ok && view.q.captains.map((c) => c.name)).toEqual(['Solo', 'Gloval']);
    expect(view.ok && [view.q.phase, view.q.acting, view.q.priority, view.canUndo, view.canRedo]).toEqual(['action', 'solo', 'solo', false, false]);
    expect(boot.presets).toEqual(TIMING_PRESETS.map((p) => ({ id: p.id, title: p.title })));
    expect(boot.template.key).toBe('time-is-money');
    expect(boot.cards.map((c) => c.key)).toContain('liach-tzen-giiar-cancel');
  });

  it('opens an example at its table with the book’s steps, and survives the trip into the page as JSON', () => {
    const boot = queueBoot(TIME_IS_MONEY_CANCELLED.id);
    expect(boot.tool).toEqual(presetState(TIME_IS_MONEY_CANCELLED));
    expect(boot.guide).toEqual(guideFor(TIME_IS_MONEY_CANCELLED));
    expect(boot.guide?.labels).toHaveLength(7);
    // Reset gives the same table without the guide: one view serves both.
    expect(boot.views).toHaveLength(1);
    expect(JSON.parse(JSON.stringify(boot))).toEqual(boot);
    expect(() => queueBoot('no-such-example')).toThrow(/No queue preset/);
  });

  it('keeps the engine, the palette and the presets out of what the page loads', () => {
    const runtimeImports = (path: string) =>
      [...readFileSync(new URL(path, import.meta.url), 'utf8').matchAll(/^import (?!type )[^;]*?from '([^']+)'/gm)].map((m) => m[1]!);
    // The kernel's shape checks, sentence helpers and readers import nothing beyond one another, so they bring no engine along.
    const leaves = ['/engine/core/text.ts', '/engine/core/validate.ts', '/engine/core/canonical.ts', '/engine/core/result.ts', '/engine/core/read.ts', '/engine/core/read-structure.ts'];
    for (const leaf of leaves) expect(runtimeImports(`../../src${leaf}`).filter((m) => !leaves.some((l) => l.endsWith(m.slice(1)))), leaf).toEqual([]);
    for (const file of ['QueueTool.tsx', 'state.ts', 'describe.ts']) {
      const runtime = runtimeImports(`../../src/widgets/queue/${file}`);
      expect(runtime.filter((m) => m.includes('/engine/') && !m.endsWith('/round/index.ts') && !leaves.some((l) => m.endsWith(l))), file).toEqual([]);
      expect(runtime.filter((m) => /(replay|boot|play)\.ts$/.test(m)), file).toEqual([]);
    }
  });
});

describe('following a book example', () => {
  const guide = guideFor(TIME_IS_MONEY_CANCELLED);

  it('lists the book’s steps in the engine’s words', () => {
    expect(guide.labels).toEqual([
      'Solo adds Time is Money',
      'Solo passes',
      "Gloval adds Liach, T'zen and Giiar's ability",
      'Solo passes',
      'Gloval passes',
      'Solo passes',
      'Gloval passes',
    ]);
  });

  it('counts the steps played and notices leaving the book’s path', () => {
    expect(guideProgress(presetState(TIME_IS_MONEY_CANCELLED), guide)).toEqual({ done: 0, left: false });
    expect(guideProgress(fullPreset(TIME_IS_MONEY_CANCELLED, 3), guide)).toEqual({ done: 3, left: false });
    const other: QueueToolState = { ...fullPreset(TIME_IS_MONEY_CANCELLED, 2), moves: [...guide.moves.slice(0, 2), { kind: 'pass', captain: 'gloval' }], at: 3 };
    expect(guideProgress(other, guide)).toEqual({ done: 2, left: true });
  });
});

describe('the table form', () => {
  const setup = TIME_IS_MONEY_CANCELLED.setup;

  it('reads back the setup it was made from', () => {
    const r = readDraft(draftFromSetup(setup));
    expect(r.ok).toBe(true);
    if (r.ok) expect(canonical({ ...r.setup, captains: r.setup.captains.map((c) => ({ ...c, tokens: undefined, discard: undefined, cards: c.cards?.length ? c.cards : undefined })) })).toBe(canonical(setup));
  });

  it('puts a message beside each field that is not valid yet, and keeps the text', () => {
    const d = draftFromSetup(setup);
    d.captains[0]!.name = '  ';
    d.captains[0]!.initiative = '2.5';
    d.captains[1]!.credits = '1000';
    d.captains[1]!.cards[0]!.name = '';
    const r = readDraft(d);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      'captains.0.name': { error: 'Enter a name.', rule: 'ccg.round.setup' },
      'captains.0.initiative': { error: 'The Initiative must be a whole number.', rule: 'ccg.initiative' },
      'captains.1.credits': { error: 'The Credits must be from 0 to 999.', rule: 'ccg.cost' },
      'captains.1.cards.0.name': { error: 'Enter the card’s name.', rule: 'ccg.cards' },
    });
    expect(d.captains[0]!.initiative).toBe('2.5');
  });

  it('an acting captain in a stage where nobody takes turns is refused beside the field, with the engine’s reason', () => {
    const d = { ...draftFromSetup(setup), phase: 'ready' as const, stage: 1 };
    expect(d.acting).not.toBe('');
    const r = readDraft(d);
    expect(!r.ok && r.errors.acting).toMatchObject({ error: expect.stringMatching(/every captain acts at once, so there is no acting captain/), rule: expect.stringMatching(/^ccg\./) });
    expect(readDraft({ ...d, acting: '' }).ok).toBe(true);
  });

  it('refuses two captains of one name, and makes fresh ids', () => {
    const d = draftFromSetup(setup);
    d.captains[1]!.name = 'solo';
    const r = readDraft(d);
    expect(!r.ok && r.errors['captains.1.name']).toMatch(/Two captains/);
  });

  it('holds each field to the limit the engine reads the table with, and the engine accepts the setup at every limit', () => {
    const d = draftFromSetup(setup);
    d.captains[0]!.name = 'N'.repeat(TABLE_FIELDS.name.max);
    d.captains[0]!.initiative = String(TABLE_FIELDS.initiative.max);
    d.captains[0]!.credits = String(TABLE_FIELDS.credits.max);
    d.captains[1]!.cards[0]!.name = 'C'.repeat(TABLE_FIELDS.cardName.max);
    const r = readDraft(d);
    expect(r.ok).toBe(true);
    expect(r.ok && createQueue(r.setup).ok).toBe(true);
    d.captains[0]!.name += 'N';
    d.captains[0]!.initiative = String(TABLE_FIELDS.initiative.max + 1);
    d.captains[0]!.credits = String(TABLE_FIELDS.credits.max + 1);
    d.captains[1]!.cards[0]!.name += 'C';
    const over = readDraft(d);
    expect(!over.ok && Object.fromEntries(Object.entries(over.errors).map(([k, v]) => [k, typeof v === 'object' && v.rule]))).toEqual({
      'captains.0.name': TABLE_FIELDS.name.rule,
      'captains.0.initiative': TABLE_FIELDS.initiative.rule,
      'captains.0.credits': TABLE_FIELDS.credits.rule,
      'captains.1.cards.0.name': TABLE_FIELDS.cardName.rule,
    });
    const full = { ...d, captains: Array.from({ length: TABLE_FIELDS.captains.max + 1 }, (_, i) => ({ ...draftFromSetup(setup).captains[0]!, id: `c${i}`, name: `Captain ${i}` })) };
    const crowded = readDraft(full);
    expect(!crowded.ok && crowded.errors.captains).toEqual({ error: tableSizeMessage, rule: 'ccg.round.setup' });
    expect(freeId(d, 'c')).toBe('c1');
    d.captains.push({ ...d.captains[0]!, id: 'c1' });
    expect(freeId(d, 'c')).toBe('c2');
  });
});

describe('the link limits, enforced where a move is made (issue 14, point 5)', () => {
  const table = { captains: [{ id: 'a', name: 'Ann', initiative: 2, credits: 3 }, { id: 'b', name: 'Bo', initiative: 1, credits: 3 }], acting: 'a', phase: 'action' as const, stage: 1 };
  const own = (name: string, text: string): ToolMove => ({ kind: 'add', item: { name, controller: 'a', source: { kind: 'card', cardType: 'event' }, effect: { kind: 'describe', text } } });
  /** Moves of a table, with items of one's own whose name and text are `min` to `max` characters. */
  const moves = (min: number, max: number) =>
    fc.array(
      fc.oneof(
        { weight: 6, arbitrary: fc.constant<ToolMove>({ kind: 'end-round' }) },
        { weight: 2, arbitrary: fc.constant<ToolMove>({ kind: 'pass-all' }) },
        { weight: 1, arbitrary: fc.constantFrom('a', 'b').map<ToolMove>((captain) => ({ kind: 'pass', captain })) },
        { weight: 2, arbitrary: fc.tuple(fc.string({ minLength: min, maxLength: max }), fc.string({ minLength: min, maxLength: max })).map(([n, t]) => own(`x${n}`.slice(0, 120), `y${t}`.slice(0, 400))) },
      ),
      { minLength: 420, maxLength: 500 },
    );

  /** Plays the moves as the tool does (on the current state; a new state kept only if its link has room), and counts the limits met. */
  function playAsTheTool(ms: ToolMove[], met: { moves: number; length: number }): QueueToolState {
    let tool: QueueToolState = { setup: table, moves: [], at: 0, guide: null };
    const start = replay(tool);
    if (!start.ok) throw new Error('the table');
    let state = start.state;
    for (const m of ms) {
      const r = play(state, m);
      if (!r.ok) continue;
      const next = { ...tool, moves: [...tool.moves, m], at: tool.at + 1 };
      const limit = roomFor(next);
      if (limit) {
        if (next.moves.length > MAX_MOVES) met.moves++;
        else met.length++;
        expect(limit).toMatch(/at most 200 moves|could not be opened again/);
        continue;
      }
      tool = next;
      state = r.value;
    }
    return tool;
  }

  /** Every state the tool kept reopens from its link to the same state, through the page's reader and the engine's. */
  function reopens(tool: QueueToolState) {
    expect(tool.moves.length).toBeLessThanOrEqual(MAX_MOVES);
    expect(readUrlState(`#${stateHash(tool)}`, QUEUE_LINK)?.ok).toBe(true);
    expect(readUrlState(`#${stateHash(tool)}`, urlSchema(parseQueueToolState))).toEqual({ ok: true, value: tool });
  }

  it('keeps at most 200 moves, and every queue it keeps reopens from its link', () => {
    const met = { moves: 0, length: 0 };
    // A run of round ends is always among the cases, so the 200-move limit is met on every seed.
    const roundEnds = Array.from({ length: MAX_MOVES + 20 }, (): ToolMove => ({ kind: 'end-round' }));
    fc.assert(fc.property(moves(1, 8), (ms) => reopens(playAsTheTool(ms, met))), { numRuns: 4, examples: [[roundEnds]] });
    expect(met.moves).toBeGreaterThan(0);
  });

  it('keeps no move whose link would be too long to reopen, and every queue it keeps reopens from its link', () => {
    const met = { moves: 0, length: 0 };
    const longItems = Array.from({ length: 60 }, () => own('n'.repeat(120), 't'.repeat(400)));
    fc.assert(fc.property(moves(300, 400), (ms) => reopens(playAsTheTool(ms, met))), { numRuns: 4, examples: [[longItems]] });
    expect(met.length).toBeGreaterThan(0);
  });

  it('says why a state is not kept', () => {
    const many = { setup: table, moves: Array.from({ length: MAX_MOVES + 1 }, (): ToolMove => ({ kind: 'end-round' })), at: MAX_MOVES + 1, guide: null };
    expect(roomFor(many)).toMatch(/^A link to a queue holds at most 200 moves\./);
    const long = { setup: table, moves: Array.from({ length: 60 }, () => own('n'.repeat(120), 't'.repeat(400))), at: 60, guide: null };
    expect(roomFor(long)).toBe('Its link could not be opened again (it is too long to be a link made by this tool).');
    expect(roomFor(cleanState())).toBeNull();
  });
});
