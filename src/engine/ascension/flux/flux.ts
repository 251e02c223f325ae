/**
 * The flux roll (M1, [8.8]): the target is the number of World Panels of
 * every system involved, moved up or down by the Tech Level difference; a
 * die succeeds at the target or less. It passes when any die succeeds
 * (AM-01); Sabotage instead counts the successes (M2).
 */
import { anyAtMost, countAtMost, mean, outcomes, type Distribution, type Fraction } from '../../core/dice/index.ts';
import { BOUNDS, guarded, list, nullable, optional, read, shape, whole, choice, type ReaderValue } from '../input/index.ts';
import { plural } from '../../core/text.ts';
import { chanceText, dieTarget, signed, targetSteps, type DieTarget } from '../odds/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { readInPlace } from './in-place.ts';
import { checkNeeds, type InPlace } from './needs.ts';
import { FLUX_PRESETS } from './presets.ts';
import { fluxDice, readPurpose, readRoller, type FluxPurpose, type Roller } from './roller.ts';

const readSystem = shape(
  'A system',
  {
    societies: whole('Society panels', 0, BOUNDS.panelsPerSystem, 'ascension.a-8-8'),
    resources: whole('Resource panels', 0, BOUNDS.panelsPerSystem, 'ascension.a-8-8'),
  },
  'ascension.a-8-8',
);

export const readFluxInput = shape(
  'A flux roll',
  {
    systems: list('The systems involved', readSystem, 1, BOUNDS.systemsPerFlux, 'ascension.a-8-8'),
    yourTl: whole('Your Tech Level', 0, BOUNDS.techLevel, 'ascension.AM-04'),
    systemTl: nullable(whole('The system\'s Tech Level', 0, BOUNDS.techLevel, 'ascension.AM-03')),
    roller: readRoller,
    purpose: readPurpose,
    mode: optional(choice('The mode', ['pass', 'count'] as const, 'ascension.AM-01'), 'pass'),
    /** The action the roll is for (a FLUX_PRESETS id): its roller, purpose and needs are checked. "custom": none. */
    action: optional(choice('The action', ['custom', ...FLUX_PRESETS.map((p) => p.id)], 'ascension.a-8-2'), 'custom'),
    inPlace: readInPlace,
  },
  'ascension.a-8-8',
);

export type FluxInput = ReaderValue<typeof readFluxInput>;
/** What a caller hands in: the roller and the optional fields may be left at their defaults. */
export interface FluxRequest {
  systems: { societies: number; resources: number }[];
  yourTl: number;
  /** null: the system has no Society, so its Tech Level counts as 0 (AM-03). */
  systemTl: number | null;
  roller: Roller | { kind: 'asset'; dice: number } | { kind: 'faction-panel' } | { kind: 'embassy'; level: number; cultural?: boolean };
  purpose?: FluxPurpose;
  mode?: 'pass' | 'count';
  /** The action the roll is for (a FLUX_PRESETS id); left out, nothing about the action is checked. */
  action?: string;
  /** What stands in the system, for the action's needs (each fact false when left out). */
  inPlace?: Partial<InPlace>;
}

export interface FluxOdds {
  worldPanels: number;
  /** Your TL minus the system's (positive in your favour). */
  edge: number;
  target: DieTarget;
  dice: number;
  /** The chance that at least one die succeeds. */
  pass: Fraction;
  /** How many dice succeed. */
  successes: Distribution;
  successTable: { value: number; chance: Fraction }[];
  meanSuccesses: Fraction;
}

/** Checks each system holds no more World Panels than it has slots. */
function slotCheck(input: FluxInput): AscensionResult<true> {
  for (const [i, s] of input.systems.entries()) {
    if (s.societies + s.resources > BOUNDS.panelsPerSystem) {
      return err(`System ${i + 1} has ${s.societies + s.resources} World Panels but only six slots.`, 'ascension.a-2-1', `systems.${i}`);
    }
  }
  return ok(true);
}

/**
 * For a roll against one system: its Tech Level must agree with its
 * Societies. A Society chain always ends on a panel showing one, and a
 * system without a Society has none and counts as 0 (AM-03). Against two
 * systems either may be the one whose Tech Level counts, so that is left to
 * the player.
 */
function tlCheck(input: FluxInput): AscensionResult<true> {
  if (input.systems.length !== 1) return ok(true);
  const societies = input.systems[0]!.societies;
  if (input.systemTl === null && societies > 0) {
    return err(`The system shows ${plural(societies, 'Society', 'Societies')}, and the Society chain always ends on one showing a Tech Level: give that Tech Level.`, 'ascension.AM-03', 'systemTl');
  }
  if (input.systemTl !== null && societies === 0) {
    return err('No Society panel is counted, so the system has no Tech Level of its own: it counts as 0 (say there is no Society).', 'ascension.AM-03', 'systemTl');
  }
  return ok(true);
}

/** The target and its trace, from checked input. */
export function fluxTarget(input: Pick<FluxInput, 'systems' | 'yourTl' | 'systemTl'>, readings: Readings): { worldPanels: number; edge: number; target: DieTarget; steps: Step[] } {
  const worldPanels = input.systems.reduce((n, s) => n + s.societies + s.resources, 0);
  const systemTl = input.systemTl ?? 0;
  const edge = input.yourTl - systemTl;
  const target = dieTarget(worldPanels + edge, readings);
  const parts = input.systems.map((s) => `${plural(s.societies, 'Society', 'Societies')} + ${plural(s.resources, 'Resource')}`).join(', ');
  const steps: Step[] = [
    step(`World Panels counted: ${parts} = ${worldPanels}.`, 'ascension.a-8-8'),
    ...(input.systemTl === null ? [step('No Society shows a Tech Level, so the system counts as TL 0.', 'ascension.AM-03')] : []),
    step(
      `Tech Levels: yours ${input.yourTl} against the system's ${systemTl}: ${edge === 0 ? 'no change' : edge > 0 ? `+${edge} in your favour` : `−${-edge} against you`}; target ${worldPanels} ${edge >= 0 ? '+' : '−'} ${Math.abs(edge)} = ${signed(worldPanels + edge)}.`,
      'ascension.a-8-8',
    ),
    ...targetSteps('Target', target, 'ascension.a-8-8'),
  ];
  return { worldPanels, edge, target, steps };
}

const PURPOSE_WORDS: Readonly<Record<FluxPurpose, string>> = { roll: 'an ordinary flux', treaty: 'a Treaty roll', 'starport-trade': 'a Starport trade roll' };

/**
 * When the roll is for a named action: who may roll it, what it is for, and
 * what must be in place before it can be played. Nothing for "custom".
 */
export function checkAction(input: Pick<FluxInput, 'action' | 'roller' | 'purpose' | 'mode' | 'inPlace' | 'systems'>, readings: Readings): AscensionResult<Step[]> {
  const preset = FLUX_PRESETS.find((p) => p.id === input.action);
  if (preset === undefined) return ok([]);
  const rule = preset.rules[0]!;
  if (preset.onlyWhen !== undefined && readings[preset.onlyWhen.key] !== preset.onlyWhen.value) {
    return err(`Under this reading ${preset.action} has no roll: the table rules on it.`, 'ascension.AM-10', 'action');
  }
  if (!preset.rollerKinds.includes(input.roller.kind)) return err(`${preset.action} is rolled by ${preset.rollers}.`, rule, 'roller.kind');
  if (input.purpose !== preset.purpose) return err(`${preset.action} is ${PURPOSE_WORDS[preset.purpose]}, not ${PURPOSE_WORDS[input.purpose]}.`, rule, 'purpose');
  if (input.mode !== preset.mode) {
    return err(preset.mode === 'count' ? `${preset.action} counts each die that succeeds.` : `${preset.action} passes on any one die; only Sabotage counts dice.`, 'ascension.AM-01', 'mode');
  }
  return checkNeeds(preset.action, preset.needs, { inPlace: input.inPlace, rollerKind: input.roller.kind, panels: input.systems[0]! });
}

/** Solves a flux from checked input. */
export function solveFlux(input: FluxInput, readings: Readings): AscensionResult<FluxOdds> {
  const slots = slotCheck(input);
  if (!slots.ok) return slots;
  const needs = checkAction(input, readings);
  if (!needs.ok) return needs;
  const tl = tlCheck(input);
  if (!tl.ok) return tl;
  const { worldPanels, edge, target, steps } = fluxTarget(input, readings);
  const rolled = fluxDice(input.roller, input.purpose, readings);
  const pass = anyAtMost(rolled.dice, target.used);
  const successes = countAtMost(rolled.dice, target.used);
  const trace: Step[] = [...needs.value, ...steps, ...rolled.steps];
  trace.push(
    input.mode === 'pass'
      ? step(`${rolled.dice === 1 ? 'It passes when the die succeeds' : `It passes when any of the ${rolled.dice} dice succeeds`}: 1 − (1 − ${target.used}/6)^${rolled.dice} = ${chanceText(pass)}.`, 'ascension.AM-01')
      : step(`Each die that succeeds counts once: the count follows a binomial of ${rolled.dice} dice at ${target.used}/6, mean ${mean(successes).toFraction()}.`, 'ascension.AM-01'),
  );
  return ok({ worldPanels, edge, target, dice: rolled.dice, pass, successes, successTable: outcomes(successes), meanSuccesses: mean(successes) }, trace);
}

/** The exact odds of a flux roll. */
export function fluxOdds(input: FluxRequest | unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<FluxOdds> {
  return guarded('ascension.a-8-8', () => {
    const r = read(readFluxInput, input);
    return r.ok ? solveFlux(r.value, readings) : r;
  });
}
