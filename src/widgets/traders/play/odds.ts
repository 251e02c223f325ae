/**
 * The odds the play page shows: beside each move the engine allows, the
 * chances of the situation, the last decision of a finished game with the
 * odds each option had, and how a run compares with simulated ones.
 */
import {
  chanceNeeds,
  decisionOdds,
  eventToken,
  hireOdds,
  leaderOf,
  legalMoves,
  offerStanding,
  pendingOf,
  OFFICERS,
  rankName,
  simulate,
  transition,
  type GameEvent,
  type GameState,
  type LegalMove,
  type TradersRuleId,
} from '../../../engine/traders/index.ts';
import { Fraction, ONE } from '../../../engine/core/dice/index.ts';
import { chanceText } from '../shared/chance.ts';
import type { CompareView, OddsLine, OddsView, ReviewView } from './types.ts';
import { headerOf, last, type Played } from './played.ts';

interface RawLine {
  label: string;
  chance: Fraction;
  rule: TradersRuleId;
}

const asText = (l: RawLine): OddsLine => ({ label: l.label, chance: chanceText(l.chance), rule: l.rule });

/** The engine's odds for the situation. */
function generalOdds(s: GameState): RawLine[] {
  const r = decisionOdds(s);
  return r.ok ? r.value.lines : [];
}

/**
 * The odds the engine gives for the situation right after `event`, worked
 * out on a copy played at the table (so no card is turned and no die rolled
 * for real): `rolls` are entered for any dice the step asks for.
 */
function whatIf(s: GameState, event: GameEvent, rolls: 'hold' | 'none' = 'none'): GameState | null {
  const first = transition({ ...s, mode: 'table' }, event);
  if (!first.ok) return null;
  let t = first.value;
  if (rolls === 'hold') {
    // The attack at its lowest and the defence at its highest: the officer holds.
    const needs = chanceNeeds(t);
    if (needs.length !== 2 || needs[0]!.kind !== 'roll' || needs[1]!.kind !== 'roll') return null;
    for (const total of [needs[0]!.dice, 6 * needs[1]!.dice]) {
      const r = transition(t, { type: 'roll', total });
      if (!r.ok) return null;
      t = r.value;
    }
  }
  return t;
}

function oddsFor(s: GameState, buttons: readonly LegalMove[]): { general: OddsLine[]; perButton: OddsLine[][] } {
  const general = generalOdds(s);
  const at = s.at;
  const per: RawLine[][] = buttons.map(() => []);
  const done = (rest: RawLine[]) => ({ general: rest.map(asText), perButton: per.map((ls) => ls.map(asText)) });
  if (at.kind === 'defend') {
    // The engine lists each defence's odds in the order of the defences it allows.
    const defences = buttons.map((b, i) => [b, i] as const).filter(([b]) => b.event.type === 'defend');
    if (defences.length === general.length) {
      defences.forEach(([b, i], k) => {
        const wound = general[k]!;
        per[i]!.push({ label: `the ${rankName(at.target)} stays on his feet`, chance: ONE.sub(wound.chance), rule: wound.rule });
        const held = whatIf(s, b.event, 'hold');
        const strike = held?.at.kind === 'retaliate' ? generalOdds(held)[0] : undefined;
        if (strike) per[i]!.push({ ...strike, label: `if he does, ${strike.label}` });
      });
      return done([]);
    }
  }
  if (at.kind === 'retaliate') {
    const strikes = buttons.map((b, i) => [b, i] as const).filter(([b]) => b.event.type === 'retaliate');
    if (strikes.length === general.length) {
      strikes.forEach(([, i], k) => per[i]!.push(general[k]!));
      return done([]);
    }
  }
  const leader = leaderOf(s);
  buttons.forEach((b, i) => {
    const e = b.event;
    if (e.type === 'hire') {
      const h = hireOdds(leader?.rank ?? null, leader?.power ?? 0, e.rank);
      const listed = OFFICERS[e.rank].power;
      if (h.ok) per[i]!.push({ label: `power ${listed - 1}`, chance: h.value.minus, rule: 'traders.t-3-d-iii' }, { label: `power ${listed}`, chance: h.value.same, rule: 'traders.t-3-d-iii' }, { label: `power ${listed + 1}`, chance: h.value.plus, rule: 'traders.t-3-d-iii' });
    } else if (e.type === 'repair') {
      const after = whatIf(s, e);
      if (after) per[i]!.push(...generalOdds(after).map((l) => ({ ...l, label: `then ${l.label}` })));
    } else if ((e.type === 'take-off' || e.type === 'pay-layover') && general.length > 0) {
      per[i]!.push(...general);
    } else if ((e.type === 'accept' || e.type === 'refuse') && s.offer) {
      const q = { side: s.offer.side, leaderPower: leader?.power ?? 0 };
      const st = offerStanding(s.offer.goods, q, s.offer.price);
      const rule: TradersRuleId = s.offer.side === 'buy' ? 'traders.t-3-a' : 'traders.t-7';
      if (st.ok && e.type === 'accept') per[i]!.push({ label: 'this offer is better than a fresh roll', chance: st.value.worse, rule });
      if (e.type === 'refuse') {
        if (st.ok) per[i]!.push({ label: 'a fresh roll would be better', chance: st.value.better, rule });
        const after = whatIf(s, e);
        if (after) per[i]!.push(...generalOdds(after).map((l) => ({ ...l, label: `then ${l.label}` })));
      }
    }
  });
  // A chance already shown beside a button (or its what-if after that button) is not repeated below.
  const shown = per.flat();
  return done(general.filter((g) => !shown.some((l) => l.rule === g.rule && (l.chance.equals(g.chance) || l.label.endsWith(g.label)))));
}

export function oddsView(p: Played): OddsView {
  const s = last(p);
  const buttons = legalMoves(s).filter((m) => m.event.type !== 'roll');
  const { general, perButton } = oddsFor(s, buttons);
  return { record: p.text, lines: general, perButton };
}

/** The last choice before the end, with the odds each of its options had. */
export function reviewView(p: Played): ReviewView {
  const n = p.record.events.length;
  for (let i = n - 1; i >= 0; i--) {
    const s = p.states[i]!;
    const pending = pendingOf(s);
    if (pending.kind !== 'decision') continue;
    const moves = legalMoves(s);
    const taken = eventToken(p.record.events[i]!);
    const { general, perButton } = oddsFor(s, moves);
    return {
      record: p.text,
      last: {
        prompt: pending.prompt,
        chosen: moves.find((m) => eventToken(m.event) === taken)?.label ?? '',
        moves: moves.map((m, k) => ({ label: m.label, odds: perButton[k]! })),
        general,
      },
    };
  }
  return { record: p.text, last: null };
}

// ---------------------------------------------------------------------------
// How a run compares with simulated ones

const SIM_GAMES = 1000;
const simulated = new Map<string, ReturnType<typeof simulate>>();

export function compareView(p: Played): CompareView | null {
  const s = last(p);
  const key = headerOf({ ...p.record, seed: 0 });
  let sim = simulated.get(key);
  if (!sim) simulated.set(key, (sim = simulate({ seed: 2026, games: SIM_GAMES, readings: s.readings })));
  if (!sim.ok) return null;
  const runs = sim.value.runs;
  const share = (n: number) => chanceText(new Fraction(n, runs.length), 1);
  return {
    games: runs.length,
    stop: s.furthestStop,
    sales: s.sales,
    reached: share(runs.filter((r) => r.furthestStop >= s.furthestStop).length),
    sold: share(runs.filter((r) => r.sales >= s.sales).length),
    firstPort: share(runs.filter((r) => r.endedAt === 'first-turn').length),
  };
}

