/**
 * The Traders game's worker and the Ascension turn tracker load, with their
 * first code, only what a game in play needs (issue 20, part 6): the
 * simulator's comparison of a finished run loads in the worker when a game
 * ends, and the tracker's game side (engine, views, link reader, session)
 * when there is a game. Read from the source's import graph; the engine
 * barrels are left out of the walk (the bundler keeps only the parts used),
 * so the walk follows the widgets' own files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, ROOT } from './import-graph.ts';

const { edges } = importGraph();
const W = 'src/widgets/';

/** The widget files `from` loads with its first code: itself and its static imports within src/widgets, all the way down. */
function firstWidgetCode(from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f) || !f.startsWith(W)) return;
    seen.add(f);
    for (const e of edges) if (e.from === f && e.kind === 'static') visit(e.to);
  };
  visit(from);
  return seen;
}

const defining = (files: Set<string>, name: string) => [...files].filter((f) => new RegExp(`export (?:function|const) ${name}\\b`).test(readFileSync(join(ROOT, f), 'utf8')));

describe('a game in play loads only what it needs', () => {
  it('the Traders worker: the comparison with simulated runs is not in its first code, and it is loaded with import()', () => {
    const first = firstWidgetCode(`${W}traders/play/game.worker.ts`);
    expect(first.has(`${W}traders/play/service.ts`)).toBe(true);
    expect(defining(first, 'compareView')).toEqual([]);
    expect(edges.some((e) => e.from === `${W}traders/play/service.ts` && e.to === `${W}traders/play/compare.ts` && e.kind === 'dynamic')).toBe(true);
  });

  it('the turn tracker: its game side (Game, Systems, the link reader, the session) is not in the first code of its page part', () => {
    const first = firstWidgetCode(`${W}ascension/turn/TurnApp.tsx`);
    expect(first.has(`${W}ascension/turn/Setup.tsx`)).toBe(true);
    for (const part of ['ascension/turn/Game.tsx', 'ascension/turn/Systems.tsx', 'ascension/turn/link.ts', 'kit/session/device.ts', 'kit/session/machine.ts']) expect(first.has(`${W}${part}`), part).toBe(false);
    expect(edges.some((e) => e.from === `${W}ascension/turn/TurnApp.tsx` && e.to === `${W}ascension/turn/tracked.ts` && e.kind === 'dynamic')).toBe(true);
  });
});
