/**
 * A result that is one of several distributions, picked by chance first
 * (how many missiles survive Point Defense, then what those do). The kernel
 * composes independent rolls; this composes a roll that depends on an
 * earlier one. Chances are added as fractions and the result is put back on
 * integer weights so the kernel's readers (`chance`, `mean`, `outcomes`)
 * apply to it.
 */
import { chanceOf, fromWeights, outcomes, Fraction, ONE, ZERO, type Distribution } from '../../core/dice/index.ts';

export interface Branch {
  chance: Fraction;
  result: Distribution;
}

/** The distribution of a result reached through `branches`, whose chances add up to 1. */
export function mixture(branches: readonly Branch[]): Distribution {
  const byValue = new Map<number, Fraction>();
  let total = ZERO;
  for (const { chance, result } of branches) {
    if (chance.equals(0)) continue;
    total = total.add(chance);
    for (const { value } of outcomes(result)) {
      byValue.set(value, (byValue.get(value) ?? ZERO).add(chance.mul(chanceOf(result, value))));
    }
  }
  if (!total.equals(ONE)) throw new RangeError(`the branches add up to ${total.toFraction()}, not 1`);
  let denominator = ONE;
  for (const f of byValue.values()) denominator = denominator.lcm(new Fraction(f.d));
  return fromWeights([...byValue].map(([value, f]) => [value, (f.n * denominator.n) / f.d] as const));
}
