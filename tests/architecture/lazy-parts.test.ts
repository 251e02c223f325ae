/**
 * A part loaded with import() stays out of the first code (issue 20, part 6): a
 * module that the loading file, or anything it imports statically, also imports
 * statically is bundled with that first code, and the import() then saves
 * nothing (the resolution check's card editor was such a part: about 1.9 KB of
 * compressed JS on every resolution check page). Type-only imports are gone
 * once compiled and do not count.
 */
import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph.ts';

const { edges } = importGraph();
const staticOut = new Map<string, string[]>();
for (const e of edges) if (e.kind === 'static') staticOut.set(e.from, [...(staticOut.get(e.from) ?? []), e.to]);

/** Every file `from` loads with its first code: itself and its static imports, all the way down. */
function firstCode(from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const to of staticOut.get(f) ?? []) visit(to);
  };
  visit(from);
  return seen;
}

describe('parts loaded with import()', () => {
  it('are told apart from static and type-only imports (a sanity check on the reader)', () => {
    const W = 'src/widgets/';
    const kinds = (from: string, to: string) => [...new Set(edges.filter((e) => e.from === from && e.to === to).map((e) => e.kind))].sort();
    expect(kinds(`${W}round/RoundTracker.tsx`, `${W}round/SetupView.tsx`)).toEqual(['dynamic']);
    expect(kinds(`${W}round/RoundTracker.tsx`, `${W}round/game.ts`)).toEqual(['dynamic']);
    expect(kinds(`${W}round/GameView.tsx`, `${W}round/GameDetails.tsx`)).toEqual(['static']);
    // import type { SavedNote } from './saved.ts'
    expect(kinds(`${W}round/RoundTracker.tsx`, `${W}round/saved.ts`)).toEqual(['type']);
    // import type { PresetNote } …, typeof import('./presets.ts'), and import('./presets.ts') itself
    expect(kinds(`${W}resolve/ResolveTool.tsx`, `${W}resolve/presets.ts`)).toEqual(['dynamic', 'type']);
    // import { TRADE_READINGS, type PanelRef, … } is static; import('…/dice/index.ts').Fraction, in a type, is a type
    expect(kinds(`${W}ascension/trade/compute.ts`, `${W}ascension/trade/state.ts`)).toEqual(['static']);
    expect(kinds(`${W}ascension/trade/compute.ts`, 'src/engine/core/dice/index.ts')).toEqual(['type']);
    expect(edges.filter((e) => e.kind === 'dynamic').length).toBeGreaterThan(30);
  });

  it('are not also imported statically by the code that loads them', () => {
    const bad = edges.filter((e) => e.kind === 'dynamic' && e.from !== e.to && firstCode(e.from).has(e.to)).map((e) => `${e.from} loads ${e.to} with import(), but its first code imports it already`);
    expect(bad).toEqual([]);
  });
});
