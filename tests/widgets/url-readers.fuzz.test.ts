/**
 * Every reader of tool state from a link, under generated links (issue 14,
 * point 5): random text, random bytes, random JSON, and the tools' own states
 * (their clean state and their examples) with a part replaced, removed,
 * stretched or nested deep. For each input the reader must not throw, must
 * give a sentence when it refuses, and an accepted state must round-trip: the
 * link the tool then writes for it (state -> URL -> state) reopens to the same
 * state and fits within the tool's own length limit.
 *
 * FUZZ_RUNS sets the inputs per reader (10,000 by default: the quick mode CI
 * runs; raise it for a longer hunt). A failure prints fast-check's seed and
 * the smallest link it found that breaks the rule.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeState } from '../../src/widgets/kit/url-codec.ts';
import { readEncodedState, readUrlState, urlSchema, type UrlSchema } from '../../src/widgets/kit/url-state.ts';
import type { Parsed } from '../../src/widgets/kit/numbers.ts';
import { DECK_URL } from '../../src/widgets/deck/state.ts';
import { LEGAL_DECK_LIST, ILLEGAL_DECK_LIST } from '../../src/engine/ccg/examples/index.ts';
import { SOLO_URL, INITIAL_SOLO_POINTS } from '../../src/widgets/solo/state.ts';
import { EXPENSE_URL, emptyState as expenseClean } from '../../src/widgets/expense/state.ts';
import { TOOL_PRESETS as EXPENSE_PRESETS, presetState as expensePreset } from '../../src/widgets/expense/presets.ts';
import { parsePiracyState } from '../../src/widgets/piracy/link.ts';
import { cleanState as piracyClean } from '../../src/widgets/piracy/state.ts';
import { presetState as piracyPreset } from '../../src/widgets/piracy/presets.ts';
import { PIRACY_PRESETS, TIMING_PRESETS } from '../../src/engine/ccg/examples/index.ts';
import { parseQueueToolState, cleanState as queueClean, presetState as queuePreset } from '../../src/widgets/queue/replay.ts';
import { parseResolveState } from '../../src/widgets/resolve/link.ts';
import { cleanState as resolveClean } from '../../src/widgets/resolve/state.ts';
import { TOOL_PRESETS as RESOLVE_PRESETS, presetState as resolvePreset } from '../../src/widgets/resolve/presets.ts';
import { INITIAL_STATE as ROUND_CLEAN } from '../../src/widgets/round/state.ts';
import { roundUrl } from '../../src/widgets/round/link.ts';
import { TRACKER_PRESETS } from '../../src/widgets/round/presets.ts';
import { INITIAL as MARKET_CLEAN, PRESETS as MARKET_PRESETS } from '../../src/widgets/traders/market/state.ts';
import { MARKET_URL } from '../../src/widgets/traders/market/link.ts';
import { INITIAL as TRIP_CLEAN, PRESETS as TRIP_PRESETS } from '../../src/widgets/traders/trip/state.ts';
import { TRIP_URL } from '../../src/widgets/traders/trip/link.ts';
import { INITIAL as BATTLE_CLEAN, PRESETS as BATTLE_PRESETS } from '../../src/widgets/traders/battle/state.ts';
import { BATTLE_URL } from '../../src/widgets/traders/battle/link.ts';
import { ROLL_OFF_URL, INITIAL as ROLL_OFF_CLEAN, PRESETS as ROLL_OFF_PRESETS } from '../../src/widgets/traders/roll-off/state.ts';
import { FLUX_URL } from '../../src/widgets/ascension/flux/link.ts';
import { FLUX_EXAMPLES } from '../../src/widgets/ascension/flux/presets.ts';
import { SIEGE_URL } from '../../src/widgets/ascension/siege/link.ts';
import { SIEGE_EXAMPLES } from '../../src/widgets/ascension/siege/presets.ts';
import { SPACE_URL } from '../../src/widgets/ascension/space/link.ts';
import { SPACE_EXAMPLES } from '../../src/widgets/ascension/space/presets.ts';
import { TRADE_URL } from '../../src/widgets/ascension/trade/link.ts';
import { TRADE_EXAMPLES } from '../../src/widgets/ascension/trade/presets.ts';
import { TURN_URL } from '../../src/widgets/ascension/turn/link.ts';
import { TURN_EXAMPLES } from '../../src/widgets/ascension/turn/presets.ts';
import { BUDGET_URL } from '../../src/widgets/ascension/budget/link.ts';
import { BUDGET_EXAMPLES } from '../../src/widgets/ascension/budget/presets.ts';
import { PLANETFALL_URL } from '../../src/widgets/ascension/planetfall/link.ts';
import { ACTIONS_URL } from '../../src/widgets/ascension/actions/link.ts';
import { ACTIONS_EXAMPLES } from '../../src/widgets/ascension/actions/presets.ts';
import { INITIAL as ACTIONS_CLEAN } from '../../src/widgets/ascension/actions/state.ts';
import { PLANETFALL_EXAMPLES } from '../../src/widgets/ascension/planetfall/presets.ts';
import { INITIAL as FLUX_CLEAN } from '../../src/widgets/ascension/flux/state.ts';
import { INITIAL as SIEGE_CLEAN } from '../../src/widgets/ascension/siege/state.ts';
import { INITIAL as SPACE_CLEAN } from '../../src/widgets/ascension/space/state.ts';
import { INITIAL as TRADE_CLEAN } from '../../src/widgets/ascension/trade/state.ts';
import { INITIAL as TURN_CLEAN } from '../../src/widgets/ascension/turn/state.ts';
import { INITIAL as BUDGET_CLEAN } from '../../src/widgets/ascension/budget/state.ts';
import { INITIAL as PLANETFALL_CLEAN } from '../../src/widgets/ascension/planetfall/state.ts';
import { recordFromHash, hashOf } from '../../src/widgets/traders/play/store.ts';
import { decodeRecord, encodeRecord } from '../../src/engine/traders/index.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

/** Traders calculators opened from a described position (the link the play page writes: `{ position: <code> }`). */
const POSITION_LINKS = ['s3_4_xc_1_68w_0a4o1c3ou1a2n3a1o_11000000', 'p2_1_1f4_2_a5wi_0r4o1a3o2a2n3d1o_', 'b1_0_0_0_-_0a4o1a3o2a2o3a1o_'].map((position) => ({ position }));

interface Reader {
  name: string;
  schema: UrlSchema<unknown>;
  /** States the tool writes: its clean state and its examples. */
  seeds: unknown[];
  /** Other links the tool reads, written elsewhere (a Traders calculator opened from a described position): fuzzed from too. */
  reads?: unknown[];
}

const schema = <T,>(s: UrlSchema<T>) => s as UrlSchema<unknown>;
const parser = <T,>(p: (raw: unknown) => Parsed<T>) => urlSchema(p) as UrlSchema<unknown>;
const defined = <T,>(xs: (T | undefined)[]): T[] => xs.filter((x): x is T => x !== undefined);
/** A CCG tool's seeds under each edition setting a link can hold (the later edition is the field left out). */
const editions = <T extends object>(xs: T[]): T[] => xs.flatMap((x) => [x, { ...x, edition: 'earlier' }, { ...x, edition: 'compare' }]);

const READERS: Reader[] = [
  { name: 'deck checker', schema: schema(DECK_URL), seeds: [{ text: '' }, { text: LEGAL_DECK_LIST.text }, { text: ILLEGAL_DECK_LIST.text }] },
  { name: 'solo points', schema: schema(SOLO_URL), seeds: [INITIAL_SOLO_POINTS] },
  { name: 'expense', schema: schema(EXPENSE_URL), seeds: editions([expenseClean(), ...defined(EXPENSE_PRESETS.map((p) => expensePreset(p.id)))]) },
  { name: 'piracy', schema: parser(parsePiracyState), seeds: editions([piracyClean(), ...defined(PIRACY_PRESETS.map((p) => piracyPreset(p.id)))]) },
  { name: 'queue', schema: parser(parseQueueToolState), seeds: editions([queueClean(), ...TIMING_PRESETS.map((p) => queuePreset(p))]) },
  { name: 'resolution check', schema: parser(parseResolveState), seeds: editions([resolveClean(), ...defined(RESOLVE_PRESETS.map((p) => resolvePreset(p.id)))]) },
  { name: 'round tracker', schema: schema(roundUrl(TRACKER_PRESETS.map((p) => p.id))), seeds: editions([ROUND_CLEAN]) },
  { name: 'traders market', schema: schema(MARKET_URL), seeds: [MARKET_CLEAN, ...MARKET_PRESETS.map((p) => ({ ...p.state, exact: false }))], reads: POSITION_LINKS },
  { name: 'traders trip', schema: schema(TRIP_URL), seeds: [TRIP_CLEAN, ...TRIP_PRESETS.map((p) => ({ ...p.state, exact: false }))], reads: POSITION_LINKS },
  { name: 'traders battle', schema: schema(BATTLE_URL), seeds: [BATTLE_CLEAN, ...BATTLE_PRESETS.map((p) => ({ ...p.state, exact: false }))], reads: POSITION_LINKS },
  { name: 'traders opposed roll', schema: schema(ROLL_OFF_URL), seeds: [ROLL_OFF_CLEAN, ...ROLL_OFF_PRESETS.map((p) => p.state)] },
  { name: 'ascension flux', schema: schema(FLUX_URL), seeds: [FLUX_CLEAN, ...FLUX_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension siege', schema: schema(SIEGE_URL), seeds: [SIEGE_CLEAN, ...SIEGE_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension space combat', schema: schema(SPACE_URL), seeds: [SPACE_CLEAN, ...SPACE_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension trade', schema: schema(TRADE_URL), seeds: [TRADE_CLEAN, ...TRADE_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension turn tracker', schema: schema(TURN_URL), seeds: [TURN_CLEAN, ...TURN_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension budget', schema: schema(BUDGET_URL), seeds: [BUDGET_CLEAN, ...BUDGET_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension planetfall', schema: schema(PLANETFALL_URL), seeds: [PLANETFALL_CLEAN, ...PLANETFALL_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension action check', schema: schema(ACTIONS_URL), seeds: [ACTIONS_CLEAN, ...ACTIONS_EXAMPLES.map((e) => e.state)] },
];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path to a part of a JSON value (the value itself is the empty path). */
function pathsOf(v: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v)) v.forEach((x, i) => pathsOf(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) pathsOf(x, [...at, k], out);
  return out;
}

type Edit = { kind: 'set'; value: Json } | { kind: 'delete' } | { kind: 'stretch'; times: number } | { kind: 'nest'; depth: number } | { kind: 'repeat'; times: number };

/** Edits the part of `root` at `path` in place (a path an earlier edit removed is left alone); returns the new root. */
function edit(root: Json, path: readonly (string | number)[], change: Edit): Json {
  const changed = (v: Json): Json | undefined => {
    switch (change.kind) {
      case 'set':
        return change.value;
      case 'delete':
        return undefined;
      case 'stretch': {
        // A text made long: `times` characters (at most 30,000, past every tool's limit).
        const text = typeof v === 'string' && v !== '' ? v : 'x';
        return text.repeat(Math.ceil(change.times / text.length)).slice(0, Math.max(change.times, text.length));
      }
      case 'nest': {
        let n: Json = v;
        for (let i = 0; i < change.depth; i++) n = [n];
        return n;
      }
      case 'repeat':
        // A list made long: its last item repeated (at most a few hundred more).
        return Array.isArray(v) && v.length < 1000 ? [...v, ...Array.from({ length: change.times }, () => v[v.length - 1] ?? null)] : v;
    }
  };
  if (path.length === 0) return changed(root) ?? null;
  let parent: Json = root;
  for (const k of path.slice(0, -1)) {
    const next: Json | undefined = parent !== null && typeof parent === 'object' ? (parent as Record<string | number, Json>)[k] : undefined;
    if (next === undefined) return root;
    parent = next;
  }
  if (parent === null || typeof parent !== 'object') return root;
  const holder = parent as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (!(last in holder)) return root;
  const next = changed(holder[last]!);
  if (next === undefined) {
    if (Array.isArray(holder)) holder.splice(Number(last), 1);
    else delete holder[last];
  } else holder[last] = next;
  return root;
}

const arbEdit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 5, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'set' as const, value: value as Json })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'delete' as const }) },
  // Mostly past a field's limit (a few hundred characters), sometimes past a whole link's.
  { weight: 1, arbitrary: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 2, max: 400 }) }, { weight: 1, arbitrary: fc.integer({ min: 400, max: 30_000 }) }).map((times) => ({ kind: 'stretch' as const, times })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 1200 }).map((depth) => ({ kind: 'nest' as const, depth })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 400 }).map((times) => ({ kind: 'repeat' as const, times })) },
);

const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** What goes after `#s=` in a generated link. */
function arbLink(seeds: unknown[]): fc.Arbitrary<string> {
  // The parts of each seed, found once: each input edits a fresh copy of its seed at some of them.
  const parts = (seeds as Json[]).map((seed) => ({ seed, paths: pathsOf(seed) }));
  const fromSeed = fc
    .tuple(fc.constantFrom(...parts), fc.array(fc.tuple(fc.nat(), arbEdit), { minLength: 1, maxLength: 3 }))
    .map(([{ seed, paths }, edits]) => {
      let v = JSON.parse(JSON.stringify(seed)) as Json;
      for (const [pick, e] of edits) v = edit(v, paths[pick % paths.length]!, e);
      return encodeState(v);
    });
  return fc.oneof(
    { weight: 6, arbitrary: fromSeed },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 5 }).map(encodeState) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map(toBase64Url) },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
    { weight: 1, arbitrary: fc.constantFrom(...(seeds as Json[])).map((s) => encodeState(s).slice(0, -3)) },
  );
}

/** Runs in slices, so no single test holds the worker for long. */
const SLICE = 2_500;

/**
 * A property run that lets the event loop turn every hundred inputs: vitest's
 * worker must answer its runner now and then, or it reports a timeout.
 */
function breathing<T>(check: (input: T) => void): (input: T) => Promise<void> {
  let n = 0;
  return async (input) => {
    if (++n % 100 === 0) await new Promise((r) => setImmediate(r));
    check(input);
  };
}
const slices = Array.from({ length: Math.ceil(RUNS / SLICE) }, (_, i) => Math.min(SLICE, RUNS - i * SLICE));

describe.each(READERS)('the $name link reader', ({ schema: s, seeds, reads = [] }) => {
  it('reads what the tool writes: its clean state and every example', () => {
    for (const seed of seeds) expect(readEncodedState(encodeState(seed), s)).toEqual({ ok: true, value: seed });
  });

  it.each(slices.map((n, i) => ({ n, i: i + 1 })))(`never throws, always says why it refuses, and every accepted link round-trips (slice $i of ${slices.length}: $n generated links)`, async ({ n }) => {
    await fc.assert(
      fc.asyncProperty(arbLink([...seeds, ...reads]), breathing((encoded: string) => {
        const read = readUrlState(`#s=${encoded}`, s);
        if (read === undefined || !read.ok) {
          expect(read?.error, 'a refusal says why').toMatch(/\w/);
          return;
        }
        const written = encodeState(read.value);
        expect(written.length, 'the link written for an accepted state fits the tool’s own limit').toBeLessThanOrEqual(s.maxLength);
        expect(readEncodedState(written, s), 'state -> URL -> state').toEqual({ ok: true, value: read.value });
      })),
      { numRuns: n },
    );
  });
});

describe('the Traders game record in a link', () => {
  // Records as the play page writes them (a fresh game, a game under way in table mode), and the
  // characters a record is written with, for insertions that keep it looking like one.
  const seeds = ['T1~0~000000~d~', 'T1~1k2~010101~t~a.d3.14.@patron.a', 'T2~5~000000~t~s3_4_xc_1_68w_0a4o1c3ou1a2n3a1o_11000000~@thug.@patron', 'T2~0~000001~d~p2_1_1f4_2_a5wi_0r4o1a3o2a2n3d1o_~t'];
  const recordChar = fc.constantFrom(...'0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.@-~_'.split(''));
  it.each(slices.map((n, i) => ({ n, i: i + 1 })))(`never throws, always says why it refuses, and every accepted record round-trips (slice $i of ${slices.length}: $n generated links)`, async ({ n }) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 400 }),
          fc
            .tuple(fc.constantFrom(...seeds), fc.nat(), fc.string({ unit: recordChar, maxLength: 40 }), fc.nat({ max: 6 }))
            .map(([s, at, ins, cut]) => s.slice(0, at % (s.length + 1)) + ins + s.slice((at % (s.length + 1)) + cut)),
        ),
        breathing((text: string) => {
          const link = recordFromHash(`#${hashOf(encodeURIComponent(text))}`);
          if (link === undefined || !link.ok) {
            if (link) expect(link.error.length).toBeGreaterThan(0);
            return;
          }
          const game = decodeRecord(link.value);
          if (!game.ok) {
            expect(game.error.length).toBeGreaterThan(0);
            return;
          }
          expect(decodeRecord(encodeRecord(game.value)), 'record -> URL -> record').toEqual(game);
        }),
      ),
      { numRuns: n },
    );
  });
});
