/**
 * The space combat resolver's questions put to the engine: the setup read
 * (`spaceBattle.setup`), the moves replayed one by one (`transition`, which
 * refuses a result the dice cannot give), and for the step the battle waits
 * for, the exact odds against each target it may pick (`battleStepOdds`).
 * The last battle replayed is kept, so a new move costs one transition.
 * Text out. Pure apart from that memo; runs in a worker.
 */
import { battleStepOdds, currentStep, salvosLeft, spaceBattle, type BattleEvent, type BattleState, type BattleStep, type StepOdds } from '../../../engine/ascension/space/index.ts';
import type { TraceStep } from '../../../engine/core/result.ts';
import { chanceRows, chanceText, type ChanceRow, type ChanceText } from '../../kit/chance.ts';
import { num, solveAll, type Unchecked } from '../../kit/form.ts';
import { changedReadingsOf, type ChangedReading } from '../shared/readings.ts';
import { INITIAL, RATINGS, SPACE_READINGS, type Move, type SpaceState } from './state.ts';

export type OddsText =
  | { kind: 'chance'; success: ChanceText }
  | { kind: 'damage'; none: ChanceText; mean: string; max: number; table: ChanceRow[]; fired?: number }
  | { kind: 'kills'; bySize: { missileSize: number; dice: number; rows: ChanceRow[] }[] }
  | { kind: 'range'; attacker: ChanceText; defender: ChanceText; none: ChanceText };

export interface ShipView {
  id: string;
  side: 'attacker' | 'defender';
  initiative: number;
  damage: number;
  hull: number;
  disabled: boolean;
  destroyed: boolean;
  withdrawn: boolean;
  spotted: boolean;
  salvosLeft: number;
}

export interface StepView {
  kind: BattleStep['kind'];
  /** The ship whose step it is (its place in the list), when a ship acts. */
  ship: number | null;
  /** Targets it may pick (places in the list), each with the odds of the step against it. */
  targets: { ship: number; odds: OddsText | null; trace: TraceStep[] }[];
  /** The odds of a step without a target (Range, Stealth, Point Defense, impact, Disabled check). */
  odds: OddsText | null;
  trace: TraceStep[];
  /** Point Defense: the volleys coming in, in order. Impact: the one striking. */
  volleys: { from: number; count: number; missileSize: number }[];
  outcome: { winner: 'attacker' | 'defender' | null; reason: string } | null;
}

export interface BattleView {
  ok: true;
  system: 'smart' | 'standard';
  round: number;
  phase: BattleState['phase'];
  range: number;
  order: number[];
  ships: ShipView[];
  step: StepView;
  /** The trace of the setup, then of each move accepted. */
  setup: TraceStep[];
  log: TraceStep[][];
  /** A move the rules refuse: where, and why. Moves from there on are not played. */
  refused: { index: number; error: string; rule: string; field?: string } | null;
  readings: ChangedReading[];
}

export type SpaceAnswer = BattleView | (Unchecked & { readings: ChangedReading[] });

/** The setup input the engine reads, with the same field paths as its refusals. */
export function setupInput(s: SpaceState): Record<string, unknown> {
  return {
    system: s.system,
    startRange: num(s.startRange),
    maxRange: num(s.maxRange),
    blockaded: s.blockaded,
    ships: s.ships.map((x) => ({
      id: x.id,
      side: x.side,
      initiative: num(x.initiative),
      damage: num(x.damage),
      disabled: x.disabled,
      ratings: Object.fromEntries(RATINGS.map((k) => [k, num(x.r[k])])),
    })),
    readings: s.readings,
  };
}

const CLEAN_SHIP = { id: 'Ship', side: 'attacker', initiative: 1, damage: 0, disabled: false, ratings: Object.fromEntries(RATINGS.map((k) => [k, k === 'hull' ? 1 : 0])) };
const CLEAN = { ...setupInput(INITIAL), ships: [CLEAN_SHIP] };

/** A move as the engine's event, ships named by their ids. */
export function eventOf(m: Move, ids: readonly string[]): BattleEvent {
  const at = (i: unknown) => ids[i as number] ?? '';
  const target = (i: unknown) => ((i as number) < 0 ? null : at(i));
  const side = (c: unknown) => (c === 'a' ? 'attacker' : 'defender');
  switch (m[0]) {
    case 'S':
      return { type: 'sensors', ship: at(m[1]), target: target(m[2]), spotted: m[3] === 1 };
    case 'M':
      return { type: 'missiles', ship: at(m[1]), target: target(m[2]) };
    case 'P':
      return { type: 'spinal', ship: at(m[1]), target: target(m[2]), damage: m[3] as number };
    case 'B':
      return { type: 'beams', ship: at(m[1]), target: target(m[2]), damage: m[3] as number };
    case 'D':
      return { type: 'point-defense', ship: at(m[1]), kills: m.slice(2) as number[] };
    case 'I':
      return { type: 'impact', ship: at(m[1]), damage: m[2] as number };
    case 'C':
      return { type: 'disabled-check', ship: at(m[1]), disabled: m[2] === 1 };
    case 'R':
      return { type: 'range', winner: m[1] === 'n' ? 'none' : side(m[1]), move: m[2] === 'f' ? 'further' : 'closer' };
    case 'W':
      return { type: 'withdraw', side: side(m[1]) };
    default:
      return { type: 'stealth', ship: at(m[1]), success: m[2] === -1 ? null : m[2] === 1 };
  }
}

function oddsText(o: StepOdds): OddsText {
  switch (o.kind) {
    case 'chance':
      return { kind: 'chance', success: chanceText(o.success) };
    case 'damage':
      return { kind: 'damage', none: chanceText(o.none), mean: o.mean.toFraction(), max: o.table.reduce((m, r) => Math.max(m, r.value), 0), table: chanceRows(o.table), ...(o.fired === undefined ? {} : { fired: o.fired }) };
    case 'kills':
      return { kind: 'kills', bySize: o.bySize.map((b) => ({ missileSize: b.missileSize, dice: b.dice, rows: chanceRows(b.hits) })) };
    default:
      return { kind: 'range', attacker: chanceText(o.attackerWins), defender: chanceText(o.defenderWins), none: chanceText(o.noChange) };
  }
}

/** The last battle replayed: its setup, the moves played, the state after each and each move's trace. */
let memo: { key: string; moves: string[]; states: BattleState[]; logs: TraceStep[][]; setup: TraceStep[] } | null = null;

function stepView(state: BattleState, place: (id: string) => number): StepView {
  const s = currentStep(state);
  const base: StepView = { kind: s.kind, ship: 'ship' in s ? place(s.ship) : null, targets: [], odds: null, trace: [], volleys: [], outcome: s.kind === 'over' ? s.outcome : null };
  if (s.kind === 'over' || s.kind === 'stalled') return base;
  if ('targets' in s && s.kind !== 'stealth') {
    base.targets = s.targets.map((t) => {
      const o = battleStepOdds(state, t);
      return { ship: place(t), odds: o.ok ? oddsText(o.value) : null, trace: o.ok ? o.trace : [] };
    });
    return base;
  }
  const o = battleStepOdds(state);
  if (o.ok) {
    base.odds = oddsText(o.value);
    base.trace = o.trace;
  }
  if (s.kind === 'point-defense') base.volleys = s.volleys.map((v) => ({ from: place(v.from), count: v.count, missileSize: v.missileSize }));
  if (s.kind === 'impact') base.volleys = [{ from: place(s.volley.from), count: s.volley.count, missileSize: s.volley.missileSize }];
  return base;
}

export function computeSpace(s: SpaceState): SpaceAnswer {
  const readings = changedReadingsOf(SPACE_READINGS, s.readings);
  const input = setupInput(s);
  const set = solveAll((i) => spaceBattle.setup(i), input, CLEAN);
  if (!set.ok) return { ok: false, fields: set.fields, general: set.general, readings };
  const ids = s.ships.map((x) => x.id);
  const key = JSON.stringify(input);
  const moves = s.moves.map((m) => JSON.stringify(m));
  if (!memo || memo.key !== key) memo = { key, moves: [], states: [set.value], logs: [], setup: set.trace };
  let same = 0;
  while (same < memo.moves.length && same < moves.length && memo.moves[same] === moves[same]) same++;
  memo.moves.length = same;
  memo.states.length = same + 1;
  memo.logs.length = same;
  let refused: BattleView['refused'] = null;
  for (let i = same; i < s.moves.length; i++) {
    const r = spaceBattle.transition(memo.states[i]!, eventOf(s.moves[i]!, ids));
    if (!r.ok) {
      refused = { index: i, error: r.error, rule: r.rule, ...(r.field === undefined ? {} : { field: r.field }) };
      break;
    }
    memo.moves.push(moves[i]!);
    memo.states.push(r.value);
    memo.logs.push(r.trace);
  }
  const state = memo.states[memo.states.length - 1]!;
  const place = (id: string) => ids.indexOf(id);
  return {
    ok: true,
    system: state.system,
    round: state.round,
    phase: state.phase,
    range: state.range,
    order: state.order.map(place),
    ships: state.ships.map((x) => ({
      id: x.id,
      side: x.side,
      initiative: x.initiative,
      damage: x.damage,
      hull: x.ratings.hull,
      disabled: x.disabled,
      destroyed: x.destroyed,
      withdrawn: x.withdrawn,
      spotted: x.spotted,
      salvosLeft: salvosLeft(state, x),
    })),
    step: stepView(state, place),
    setup: memo.setup,
    log: memo.logs.slice(),
    refused,
    readings,
  };
}
