import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeState, encodeState, stateFromHash, MAX_ENCODED_LENGTH } from '../../src/widgets/kit/url-codec.ts';
import { readUrlState, urlSchema } from '../../src/widgets/kit/url-state.ts';

describe('URL state codec', () => {
  it('round-trips any JSON value, including text that looks like markup', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const back = decodeState(encodeState(v));
        return back.ok && JSON.stringify(back.value) === JSON.stringify(v);
      }),
    );
    const hostile = { name: '<img src=x onerror=alert(1)>', note: '"></script><script>alert(1)</script>' };
    expect(decodeState(encodeState(hostile))).toEqual({ ok: true, value: hostile });
  });

  it('never throws on any hash, and explains what it cannot read', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (s) => {
        const r = readUrlState(`#s=${s}`, urlSchema((raw) => ({ ok: true as const, value: raw })));
        return r === undefined || r.ok || (typeof r.error === 'string' && r.error.length > 0);
      }),
    );
  });

  it('refuses damaged, foreign and oversized links with a reason', () => {
    expect(decodeState('not base64!')).toMatchObject({ ok: false, error: expect.stringContaining('characters') });
    expect(decodeState(encodeState({ a: 1 }).slice(0, 5))).toMatchObject({ ok: false });
    expect(decodeState('A'.repeat(MAX_ENCODED_LENGTH + 1))).toMatchObject({ ok: false, error: expect.stringContaining('too long') });
    expect(decodeState('_-8')).toMatchObject({ ok: false });
  });

  it('refuses a state its parser accepts when that state’s own link would pass the limit (the piracy reader took 20 rows of long texts)', () => {
    const any = urlSchema((raw) => ({ ok: true as const, value: raw }), { maxLength: 200 });
    const fits = { text: 'x'.repeat(100) };
    expect(any.parse(fits)).toEqual({ ok: true, value: fits });
    // A control character is six characters of JSON, so 30 of them pass a 200-character link.
    expect(any.parse({ text: '\u0001'.repeat(30) })).toEqual({ ok: false, error: 'it holds more than a link can keep.' });
    expect(encodeState({ text: '\u0001'.repeat(30) }).length).toBeGreaterThan(200);
  });

  it('finds the state among other hash parameters, or none', () => {
    expect(stateFromHash('#x=1&s=abc')).toBe('abc');
    expect(stateFromHash('#section-2')).toBeUndefined();
    expect(readUrlState('#section-2', urlSchema(() => ({ ok: true as const, value: 1 })))).toBeUndefined();
  });
});
