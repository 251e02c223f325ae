/**
 * The end-of-turn losses the turn tracker works out itself (M18, AM-20,
 * AM-21, AM-49): at the Revolt step every active Revolt takes 1 — from its
 * own Society's bar, then another Society's, a Resource's, the Outposts' —
 * and at the Blockade step every standing Blockade takes 1 Trade, from its
 * own panel first. A bar brought to nothing goes back to its owner. Where
 * several panels qualify the players pick, in order; `pendingLossPick`
 * says which pick is wanted next, and the end-of-turn step carries them.
 */
import { solveLosses, type Loss, type LossInput } from '../economy/index.ts';
import { BOUNDS, choice, list, optional, read, shape, whole } from '../input/index.ts';
import { DEFAULT_READINGS } from '../readings.ts';
import { TRACKER_LIMITS } from './limits.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { END_OF_TURN_IDS } from './structure.ts';
import { panelName } from './tracker-systems.ts';
import type { LossPick, PanelRef, TrackedSystem, TurnTrackerState } from './tracker-types.ts';

export type LossStep = 'revolts' | 'blockades';

/** The most picks one step can ask for: each loss asks at most once. */
const MAX_PICKS = TRACKER_LIMITS.systems * BOUNDS.panelsPerSystem;

export const readPicks = optional(
  list(
    'The picks',
    shape(
      'A pick',
      {
        system: whole('The system', 0, TRACKER_LIMITS.systems - 1, 'ascension.AM-20'),
        kind: choice('The panel kind', ['society', 'resource', 'outpost'] as const, 'ascension.AM-20'),
        index: whole('The panel', 0, BOUNDS.panelsPerSystem - 1, 'ascension.AM-20'),
      },
      'ascension.AM-20',
    ),
    0,
    MAX_PICKS,
    'ascension.AM-20',
  ),
  [],
);

/** A pick the players still have to make before the step can be done. */
export interface LossQuestion {
  system: number;
  cause: 'revolt' | 'blockade';
  candidates: PanelRef[];
}

type Applied = { systems: TrackedSystem[]; steps: Step[] } | { ask: LossQuestion };

/** The system as the economy's loss rules read it: the first player is "you", the second "opponent". */
function lossInput(system: TrackedSystem, seats: readonly string[], stepId: LossStep, picks: PanelRef[]): LossInput {
  const who = (id: string | null) => (id === null ? ('none' as const) : id === seats[0] ? ('you' as const) : ('opponent' as const));
  return {
    societies: system.societies.map((s) => ({ barFace: s.face, owner: who(s.owner), revolt: stepId === 'revolts' && s.revolt !== null })),
    resources: system.resources.map((r) => ({ barFace: r.face, owner: who(r.owner) })),
    outposts: system.outposts.map((o) => ({ kind: o.kind, level: o.level, owner: who(o.owner) })),
    blockades: stepId === 'blockades' ? system.blockades.map((b) => b.panel) : [],
    picks: picks.map((p) => ({ kind: p.kind, index: p.index })),
  };
}

function applyLoss(system: TrackedSystem, loss: Loss): TrackedSystem {
  const { kind, index } = loss.panel;
  const emptied = loss.to === 0;
  const s = { ...system, taken: system.taken + 1, barsReturned: system.barsReturned + (emptied ? 1 : 0) };
  if (kind === 'outpost') return { ...s, outposts: s.outposts.map((o, i) => (i === index ? { ...o, level: loss.to } : o)) };
  const after = (b: { face: number; owner: string | null }) => ({ face: loss.to, owner: emptied ? null : b.owner });
  if (kind === 'society') return { ...s, societies: s.societies.map((x, i) => (i === index ? { ...x, ...after(x) } : x)) };
  return { ...s, resources: s.resources.map((x, i) => (i === index ? after(x) : x)) };
}

function lossText(system: TrackedSystem, loss: Loss): string {
  const owner =
    loss.panel.kind === 'outpost' ? system.outposts[loss.panel.index]!.owner : (loss.panel.kind === 'society' ? system.societies : system.resources)[loss.panel.index]!.owner;
  const what = loss.cause === 'revolt' ? 'the Revolt' : 'the Blockade';
  const back = loss.to === 0 ? `; the bar goes back to ${owner}'s supply${loss.panel.kind === 'outpost' ? ' and the Outpost stands unpowered' : ''}` : '';
  return `${system.name}: ${what} takes 1 from ${panelName(system, loss.panel.kind, loss.panel.index)} (${owner}'s): ${loss.from} → ${loss.to}${back}.`;
}

/** Works out one loss step over every system, with the picks given, in order. */
export function applyEndLosses(state: TurnTrackerState, stepId: LossStep, picks: readonly LossPick[]): AscensionResult<Applied> {
  const seats = state.players.map((p) => p.id);
  const systems: TrackedSystem[] = [];
  const steps: Step[] = [];
  let used = 0;
  for (const [i, system] of state.systems.entries()) {
    const standing = stepId === 'revolts' ? system.societies.filter((s) => s.revolt).length : system.blockades.length;
    if (standing === 0) {
      systems.push(system);
      continue;
    }
    const mine: LossPick[] = [];
    for (const p of picks.slice(used)) {
      if (p.system !== i) break;
      mine.push(p);
    }
    const r = solveLosses(lossInput(system, seats, stepId, mine), DEFAULT_READINGS);
    if (!r.ok) return r;
    if (r.value.needsPick) return ok({ ask: { system: i, cause: r.value.needsPick.cause, candidates: r.value.needsPick.candidates } });
    used += r.value.picksUsed;
    let next = system;
    for (const loss of r.value.losses) {
      steps.push(step(lossText(next, loss), loss.cause === 'revolt' ? 'ascension.AM-20' : 'ascension.AM-21'));
      next = applyLoss(next, loss);
    }
    if (r.value.losses.length === 0) {
      steps.push(step(`${system.name}: nothing is left for the ${stepId === 'revolts' ? 'Revolt' : 'Blockade'} to take.`, stepId === 'revolts' ? 'ascension.a-8-9-revolts' : 'ascension.AM-21'));
    }
    next =
      stepId === 'revolts'
        ? { ...next, societies: next.societies.map((s) => (s.revolt ? { ...s, revolt: { ...s.revolt, turns: s.revolt.turns + 1 } } : s)) }
        : { ...next, blockades: next.blockades.map((b) => ({ ...b, turns: b.turns + 1 })) };
    systems.push(next);
  }
  if (used < picks.length) return err('More picks were given than the losses asked for, or not in the order of the systems.', 'ascension.AM-20', `picks.${used}`);
  if (steps.length === 0) steps.push(step(stepId === 'revolts' ? 'No Revolt stands in a tracked system: nothing is lost.' : 'No Blockade stands in a tracked system: nothing is lost.', 'ascension.AM-49'));
  return ok({ systems, steps });
}

/** The pick wanted next at the current end-of-turn step, given the picks made so far; null when none is wanted (or it is not a loss step). */
export function pendingLossPick(state: TurnTrackerState, picks: readonly LossPick[] = []): LossQuestion | null {
  if (state.stage !== 'end-of-turn') return null;
  const next = END_OF_TURN_IDS[state.endSteps.length];
  if (next !== 'revolts' && next !== 'blockades') return null;
  const r = applyEndLosses(state, next, picks);
  return r.ok && 'ask' in r.value ? r.value.ask : null;
}

/** Reads the picks of an end-of-turn step. */
export function readLossPicks(event: unknown): AscensionResult<LossPick[]> {
  const r = read(shape('An end-of-turn step', { picks: readPicks }, 'ascension.AM-49'), event);
  return r.ok ? ok(r.value.picks) : r;
}
