/**
 * The search box's row plan (src/site/search/rows.ts): from the rows shown to
 * the rows wanted, an unchanged result keeps its row, as many kept rows as
 * can stay in place do, and applying the plan gives exactly the wanted order.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rowPlan } from '../../src/site/search/index.ts';

/** Applies a plan the way the search box does (src/scripts/search-list.ts), counting the rows it moves or makes. */
function apply(shown: string[], wanted: string[]): { rows: string[]; moved: number; made: number } {
  const plan = rowPlan(shown, wanted);
  const nodes = shown.map((k, i) => ({ k, i }));
  const used = new Set(plan.reuse);
  let dom = nodes.filter((n) => used.has(n.i));
  let moved = 0;
  let made = 0;
  let ref: { k: string } | null = null;
  for (let i = wanted.length - 1; i >= 0; i--) {
    const at = plan.reuse[i]!;
    const node = at >= 0 ? nodes[at]! : { k: wanted[i]!, i: -1 - i };
    if (at < 0) made++;
    if (!plan.stay.has(i)) {
      if (at >= 0) moved++;
      dom = dom.filter((n) => n !== node);
      const to = ref ? dom.indexOf(ref as (typeof dom)[number]) : dom.length;
      dom.splice(to, 0, node);
    }
    ref = node;
  }
  return { rows: dom.map((n) => n.k), moved, made };
}

describe('patching the search list', () => {
  it('keeps every row of an unchanged list in place', () => {
    const plan = rowPlan(['a', 'b', 'c'], ['a', 'b', 'c']);
    expect(plan.reuse).toEqual([0, 1, 2]);
    expect([...plan.stay].sort()).toEqual([0, 1, 2]);
  });

  it('makes only the new rows when a result comes in at the top, and moves none', () => {
    expect(apply(['a', 'b', 'c'], ['x', 'a', 'b', 'c'])).toEqual({ rows: ['x', 'a', 'b', 'c'], moved: 0, made: 1 });
    expect(apply(['a', 'b', 'c', 'd'], ['a', 'c', 'd'])).toEqual({ rows: ['a', 'c', 'd'], moved: 0, made: 0 });
  });

  it('moves one row when one result climbs past the others', () => {
    expect(apply(['a', 'b', 'c', 'd'], ['d', 'a', 'b', 'c'])).toEqual({ rows: ['d', 'a', 'b', 'c'], moved: 1, made: 0 });
    expect(apply(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a'])).toEqual({ rows: ['b', 'c', 'd', 'a'], moved: 1, made: 0 });
  });

  it('draws a long list in two steps without touching the first rows again', () => {
    expect(apply(['a', 'b'], ['a', 'b', 'c', 'd'])).toEqual({ rows: ['a', 'b', 'c', 'd'], moved: 0, made: 2 });
  });

  it('uses each shown row once when two results show the same', () => {
    const plan = rowPlan(['a', 'a', 'b'], ['a', 'b', 'a', 'a']);
    expect(plan.reuse).toEqual([0, 2, 1, -1]);
  });

  it('always ends with the wanted rows in order, reusing every kept result and moving no row that could stay', () => {
    const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
    fc.assert(
      fc.property(fc.array(key, { maxLength: 12 }), fc.array(key, { maxLength: 12 }), (shown, wanted) => {
        const out = apply(shown, wanted);
        expect(out.rows).toEqual(wanted);
        const plan = rowPlan(shown, wanted);
        // Every wanted result that was shown (counting repeats) reuses a row.
        const left = [...shown];
        const reusable = wanted.filter((k) => (left.includes(k) ? (left.splice(left.indexOf(k), 1), true) : false)).length;
        expect(plan.reuse.filter((i) => i >= 0).length).toBe(reusable);
        // The rows left in place keep their order, and no longer run of reused rows is in order.
        const stay = [...plan.stay].sort((x, y) => x - y).map((i) => plan.reuse[i]!);
        expect(stay).toEqual([...stay].sort((x, y) => x - y));
        const reused = plan.reuse.filter((i) => i >= 0);
        const best = reused.map(() => 1);
        reused.forEach((x, i) => reused.slice(0, i).forEach((y, j) => y < x && (best[i] = Math.max(best[i]!, best[j]! + 1))));
        expect(stay.length).toBe(Math.max(0, ...best));
      }),
    );
  });
});
