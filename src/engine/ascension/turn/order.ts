/**
 * The order of play for one action (M7, [8.1]): the higher Initiative number
 * goes first; a tie goes to the Action type further left on the board
 * (Military first, Any last); a tie there to the higher card ID.
 */
import { BOUNDS, choice, guarded, label, list, read, shape, whole, type ReaderValue } from '../input/index.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { ACTION_BARS, ACTION_NAMES, actionRank, type ActionBar } from '../board/index.ts';

export const readRevealedCard = shape(
  'A revealed card',
  {
    player: label('The player', 'ascension.a-8-1'),
    initiative: whole('The Initiative number', 0, BOUNDS.initiative, 'ascension.a-2-4'),
    action: choice('The Action bar', ACTION_BARS, 'ascension.a-2-4'),
    cardId: whole('The card ID', 1, BOUNDS.cardId, 'ascension.a-2-4'),
  },
  'ascension.a-8-1',
);
export type RevealedCard = ReaderValue<typeof readRevealedCard>;

export type DecidedBy = 'initiative' | 'action-type' | 'card-id';

export interface ActionOrder {
  /** Players from first to last. */
  order: string[];
  /** What separated each neighbouring pair (one entry fewer than players). */
  decidedBy: DecidedBy[];
}

function compare(a: RevealedCard, b: RevealedCard): { sign: number; by: DecidedBy } {
  if (a.initiative !== b.initiative) return { sign: b.initiative - a.initiative, by: 'initiative' };
  const ra = actionRank(a.action);
  const rb = actionRank(b.action);
  if (ra !== rb) return { sign: ra - rb, by: 'action-type' };
  return { sign: b.cardId - a.cardId, by: 'card-id' };
}

const cardText = (c: RevealedCard): string => `${c.player} (Initiative ${c.initiative}, ${ACTION_NAMES[c.action as ActionBar]}, card ${c.cardId})`;

/** Orders checked cards; two cards sharing one ID are refused. */
export function orderCards(cards: readonly RevealedCard[]): AscensionResult<ActionOrder> {
  const players = new Set(cards.map((c) => c.player));
  if (players.size !== cards.length) return err('Each player reveals exactly one card.', 'ascension.a-8-1', 'cards');
  const ids = new Set(cards.map((c) => c.cardId));
  if (ids.size !== cards.length) return err('Two revealed cards cannot share a card ID.', 'ascension.a-2-4', 'cards');
  const sorted = [...cards].sort((a, b) => compare(a, b).sign);
  const decidedBy: DecidedBy[] = [];
  const trace: Step[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const [a, b] = [sorted[i] as RevealedCard, sorted[i + 1] as RevealedCard];
    const { by } = compare(a, b);
    decidedBy.push(by);
    const why =
      by === 'initiative'
        ? `the higher Initiative (${a.initiative} over ${b.initiative})`
        : by === 'action-type'
          ? `Initiative is tied at ${a.initiative}; ${ACTION_NAMES[a.action as ActionBar]} stands left of ${ACTION_NAMES[b.action as ActionBar]} on the board`
          : `Initiative and Action type are tied; card ${a.cardId} has the higher ID than ${b.cardId}`;
    trace.push(step(`${cardText(a)} goes before ${cardText(b)}: ${why}.`, 'ascension.a-8-1'));
  }
  return ok({ order: sorted.map((c) => c.player), decidedBy }, trace);
}

const readCards = shape('The revealed cards', { cards: list('The revealed cards', readRevealedCard, 2, 2, 'ascension.AM-48') }, 'ascension.a-8-1');

/** The order of play for one action, from the two revealed cards. */
export function actionOrder(input: { cards: RevealedCard[] } | unknown): AscensionResult<ActionOrder> {
  return guarded('ascension.a-8-1', () => {
    const r = read(readCards, input);
    return r.ok ? orderCards(r.value.cards) : r;
  });
}
