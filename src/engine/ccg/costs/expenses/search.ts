/**
 * Searching the payer's visible cards for payments. Only subsets of the hand
 * (at most 12 cards) and of the Expendable cards (at most 6) are searched; the
 * deck is never searched, because it is consumed top-down.
 *
 * A payment is *minimal* when no chosen card could be left out and the rest
 * still cover the amount. Among minimal payments the best one has the least
 * overpayment (EV that is lost), then keeps the highest-EV cards in hand,
 * then uses the fewest cards, then the earliest cards in the list given.
 */

export interface Valued {
  id: string;
  ev: number;
}

export interface FoundPayment {
  /** Indexes into the list searched, ascending. */
  indexes: number[];
  total: number;
  overpaidBy: number;
}

function subsetTotals(items: readonly Valued[]): { totals: Int32Array; mins: Int32Array } {
  const n = items.length;
  const size = 1 << n;
  const totals = new Int32Array(size);
  const mins = new Int32Array(size);
  mins[0] = 2147483647;
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    const bit = 31 - Math.clz32(low);
    const rest = mask ^ low;
    const ev = items[bit]?.ev ?? 0;
    totals[mask] = (totals[rest] ?? 0) + ev;
    mins[mask] = Math.min(mins[rest] ?? 0, ev);
  }
  return { totals, mins };
}

function indexesOf(mask: number, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (mask & (1 << i)) out.push(i);
  return out;
}

/** EVs of the cards a payment leaves behind, highest first. */
function keptDescending(items: readonly Valued[], mask: number): number[] {
  const kept: number[] = [];
  for (let i = 0; i < items.length; i++) if (!(mask & (1 << i))) kept.push(items[i]?.ev ?? 0);
  return kept.sort((a, b) => b - a);
}

/** Negative when `a` keeps better cards than `b`: higher EVs first, then more cards. */
const compareKept = (a: readonly number[], b: readonly number[]): number => compareIndexes(b, a);

/** Negative when `a` comes first in dictionary order, a shorter list before its longer versions. */
function compareIndexes(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

function isMinimal(total: number, min: number, amount: number): boolean {
  return total >= amount && total - min < amount;
}

/** Every minimal payment of `amount` from `items`, best first. An amount of 0 or less has one: the empty payment. */
export function minimalPayments(amount: number, items: readonly Valued[]): FoundPayment[] {
  if (amount <= 0) return [{ indexes: [], total: 0, overpaidBy: 0 }];
  const { totals, mins } = subsetTotals(items);
  const found: { mask: number; total: number }[] = [];
  for (let mask = 1; mask < totals.length; mask++) {
    const total = totals[mask] ?? 0;
    if (isMinimal(total, mins[mask] ?? 0, amount)) found.push({ mask, total });
  }
  const n = items.length;
  const kept = new Map<number, number[]>();
  const keptOf = (mask: number): number[] => {
    let k = kept.get(mask);
    if (!k) kept.set(mask, (k = keptDescending(items, mask)));
    return k;
  };
  found.sort(
    (a, b) =>
      a.total - b.total ||
      compareKept(keptOf(a.mask), keptOf(b.mask)) ||
      compareIndexes(indexesOf(a.mask, n), indexesOf(b.mask, n)),
  );
  return found.map(({ mask, total }) => ({ indexes: indexesOf(mask, n), total, overpaidBy: total - amount }));
}

/** The best minimal payment of `amount` from `items`, or undefined when all of them together fall short. */
export function bestPayment(amount: number, items: readonly Valued[]): FoundPayment | undefined {
  if (amount <= 0) return { indexes: [], total: 0, overpaidBy: 0 };
  let all = 0;
  for (const c of items) all += c.ev;
  if (all < amount) return undefined;
  const { totals, mins } = subsetTotals(items);
  let best = -1;
  let bestTotal = 0;
  let bestKept: number[] = [];
  for (let mask = 1; mask < totals.length; mask++) {
    const total = totals[mask] ?? 0;
    if (!isMinimal(total, mins[mask] ?? 0, amount)) continue;
    if (best >= 0 && total > bestTotal) continue;
    const kept = keptDescending(items, mask);
    if (best < 0 || total < bestTotal) {
      best = mask;
      bestTotal = total;
      bestKept = kept;
      continue;
    }
    const byKept = compareKept(kept, bestKept);
    if (byKept < 0 || (byKept === 0 && compareIndexes(indexesOf(mask, items.length), indexesOf(best, items.length)) < 0)) {
      best = mask;
      bestKept = kept;
    }
  }
  return best < 0 ? undefined : { indexes: indexesOf(best, items.length), total: bestTotal, overpaidBy: bestTotal - amount };
}

export interface MixedPayment {
  hand: number[];
  expendable: number[];
  total: number;
  overpaidBy: number;
}

/**
 * The best minimal payment from hand cards and Expendable cards together,
 * jettisoning as few Expendable cards as possible (they are cards in play),
 * or undefined when all of them together fall short.
 */
export function bestMixedPayment(amount: number, hand: readonly Valued[], expendable: readonly Valued[]): MixedPayment | undefined {
  const xn = expendable.length;
  const xSize = 1 << xn;
  const bySize: number[][] = Array.from({ length: xn + 1 }, () => []);
  for (let mask = 0; mask < xSize; mask++) {
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    bySize[bits]?.push(mask);
  }
  for (const masks of bySize) {
    let best: (MixedPayment & { kept: number[]; xKept: number[] }) | undefined;
    for (const xMask of masks) {
      const xIdx = indexesOf(xMask, xn);
      let xTotal = 0;
      for (const i of xIdx) xTotal += expendable[i]?.ev ?? 0;
      const fromHand = bestPayment(amount - xTotal, hand);
      if (!fromHand) continue;
      const total = fromHand.total + xTotal;
      let handMask = 0;
      for (const i of fromHand.indexes) handMask |= 1 << i;
      const candidate = {
        hand: fromHand.indexes,
        expendable: xIdx,
        total,
        overpaidBy: total - amount,
        kept: keptDescending(hand, handMask),
        xKept: keptDescending(expendable, xMask),
      };
      if (
        !best ||
        candidate.total < best.total ||
        (candidate.total === best.total &&
          (compareKept(candidate.kept, best.kept) || compareKept(candidate.xKept, best.xKept)) < 0)
      ) {
        best = candidate;
      }
    }
    if (best) return { hand: best.hand, expendable: best.expendable, total: best.total, overpaidBy: best.overpaidBy };
  }
  return undefined;
}
