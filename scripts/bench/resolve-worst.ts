/**
 * The heaviest situations the resolution check's link reader accepts, as far
 * as we have found: every card the limits allow (four complications and the
 * contract), each with six subplots, as many elective requirements as stay
 * within the solver's 4,096 ways of choosing (four of six options and one of
 * three per card), six-option choices elsewhere, the whole link under the
 * 20,000-character cap. Among the shapes tried (one complication with long
 * requirement lists, four subplots each with a six-option elective as issue 14
 * describes, five subplots, token or choice options, 1 to 30 tokens of each
 * kind), this one made the check work longest with two tokens of each of the
 * 26 kinds (`worstResolveState`): so few that requirements compete for them,
 * and the solver must work out nearly every way of choosing. With 30 of each
 * (`fullPoolResolveState`) the pool is largest but the solver skips most ways.
 *
 * Used by `npm run bench`, by `npm run measure` (the main-thread figures of
 * scripts/lib/resolve-main-thread.mjs) and by the tool's browser test.
 */
import { LIMITS, SPEC_KEYS, TOKEN_KEYS, cleanState } from '../../src/widgets/resolve/state.ts';
import type { CardRow, ReqRow, ResolveState, SimpleReqRow, SubplotRow } from '../../src/widgets/resolve/state.ts';

const spec = (i: number) => SPEC_KEYS[i % SPEC_KEYS.length]!;
/** One of six token kinds, spread over the game's tokens. */
const choice = (at: number): SimpleReqRow => ({ kind: 'choice', options: Array.from({ length: LIMITS.options }, (_, i) => spec(at + i * 3)) });
const elective = (at: number, options: number): ReqRow => ({ kind: 'elective', options: Array.from({ length: options }, (_, i) => ({ kind: 'token', spec: spec(at + i * 5) })) });

/** Options of each subplot's elective: 6 × 6 × 6 × 6 × 3 = 3,888 ways, under the solver's 4,096. */
const ELECTIVES = [6, 6, 6, 6, 3, 0] as const;

function card(at: number): CardRow {
  const subplots: SubplotRow[] = ELECTIVES.map((options, i) => ({
    name: `Subplot ${i + 1}`,
    vp: String(i + 1),
    on: true,
    reqs: [...(options ? [elective(at + i * 3, options)] : []), choice(at + i)],
  }));
  return { name: `Card ${at + 1}`, reqs: [choice(at), choice(at + 1)], subplots };
}

function heavy(perKind: number): ResolveState {
  return {
    ...cleanState(),
    captain: 'Heavy',
    pool: TOKEN_KEYS.map((k) => ({ k, n: perKind })),
    complications: Array.from({ length: LIMITS.complications }, (_, i) => card(i + 1)),
    contract: { ...card(0), vp: '5' },
  };
}

/** The solver's worst case found: two tokens of each kind. */
export const worstResolveState = (): ResolveState => heavy(2);
/** The largest pool (30 tokens of each of the 26 kinds): the most to draw, a few seconds of solving. */
export const fullPoolResolveState = (): ResolveState => heavy(LIMITS.perKind);
