/**
 * A link the resolution check writes always reopens to the same state (issue
 * 14, point 5): over states up to every limit the link reader enforces (lists
 * at their longest, text at its longest, in any script), the tool's own guard
 * (`fitsLink`, which refuses an edit at input) and the reader agree exactly: a
 * state the guard lets through is read back unchanged from its URL, and one it
 * refuses would have been refused by the reader with a message. The form's
 * text fields stop at the reader's length (`LIMITS.name`).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CAPABILITY_KEYS, CARD_TYPES, LIMITS, SKILL_KEYS, SPEC_KEYS, TOKEN_KEYS, cleanState, type ReqRow, type ResolveState, type SimpleReqRow } from '../../src/widgets/resolve/state.ts';
import { parseResolveState } from '../../src/widgets/resolve/link.ts';
import { LINK_MAX, fitsLink, linkLength, rowFits } from '../../src/widgets/resolve/link-room.ts';
import { readUrlState, stateHash, urlSchema } from '../../src/widgets/kit/url-state.ts';
import { MAX_ENCODED_LENGTH } from '../../src/widgets/kit/url-codec.ts';
import { worstResolveState, fullPoolResolveState } from '../../scripts/bench/resolve-worst.ts';

const schema = urlSchema(parseResolveState);
const reopen = (s: ResolveState) => readUrlState(`#${stateHash(s)}`, schema);

/** Text up to the reader's length, sometimes at it, in ASCII or any script (UTF-8 makes some characters cost more of the link). */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', minLength: LIMITS.name - 5, maxLength: LIMITS.name }).map((t) => t.slice(0, LIMITS.name)),
  fc.string({ unit: 'binary', maxLength: LIMITS.name }).map((t) => t.slice(0, LIMITS.name)),
);
/** A number typed as text, up to the field's own length. */
const numText = fc.oneof(fc.integer({ min: 0, max: 99 }).map(String), fc.string({ maxLength: LIMITS.number }), fc.string({ unit: 'grapheme', minLength: LIMITS.number, maxLength: LIMITS.number }).map((t) => t.slice(0, LIMITS.number)));
const traitsText = fc.oneof(text, fc.string({ minLength: LIMITS.traits - 5, maxLength: LIMITS.traits }));
const spec = fc.constantFrom(...SPEC_KEYS);
const simple: fc.Arbitrary<SimpleReqRow> = fc.oneof(
  fc.record({ kind: fc.constant('token' as const), spec }),
  fc.record({ kind: fc.constant('choice' as const), options: fc.array(spec, { maxLength: LIMITS.options }) }),
  fc.record({ kind: fc.constantFrom('jettison' as const, 'control' as const), cardType: fc.constantFrom('' as const, ...CARD_TYPES), trait: text }),
  fc.record({ kind: fc.constant('expense' as const), amount: numText }),
);
const req: fc.Arbitrary<ReqRow> = fc.oneof(simple, fc.record({ kind: fc.constant('elective' as const), options: fc.array(simple, { maxLength: LIMITS.options }) }));
const reqs = fc.array(req, { maxLength: LIMITS.reqs });
const subplots = fc.array(fc.record({ name: text, vp: numText, on: fc.boolean(), reqs }), { maxLength: LIMITS.subplots });

const atTheLimits: fc.Arbitrary<ResolveState> = fc.record({
  captain: text,
  mode: fc.constantFrom('tokens' as const, 'collect' as const),
  pool: fc.uniqueArray(fc.record({ k: fc.constantFrom(...TOKEN_KEYS), n: fc.integer({ min: 1, max: LIMITS.perKind }) }), { selector: (e) => e.k, maxLength: LIMITS.poolKinds }),
  ship: fc.record({ name: text, caps: fc.array(fc.constantFrom(...CAPABILITY_KEYS), { maxLength: LIMITS.caps }) }),
  crew: fc.array(
    fc.record({
      name: text,
      skills: fc.array(fc.record({ skill: fc.constantFrom(...SKILL_KEYS), level: fc.constantFrom('trained' as const, 'expert' as const), from: text }), { maxLength: LIMITS.skills }),
      jack: fc.array(fc.constantFrom('', ...SKILL_KEYS), { maxLength: LIMITS.jack }),
    }),
    { maxLength: LIMITS.crew },
  ),
  additions: fc.array(fc.record({ name: text, token: fc.constantFrom(...TOKEN_KEYS), when: fc.constantFrom('start' as const, 'subplots' as const) }), { maxLength: LIMITS.additions }),
  cards: fc.array(fc.record({ name: text, type: fc.constantFrom(...CARD_TYPES), traits: traitsText }), { maxLength: LIMITS.cards }),
  complications: fc.array(fc.record({ name: text, reqs, subplots }), { maxLength: LIMITS.complications }),
  contract: fc.option(fc.record({ name: text, vp: numText, reqs, subplots }), { nil: null }),
  stage3: fc.boolean(),
  rivals: numText,
});

describe('resolution check links: what the tool writes, it reopens', () => {
  it('the guard at input and the link reader agree on every state up to the limits; a state let through comes back unchanged', () => {
    let over = 0;
    let under = 0;
    fc.assert(
      fc.property(atTheLimits, (s) => {
        const r = reopen(s);
        if (fitsLink(s)) {
          under++;
          expect(r).toEqual({ ok: true, value: s });
        } else {
          over++;
          expect(r?.ok).toBe(false);
          if (r && !r.ok) expect(r.error).toMatch(/too long/);
        }
      }),
      { numRuns: 150 },
    );
    // Both sides of the cap were tried.
    expect(under).toBeGreaterThan(10);
    expect(over).toBeGreaterThan(0);
  });

  it('the heaviest links the benchmarks use are ones the tool writes and reads', () => {
    for (const s of [worstResolveState(), fullPoolResolveState()]) {
      expect(linkLength(s)).toBeLessThanOrEqual(LINK_MAX);
      expect(reopen(s)).toEqual({ ok: true, value: s });
    }
  });

  it('an Add button’s estimate never lets through a row the link has no room for', () => {
    fc.assert(
      fc.property(atTheLimits, req, (s, row) => {
        if (!fitsLink(s) || !s.contract) return;
        const room = LINK_MAX - linkLength(s);
        const added = { ...s, contract: { ...s.contract, reqs: [...s.contract.reqs, row] } };
        if (rowFits(room, row)) expect(fitsLink(added)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('the cap the tool enforces is the one the link reader applies', () => {
    expect(LINK_MAX).toBe(MAX_ENCODED_LENGTH);
    expect(schema.maxLength).toBe(LINK_MAX);
  });

  it('the clean state leaves nearly all the link free', () => {
    expect(LINK_MAX - linkLength(cleanState())).toBeGreaterThan(19_500);
  });
});
