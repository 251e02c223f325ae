/**
 * Links a tool writes, it reopens (issue 20, part 6), for every tool of the
 * three games. From each state a tool writes (its clean state and its
 * examples), a generated state is pushed to the reader's own limits: texts
 * made as long as the reader takes, of the characters a link writes at their
 * costliest (a control character is six characters of JSON), and lists made as
 * long as the reader takes. Each limit is found by asking the reader itself,
 * so the test needs no copy of any limit: whatever a reader accepts, the link
 * written for it must fit the tool's own length limit and reopen to the same
 * state. A limit the form holds and the reader does not (or the reverse) is
 * the tool's own test (`round-codec`, `resolve-link`, `deck-solo-state`).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeState } from '../../src/widgets/kit/url-codec.ts';
import { readEncodedState } from '../../src/widgets/kit/url-state.ts';
import { READERS } from './tool-links.ts';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

/** The paths to every text and every list in a value. */
function partsOf(v: Json, at: Path = [], out: { path: Path; kind: 'text' | 'list' }[] = []) {
  if (typeof v === 'string') out.push({ path: at, kind: 'text' });
  else if (Array.isArray(v)) {
    if (v.length > 0) out.push({ path: at, kind: 'list' });
    v.forEach((x, i) => partsOf(x, [...at, i], out));
  } else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) partsOf(x, [...at, k], out);
  return out;
}

const copy = (v: Json): Json => JSON.parse(JSON.stringify(v)) as Json;

/** A copy of `root` with the part at `path` replaced. */
function withPart(root: Json, path: Path, value: Json): Json {
  if (path.length === 0) return value;
  const out = copy(root);
  let parent = out as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, Json>;
  parent[path[path.length - 1]!] = value;
  return out;
}

const partAt = (root: Json, path: Path): Json => path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k]!, root);

/** The largest n from `from` to `cap` that `accepts` takes, when it takes `from` (doubling, then halving the gap). */
function largest(accepts: (n: number) => boolean, from: number, cap: number): number | undefined {
  if (!accepts(from)) return undefined;
  let lo = from;
  let hi = from;
  while (hi < cap) {
    const next = Math.min(cap, Math.max(hi * 2, hi + 1));
    if (!accepts(next)) {
      hi = next;
      break;
    }
    lo = hi = next;
  }
  if (lo === hi) return lo;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (accepts(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Characters a person may type or paste; the first costs a link the most. */
const CHARS = ['\u0001', '"', '😀', 'é', 'x', '7', ' '];
const TEXT_CAP = 40_000;
const LIST_CAP = 2_000;

describe.each(READERS)('the $name tool: a link written for any state its reader accepts reopens to that state', ({ schema, seeds }) => {
  const accepted = (v: Json): Json | undefined => {
    const r = schema.parse(v);
    return r.ok ? (r.value as Json) : undefined;
  };

  it('texts and lists pushed to the reader’s own limits', () => {
    const parts = (seeds as Json[]).map((seed) => ({ seed, parts: partsOf(seed) }));
    fc.assert(
      fc.property(
        fc.constantFrom(...parts),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...CHARS), fc.boolean()), { minLength: 1, maxLength: 4 }),
        ({ seed, parts: found }, pushes) => {
          let state = copy(seed);
          for (const [pick, char, full] of pushes) {
            if (found.length === 0) break;
            const { path, kind } = found[pick % found.length]!;
            let now: Json;
            try {
              now = partAt(state, path);
            } catch {
              continue; // a list an earlier push shortened
            }
            if (kind === 'text' && typeof now === 'string') {
              const at = (n: number) => withPart(state, path, char.repeat(n));
              // The longest the reader takes, or (half the time) any length up to it.
              const n = largest((k) => accepted(at(k)) !== undefined, 1, TEXT_CAP);
              if (n !== undefined) state = at(full ? n : Math.ceil(n / 2));
            } else if (kind === 'list' && Array.isArray(now) && now.length > 0) {
              const last = now[now.length - 1]!;
              const at = (n: number) => withPart(state, path, [...now, ...Array.from({ length: n - now.length }, () => copy(last))]);
              const n = largest((k) => accepted(at(k)) !== undefined, now.length, LIST_CAP);
              if (n !== undefined) state = at(full ? n : Math.ceil((n + now.length) / 2));
            }
          }
          const read = accepted(state);
          expect(read, 'every push kept a state the reader accepts').toBeDefined();
          const link = encodeState(read);
          expect(link.length, 'the link fits the tool’s own limit').toBeLessThanOrEqual(schema.maxLength);
          expect(readEncodedState(link, schema), 'state -> link -> state').toEqual({ ok: true, value: read });
        },
      ),
      { numRuns: 25 },
    );
  });
});
