/**
 * A result that is one of several distributions, picked by chance first
 * (how many missiles survive Point Defense, then what those do): `add`
 * composes independent rolls; this composes a roll that depends on an
 * earlier one. It stays on the kernel's integer weights: every branch is put
 * over one common total (found with fraction.js), so no chance is reduced
 * until a reader (`chance`, `mean`, `outcomes`) is asked.
 */
import { Fraction, ONE, ZERO } from './exact.ts';
import { fromWeights, type Distribution } from './distribution.ts';

export interface Branch {
  chance: Fraction;
  result: Distribution;
}

/** The distribution of a result reached through `branches`, whose chances add up to 1. */
export function mixture(branches: readonly Branch[]): Distribution {
  const live = branches.filter((b) => !b.chance.equals(0));
  const sum = live.reduce((a, b) => a.add(b.chance), ZERO);
  if (!sum.equals(ONE)) throw new RangeError(`the branches add up to ${sum.toFraction()}, not 1`);
  // Branch i weighs chance.n / chance.d × weights / total: one total for all is the lcm of chance.d × total.
  let common = ONE;
  for (const b of live) common = common.lcm(new Fraction(b.chance.d * b.result.total));
  const byValue = new Map<number, bigint>();
  for (const b of live) {
    const scale = (b.chance.n * common.n) / (b.chance.d * b.result.total);
    b.result.weights.forEach((w, i) => {
      if (w === 0n) return;
      const v = b.result.min + i;
      byValue.set(v, (byValue.get(v) ?? 0n) + w * scale);
    });
  }
  return fromWeights(byValue);
}
