/** The Budget and victory calculator's link reader: every field checked for type, length and count. Pure. */
import { urlSchema } from '../../kit/url-state.ts';
import { Bad, bool, list, oneOf, parsed, record, text } from '../shared/parse.ts';
import { parseChanged } from '../shared/readings.ts';
import { BUDGET_READINGS, INITIAL, MAX_BARS, MAX_SYSTEMS, UNDER, type BarRow, type BudgetState, type PlayerRow } from './state.ts';

const F = 12;

function readBar(x: unknown): BarRow {
  const r = record(x, ['face', 'under', 'smuggled'], 'a bar');
  return { face: oneOf(r.face, ['1', '2'] as const, 'a bar’s face'), under: oneOf(r.under, UNDER, 'a bar’s place'), smuggled: bool(r.smuggled, 'a bar') };
}

export const parseBudgetState = parsed((raw): BudgetState => {
  const o = record(raw, ['tab', 'panels', 'bars', 'agents', 'held', 'buying', 'players', 'readings'], 'its calculator state');
  const readings = parseChanged(o.readings, BUDGET_READINGS);
  if (!readings.ok) throw new Bad(readings.error.replace(/\.$/, ''));
  return {
    tab: oneOf(o.tab, ['budget', 'victory'] as const, 'its tab', 'budget'),
    panels: list(o.panels ?? INITIAL.panels, 3, 3, 'its panel Budgets', (x) => text(x, 'a panel Budget', F)) as BudgetState['panels'],
    bars: list(o.bars ?? [], 0, MAX_BARS, 'its bars', readBar),
    agents: text(o.agents, 'the smuggling Agents', F, '0'),
    held: text(o.held, 'the card costs', 400, ''),
    buying: text(o.buying, 'the card to buy', F, ''),
    players: list(o.players ?? INITIAL.players, 2, 2, 'its players', (p): PlayerRow => {
      const r = record(p, ['name', 'tls', 'systems'], 'a player');
      return {
        name: text(r.name, 'a player’s name', 40),
        tls: list(r.tls, 3, 3, 'a player’s Tech Levels', (x) => text(x, 'a Tech Level', F)) as PlayerRow['tls'],
        systems: list(r.systems ?? [], 0, MAX_SYSTEMS, 'a player’s systems', (x) => {
          const q = record(x, ['treaty', 'bars'], 'a system');
          return { treaty: bool(q.treaty, 'a system'), bars: list(q.bars ?? [], 0, MAX_BARS, 'a system’s bars', readBar) };
        }),
      };
    }) as BudgetState['players'],
    readings: readings.value,
  };
});

/** Depth 7: state → players → a player → systems → a system → bars → a bar. */
export const BUDGET_URL = urlSchema(parseBudgetState, { maxLength: 40_000, maxDepth: 8 });
