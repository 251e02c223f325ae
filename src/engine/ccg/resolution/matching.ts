/**
 * Bipartite matching for the requirement solver: rows are requirements, columns
 * are tokens (or cards). Maximum matching (Kuhn's augmenting paths, O(V·E)) says
 * whether every row can be paid; the Hungarian method (O(n²·m)) then finds the
 * cheapest complete assignment; the alternating-path search of a failed matching
 * gives the set of rows that compete for too few columns (Hall's condition).
 */

export interface Matching {
  /** Column matched to each row, or -1. */
  rowToCol: number[];
  /** Row matched to each column, or -1. */
  colToRow: number[];
  size: number;
}

/** Maximum bipartite matching; `adj[r]` lists the columns row r may take, in order of preference. */
export function maxMatching(adj: readonly (readonly number[])[], cols: number): Matching {
  const rowToCol = new Array<number>(adj.length).fill(-1);
  const colToRow = new Array<number>(cols).fill(-1);
  let size = 0;
  for (let r = 0; r < adj.length; r++) {
    const seen = new Array<boolean>(cols).fill(false);
    if (augment(r, adj, seen, rowToCol, colToRow)) size++;
  }
  return { rowToCol, colToRow, size };
}

function augment(r: number, adj: readonly (readonly number[])[], seen: boolean[], rowToCol: number[], colToRow: number[]): boolean {
  for (const c of adj[r] ?? []) {
    if (seen[c]) continue;
    seen[c] = true;
    const other = colToRow[c] ?? -1;
    if (other < 0 || augment(other, adj, seen, rowToCol, colToRow)) {
      rowToCol[r] = c;
      colToRow[c] = r;
      return true;
    }
  }
  return false;
}

/**
 * Minimum-cost assignment of every row to a distinct column (rows ≤ columns).
 * `cost[r][c]` is the price of row r taking column c, or `null` when it may not.
 * Returns the column of each row, or undefined when no complete assignment exists.
 */
export function minCostAssignment(cost: readonly (readonly (number | null)[])[], cols: number): number[] | undefined {
  const n = cost.length;
  if (n === 0) return [];
  if (n > cols) return undefined;
  // Forbidden pairs get a price no complete assignment of allowed pairs can reach.
  let maxCost = 0;
  for (const row of cost) for (const v of row) if (v !== null && v > maxCost) maxCost = v;
  const FORBIDDEN = (maxCost + 1) * (n + 1);
  const a = (r: number, c: number): number => cost[r]?.[c] ?? FORBIDDEN;
  const INF = Number.POSITIVE_INFINITY;
  // Potentials u (rows, 1-based) and v (columns, 1-based); p[c] = row assigned to column c; column 0 is a sentinel.
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(cols + 1).fill(0);
  const p = new Array<number>(cols + 1).fill(0);
  const way = new Array<number>(cols + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(cols + 1).fill(INF);
    const used = new Array<boolean>(cols + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = p[j0]!;
      let delta = INF;
      let j1 = 0;
      for (let j = 1; j <= cols; j++) {
        if (used[j]) continue;
        const cur = a(i0 - 1, j - 1) - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= cols; j++) {
        if (used[j]) {
          u[p[j]!] = u[p[j]!]! + delta;
          v[j] = v[j]! - delta;
        } else {
          minv[j] = minv[j]! - delta;
        }
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const rowToCol = new Array<number>(n).fill(-1);
  for (let j = 1; j <= cols; j++) if (p[j]! > 0) rowToCol[p[j]! - 1] = j - 1;
  if (rowToCol.some((c, r) => c < 0 || cost[r]?.[c] === null || cost[r]?.[c] === undefined)) return undefined;
  return rowToCol;
}

/**
 * Why row `start` is left unpaid by a maximum matching: the rows reachable from it
 * by alternating paths, and the columns they could take. All those columns are
 * already taken by the other rows of the set, so the set has one row too many.
 */
export function hallWitness(adj: readonly (readonly number[])[], m: Matching, start: number): { rows: number[]; cols: number[] } {
  const rows = new Set<number>([start]);
  const cols = new Set<number>();
  const queue = [start];
  while (queue.length > 0) {
    const r = queue.shift()!;
    for (const c of adj[r] ?? []) {
      if (cols.has(c)) continue;
      cols.add(c);
      const next = m.colToRow[c] ?? -1;
      if (next >= 0 && !rows.has(next)) {
        rows.add(next);
        queue.push(next);
      }
    }
  }
  return { rows: [...rows].sort((x, y) => x - y), cols: [...cols].sort((x, y) => x - y) };
}
