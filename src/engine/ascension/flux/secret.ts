/**
 * Mystery and Adventure rolls (M3, [8.5]): a Diplomat's Mystery dice or a
 * Shadow Agent's Adventure dice against the M or A value of a Resource
 * panel; any die at or under it finds one Secret card. No Tech Level enters
 * the roll (AM-07), and a value of 0 means nothing is there.
 */
import { anyAtMost, ZERO, type Fraction } from '../../core/dice/index.ts';
import { BOUNDS, choice, guarded, read, shape, whole, type ReaderValue } from '../input/index.ts';
import { chanceText, dieTarget, targetSteps, type DieTarget } from '../odds/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { ok, step, type AscensionResult } from '../result.ts';

const readSecret = shape(
  'A secret roll',
  {
    kind: choice('The roll', ['mystery', 'adventure'] as const, 'ascension.a-8-5'),
    dice: whole('The Asset\'s dice', 1, BOUNDS.fluxDice, 'ascension.a-8-5'),
    value: whole('The panel\'s value', 0, BOUNDS.secretValue, 'ascension.a-8-5'),
  },
  'ascension.a-8-5',
);
export type SecretRollInput = ReaderValue<typeof readSecret>;

export interface SecretRollOdds {
  target: DieTarget | null;
  dice: number;
  /** The chance of drawing a Secret card. */
  find: Fraction;
}

export function secretRollOdds(input: SecretRollInput | unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<SecretRollOdds> {
  return guarded<SecretRollOdds>('ascension.a-8-5', () => {
    const r = read(readSecret, input);
    if (!r.ok) return r;
    const { kind, dice, value } = r.value;
    const letter = kind === 'mystery' ? 'M' : 'A';
    const who = kind === 'mystery' ? 'Diplomat\'s Mystery' : 'Shadow Agent\'s Adventure';
    if (value === 0) {
      return ok({ target: null, dice, find: ZERO }, [step(`The panel's ${letter} value is 0: there is nothing to find, whatever the roll.`, 'ascension.a-8-5')]);
    }
    const target = dieTarget(value, readings);
    const find = anyAtMost(dice, target.used);
    return ok({ target, dice, find }, [
      step(`The ${who} rating gives ${dice} ${dice === 1 ? 'die' : 'dice'} against the panel's ${letter} value ${value}; no Tech Level enters.`, 'ascension.AM-07'),
      ...targetSteps(`${letter} value`, target, 'ascension.a-8-5'),
      step(`Any die that succeeds finds one Secret card: ${chanceText(find)}.`, 'ascension.AM-07'),
    ]);
  });
}
