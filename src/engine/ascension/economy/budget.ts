/**
 * Budget and upkeep (M16, [5.0]): the Budget is the three Faction Panel
 * Budgets plus the face of each of your bars, less the faces of your World
 * Panel bars an opponent's Agent smuggles on, plus 2 for each of your Agents
 * smuggling (AM-22). Every Asset and Ship card you hold costs upkeep, on the
 * board or not (AM-50); it may not pass the Budget when buying, and pieces
 * over it are trimmed at the end of the turn.
 */
import { BOUNDS, choice, flag, guarded, list, nullable, optional, read, shape, whole, type ReaderValue } from '../input/index.ts';
import { DEFAULT_READINGS, type Readings } from '../readings.ts';
import { err, ok, step, type AscensionResult, type Step } from '../result.ts';
import { OUTPOST_KINDS } from './outpost-kinds.ts';


export const readBar = shape(
  'A bar',
  {
    face: whole('Its face', 1, 2, 'ascension.a-4-2'),
    outpost: optional(nullable(choice('The Outpost under it', OUTPOST_KINDS, 'ascension.a-4-2-outposts')), null),
    smuggled: optional(flag('Smuggled by an opponent', 'ascension.AM-22'), false),
  },
  'ascension.a-4-2',
);
export type Bar = ReaderValue<typeof readBar>;

const readBudget = shape(
  'A Budget',
  {
    panelBudgets: list('The Faction Panel Budgets', whole('A panel Budget', 0, BOUNDS.budget, 'ascension.a-5-0'), 3, 3, 'ascension.a-5-0'),
    bars: optional(list('Your bars', readBar, 0, BOUNDS.listLength, 'ascension.a-4-2'), []),
    smugglingAgents: optional(whole('Your smuggling Agents', 0, BOUNDS.listLength, 'ascension.AM-22'), 0),
    heldCards: optional(list('Costs of the Asset and Ship cards you hold', whole('A card cost', 0, BOUNDS.budget, 'ascension.AM-50'), 0, BOUNDS.listLength, 'ascension.AM-50'), []),
    buying: optional(nullable(whole('The cost of the card to buy', 0, BOUNDS.budget, 'ascension.a-5-0')), null),
  },
  'ascension.a-5-0',
);
export type BudgetInput = ReaderValue<typeof readBudget>;

export interface BudgetReport {
  panels: number;
  bars: number;
  smuggledLoss: number;
  smugglingGain: number;
  budget: number;
  upkeep: number;
  /** Upkeep above the Budget: what must be trimmed at the end of the turn (0 when within). */
  over: number;
  /** With `buying`: whether the card fits the Budget. */
  canBuy: boolean | null;
}

/** The value of a bar in Budget or Victory Points: its face, doubled for a Factory only under the "everywhere" reading of AM-15. */
export function barValue(bar: Pick<Bar, 'face' | 'outpost'>, readings: Readings): number {
  return bar.outpost === 'factory' && readings.factoryDoubling === 'everywhere' ? 2 * bar.face : bar.face;
}

export function budgetReport(input: unknown, readings: Readings = DEFAULT_READINGS): AscensionResult<BudgetReport> {
  return guarded('ascension.a-5-0', () => {
    const r = read(readBudget, input);
    if (!r.ok) return r;
    const v = r.value;
    for (const [i, bar] of v.bars.entries()) {
      if (bar.smuggled && bar.outpost !== null) return err('Smuggling works on World Panels, not Outposts.', 'ascension.a-8-2', `bars.${i}.smuggled`);
    }
    const panels = v.panelBudgets.reduce((a, b) => a + b, 0);
    const bars = v.bars.reduce((a, b) => a + barValue(b, readings), 0);
    const smuggledLoss = v.bars.filter((b) => b.smuggled).reduce((a, b) => a + b.face, 0);
    const smugglingGain = 2 * v.smugglingAgents;
    const budget = panels + bars - smuggledLoss + smugglingGain;
    const upkeep = v.heldCards.reduce((a, b) => a + b, 0);
    const canBuy = v.buying === null ? null : upkeep + v.buying <= budget;
    const trace: Step[] = [
      step(`Faction Panel Budgets ${v.panelBudgets.join(' + ')} = ${panels}.`, 'ascension.a-5-0'),
      step(`Your ${v.bars.length} bars add ${bars}.`, readings.factoryDoubling === 'everywhere' && v.bars.some((b) => b.outpost === 'factory') ? 'ascension.AM-15' : 'ascension.a-4-2'),
    ];
    if (smuggledLoss > 0) trace.push(step(`Opponents smuggle on bars worth ${smuggledLoss}: they bring you nothing while the Agents stay.`, 'ascension.AM-22'));
    if (smugglingGain > 0) trace.push(step(`Your ${v.smugglingAgents} smuggling ${v.smugglingAgents === 1 ? 'Agent brings' : 'Agents bring'} ${smugglingGain}.`, 'ascension.AM-22'));
    trace.push(step(`Budget ${budget}; upkeep of the ${v.heldCards.length} Asset and Ship cards you hold: ${upkeep}.`, 'ascension.AM-50'));
    trace.push(
      upkeep > budget
        ? step(`Over Budget by ${upkeep - budget}: at the end of the turn return cards to the bottom of their decks until within it.`, 'ascension.a-5-0')
        : step('Within Budget.', 'ascension.a-5-0'),
    );
    if (v.buying !== null) trace.push(step(canBuy ? `A card costing ${v.buying} fits: ${upkeep + v.buying} of ${budget}.` : `A card costing ${v.buying} does not fit: ${upkeep + v.buying} of ${budget}.`, 'ascension.a-5-0'));
    return ok({ panels, bars, smuggledLoss, smugglingGain, budget, upkeep, over: Math.max(0, upkeep - budget), canBuy }, trace);
  });
}
