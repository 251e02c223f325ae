/** Budget and upkeep (M16), repair (M13), Victory Points and the winner (M19, T20), Treaties (M17), Trade Agreements (T14), end-of-turn losses (M18). */
export { budgetReport, barValue, readBar, type BudgetReport, type BudgetInput, type Bar } from './budget.ts';
export { OUTPOST_KINDS, OUTPOST_NAMES, type OutpostKind } from './outpost-kinds.ts';
export { repairOdds, type RepairOdds } from './repair.ts';
export { victory, type VictoryReport, type PlayerScore, type DecidedOn } from './victory.ts';
export { treatyCheck, type TreatyReport, type Requirement } from './treaty.ts';
export { tradeCheck, type TradeReport } from './trade.ts';
export { TRADE_ROUTES, TRADE_ROUTE_SHAPES, type TradeRoute } from './routes.ts';
export { endOfTurnLosses, solveLosses, type LossReport, type Loss, type LossInput, type PanelRef } from './losses.ts';
export { OWNERS, type Owner, type WorldPanel, type Outpost } from './world.ts';
export { improveOutpost, solveImprove, IMPROVE_ACTIONS, IMPROVE_SPECS, type ImproveAction, type ImproveInput, type Improvement } from './outposts.ts';
