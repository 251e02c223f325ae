/**
 * Who rolls a flux and with how many dice: an Asset rolls the dice its card
 * gives the ability, a Faction Panel one die, an Embassy one die plus one
 * per level (AM-05), the expansion's Cultural Embassy two plus one per level
 * (AM-11). A Treaty by an Embassy and Starport trade follow their readings.
 */
import { BOUNDS, choice, flag, optional, shape, variant, whole, type Reader, type ReaderValue } from '../input/index.ts';
import type { Readings } from '../readings.ts';
import { step, type Step } from '../result.ts';

export const FLUX_PURPOSES = ['roll', 'treaty', 'starport-trade'] as const;
export type FluxPurpose = (typeof FLUX_PURPOSES)[number];

export const readRoller = variant(
  'The roller',
  {
    asset: shape('An Asset roller', { kind: choice('The roller kind', ['asset'] as const, 'ascension.a-2-2'), dice: whole('The Asset\'s dice', 1, BOUNDS.fluxDice, 'ascension.a-2-2') }, 'ascension.a-2-2'),
    'faction-panel': shape('A Faction Panel roller', { kind: choice('The roller kind', ['faction-panel'] as const, 'ascension.a-8-3') }, 'ascension.a-8-3'),
    embassy: shape(
      'An Embassy roller',
      {
        kind: choice('The roller kind', ['embassy'] as const, 'ascension.a-4-2-outposts'),
        level: whole('The Embassy\'s level', 0, BOUNDS.powerLevel, 'ascension.a-4-2-outposts'),
        cultural: optional(flag('Cultural Embassy', 'ascension.AM-11'), false),
      },
      'ascension.a-4-2-outposts',
    ),
  },
  'ascension.a-8-8',
);
export type Roller = ReaderValue<typeof readRoller>;

export const readPurpose: Reader<FluxPurpose> = optional(choice('The purpose', FLUX_PURPOSES, 'ascension.a-8-8'), 'roll');

export interface RolledDice {
  dice: number;
  steps: Step[];
}

function embassyDice(level: number, cultural: boolean, readings: Readings): RolledDice {
  if (!cultural) return { dice: 1 + level, steps: [step(`An Embassy at level ${level} rolls 1 die plus ${level}: ${1 + level}.`, 'ascension.AM-05')] };
  if (level > 0 && readings.culturalEmbassy === 'unpowered-only') {
    return { dice: 1 + level, steps: [step(`A powered Cultural Embassy loses its extra die under this reading: 1 plus ${level} = ${1 + level}.`, 'ascension.AM-11')] };
  }
  return { dice: 2 + level, steps: [step(`A Cultural Embassy at level ${level} rolls 2 dice plus ${level}: ${2 + level}.`, 'ascension.AM-11')] };
}

/** The number of flux dice for `roller` on a roll made for `purpose`. */
export function fluxDice(roller: Roller, purpose: FluxPurpose, readings: Readings): RolledDice {
  if (purpose === 'starport-trade' && readings.starportTradeDice === 'panel') {
    return { dice: 1, steps: [step('Starport trade rolls the single die of a Faction Panel under this reading.', 'ascension.AM-06')] };
  }
  const lead = purpose === 'starport-trade' ? [step('Starport trade rolls the overseer\'s dice; the Military/Diplomacy panel lends only its Tech Level.', 'ascension.AM-06')] : [];
  if (roller.kind === 'asset') return { dice: roller.dice, steps: [...lead, step(`The Asset rolls the ${roller.dice} ${roller.dice === 1 ? 'die' : 'dice'} its card gives.`, 'ascension.a-8-8')] };
  if (roller.kind === 'faction-panel') return { dice: 1, steps: [...lead, step('A Faction Panel rolls 1 die.', 'ascension.a-8-8')] };
  if (purpose === 'treaty' && readings.embassyTreatyDice === 'one') {
    const dice = roller.cultural ? 2 : 1;
    return { dice, steps: [...lead, step(`An Embassy attempting a Treaty rolls ${dice === 1 ? 'one die' : 'the Cultural Embassy\'s two dice'}, whatever its level.`, 'ascension.AM-05')] };
  }
  const e = embassyDice(roller.level, roller.cultural, readings);
  return { dice: e.dice, steps: [...lead, ...e.steps] };
}
