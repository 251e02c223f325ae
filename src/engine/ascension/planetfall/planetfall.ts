/**
 * The planetfall tool ([8.7], T13): the player types each panel drawn and
 * the tool places it. Resources come first: a "+1" Resource is placed and
 * another drawn. Then Societies: a "+1" Society is placed and another drawn,
 * until one shows a Tech Level; with a single slot left a "+1" Society is
 * discarded and redrawn. A Shadow Agent rated 2R (2S) draws two for its
 * first Resource (Society), keeps one and sends the other to the bottom.
 * Diplomats and Soldiers draw one at a time with no choice, and chains still
 * run (AM-52). When a "+1" Resource would take the last slot, the tool asks
 * whether to keep it for a Society (AM-53).
 */
import { defineMachine } from '../../core/machine.ts';
import { isRecord } from '../../core/validate.ts';
import { BOUNDS, choice, flag, list, nullable, optional, read, shape, whole } from '../input/index.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import type { AscensionRuleId } from '../rules.ts';
import { WORLD_CLASS_INFO, WORLD_CLASSES, type WorldClass } from './world-class.ts';

export type PanelDraw = 'plus-one' | 'plain';
export type PlanetfallStage = 'resources' | 'ask-last-slot' | 'societies' | 'done';

export interface PlacedPanel {
  kind: 'resource' | 'society';
  plusOne: boolean;
  /** A Society's Tech Level, when typed. */
  tl: number | null;
}

export interface PlanetfallState {
  worldClass: WorldClass;
  asset: 'diplomat' | 'soldier' | 'agent';
  rating: 'none' | '2R' | '2S';
  slotsLeft: number;
  stage: PlanetfallStage;
  placed: PlacedPanel[];
  /** Whether the 2R (2S) double draw has been used. */
  pairUsed: boolean;
  discarded: number;
}

export type PlanetfallEvent =
  | { type: 'draw'; panel: PanelDraw; tl?: number | null }
  | { type: 'draw-pair'; panels: [PanelDraw, PanelDraw]; keep: 0 | 1; tl?: number | null }
  | { type: 'keep-slot'; keep: boolean };

const readSetup = shape(
  'Planetfall',
  {
    worldClass: choice('The World Class', WORLD_CLASSES, 'ascension.a-8-6'),
    asset: choice('The Asset', ['diplomat', 'soldier', 'agent'] as const, 'ascension.a-8-7'),
    rating: optional(choice('The Shadow Agent\'s Planetfall rating', ['none', '2R', '2S'] as const, 'ascension.a-8-7'), 'none'),
  },
  'ascension.a-8-7',
);

function setup(input: unknown): AscensionResult<PlanetfallState> {
  const r = read(readSetup, input);
  if (!r.ok) return r;
  if (r.value.asset !== 'agent' && r.value.rating !== 'none') return err('Only Shadow Agents have a 2R or 2S Planetfall rating.', 'ascension.AM-52', 'rating');
  const info = WORLD_CLASS_INFO[r.value.worldClass];
  const state: PlanetfallState = { ...r.value, slotsLeft: info.slots, stage: 'resources', placed: [], pairUsed: false, discarded: 0 };
  return ok(state, [
    step(`World Class ${info.worldClass}: ${info.spacePanels} Space ${info.spacePanels === 1 ? 'panel' : 'panels'}, ${info.slots} slots left.`, 'ascension.a-8-6'),
    step('The Asset must be aboard a ship in the system. Resources are revealed first.', 'ascension.a-8-7'),
    ...(r.value.asset === 'agent' ? [] : [step('Diplomats and Soldiers draw one panel at a time, with no choice; "+1" chains still run.', 'ascension.AM-52')]),
  ]);
}

const readTl = optional(nullable(whole('The Society\'s Tech Level', 0, BOUNDS.techLevel, 'ascension.a-8-7')), null);
const readDraw = shape('A draw', { panel: choice('The panel drawn', ['plus-one', 'plain'] as const, 'ascension.a-8-7'), tl: readTl }, 'ascension.a-8-7');
const readPair = shape(
  'A double draw',
  { panels: list('The two panels', choice('A panel', ['plus-one', 'plain'] as const, 'ascension.a-8-7'), 2, 2, 'ascension.a-8-7'), keep: choice('The panel kept', [0, 1] as const, 'ascension.a-8-7'), tl: readTl },
  'ascension.a-8-7',
);

const pairDue = (s: PlanetfallState): boolean => !s.pairUsed && ((s.stage === 'resources' && s.rating === '2R') || (s.stage === 'societies' && s.rating === '2S'));

/** Places one drawn panel (already chosen from a pair if there was one). */
function place(s: PlanetfallState, panel: PanelDraw, tl: number | null): { state: PlanetfallState; trace: Step[] } {
  if (s.stage === 'resources') {
    const placed = [...s.placed, { kind: 'resource' as const, plusOne: panel === 'plus-one', tl: null }];
    const slotsLeft = s.slotsLeft - 1;
    const base = { ...s, placed, slotsLeft };
    if (slotsLeft === 0) return { state: { ...base, stage: 'done' }, trace: [step('The Resource takes the last slot: the system is full, with no Society.', 'ascension.a-8-7')] };
    if (panel === 'plain') return { state: { ...base, stage: 'societies' }, trace: [step(`A Resource is placed (${slotsLeft} slots left); now the Societies.`, 'ascension.a-8-7')] };
    if (slotsLeft === 1) return { state: { ...base, stage: 'ask-last-slot' }, trace: [step('A "+1" Resource is placed and one slot is left: keep it for a Society, or draw another Resource?', 'ascension.AM-53')] };
    return { state: base, trace: [step(`A "+1" Resource is placed (${slotsLeft} slots left): draw another Resource.`, 'ascension.a-8-7')] };
  }
  if (panel === 'plus-one' && s.slotsLeft === 1) {
    return { state: { ...s, discarded: s.discarded + 1 }, trace: [step('A "+1" Society with only one slot left is discarded: draw again until a Tech Level shows.', 'ascension.a-8-7')] };
  }
  const placed = [...s.placed, { kind: 'society' as const, plusOne: panel === 'plus-one', tl: panel === 'plain' ? tl : null }];
  const slotsLeft = s.slotsLeft - 1;
  const base = { ...s, placed, slotsLeft };
  if (panel === 'plain') return { state: { ...base, stage: 'done' }, trace: [step(`A Society showing ${tl === null ? 'its' : `Tech Level ${tl} as the`} Tech Level is placed: planetfall is complete.`, 'ascension.a-8-7')] };
  if (slotsLeft === 0) return { state: { ...base, stage: 'done' }, trace: [step('The "+1" Society takes the last slot: planetfall is complete.', 'ascension.a-8-7')] };
  return { state: base, trace: [step(`A "+1" Society is placed (${slotsLeft} slots left): draw another Society.`, 'ascension.a-8-7')] };
}

function draw(s: PlanetfallState, event: Extract<PlanetfallEvent, { type: 'draw' }>): AscensionResult<PlanetfallState> {
  if (s.stage === 'done') return err('Planetfall is complete.', 'ascension.a-8-7');
  if (s.stage === 'ask-last-slot') return err('First say whether the last slot is kept for a Society.', 'ascension.AM-53');
  if (pairDue(s)) return err(`A Shadow Agent rated ${s.rating} draws two for its first ${s.rating === '2R' ? 'Resource' : 'Society'}.`, 'ascension.a-8-7');
  const r = read(readDraw, event);
  if (!r.ok) return r;
  const placed = place(s, r.value.panel, r.value.tl);
  return ok(placed.state, placed.trace);
}

function drawPair(s: PlanetfallState, event: Extract<PlanetfallEvent, { type: 'draw-pair' }>): AscensionResult<PlanetfallState> {
  if (!pairDue(s)) return err('Only a Shadow Agent rated 2R or 2S draws two, and only for its first Resource or Society.', 'ascension.a-8-7');
  const r = read(readPair, event);
  if (!r.ok) return r;
  const kept = r.value.panels[r.value.keep] as PanelDraw;
  const placed = place({ ...s, pairUsed: true }, kept, r.value.tl);
  return ok(placed.state, [step('Two panels are revealed; one is kept and the other goes to the bottom of its stack. Later "+1" draws are single.', 'ascension.a-8-7'), ...placed.trace]);
}

const readKeep = shape('The last slot', { keep: flag('Keep the last slot for a Society', 'ascension.AM-53') }, 'ascension.AM-53');

function keepSlot(s: PlanetfallState, event: Extract<PlanetfallEvent, { type: 'keep-slot' }>): AscensionResult<PlanetfallState> {
  if (s.stage !== 'ask-last-slot') return err('Nothing is being asked about the last slot.', 'ascension.AM-53');
  const r = read(readKeep, event);
  if (!r.ok) return r;
  return r.value.keep
    ? ok({ ...s, stage: 'societies' }, [step('The last slot is kept for a Society: the Resource chain stops.', 'ascension.AM-53')])
    : ok({ ...s, stage: 'resources' }, [step('Another Resource is drawn for the last slot.', 'ascension.AM-53')]);
}

/** What a planetfall waits for: the next step, or nothing once every slot is filled. */
export type PlanetfallNext = PlanetfallEvent['type'] | 'done';

function nextStep(s: PlanetfallState): PlanetfallNext {
  if (s.stage === 'done') return 'done';
  if (s.stage === 'ask-last-slot') return 'keep-slot';
  return pairDue(s) ? 'draw-pair' : 'draw';
}

/** The one who draws the panels: the player making the planetfall. */
export const PLANETFALL_PLAYER = 'player';

export const planetfall = defineMachine<unknown, PlanetfallState, PlanetfallEvent, AscensionRuleId, 'type', PlanetfallNext, PlanetfallEvent['type']>({
  key: 'type',
  setup,
  moves: { draw, 'draw-pair': drawPair, 'keep-slot': keepSlot },
  unknown: (event) =>
    err(isRecord(event) && typeof event.type === 'string' ? `"${event.type.slice(0, 40)}" is not a planetfall step.` : 'An event must be an object with a type: draw, draw-pair or keep-slot.', 'ascension.a-8-7', 'type'),
  turn: {
    who: (s) => (s.stage === 'done' ? [] : [PLANETFALL_PLAYER]),
    legal: (s) => {
      const next = nextStep(s);
      return next === 'done' ? [] : [next];
    },
    waitingFor: nextStep,
  },
});

/** What the tool asks for next: the machine's `turn(state).waitingFor`. */
export const planetfallNext = (s: PlanetfallState): PlanetfallNext => planetfall.turn(s).waitingFor;


