/**
 * The odds beside each move the game allows now, and the odds of the
 * situation that no move already shows. Beside a defence: the chance the
 * officer stays on his feet and, if he does, of his strike back landing;
 * beside a strike back, its chance; beside a hire, the new officer's power;
 * beside a repair or a take-off, the coming battle; beside taking or turning
 * down an offer, what a new Patron or buyer would bring and what the search
 * risks. An offer the rules force (the first one) is compared with nothing.
 * The chances after a move are worked out on a copy played at the table, so
 * no card is turned and no die rolled for real.
 */
import { exactly } from '../../core/dice/index.ts';
import { chanceNeeds, legalMoves, transition, type GameEvent, type GameState, type LegalMove } from '../game/index.ts';
import { hire } from '../odds/index.ts';
import { ok, type TradersResult } from '../rules/index.ts';
import { OFFICERS, rankName } from '../tables/index.ts';
import { leaderOf } from '../game/index.ts';
import { decisionOdds, offerComparison, type OddsLine } from './situation.ts';

export interface MoveOdds extends LegalMove {
  /** The odds that go with this move. */
  lines: OddsLine[];
}

export interface MoveAdvice {
  /** Every move the game allows now (dice totals to type in left out), each with its odds. */
  moves: MoveOdds[];
  /** The odds of the situation not already shown beside a move. */
  general: OddsLine[];
}

const situation = (s: GameState): OddsLine[] => {
  const r = decisionOdds(s);
  return r.ok ? r.value.lines : [];
};

/**
 * The game right after `event`, played on a copy at the table; with `hold`,
 * the dice of the attack that follows are entered at their lowest and the
 * defence at its highest, so the officer holds.
 */
function whatIf(s: GameState, event: GameEvent, rolls: 'hold' | 'none' = 'none'): GameState | null {
  const first = transition({ ...s, mode: 'table' }, event);
  if (!first.ok) return null;
  let t = first.value;
  if (rolls === 'hold') {
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

const then = (lines: readonly OddsLine[]): OddsLine[] => lines.map((l) => ({ ...l, label: `then ${l.label}` }));

export function moveAdvice(s: GameState): TradersResult<MoveAdvice> {
  const moves: MoveOdds[] = legalMoves(s)
    .filter((m) => m.event.type !== 'roll')
    .map((m) => ({ ...m, lines: [] }));
  const general = situation(s);
  const at = s.at;
  if (at.kind === 'defend') {
    // The situation lists each defence's chance of a wound in the order of the defences allowed, then the whole encounter.
    const defences = moves.filter((m) => m.event.type === 'defend');
    defences.forEach((m, k) => {
      const wound = general[k];
      if (!wound) return;
      m.lines.push({ label: `the ${rankName(at.target)} stays on his feet`, chance: { low: wound.chance.high.neg().add(1), high: wound.chance.low.neg().add(1) }, rule: wound.rule });
      const held = whatIf(s, m.event, 'hold');
      const strike = held?.at.kind === 'retaliate' ? situation(held)[0] : undefined;
      if (strike) m.lines.push({ ...strike, label: `if he does, ${strike.label}` });
    });
    return ok({ moves, general: general.slice(defences.length) });
  }
  if (at.kind === 'retaliate') {
    const strikes = moves.filter((m) => m.event.type === 'retaliate');
    if (strikes.length === general.length) {
      strikes.forEach((m, k) => m.lines.push(general[k]!));
      return ok({ moves, general: [] });
    }
  }
  const leader = leaderOf(s);
  const cmp = offerComparison(s);
  for (const m of moves) {
    const e = m.event;
    if (e.type === 'hire') {
      const h = hire(leader?.rank ?? null, leader?.power ?? 0, e.rank);
      const listed = OFFICERS[e.rank].power;
      if (h.ok) {
        m.lines.push(
          { label: `power ${listed - 1}`, chance: exactly(h.value.minus), rule: 'traders.t-3-d-iii' },
          { label: `power ${listed}`, chance: exactly(h.value.same), rule: 'traders.t-3-d-iii' },
          { label: `power ${listed + 1}`, chance: exactly(h.value.plus), rule: 'traders.t-3-d-iii' },
        );
      }
    } else if (e.type === 'repair') {
      const after = whatIf(s, e);
      if (after) m.lines.push(...then(situation(after)));
    } else if (e.type === 'take-off' || e.type === 'pay-layover') {
      m.lines.push(...general);
    } else if (e.type === 'accept') {
      m.lines.push(...cmp.take);
    } else if (e.type === 'refuse') {
      m.lines.push(...cmp.look);
      const after = whatIf(s, e);
      if (after) m.lines.push(...then(situation(after)));
    }
  }
  // A chance already shown beside a move (or after it) is not repeated below.
  const shown = moves.flatMap((m) => m.lines);
  const same = (a: OddsLine, b: OddsLine) => a.rule === b.rule && (a.label === b.label || a.label.endsWith(b.label)) && a.chance.low.equals(b.chance.low) && a.chance.high.equals(b.chance.high);
  return ok({ moves, general: general.filter((g) => !shown.some((l) => same(l, g))) });
}
