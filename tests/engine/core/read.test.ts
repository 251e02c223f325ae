import { describe, expect, it } from 'vitest';
import { closed, readersFor } from '../../../src/engine/core/read-structure.ts';
import { own, pathTo, record, whole } from '../../../src/engine/core/read.ts';
import { ok } from '../../../src/engine/core/result.ts';

type Rule = 'demo.a' | 'demo.b';
const r = readersFor<Rule>();

const crew = r.shape(
  'The crew',
  {
    name: r.label('A name', 'demo.a', 10),
    power: r.optional(r.whole('Power', -1, 4, 'demo.b'), 0),
    rank: r.choice('The rank', ['captain', 'first'] as const, 'demo.a'),
    note: r.nullable(r.text('The note', 'demo.b', 20)),
  },
  'demo.a',
);

describe('core readers', () => {
  it('read a good input into typed values, with defaults for fields left out', () => {
    const got = r.read(crew, { name: 'Jamison', rank: 'captain', extra: 'ignored' });
    expect(got).toEqual({ ok: true, value: { name: 'Jamison', power: 0, rank: 'captain', note: null }, trace: [] });
  });

  it('refuse the first bad field with its dotted path and its rule', () => {
    expect(r.read(crew, { name: 'Jamison', rank: 'captain', power: 5 })).toEqual({
      ok: false,
      error: 'Power must be a whole number from -1 to 4.',
      rule: 'demo.b',
      field: 'power',
    });
    const many = r.list('The crews', crew, 1, 3, 'demo.a');
    const bad = r.read(many, [{ name: 'A', rank: 'captain' }, { name: 'B', rank: 'bosun' }]);
    expect(bad.ok === false && [bad.field, bad.rule]).toEqual(['1.rank', 'demo.a']);
    const root = r.read(crew, 'nope');
    expect(root.ok === false && 'field' in root).toBe(false);
  });

  it('read a whole number with no upper bound, and text of a given form', () => {
    const vp = r.atLeast('The Victory Points', 1, 'demo.b');
    expect(r.read(vp, 1e9)).toMatchObject({ ok: true, value: 1e9 });
    for (const bad of [0, 1.5, '3', null, Number.NaN]) expect(r.read(vp, bad)).toEqual({ ok: false, error: 'The Victory Points must be a whole number of 1 or more.', rule: 'demo.b' });
    const code = r.matching('The code', /^[a-z]{2}\d$/, 'two small letters and a digit', 'demo.a');
    expect(vp(0, 'a.b')).toMatchObject({ field: 'a.b' });
    expect(r.read(code, 'ab1')).toMatchObject({ ok: true, value: 'ab1' });
    const factor = r.decimal('The factor', 0, 2, 'demo.a');
    for (const good of [0, 0.5, 2]) expect(r.read(factor, good)).toMatchObject({ ok: true, value: good });
    for (const bad of [-0.1, 2.5, Number.NaN, Infinity, '1']) expect(r.read(factor, bad)).toEqual({ ok: false, error: 'The factor must be a number from 0 to 2.', rule: 'demo.a' });
    for (const bad of ['ab12', 'AB1', 7, undefined]) expect(code(bad, 'code')).toEqual({ ok: false, error: 'The code must be two small letters and a digit.', rule: 'demo.a', field: 'code' });
  });

  it('check a list length before reading its items', () => {
    let seen = 0;
    const counting = (v: unknown, path: string) => (seen++, r.whole('n', 0, 9, 'demo.a')(v, path));
    const got = r.read(r.list('Numbers', counting, 0, 3, 'demo.a'), new Array(1_000_000).fill(1));
    expect(got.ok).toBe(false);
    expect(seen).toBe(0);
  });

  it('read keyed objects, refusing unknown keys and oversized objects unread', () => {
    const powers = r.keyed('The powers', ['captain', 'first'] as const, r.whole('Power', -1, 4, 'demo.b'), 'demo.a');
    expect(r.read(powers, { first: 2 })).toEqual({ ok: true, value: { first: 2 }, trace: [] });
    const unknown = r.read(powers, { bosun: 1 });
    expect(unknown.ok === false && unknown.field).toBe('bosun');
    const huge = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]));
    expect(r.read(powers, huge).ok).toBe(false);
  });

  it('choose a variant by its kind, and refine a value with a further check', () => {
    const shot = r.variant('A shot', { beam: r.shape('A beam', { dice: r.whole('Dice', 1, 6, 'demo.a') }, 'demo.a'), miss: r.shape('A miss', {}, 'demo.a') }, 'demo.b');
    expect(r.read(shot, { kind: 'beam', dice: 2 }).ok).toBe(true);
    const none = r.read(shot, { kind: 'laser' });
    expect(none.ok === false && [none.field, none.rule]).toEqual(['kind', 'demo.b']);
    const even = r.refine(r.whole('n', 0, 10, 'demo.a'), (v, path) => (v % 2 === 0 ? null : r.refuse('n must be even.', 'demo.b', path)));
    expect(r.read(even, 4).ok).toBe(true);
    expect(r.read(even, 3)).toEqual({ ok: false, error: 'n must be even.', rule: 'demo.b' });
  });

  it('give a value read in another form, and pass a refusal on unchanged', () => {
    const words = r.map(r.list('Words', r.text('A word', 'demo.a', 10), 0, 3, 'demo.a'), (xs) => xs.join(' '));
    expect(r.read(words, ['a', 'b'])).toEqual({ ok: true, value: 'a b', trace: [] });
    const bad = r.read(words, ['a', 7]);
    expect(bad.ok === false && [bad.field, bad.rule]).toEqual(['1', 'demo.a']);
  });

  it('read a short code item by item, refusing another length or a bad item with its place', () => {
    const code = r.tuple<['d', number]>('A draw', [r.choice('Its kind', ['d'] as const, 'demo.a'), r.whole('Its value', 0, 9, 'demo.b')], 'demo.a');
    expect(r.read(code, ['d', 4])).toEqual({ ok: true, value: ['d', 4], trace: [] });
    const short = r.read(code, ['d']);
    expect(short.ok === false && [short.error, short.rule]).toEqual(['A draw must be a list of 2.', 'demo.a']);
    const bad = r.read(code, ['d', 12]);
    expect(bad.ok === false && [bad.field, bad.rule]).toEqual(['1', 'demo.b']);
  });

  it('turn a throw inside a guarded solver into an error value', () => {
    const got = r.guarded('demo.a', () => {
      throw new Error('boom');
    });
    expect(got).toEqual({ ok: false, error: 'The engine could not solve this input (boom).', rule: 'demo.a' });
  });

  it('refuse text that is too long or blank when it must not be', () => {
    expect(r.read(r.text('A note', 'demo.a', 3), 'abcd').ok).toBe(false);
    expect(r.read(r.text('A note', 'demo.a', 3, 1), '  ').ok).toBe(false);
    expect(r.read(r.text('A note', 'demo.a', 3), '').ok).toBe(true);
  });

  it('read an object field by field, its own keys only (record, own), with the small readers alone', () => {
    const point = record('A point must be an object.', 'demo.a', (v, path) => {
      const x = whole('x', 0, 9, 'demo.b')(own(v, 'x'), pathTo(path, 'x'));
      return x.ok ? ok({ x: x.value }) : x;
    });
    expect(point({ x: 3 }, 'p')).toEqual({ ok: true, value: { x: 3 }, trace: [] });
    expect(point([], 'p')).toEqual({ ok: false, error: 'A point must be an object.', rule: 'demo.a', field: 'p' });
    expect(point(Object.create({ x: 3 }) as object, 'p')).toMatchObject({ ok: false, rule: 'demo.b', field: 'p.x' });
    expect(own({ constructor: 1 }, 'constructor')).toBe(1);
    expect(own({}, 'constructor')).toBeUndefined();
  });
});

describe('closed: an object of exactly the named fields', () => {
  const r = closed('A row', { name: whole('A count', 0, 9, 'demo.rule') }, 'demo.rule');
  it('reads the named fields and refuses any other key by name, at its own path', () => {
    expect(r({ name: 3 }, 'rows.0')).toMatchObject({ ok: true, value: { name: 3 } });
    expect(r({ name: 3, extra: true }, 'rows.0')).toMatchObject({ ok: false, error: 'A row has no "extra".', rule: 'demo.rule', field: 'rows.0.extra' });
    expect(r({ name: 30 }, 'rows.0')).toMatchObject({ ok: false, field: 'rows.0.name' });
    expect(r('row', 'rows.0')).toMatchObject({ ok: false, error: 'A row must be an object.' });
    // An inherited key is not a field of the row.
    expect(r(Object.assign(Object.create({ extra: 1 }), { name: 1 }), '')).toMatchObject({ ok: true, value: { name: 1 } });
  });
});
