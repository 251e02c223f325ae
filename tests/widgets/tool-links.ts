/**
 * Every tool's link reader, with the states the tool writes (its clean state
 * and its examples): shared by the fuzz test of the readers
 * (`url-readers.fuzz.test.ts`) and the round-trip property test
 * (`link-roundtrip.property.test.ts`).
 */
import { urlSchema, type UrlSchema } from '../../src/widgets/kit/url-state.ts';
import type { Parsed } from '../../src/widgets/kit/numbers.ts';
import { DECK_URL } from '../../src/widgets/deck/state.ts';
import { LEGAL_DECK_LIST, ILLEGAL_DECK_LIST } from '../../src/engine/ccg/examples/index.ts';
import { SOLO_URL, INITIAL_SOLO_POINTS } from '../../src/widgets/solo/state.ts';
import { emptyState as expenseClean } from '../../src/widgets/expense/state.ts';
import { EXPENSE_URL } from '../../src/widgets/expense/link-reader.ts';
import { TOOL_PRESETS as EXPENSE_PRESETS, presetState as expensePreset } from '../../src/widgets/expense/presets.ts';
import { parsePiracyState } from '../../src/widgets/piracy/link.ts';
import { cleanState as piracyClean } from '../../src/widgets/piracy/state.ts';
import { presetState as piracyPreset } from '../../src/widgets/piracy/presets.ts';
import { PIRACY_PRESETS, TIMING_PRESETS } from '../../src/engine/ccg/examples/index.ts';
import { parseQueueToolState, cleanState as queueClean, presetState as queuePreset } from '../../src/widgets/queue/replay.ts';
import { parseResolveState } from '../../src/widgets/resolve/link.ts';
import { cleanState as resolveClean } from '../../src/widgets/resolve/state.ts';
import { TOOL_PRESETS as RESOLVE_PRESETS, presetState as resolvePreset } from '../../src/widgets/resolve/presets.ts';
import { INITIAL_STATE as ROUND_CLEAN } from '../../src/widgets/round/state.ts';
import { roundUrl } from '../../src/widgets/round/link.ts';
import { TRACKER_PRESETS } from '../../src/widgets/round/presets.ts';
import { INITIAL as MARKET_CLEAN, EXAMPLES as MARKET_PRESETS } from '../../src/widgets/traders/market/state.ts';
import { MARKET_URL } from '../../src/widgets/traders/market/link.ts';
import { INITIAL as TRIP_CLEAN, EXAMPLES as TRIP_PRESETS } from '../../src/widgets/traders/trip/state.ts';
import { TRIP_URL } from '../../src/widgets/traders/trip/link.ts';
import { INITIAL as BATTLE_CLEAN, EXAMPLES as BATTLE_PRESETS } from '../../src/widgets/traders/battle/state.ts';
import { BATTLE_URL } from '../../src/widgets/traders/battle/link.ts';
import { INITIAL as ROLL_OFF_CLEAN, EXAMPLES as ROLL_OFF_PRESETS } from '../../src/widgets/traders/roll-off/state.ts';
import { ROLL_OFF_URL } from '../../src/widgets/traders/roll-off/link.ts';
import { FLUX_URL } from '../../src/widgets/ascension/flux/link.ts';
import { FLUX_EXAMPLES } from '../../src/widgets/ascension/flux/presets.ts';
import { SIEGE_URL } from '../../src/widgets/ascension/siege/link.ts';
import { SIEGE_EXAMPLES } from '../../src/widgets/ascension/siege/presets.ts';
import { SPACE_URL } from '../../src/widgets/ascension/space/link.ts';
import { SPACE_EXAMPLES } from '../../src/widgets/ascension/space/presets.ts';
import { TRADE_URL } from '../../src/widgets/ascension/trade/link.ts';
import { TRADE_EXAMPLES } from '../../src/widgets/ascension/trade/presets.ts';
import { TURN_URL } from '../../src/widgets/ascension/turn/link.ts';
import { TURN_EXAMPLES } from '../../src/widgets/ascension/turn/presets.ts';
import { BUDGET_URL } from '../../src/widgets/ascension/budget/link.ts';
import { BUDGET_EXAMPLES } from '../../src/widgets/ascension/budget/presets.ts';
import { PLANETFALL_URL } from '../../src/widgets/ascension/planetfall/link.ts';
import { ACTIONS_URL } from '../../src/widgets/ascension/actions/link.ts';
import { ACTIONS_EXAMPLES } from '../../src/widgets/ascension/actions/presets.ts';
import { INITIAL as ACTIONS_CLEAN } from '../../src/widgets/ascension/actions/state.ts';
import { PLANETFALL_EXAMPLES } from '../../src/widgets/ascension/planetfall/presets.ts';
import { INITIAL as FLUX_CLEAN } from '../../src/widgets/ascension/flux/state.ts';
import { INITIAL as SIEGE_CLEAN } from '../../src/widgets/ascension/siege/state.ts';
import { INITIAL as SPACE_CLEAN } from '../../src/widgets/ascension/space/state.ts';
import { INITIAL as TRADE_CLEAN } from '../../src/widgets/ascension/trade/state.ts';
import { INITIAL as TURN_CLEAN } from '../../src/widgets/ascension/turn/state.ts';
import { INITIAL as BUDGET_CLEAN } from '../../src/widgets/ascension/budget/state.ts';
import { INITIAL as PLANETFALL_CLEAN } from '../../src/widgets/ascension/planetfall/state.ts';

export interface Reader {
  name: string;
  schema: UrlSchema<unknown>;
  /** States the tool writes: its clean state and its examples. */
  seeds: unknown[];
  /** Other links the tool reads, written elsewhere (a Traders calculator opened from a described position): fuzzed from too. */
  reads?: unknown[];
}

/** Traders calculators opened from a described position (the link the play page writes: `{ position: <code> }`). */
const POSITION_LINKS = ['s3_4_xc_1_68w_0a4o1c3ou1a2n3a1o_11000000', 'p2_1_1f4_2_a5wi_0r4o1a3o2a2n3d1o_', 'b1_0_0_0_-_0a4o1a3o2a2o3a1o_'].map((position) => ({ position }));

const schema = <T,>(s: UrlSchema<T>) => s as UrlSchema<unknown>;
const parser = <T,>(p: (raw: unknown) => Parsed<T>) => urlSchema(p) as UrlSchema<unknown>;
const defined = <T,>(xs: (T | undefined)[]): T[] => xs.filter((x): x is T => x !== undefined);
/** A CCG tool's seeds under each edition setting a link can hold (the later edition is the field left out). */
const editions = <T extends object>(xs: T[]): T[] => xs.flatMap((x) => [x, { ...x, edition: 'earlier' }, { ...x, edition: 'compare' }]);

export const READERS: Reader[] = [
  { name: 'deck checker', schema: schema(DECK_URL), seeds: [{ text: '' }, { text: LEGAL_DECK_LIST.text }, { text: ILLEGAL_DECK_LIST.text }] },
  { name: 'solo points', schema: schema(SOLO_URL), seeds: [INITIAL_SOLO_POINTS] },
  { name: 'expense', schema: schema(EXPENSE_URL), seeds: editions([expenseClean(), ...defined(EXPENSE_PRESETS.map((p) => expensePreset(p.id)))]) },
  { name: 'piracy', schema: parser(parsePiracyState), seeds: editions([piracyClean(), ...defined(PIRACY_PRESETS.map((p) => piracyPreset(p.id)))]) },
  { name: 'queue', schema: parser(parseQueueToolState), seeds: editions([queueClean(), ...TIMING_PRESETS.map((p) => queuePreset(p))]) },
  { name: 'resolution check', schema: parser(parseResolveState), seeds: editions([resolveClean(), ...defined(RESOLVE_PRESETS.map((p) => resolvePreset(p.id)))]) },
  { name: 'round tracker', schema: schema(roundUrl(TRACKER_PRESETS.map((p) => p.id))), seeds: editions([ROUND_CLEAN]) },
  { name: 'traders market', schema: schema(MARKET_URL), seeds: [MARKET_CLEAN, ...MARKET_PRESETS.map((p) => ({ ...p.state, exact: false }))], reads: POSITION_LINKS },
  { name: 'traders trip', schema: schema(TRIP_URL), seeds: [TRIP_CLEAN, ...TRIP_PRESETS.map((p) => ({ ...p.state, exact: false }))], reads: POSITION_LINKS },
  { name: 'traders battle', schema: schema(BATTLE_URL), seeds: [BATTLE_CLEAN, ...BATTLE_PRESETS.map((p) => ({ ...p.state, exact: false }))], reads: POSITION_LINKS },
  { name: 'traders opposed roll', schema: schema(ROLL_OFF_URL), seeds: [ROLL_OFF_CLEAN, ...ROLL_OFF_PRESETS.map((p) => p.state)] },
  { name: 'ascension flux', schema: schema(FLUX_URL), seeds: [FLUX_CLEAN, ...FLUX_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension siege', schema: schema(SIEGE_URL), seeds: [SIEGE_CLEAN, ...SIEGE_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension space combat', schema: schema(SPACE_URL), seeds: [SPACE_CLEAN, ...SPACE_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension trade', schema: schema(TRADE_URL), seeds: [TRADE_CLEAN, ...TRADE_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension turn tracker', schema: schema(TURN_URL), seeds: [TURN_CLEAN, ...TURN_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension budget', schema: schema(BUDGET_URL), seeds: [BUDGET_CLEAN, ...BUDGET_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension planetfall', schema: schema(PLANETFALL_URL), seeds: [PLANETFALL_CLEAN, ...PLANETFALL_EXAMPLES.map((e) => e.state)] },
  { name: 'ascension action check', schema: schema(ACTIONS_URL), seeds: [ACTIONS_CLEAN, ...ACTIONS_EXAMPLES.map((e) => e.state)] },
];

