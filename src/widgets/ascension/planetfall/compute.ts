/**
 * The planetfall helper's question put to the engine: the setup and the
 * draws so far replayed (`planetfall`), and what the next draw needs. A Tech
 * Level typed for a Society is read here; the engine refuses a bad one, with
 * its rule, before the draw is made. Pure; cheap enough for the page.
 */
import { planetfall, planetfallNext, WORLD_CLASS_INFO, type PanelDraw, type PlanetfallState } from '../../../engine/ascension/planetfall/index.ts';
import type { Err, TraceStep } from '../../../engine/core/result.ts';
import { opt, type Unchecked } from '../../kit/form.ts';
import { eventOf, setupOf, type Draw, type PlanetfallToolState } from './state.ts';

export interface PlanetfallView {
  ok: true;
  state: PlanetfallState;
  next: ReturnType<typeof planetfallNext>;
  spacePanels: number;
  /** Each draw's steps, in order (the setup's first). */
  steps: TraceStep[];
  /** The steps of the latest draw (or of the setup). */
  latest: TraceStep[];
}

/** The planetfall so far, or the refusal that stops it (`index`: the draw refused; null: the setup). */
export type PlanetfallAnswer = PlanetfallView | (Unchecked & { index: number | null });

export function computePlanetfall(s: PlanetfallToolState): PlanetfallAnswer {
  const r = planetfall.replay(setupOf(s), s.draws.map(eventOf));
  if (!r.ok) return { ok: false, fields: {}, general: r, index: 'index' in r ? (r as { index: number }).index : null };
  const { state, log } = r.value;
  return {
    ok: true,
    state,
    next: planetfallNext(state),
    spacePanels: WORLD_CLASS_INFO[state.worldClass].spacePanels,
    steps: r.trace,
    latest: log.length > 0 ? log[log.length - 1]!.trace : r.trace,
  };
}

/** The draw to make from what the person chose and typed; a refusal (a bad Tech Level) names its field. */
export function tryDraw(s: PlanetfallToolState, at: PlanetfallState, make: { kind: 'draw'; panel: PanelDraw } | { kind: 'pair' } | { kind: 'keep'; keep: boolean }): { ok: true; draw: Draw } | (Err & { ok: false }) {
  const societies = at.stage === 'societies';
  const tl = societies ? (s.tl.trim() === '' ? null : opt(s.tl)) : null;
  let draw: Draw;
  if (make.kind === 'keep') draw = ['k', make.keep];
  else if (make.kind === 'pair') {
    const keptPlain = s.pair[s.kept] === 'plain';
    draw = ['2', s.pair[0], s.pair[1], s.kept, (societies && keptPlain ? tl : null) as number | null];
  } else draw = ['d', make.panel, (societies && make.panel === 'plain' ? tl : null) as number | null];
  const r = planetfall.transition(at, eventOf(draw));
  if (!r.ok) return r;
  return { ok: true, draw };
}

