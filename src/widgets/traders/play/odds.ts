/**
 * The odds the play page shows, as text: the engine's odds beside each move
 * it allows and of the situation (`moveAdvice`: which comparisons apply is
 * the engine's call), the last decision of a finished game with the odds
 * each option had. How a run compares with simulated ones is `compare.ts`,
 * loaded by the worker only when a game ends.
 */
import { eventToken, legalMoves, moveAdvice, pendingOf, type GameState, type OddsLine as EngineLine } from '../../../engine/traders/index.ts';
import { chanceText } from '../../kit/chance.ts';
import type { OddsLine, OddsView, ReviewView } from './types.ts';
import { last, type Played } from './played.ts';

const asText = (l: EngineLine): OddsLine => ({ label: l.label, chance: chanceText(l.chance), rule: l.rule });

/** The odds beside each move (in the order of the legal moves, dice totals left out) and the rest of the situation's. */
function oddsFor(s: GameState): { general: OddsLine[]; perButton: OddsLine[][] } {
  const r = moveAdvice(s);
  if (!r.ok) return { general: [], perButton: [] };
  return { general: r.value.general.map(asText), perButton: r.value.moves.map((m) => m.lines.map(asText)) };
}

export function oddsView(p: Played): OddsView {
  const { general, perButton } = oddsFor(last(p));
  return { record: p.text, lines: general, perButton };
}

/** The last choice before the end, with the odds each of its options had. */
export function reviewView(p: Played): ReviewView {
  const n = p.record.events.length;
  for (let i = n - 1; i >= 0; i--) {
    const s = p.states[i]!;
    const pending = pendingOf(s);
    if (pending.kind !== 'decision') continue;
    const moves = legalMoves(s).filter((m) => m.event.type !== 'roll');
    const taken = eventToken(p.record.events[i]!);
    const { general, perButton } = oddsFor(s);
    return {
      record: p.text,
      last: {
        prompt: pending.prompt,
        chosen: moves.find((m) => eventToken(m.event) === taken)?.label ?? '',
        moves: moves.map((m, k) => ({ label: m.label, odds: perButton[k] ?? [] })),
        general,
      },
    };
  }
  return { record: p.text, last: null };
}
