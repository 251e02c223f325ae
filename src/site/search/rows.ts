/**
 * How the search box turns the list it shows into the next one with the
 * least work for the browser (src/scripts/search-list.ts applies it): a row
 * whose result is unchanged keeps its node, and of those kept, the longest
 * run already in the new order stays where it is; only the others are moved,
 * and only new results get new rows. A node moved or made anew must be styled,
 * laid out and painted again; one left in place need not be. Pure: keys in,
 * a plan out.
 */

/** Which shown row each wanted row reuses, and which reused rows stay where they are. */
export interface RowPlan {
  /** For each wanted key, the index of the shown row that holds it (each used once), or -1 for a new row. */
  reuse: number[];
  /** The wanted indexes whose reused row is left in place (in order already); every other row is inserted. */
  stay: Set<number>;
}

/** Indexes (into `xs`) of a longest strictly increasing subsequence of `xs`, ignoring negative entries. */
function longestIncreasing(xs: readonly number[]): number[] {
  const tails: number[] = []; // index into xs of the smallest tail of each length
  const before: number[] = new Array<number>(xs.length).fill(-1);
  xs.forEach((x, i) => {
    if (x < 0) return;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (xs[tails[mid]!]! < x) lo = mid + 1;
      else hi = mid;
    }
    before[i] = lo > 0 ? tails[lo - 1]! : -1;
    tails[lo] = i;
  });
  const out: number[] = [];
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = before[i]!) out.push(i);
  return out.reverse();
}

/** The plan from the rows shown (their keys, in order) to the rows wanted. */
export function rowPlan(shown: readonly string[], wanted: readonly string[]): RowPlan {
  const free = new Map<string, number[]>();
  shown.forEach((k, i) => {
    const at = free.get(k);
    if (at) at.push(i);
    else free.set(k, [i]);
  });
  const reuse = wanted.map((k) => free.get(k)?.shift() ?? -1);
  return { reuse, stay: new Set(longestIncreasing(reuse)) };
}
