/**
 * The attacked system and target (M4, [9.6]): the Siege rating is the sum of
 * the S values of its Societies plus 1 and its level for each Defense
 * Outpost (AM-23); the Battle rating the same with B. A success takes one
 * from the target panel: a bar of face 2 turns to 1, a bar of 1 is removed,
 * and an Outpost with no power left falls to one more success (AM-26).
 */
import { BOUNDS, choice, list, shape, variant, whole, type ReaderValue } from '../input/index.ts';
import type { Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';

export type AttackKind = 'siege' | 'assault';

const ruleOf = (kind: AttackKind): 'ascension.a-9-6-siege' | 'ascension.a-9-6-assault' => (kind === 'siege' ? 'ascension.a-9-6-siege' : 'ascension.a-9-6-assault');

export const readPlanetarySystem = shape(
  'The system',
  {
    societies: list(
      'The Society panels',
      shape('A Society panel', { siege: whole('Its Siege value (S)', 0, BOUNDS.societyValue, 'ascension.a-9-6'), battle: whole('Its Battle value (B)', 0, BOUNDS.societyValue, 'ascension.a-9-6') }, 'ascension.a-9-6'),
      0,
      BOUNDS.panelsPerSystem,
      'ascension.a-9-6',
    ),
    defenses: list(
      'The Defense Outposts',
      shape(
        'A Defense Outpost',
        { level: whole('Its power level', 0, BOUNDS.powerLevel, 'ascension.a-4-2-outposts'), owner: choice('Its owner', ['attacker', 'defender'] as const, 'ascension.AM-23') },
        'ascension.a-4-2-outposts',
      ),
      0,
      BOUNDS.panelsPerSystem,
      'ascension.a-4-2-outposts',
    ),
  },
  'ascension.a-9-6',
);
export type PlanetarySystem = ReaderValue<typeof readPlanetarySystem>;

export const readTarget = variant(
  'The target panel',
  {
    world: shape('A World Panel target', { kind: choice('The target kind', ['world'] as const, 'ascension.a-9-6'), barFace: whole('Its bar face', 0, 2, 'ascension.AM-12') }, 'ascension.a-9-6'),
    outpost: shape('An Outpost target', { kind: choice('The target kind', ['outpost'] as const, 'ascension.a-9-6'), level: whole('Its power level', 0, BOUNDS.powerLevel, 'ascension.a-4-2-outposts') }, 'ascension.a-9-6'),
    defense: shape('A Defense Outpost target', { kind: choice('The target kind', ['defense'] as const, 'ascension.a-9-6'), index: whole('The Defense Outpost', 0, BOUNDS.panelsPerSystem - 1, 'ascension.a-9-6') }, 'ascension.a-9-6'),
  },
  'ascension.a-9-6',
);
export type PlanetaryTarget = ReaderValue<typeof readTarget>;

/** Checks the system fits its six slots and a Defense target exists. */
export function checkSystem(system: PlanetarySystem, target: PlanetaryTarget): AscensionResult<true> {
  if (system.societies.length + system.defenses.length > BOUNDS.panelsPerSystem) {
    return err('A system has six panel slots; these Societies and Defense Outposts need more.', 'ascension.a-2-1', 'system');
  }
  if (target.kind === 'defense' && target.index >= system.defenses.length) {
    return err(`There is no Defense Outpost number ${target.index + 1} in the system.`, 'ascension.a-9-6', 'target.index');
  }
  return ok(true);
}

/** Power level of the target at the start. */
export function targetLevel(system: PlanetarySystem, target: PlanetaryTarget): number {
  if (target.kind === 'world') return target.barFace;
  if (target.kind === 'outpost') return target.level;
  return system.defenses[target.index]!.level;
}

/** Successes that strip the target: its bar face for a World Panel; an Outpost's level, plus one to destroy it (AM-26). */
export function successesToStrip(system: PlanetarySystem, target: PlanetaryTarget, readings: Readings): number {
  const level = targetLevel(system, target);
  if (target.kind === 'world') return level;
  return readings.outpostDestruction === 'one-more' ? level + 1 : Math.max(1, level);
}

export function stripSteps(system: PlanetarySystem, target: PlanetaryTarget, readings: Readings, kind: AttackKind): Step[] {
  const need = successesToStrip(system, target, readings);
  if (target.kind === 'world') {
    return [
      step(
        need === 0
          ? 'The target World Panel carries no bar: a success takes nothing (Society and Resource panels are never destroyed).'
          : `Each success takes 1 from the World Panel's bar of face ${need}: ${need} ${need === 1 ? 'success strips' : 'successes strip'} it; the panel itself stays.`,
        ruleOf(kind),
      ),
    ];
  }
  const level = targetLevel(system, target);
  return [
    readings.outpostDestruction === 'one-more'
      ? step(`The Outpost at level ${level} loses 1 power per success and falls to one more once none is left: ${need} ${need === 1 ? 'success' : 'successes'}.`, 'ascension.AM-26')
      : step(`Under this reading the Outpost is destroyed when its power reaches 0: ${need} ${need === 1 ? 'success' : 'successes'}.`, 'ascension.AM-26'),
  ];
}

/**
 * The rating against an attack, from the system as it stood when the action
 * began: step 2 of the book's steps sets it, and steps 3–5 repeat with it
 * (AM-56), even while a targeted Defense Outpost loses power.
 */
export function planetaryRating(system: PlanetarySystem, kind: AttackKind, readings: Readings): { rating: number; steps: Step[] } {
  const letter = kind === 'siege' ? 'S' : 'B';
  const values = system.societies.map((s) => (kind === 'siege' ? s.siege : s.battle));
  const societies = values.reduce((a, b) => a + b, 0);
  const parts: string[] = [];
  let defense = 0;
  system.defenses.forEach((d, i) => {
    if (d.owner === 'attacker' && readings.defenseCount === 'exclude-attacker') {
      parts.push(`Defense ${i + 1} (the attacker's own, left out)`);
      return;
    }
    defense += 1 + d.level;
    parts.push(`Defense ${i + 1} at level ${d.level}: 1 + ${d.level}`);
  });
  const rating = societies + defense;
  const steps: Step[] = [
    step(
      `${kind === 'siege' ? 'Siege' : 'Battle'} rating: ${values.length === 0 ? 'no Society' : `${letter} values ${values.join(' + ')}`}${parts.length > 0 ? `, ${parts.join(', ')}` : ''} = ${rating}.`,
      system.defenses.length > 0 ? 'ascension.AM-23' : ruleOf(kind),
    ),
  ];
  if (rating === 0) steps.push(step('A rating of 0 is met by zero hits: every attack succeeds and no dice strike back (read literally; flagged).', 'ascension.AM-25'));
  return { rating, steps };
}
