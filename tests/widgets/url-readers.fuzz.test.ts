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
import { readEncodedState, readUrlState } from '../../src/widgets/kit/url-state.ts';
import { READERS } from './tool-links.ts';
import { recordFromHash, hashOf } from '../../src/widgets/traders/play/store.ts';
import { decodeRecord, encodeRecord } from '../../src/engine/traders/index.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

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
