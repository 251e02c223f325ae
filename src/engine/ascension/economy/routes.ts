/** The routes of a Trade Agreement ([8.9] Trade), and what each links and counts. */
export const TRADE_ROUTES = ['within', 'between', 'starport'] as const;
export type TradeRoute = (typeof TRADE_ROUTES)[number];

/**
 * What each route links and counts ([8.9] Trade): a Society with a Resource,
 * or, with the Starport, one World Panel; the panels of one system, or of
 * both.
 */
export const TRADE_ROUTE_SHAPES: Readonly<Record<TradeRoute, { ends: 1 | 2; systems: 1 | 2 }>> = {
  within: { ends: 2, systems: 1 },
  between: { ends: 2, systems: 2 },
  starport: { ends: 1, systems: 2 },
};
